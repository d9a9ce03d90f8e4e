// The reserve dialog's body (SPEC §5 reserve: recordId and libraryId; §8 refusals): choose the pickup branch and reserve; anonymous visitors are asked to log in.
// The form posts to the work page's action: from the dialog through a fetcher (JavaScript), or shown at the edition and posted as a page (without).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import type { PickupBranchOption } from '#core/libraries.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { saveInitialModalData } from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { ReservationDone } from './reservation-done.tsx';
import { failureText, type ReserveAnswer } from './reserve-answer.ts';
import { stopsPatron, StandingNotice, type StandingView } from './standing-notice.tsx';

/** Saved before login (SPEC §2 initialModalData) so the dialog reopens for the same edition afterwards. */
export interface ReserveModalData {
  modal: 'reserve';
  recordId: string;
}

export function isReserveModalData(value: unknown): value is ReserveModalData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as ReserveModalData).modal === 'reserve' &&
    typeof (value as ReserveModalData).recordId === 'string'
  );
}

/**
 * The answer of the reserve or inter-library form: the fetcher's (with JavaScript, toasted once as SPEC §8 says), else the
 * page action's (without JavaScript, shown by the form at the edition).
 */
export function useReserveAnswer(pageAnswer: ReserveAnswer | null | undefined, toastOnSuccess: string | null) {
  const fetcher = useFetcher<ReserveAnswer>();
  const { showToast } = useToast();
  const { t } = useTranslation('catalogue');
  useFetcherAnswer(fetcher, (answer) => {
    // SPEC §8: non-OK and network errors are toasts with a close icon.
    if (answer.kind === 'failed')
      showToast({
        text: failureText(answer, t('api.network', { ns: 'errors' })),
        type: 'error',
        dismissable: true,
        durationMs: answer.durationMs,
      });
    else if (toastOnSuccess) showToast({ text: toastOnSuccess, type: 'success' });
  });
  const saving = fetcher.state !== 'idle';
  return { fetcher, saving, answer: saving ? null : (fetcher.data ?? pageAnswer ?? null) };
}

/** The fields every reserve form carries to the work page's action ("første ledige" ticks its record ids instead). */
export function ReserveHiddenFields({ intent, recordId }: { intent: ReserveAnswer['intent']; recordId?: string }) {
  const { csrfToken } = useRootAuth();
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={intent} />
      {recordId !== undefined && <input type="hidden" name="recordId" value={recordId} />}
    </>
  );
}

/**
 * An anonymous visitor is asked to log in. Without JavaScript the address still asks for this form, so login comes back to
 * it; with it, `modalData` is saved (SPEC §2 initialModalData) and the dialog reopens.
 */
