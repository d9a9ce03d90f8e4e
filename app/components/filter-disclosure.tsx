// The filter panel's disclosure on narrow screens (/sok…, /hva-skjer): closed above the results, so the first screen
// shows hits, not filters; on wide screens CSS keeps it open beside them and hides its summary. A native <details>,
// so it opens without JavaScript too.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterDisclosureProps {
  /** Held by the caller outside its keyed filter form, so the panel stays open while the form is rebuilt for each new URL. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are chosen, shown in the summary so a closed panel still tells the results are narrowed. */
  selectedCount: number;
  children: ReactNode;
}

export function FilterDisclosure({ open, onOpenChange, selectedCount, children }: FilterDisclosureProps) {
  const { t } = useTranslation('shell', { keyPrefix: 'filters' });
  return (
    <details className="filter-disclosure" open={open} onToggle={(e) => onOpenChange(e.currentTarget.open)}>
      <summary className="filter-disclosure__summary">
        {open ? t('hide') : t('show')}
        {selectedCount > 0 && (
          <span className="filter-disclosure__selected"> {t('selected', { count: selectedCount })}</span>
        )}
      </summary>
      {children}
    </details>
  );
}
