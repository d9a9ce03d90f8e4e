// The inter-library (remote) request dialog's body (SPEC §5: recordId and userId; refused when not approved for remote).
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { reservationErrorToast } from '#app/features/my-circulation/outcomes.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { ReservationDone } from './reservation-done.tsx';
import { reserveTexts as t } from './reserve-texts.ts';

export const ILL_REQUESTS_PATH = '/api/authorized/cicero/illrequests';

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done' } | { kind: 'failed'; text: string };

export interface RemoteRequestFormProps {
  recordId: string;
  title: string;
  /** The logged-in patron's id (SPEC §5: a remote request carries record id and user id); null when anonymous. */
  patronId: string | null;
  close: () => void;
}

export function RemoteRequestForm({ recordId, title, patronId, close }: RemoteRequestFormProps) {
  const { showToast } = useToast();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const location = useLocation();
  if (!patronId) {
    return (
      <div className="reserve-form">
        <p>{t.loginToReserve}</p>
        <a className="button button--primary" href={`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`}>
          {t.loginLink}
        </a>
      </div>
    );
  }
  const request = async () => {
    setState({ kind: 'saving' });
    const result = await apiFetch(ILL_REQUESTS_PATH, { method: 'POST', json: { recordId, userId: patronId } });
    if (!result.ok) {
      const toast = reservationErrorToast('remoteReserve', result.error);
      setState({ kind: 'failed', text: toast.text });
      showToast({ ...toast, type: 'error', dismissable: true });
      return;
    }
    setState({ kind: 'done' });
  };
  if (state.kind === 'done') return <ReservationDone text={t.remoteRequested} close={close} />;
  return (
    <div className="reserve-form">
      <p className="reserve-form__work">{title}</p>
      <p>{t.remoteLead}</p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <p className="reserve-form__actions">
        {/* aria-disabled while saving, so keyboard focus stays on the button (and in the dialog) after a refusal. */}
        <button
          type="button"
          className="button button--primary"
          onClick={() => state.kind !== 'saving' && void request()}
          aria-disabled={state.kind === 'saving' || undefined}
          aria-busy={state.kind === 'saving'}
        >
          {t.remoteRequest}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t.cancel}
        </button>
      </p>
    </div>
  );
}