export function LoginToReserve({ modalData }: { modalData: object }) {
  const location = useLocation();
  const { t } = useTranslation('catalogue');
  const callbackUrl = location.pathname + location.search;
  return (
    <div className="reserve-form">
      <p>{t('reserve.loginToReserve')}</p>
      <a
        className="button button--primary"
        href={`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        onClick={() => saveInitialModalData(modalData)}
      >
        {t('reserve.loginLink')}
      </a>
    </div>
  );
}

/** A blocked patron, or one with fines at the limit, is told so instead of the form (issue #18). */
export function BlockedFromReserving({
  title,
  standing,
  close,
}: {
  title: string;
  standing: StandingView;
  close?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="reserve-form">
      <p className="reserve-form__work">{title}</p>
      <StandingNotice standing={standing} />
      <p className="reserve-form__actions">
        <CloseButton close={close} label={t('reserve.close')} />
      </p>
    </div>
  );
}

/** The pickup branch, the patron's preferred one chosen to begin with. */
export function PickupField({ pickupBranches }: { pickupBranches: readonly PickupBranchOption[] }) {
  const id = useId();
  const { user } = useRootAuth();
  const { t } = useTranslation('catalogue');
  const preferred = user?.preferredPickupBranch ?? null;
  const initial = pickupBranches.some((b) => b.value === preferred)
    ? (preferred ?? '')
    : (pickupBranches[0]?.value ?? '');
  const [libraryId, setLibraryId] = useState(initial);
  return (
    <div className="form-field">
      <label htmlFor={`${id}-pickup`}>{t('reserve.pickupLabel')}</label>
      <select
        id={`${id}-pickup`}
        name="libraryId"
        value={libraryId}
        onChange={(e) => setLibraryId(e.target.value)}
        aria-describedby={`${id}-help`}
      >
        {pickupBranches.map((b) => (
          <option key={b.value} value={b.value}>
            {b.text}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="form-field__hint">
        {t('reserve.pickupHelp')}
      </p>
    </div>
  );
}

/** 'Avbryt' or 'Lukk': closes the dialog, or (the form shown at the edition without JavaScript) goes back to the page without it. */
export function CloseButton({ close, label }: { close?: () => void; label: string }) {
  const { pathname } = useLocation();
  if (close) {
    return (
      <button type="button" className="button button--secondary" onClick={close}>
        {label}
      </button>
    );
  }
  return (
    <Link to={pathname} className="button button--secondary">
      {label}
    </Link>
  );
}

export interface ReserveFormProps {
  recordId: string;
  title: string;
  pickupBranches: readonly PickupBranchOption[];
  /** Closes the dialog; absent when the form is shown on the page (without JavaScript). */
  close?: () => void;
  /** The page action's answer to this form, when it was posted without JavaScript. */
  answer?: ReserveAnswer | null;
  /** The edition's queue before reserving ('2 står i kø. Reserverer du nå, blir du nr. 3 — ventetid ca. 9 uker.'), or null. */
  queueNote?: string | null;
  /** The patron's standing: a block or fines at the limit are told here, before they try (issue #18). */
  standing?: StandingView | null;
}

export function ReserveForm(props: ReserveFormProps) {
  const { user } = useRootAuth();
  if (!user)
    return <LoginToReserve modalData={{ modal: 'reserve', recordId: props.recordId } satisfies ReserveModalData} />;
  if (props.standing && stopsPatron(props.standing))
    return <BlockedFromReserving title={props.title} standing={props.standing} close={props.close} />;
  return <ChoosePickup {...props} />;
}

function ChoosePickup({ recordId, title, pickupBranches, close, answer, queueNote }: ReserveFormProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ReserveFormShell
      intent="reserve"
      recordId={recordId}
      title={title}
      toast={t('reserve.reservedToast', { title })}
      submitLabel={t('reserve.reserve')}
      close={close}
      pageAnswer={answer}
    >
      {queueNote && <p className="reserve-form__queue">{queueNote}</p>}
      <PickupField pickupBranches={pickupBranches} />
    </ReserveFormShell>
  );
}

interface ShellProps {
  intent: ReserveAnswer['intent'];
  recordId?: string;
  /** What is reserved, above the fields. */
  title: string;
  /** The toast once reserved with JavaScript (SPEC §8). */
  toast: string;
  submitLabel: string;
  close?: () => void;
  pageAnswer?: ReserveAnswer | null;
  children: ReactNode;
}

/**
 * The frame of the reserve forms: posted to the work page's action (a fetcher, or a page without JavaScript), a second press
 * ignored, a refusal told above the fields, and the whole form replaced by the answer once reserved.
 */
export function ReserveFormShell({
  intent,
  recordId,
  title,
  toast,
  submitLabel,
  close,
  pageAnswer,
  children,
}: ShellProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('catalogue');
  const { fetcher, saving, answer } = useReserveAnswer(pageAnswer, toast);
  if (answer?.kind === 'reserved') return <ReservationDone text={answer.text} close={close} />;
  return (
    <fetcher.Form
      method="post"
      action={pathname}
      className="reserve-form"
      noValidate
      onSubmit={(event) => {
        // A second press while the first call runs does nothing.
        if (saving) event.preventDefault();
      }}
    >
      <ReserveHiddenFields intent={intent} recordId={recordId} />
      <p className="reserve-form__work">{title}</p>
      {answer?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {failureText(answer, t('api.network', { ns: 'errors' }))}
        </p>
      )}
      {children}
      <p className="reserve-form__actions">
        {/* aria-disabled, not disabled, while saving: a disabled button drops keyboard focus out of the dialog,
            and after a refusal focus should still be here to try again (a second press is ignored). */}
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined} aria-busy={saving}>
          {saving ? t('reserve.submitting') : submitLabel}
        </button>
        <CloseButton close={close} label={t('reserve.cancel')} />
      </p>
    </fetcher.Form>
  );
}
