// What stops the patron from renewing and reserving (a block, or unpaid fines at the limit), shown before they act (issue #18).
import { Link } from 'react-router';
import type { CirculationBlock } from '#core/circulation.ts';
import { messages } from '#core/messages.ts';
import { formatKroner } from '#core/payments.ts';

export interface StandingView {
  block: CirculationBlock | null;
  unpaidFinesOre: number;
  fineLimitOre: number;
}

const FINES_PATH = '/min-side/gebyrer';

/** The block's reason in Norwegian, or null when nothing stops the patron. */
export function standingMessage(standing: StandingView): string | null {
  if (standing.block === 'blockStatus') return messages.circulation.blockedByLibrary;
  if (standing.block === 'fines')
    return messages.circulation.blockedByFines(
      formatKroner(standing.unpaidFinesOre),
      formatKroner(standing.fineLimitOre),
    );
  return null;
}

export function StandingNotice({ standing, className = '' }: { standing: StandingView; className?: string }) {
  const text = standingMessage(standing);
  if (!text) return null;
  return (
    <div className={`notice circulation-notice circulation-notice--serious ${className}`.trim()}>
      <p>{text}</p>
      {standing.block === 'fines' && (
        <p>
          <Link to={FINES_PATH}>Se og betal gebyrene</Link>
        </p>
      )}
    </div>
  );
}
