// A list of tags shown in at most 2 rows of 53 px (SPEC §9) with 'Vis alle' for the rest; without JavaScript every tag shows.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_DEFAULT_MAX_ROWS, TAG_ROW_HEIGHT_PX } from '#core/constants.ts';

export function TagList({
  children,
  label,
  maxRows = TAG_DEFAULT_MAX_ROWS,
}: {
  children: ReactNode;
  label: string;
  maxRows?: number;
}) {
  const listId = useId();
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const ref = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const maxHeight = maxRows * TAG_ROW_HEIGHT_PX;

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => setOverflowing(list.scrollHeight > maxHeight + 1);
    // The observer reports the list's first size once the browser has laid it out: measuring here instead would force
    // a layout of the whole page inside hydration (issue #18).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [maxHeight]);

  const collapsed = overflowing && !expanded;
  return (
    <div className="tag-list">
      <ul
        id={listId}
        ref={ref}
        aria-label={label}
        className={collapsed ? 'tag-list__items tag-list__items--collapsed' : 'tag-list__items'}
        style={collapsed ? { maxHeight } : undefined}
        // A keyboard user reaching a hidden tag gets the whole list, so focus is never invisible.
        onFocus={(event) => {
          if (collapsed && event.target instanceof HTMLElement && event.target.offsetTop >= maxHeight)
            setExpanded(true);
        }}
      >
        {children}
      </ul>
      {overflowing && (
        <button
          type="button"
          className="tag-list__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('showFewer') : t('showAll')}
        </button>
      )}
    </div>
  );
}
