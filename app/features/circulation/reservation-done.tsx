// The end state of the reserve and inter-library dialogs: what happened, and the way to the patron's reservations.
import { Link } from 'react-router';
import { reserveTexts as t } from './reserve-texts.ts';

export function ReservationDone({ text, close }: { text: string; close: () => void }) {
  return (
    <div className="reserve-form">
      <p role="status">{text}</p>
      <p className="reserve-form__actions">
        <Link to="/min-side/bestillinger" className="button button--primary" onClick={close}>
          {t.seeReservations}
        </Link>
      </p>
    </div>
  );
}
