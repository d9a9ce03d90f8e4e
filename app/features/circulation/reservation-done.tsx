// The end state of the reserve and inter-library dialogs (or forms shown on the page without JavaScript): what happened, and the way to the patron's reservations.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFocusOnMount } from '#app/lib/focus-on-mount.ts';

export function ReservationDone({ text, close }: { text: string; close?: () => void }) {
  // The answer replaces the form and its focused button: focus moves to the answer, so it is read out and
  // focus stays in the dialog (Escape closes it; focus then returns to the button that opened it).
  const answer = useFocusOnMount<HTMLParagraphElement>();
  const { t } = useTranslation('catalogue');
  return (
    <div className="reserve-form">
      <p role="status" ref={answer} tabIndex={-1} className="circulation-focus-target">
        {text}
      </p>
      <p className="reserve-form__actions">
        <Link to="/min-side/bestillinger" className="button button--primary" onClick={close}>
          {t('reserve.seeReservations')}
        </Link>
      </p>
    </div>
  );
}
