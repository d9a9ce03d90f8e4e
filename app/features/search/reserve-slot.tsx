// THE PLACE FOR THE RESERVE BUTTON of the circulation issue (#7): it reserves `recordId` (SPEC §5: recordId and libraryId,
// POST /api/authorized/cicero/reservations). Until then it says that reserving is coming; replace the body, keep the props.
import { workTexts as texts } from './search-texts.ts';

export interface ReserveSlotProps {
  /** The edition's record id (SPEC §3 Reservation recordId). */
  recordId: string;
  /** Names the edition for screen readers, e.g. 'Sult (bok, innbundet)'. */
  title: string;
  /** At least one copy may be reserved. */
  reservable: boolean;
}

export function ReserveSlot({ recordId, title, reservable }: ReserveSlotProps) {
  if (!reservable) return null;
  return (
    <div className="reserve-slot" data-reserve-slot="" data-record-id={recordId} aria-label={`${texts.reserveHeading}: ${title}`} role="group">
      <p className="muted">{texts.reserveSoon}</p>
    </div>
  );
}
