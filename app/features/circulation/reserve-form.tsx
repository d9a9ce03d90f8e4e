// The reserve dialog's body (SPEC §5 reserve: recordId and libraryId; §8 refusals): choose the pickup branch and reserve; anonymous visitors are asked to log in.
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { PickupBranchOption } from '#core/libraries.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { reservationErrorToast } from '#app/features/my-circulation/outcomes.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { saveInitialModalData } from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { ReservationDone } from './reservation-done.tsx';
import { standingMessage, StandingNotice, type StandingView } from './standing-notice.tsx';
import { reserveTexts as t } from './reserve-texts.ts';

export const RESERVATIONS_PATH = '/api/authorized/cicero/reservations';

/** Saved before login (SPEC §2 initialModalData) so the dialog reopens for the same edition afterwards. */
export interface ReserveModalData {
  modal: 'reserve';
  recordId: string;
}

export function isReserveModalData(value: unknown): value is ReserveModalData {
  return typeof value === 'object' && value !== null && (value as ReserveModalData).modal === 'reserve' && typeof (value as ReserveModalData).recordId === 'string';
}

interface ReservedAnswer {
  status: string;
  queuePosition: number | null;
}

type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

export interface ReserveFormProps {
  recordId: string;
  title: string;
  pickupBranches: readonly PickupBranchOption[];
  close: () => void;
  /** The edition's queue before reserving ('2 står i kø. Reserverer du nå, blir du nr. 3 — ventetid ca. 9 uker.'), or null. */
  queueNote?: string | null;
  /** The patron's standing: a block or fines at the limit are told here, before they try (issue #18). */
  standing?: StandingView | null;
}

export function ReserveForm(props: ReserveFormProps) {
  const { user } = useRootAuth();
  const location = useLocation();
  if (!user) {
    const callbackUrl = location.pathname + location.search;
    return (
      <div className="reserve-form">
        <p>{t.loginToReserve}</p>
        <a
          className="button button--primary"
          href={`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          onClick={() => saveInitialModalData({ modal: 'reserve', recordId: props.recordId } satisfies ReserveModalData)}
        >
          {t.loginLink}
        </a>
      </div>
    );
  }
  if (props.standing && standingMessage(props.standing)) {
    return (
      <div className="reserve-form">
        <p className="reserve-form__work">{props.title}</p>
        <StandingNotice standing={props.standing} />
        <p className="reserve-form__actions">
          <button type="button" className="button button--secondary" onClick={props.close}>
            {t.close}
          </button>
        </p>
      </div>
    );
  }
  return <ChoosePickup {...props} preferred={user.preferredPickupBranch} />;
}

function ChoosePickup({ recordId, title, pickupBranches, close, preferred, queueNote }: ReserveFormProps & { preferred: string | null }) {
  const { showToast } = useToast();
  const id = useId();
  const initial = pickupBranches.some((b) => b.value === preferred) ? (preferred ?? '') : (pickupBranches[0]?.value ?? '');
  const [libraryId, setLibraryId] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'saving') return;
    setOutcome({ kind: 'saving' });
    const result = await apiFetch<ReservedAnswer>(RESERVATIONS_PATH, { method: 'POST', json: { recordId, libraryId } });
    if (!result.ok) {
      const toast = reservationErrorToast('reserve', result.error);
      setOutcome({ kind: 'failed', text: toast.text });
      // SPEC §8: non-OK and network errors are toasts with a close icon.
      showToast({ ...toast, type: 'error', dismissable: true });
      return;
    }
    const position = result.data.queuePosition;
    setOutcome({ kind: 'done', text: result.data.status === 'waiting' && position ? t.reservedQueue(position) : t.reservedReady });
    showToast({ text: t.reservedToast(title), type: 'success' });
  };

  if (outcome.kind === 'done') return <ReservationDone text={outcome.text} close={close} />;
  return (
    <form className="reserve-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="reserve-form__work">{title}</p>
      {queueNote && <p className="reserve-form__queue">{queueNote}</p>}
      {outcome.kind === 'failed' && (
        <p className="form-error" role="alert">
          {outcome.text}
        </p>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-pickup`}>{t.pickupLabel}</label>
        <select id={`${id}-pickup`} value={libraryId} onChange={(e) => setLibraryId(e.target.value)} aria-describedby={`${id}-help`}>
          {pickupBranches.map((b) => (
            <option key={b.value} value={b.value}>
              {b.text}
            </option>
          ))}
        </select>
        <p id={`${id}-help`} className="form-field__hint">
          {t.pickupHelp}
        </p>
      </div>
      <p className="reserve-form__actions">
        {/* aria-disabled, not disabled, while saving: a disabled button drops keyboard focus out of the dialog,
            and after a refusal focus should still be here to try again (onSubmit ignores a second press). */}
        <button type="submit" className="button button--primary" aria-disabled={outcome.kind === 'saving' || undefined} aria-busy={outcome.kind === 'saving'}>
          {outcome.kind === 'saving' ? t.submitting : t.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t.cancel}
        </button>
      </p>
    </form>
  );
}
