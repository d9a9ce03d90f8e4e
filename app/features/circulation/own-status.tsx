// The patron's own status of a work or an edition (issue #18): "Du har lånt denne — levers 22.12.2026", "Reservert — nr. 3 i køen, ca. 2 uker".
import { Link } from 'react-router';
import { reserveOutlook, soonestEdition, type OwnStatus, type TitleQueue } from '#core/circulation.ts';
import { formatDate } from '#core/dates.ts';
import { waitWeeks } from '#app/features/my-circulation/outcomes.ts';
import { circulationStatusTexts as t } from './circulation-status-texts.ts';

function ownStatusText(status: OwnStatus): string {
  if (status.kind === 'loan') return status.overdue ? t.loanOverdue(formatDate(status.dueDate)) : t.loan(formatDate(status.dueDate));
  if (status.status === 'ready_for_pickup') return t.ready(status.pickupBranch, status.pickupDeadline ? formatDate(status.pickupDeadline) : null);
  if (status.status === 'picking' || status.status === 'in_transit') return t.onTheWay(status.pickupBranch);
  if (status.suspended) return t.suspended;
  return t.queued(status.queuePosition, waitWeeks(status.estimatedWaitDays));
}

/** One line per own loan or reservation, with the way to the page where the patron manages it. */
export function OwnStatusLine({ statuses }: { statuses: readonly OwnStatus[] }) {
  if (statuses.length === 0) return null;
  return (
    <ul className="own-status">
      {statuses.map((s) => (
        <li key={`${s.kind}-${s.recordId}`} className={`own-status__item own-status__item--${s.kind}`}>
          {ownStatusText(s)}{' '}
          <Link to={s.kind === 'loan' ? '/min-side/laan' : '/min-side/bestillinger'}>{s.kind === 'loan' ? t.seeLoans : t.seeReservations}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The queue as anyone sees it before reserving an edition: nothing when a copy is on the shelf, else the place and wait. */
export function queueNote(queue: TitleQueue | undefined): string | null {
  if (!queue) return null;
  const outlook = reserveOutlook(queue);
  if (outlook.kind === 'fromShelf') return null;
  return t.queueBefore(queue.waiting, outlook.place, waitWeeks(outlook.waitDays));
}

/** A search hit whose every copy is out: the queue and wait of the edition a reservation would get soonest, or null. */
export function hitQueueNote(queues: readonly TitleQueue[] | undefined): string | null {
  const soonest = queues ? soonestEdition(queues) : null;
  if (!soonest || soonest.outlook.kind !== 'queue') return null;
  return t.hitQueue(soonest.queue.waiting, waitWeeks(soonest.outlook.waitDays));
}
