// The inter-library (remote) request dialog's body (SPEC §5: recordId and userId; refused when not approved for remote).
// It posts to the work page's action: through a fetcher from the dialog, or as a page without JavaScript; the action sends the logged-in patron's id.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ReservationDone } from './reservation-done.tsx';
import { failureText, type ReserveAnswer } from './reserve-answer.ts';
import { CloseButton, ReserveHiddenFields, useReserveAnswer } from './reserve-form.tsx';

export interface RemoteRequestFormProps {
  recordId: string;
  title: string;
  /** The logged-in patron's id (SPEC §5: a remote request carries record id and user id); null when anonymous. */
  patronId: string | null;
  /** Closes the dialog; absent when the form is shown on the page (without JavaScript). */
  close?: () => void;
  /** The page action's answer to this form, when it was posted without JavaScript. */
  answer?: ReserveAnswer | null;
}

export function RemoteRequestForm({ recordId, title, patronId, close, answer: pageAnswer }: RemoteRequestFormProps) {
  const location = useLocation();
  const { t } = useTranslation('catalogue');
  const { fetcher, saving, answer } = useReserveAnswer(pageAnswer, null);
  if (!patronId) {
    return (
      <div className="reserve-form">
        <p>{t('reserve.loginToReserve')}</p>
        <a
          className="button button--primary"
          href={`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`}
        >
          {t('reserve.loginLink')}
        </a>
      </div>
    );
  }
  if (answer?.kind === 'reserved') return <ReservationDone text={answer.text} close={close} />;
  return (
    <fetcher.Form
      method="post"
      action={location.pathname}
      className="reserve-form"
      onSubmit={(event) => {
        if (saving) event.preventDefault();
      }}
    >
      <ReserveHiddenFields intent="remoteRequest" recordId={recordId} />
      <p className="reserve-form__work">{title}</p>
      <p>{t('reserve.remoteLead')}</p>
      {answer?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {failureText(answer, t('api.network', { ns: 'errors' }))}
        </p>
      )}
      <p className="reserve-form__actions">
        {/* aria-disabled while saving, so keyboard focus stays on the button (and in the dialog) after a refusal. */}
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined} aria-busy={saving}>
          {t('reserve.remoteRequest')}
        </button>
        <CloseButton close={close} label={t('reserve.cancel')} />
      </p>
    </fetcher.Form>
  );
}
