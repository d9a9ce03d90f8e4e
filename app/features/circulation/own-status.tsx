// The patron's own status of a work or an edition (issue #18): "Du har lånt denne — levers 22.12.2026", "Reservert — nr. 3 i køen, ca. 2 uker".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reserveOutlook, soonestEdition, type OwnStatus, type TitleQueue } from '#core/circulation.ts';
import { formatDate } from '#core/dates.ts';
import type { Language } from '#core/i18n/languages.ts';
import { waitWeeks } from '#app/features/my-circulation/outcomes.ts';
import type { CatalogueTexts } from '#app/features/search/catalogue-labels.ts';
import { useLanguage } from '#app/i18n/use-language.ts';

const weeks = (t: CatalogueTexts, n: number) => t('status.weeks', { count: n });

function ownStatusText(t: CatalogueTexts, language: Language, status: OwnStatus): string {
  if (status.kind === 'loan')
    return t(status.overdue ? 'status.loanOverdue' : 'status.loan', { date: formatDate(status.dueDate, language) });
  if (status.status === 'ready_for_pickup') {
    const branch = status.pickupBranch;
    return status.pickupDeadline
      ? t('status.readyBy', { branch, deadline: formatDate(status.pickupDeadline, language) })
      : t('status.ready', { branch });
  }
  if (status.status === 'picking' || status.status === 'in_transit')
    return t('status.onTheWay', { branch: status.pickupBranch });
  if (status.suspended) return t('status.suspended');
  const place = status.queuePosition ? t('status.queuedPlace', { place: status.queuePosition }) : '';
  const wait = waitWeeks(status.estimatedWaitDays);
  return wait ? t('status.queuedWait', { place, weeks: weeks(t, wait) }) : t('status.queued', { place });
}

/** One line per own loan or reservation, with the way to the page where the patron manages it. */
export function OwnStatusLine({ statuses }: { statuses: readonly OwnStatus[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  if (statuses.length === 0) return null;
  return (
    <ul className="own-status">
      {statuses.map((s) => (
        <li key={`${s.kind}-${s.recordId}`} className={`own-status__item own-status__item--${s.kind}`}>
          {ownStatusText(t, language, s)}{' '}
          <Link to={s.kind === 'loan' ? '/min-side/laan' : '/min-side/bestillinger'}>
            {s.kind === 'loan' ? t('status.seeLoans') : t('status.seeReservations')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const waitingText = (t: CatalogueTexts, waiting: number) =>
  waiting === 0 ? t('status.nobodyWaiting') : t('status.waiting', { count: waiting });

/** The queue as anyone sees it before reserving an edition: nothing when a copy is on the shelf, else the place and wait. */
export function queueNote(t: CatalogueTexts, queue: TitleQueue | undefined): string | null {
  if (!queue) return null;
  const outlook = reserveOutlook(queue);
  if (outlook.kind === 'fromShelf') return null;
  const waiting = waitingText(t, queue.waiting);
  const wait = waitWeeks(outlook.waitDays);
  return wait
    ? t('status.queueBeforeWait', { waiting, place: outlook.place, weeks: weeks(t, wait) })
    : t('status.queueBefore', { waiting, place: outlook.place });
}

/** A search hit whose copies are all out: how many wait for the edition a reservation would get soonest, and the wait in weeks. */
export interface HitQueue {
  waiting: number;
  wait: number | null;
}

/** A search hit whose every copy is out: the queue and wait of the edition a reservation would get soonest, or null. */
export function hitQueue(queues: readonly TitleQueue[] | undefined): HitQueue | null {
  const soonest = queues ? soonestEdition(queues) : null;
  if (!soonest || soonest.outlook.kind !== 'queue') return null;
  return { waiting: soonest.queue.waiting, wait: waitWeeks(soonest.outlook.waitDays) };
}

/** A search hit's queue in words: '2 står i kø — ventetid ca. 3 uker.' */
export function hitQueueText(t: CatalogueTexts, queue: HitQueue): string {
  const waiting = waitingText(t, queue.waiting);
  return queue.wait ? t('status.hitQueueWait', { waiting, count: queue.wait }) : t('status.hitQueue', { waiting });
}
