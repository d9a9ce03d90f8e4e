// What stops the patron from renewing and reserving (a block, or unpaid fines at the limit), shown before they act (issue #18).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CirculationBlock } from '#core/circulation.ts';
import { formatKroner } from '#core/payments.ts';
import { useLanguage } from '#app/i18n/use-language.ts';

export interface StandingView {
  block: CirculationBlock | null;
  unpaidFinesOre: number;
  fineLimitOre: number;
}

const FINES_PATH = '/min-side/gebyrer';

/** Whether something stops the patron from renewing and reserving. */
export function stopsPatron(standing: StandingView): boolean {
  return standing.block === 'blockStatus' || standing.block === 'fines';
}

/** The block's reason in the page's language (messages:standing), or null when nothing stops the patron. */
function useStandingMessage(standing: StandingView): string | null {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  if (standing.block === 'blockStatus') return t('standing.blockedByLibrary');
  if (standing.block === 'fines')
    return t('standing.blockedByFines', {
      unpaid: formatKroner(standing.unpaidFinesOre, language),
      limit: formatKroner(standing.fineLimitOre, language),
    });
  return null;
}

export function StandingNotice({ standing, className = '' }: { standing: StandingView; className?: string }) {
  const { t } = useTranslation('messages');
  const text = useStandingMessage(standing);
  if (!text) return null;
  return (
    <div className={`notice circulation-notice circulation-notice--serious ${className}`.trim()}>
      <p>{text}</p>
      {standing.block === 'fines' && (
        <p>
          <Link to={FINES_PATH}>{t('standing.finesLink')}</Link>
        </p>
      )}
    </div>
  );
}
