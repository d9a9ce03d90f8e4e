// /min-side/bestillinger (SPEC §2, §3 reservations, §4 pickup change/cancel/suspension, §8 toasts): pickups, queue places, remote requests and their actions.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { addDays } from '#core/circulation.ts';
import { formatDate, formatIsoDate } from '#core/dates.ts';
import { messages } from '#core/messages.ts';
import { listPickupBranches } from '#server/services/accounts.ts';
import { listReservations, type ReservationDto } from '#server/services/circulation/reservations.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { reservationChangeMessages, reservationErrorToast, waitWeeks, type ReservationAction } from '#app/features/my-circulation/outcomes.ts';
import { reservationTexts as t } from '#app/features/my-circulation/my-circulation-texts.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.bestillinger';

const PATH = '/api/authorized/cicero/reservations';

export const meta = () => [{ title: pageTitle(t.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [state, branches] = await Promise.all([listReservations(context.services, session.userId), listPickupBranches(context.services)]);
  return { ...state, branches, today: formatIsoDate(context.services.clock()) };
}

type Branch = { value: string; text: string };
type Change = Partial<Pick<ReservationDto, 'libraryId' | 'activationDate' | 'expiryDate'>>;

/** The reservation actions of the page: each calls the API, toasts the SPEC §8 outcome and reloads the lists. */
function useReservationActions() {
  const { showToast } = useToast();
  const { revalidate } = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);

  const fail = (action: ReservationAction, error: { status: number; code: string; message: string }) => {
    const toast = reservationErrorToast(action, error);
    showToast({ text: toast.text, type: 'error', dismissable: true, durationMs: toast.durationMs });
  };

  const change = async (r: ReservationDto, patch: Change, action: ReservationAction) => {
    setBusyId(r.id);
    const body = { reservationId: r.id, libraryId: r.libraryId ?? '', activationDate: r.activationDate, expiryDate: r.expiryDate, ...patch };
    const result = await apiFetch<{ reservation: ReservationDto; changed: string[] }>(PATH, { method: 'PUT', json: body });
    if (result.ok) {
      // SPEC §8: which toast follows from what the server says it changed.
      const texts = reservationChangeMessages(result.data.changed, result.data.reservation.activationDate);
      showToast(texts.length > 0 ? { text: texts.join('. '), type: 'success' } : { text: t.noChanges, type: 'info' });
      await revalidate();
    } else {
      fail(action, result.error);
    }
    setBusyId(null);
  };

  const cancel = async (r: ReservationDto, headingId: string) => {
    setBusyId(r.id);
    const result = await apiFetch<{ ok: true }>(PATH, { method: 'DELETE', json: { reservationId: r.id } });
    if (result.ok) {
      showToast({ text: messages.reservations.cancelled, type: 'success' });
      await revalidate();
      // The cancelled item is gone: keep keyboard users in its section rather than at the top of the page.
      document.getElementById(headingId)?.focus();
    } else {
      fail('cancel', result.error);
    }
    setBusyId(null);
  };

  return { busyId, change, cancel };
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const { pickups, reservations, remoteReservations, branches, today } = loaderData;
  const actions = useReservationActions();
  const { openModal } = useModal();

  const confirmCancel = (r: ReservationDto) =>
    openModal({
      // Focus returns to the cancel button when the dialog closes; after a cancel it moves to the section heading.
      title: t.confirmCancelTitle,
      size: 'small',
      content: (close) => (
        <div className="confirm-dialog">
          <p>{t.confirmCancelText(r.title)}</p>
          <div className="confirm-dialog__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                close();
                void actions.cancel(r, sectionHeadingId(r));
              }}
            >
              {t.confirmCancelYes}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t.confirmCancelNo}
            </button>
          </div>
        </div>
      ),
    });

  const item = (r: ReservationDto) => (
    <ReservationItem key={r.id} r={r} branches={branches} today={today} busy={actions.busyId === r.id} onChange={actions.change} onCancel={confirmCancel} />
  );

  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t.title}</h1>
      <p className="lead">{t.lead}</p>

      <section aria-labelledby="pickups-heading" className="circulation-section">
        <h2 id="pickups-heading" tabIndex={-1} className="circulation-focus-target">{t.pickupsHeading}</h2>
        {pickups.length === 0 ? (
          <p className="muted">{t.noPickups}</p>
        ) : (
          <ul className="circulation-list">
            {pickups.map((r) => (
              <li key={r.id} className="circulation-item circulation-item--pickup" aria-labelledby={`reservation-${r.id}-title`} aria-busy={actions.busyId === r.id || undefined}>
                <div className="circulation-item__main">
                  <Title r={r} />
                  <p>{t.pickupAt(r.libraryName)}</p>
                  <p className="circulation-item__due">
                    <strong>{r.pickupDeadline ? t.pickupBy(formatDate(r.pickupDeadline)) : null}</strong>
                  </p>
                </div>
                {r.pickupNumber && (
                  <p className="pickup-number">
                    <span className="pickup-number__label">{t.pickupNumber}</span>
                    <span className="pickup-number__value">{r.pickupNumber}</span>
                  </p>
                )}
                <div className="circulation-item__actions">
                  <CancelButton r={r} busy={actions.busyId === r.id} onCancel={confirmCancel} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reservations-heading" className="circulation-section">
        <h2 id="reservations-heading" tabIndex={-1} className="circulation-focus-target">{t.reservationsHeading}</h2>
        {reservations.length === 0 ? <p className="muted">{t.noReservations}</p> : <ul className="circulation-list">{reservations.map(item)}</ul>}
      </section>

      <section aria-labelledby="remote-heading" className="circulation-section">
        <h2 id="remote-heading" tabIndex={-1} className="circulation-focus-target">{t.remoteHeading}</h2>
        {remoteReservations.length === 0 ? <p className="muted">{t.noRemote}</p> : <ul className="circulation-list">{remoteReservations.map(item)}</ul>}
      </section>
    </div>
  );
}

function sectionHeadingId(r: ReservationDto): string {
  if (r.status === 'ready_for_pickup') return 'pickups-heading';
  return r.remote ? 'remote-heading' : 'reservations-heading';
}

function Title({ r }: { r: ReservationDto }) {
  return (
    <>
      <h3 id={`reservation-${r.id}-title`} className="circulation-item__title">
        <Link to={r.workPath}>{r.title}</Link>
      </h3>
      {r.author && <p className="circulation-item__author">{t.by(r.author)}</p>}
    </>
  );
}

function CancelButton({ r, busy, onCancel }: { r: ReservationDto; busy: boolean; onCancel: (r: ReservationDto) => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => !busy && onCancel(r)} aria-disabled={busy || undefined} aria-label={t.cancelNamed(r.title)}>
      {t.cancel}
    </button>
  );
}

/** What the patron waits for: place and estimated wait, picked from the shelf, on its way, or on hold (SPEC §4). */
function statusLine(r: ReservationDto): string[] {
  if (r.status === 'picking') return [t.picking];
  if (r.status === 'in_transit') return [t.inTransit];
  const lines: string[] = [];
  if (r.suspended && r.activationDate) lines.push(t.suspendedUntil(formatDate(r.activationDate)));
  if (r.remote) lines.push(t.remoteWaiting);
  if (r.queuePosition) lines.push(t.queuePlace(r.queuePosition));
  const weeks = waitWeeks(r.estimatedWaitDays);
  if (weeks && !r.suspended) lines.push(`${t.waitLabel}: ${t.wait(weeks)}`);
  return lines;
}

interface ItemProps {
  r: ReservationDto;
  branches: Branch[];
  today: string;
  busy: boolean;
  onChange: (r: ReservationDto, patch: Change, action: ReservationAction) => Promise<void>;
  onCancel: (r: ReservationDto) => void;
}

function ReservationItem({ r, branches, today, busy, onChange: change, onCancel }: ItemProps) {
  const id = useId();
  const summary = useRef<HTMLElement>(null);
  // Putting on hold swaps the form for 'Gjenoppta' (and back): the focused control is gone, so focus the disclosure.
  const onChange = async (target: ReservationDto, patch: Change, action: ReservationAction) => {
    await change(target, patch, action);
    if (!document.activeElement || document.activeElement === document.body) summary.current?.focus();
  };
  // A copy on its way can only be cancelled (the engine refuses other changes: already_on_the_way).
  const changeable = r.status !== 'in_transit' && r.status !== 'ready_for_pickup';
  const submit = (action: ReservationAction, read: (form: FormData) => Change | null) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const patch = read(new FormData(event.currentTarget));
    if (patch) void onChange(r, patch, action);
  };
  const date = (form: FormData, name: string) => {
    const value = String(form.get(name) ?? '');
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  };
  return (
    <li className="circulation-item" aria-labelledby={`reservation-${r.id}-title`} aria-busy={busy || undefined}>
      <div className="circulation-item__main">
        <Title r={r} />
        {statusLine(r).map((line) => (
          <p key={line} className="circulation-item__status">
            {line}
          </p>
        ))}
        <p className="muted circulation-item__meta">
          {t.pickupAt(r.libraryName)}
          {r.expiryDate && (
            <>
              <br />
              {t.expires(formatDate(r.expiryDate))}
            </>
          )}
        </p>
        {changeable && (
          <details className="circulation-details">
            <summary ref={summary} aria-label={t.changeNamed(r.title)}>{t.change}</summary>
            <form className="circulation-form" onSubmit={submit('changePickup', (f) => ({ libraryId: String(f.get('libraryId') ?? '') || r.libraryId }))}>
              <div className="form-field">
                <label htmlFor={`${id}-pickup`}>{t.pickupLabel}</label>
                <select id={`${id}-pickup`} name="libraryId" defaultValue={r.libraryId ?? ''}>
                  {branches.map((b) => (
                    <option key={b.value} value={b.value}>
                      {b.text}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button--secondary button--small" aria-disabled={busy || undefined}>
                {busy ? t.saving : t.savePickup}
              </button>
            </form>
            <form className="circulation-form" onSubmit={submit('changeExpiry', (f) => {
                const expiry = date(f, 'expiryDate');
                return expiry ? { expiryDate: expiry } : null;
              })}>
              <div className="form-field">
                <label htmlFor={`${id}-expiry`}>{t.expiryLabel}</label>
                <p id={`${id}-expiry-hint`} className="form-field__hint">
                  {t.expiryHint}
                </p>
                <input id={`${id}-expiry`} name="expiryDate" type="date" required min={today} defaultValue={r.expiryDate ?? ''} aria-describedby={`${id}-expiry-hint`} />
              </div>
              <button type="submit" className="button button--secondary button--small" aria-disabled={busy || undefined}>
                {busy ? t.saving : t.saveExpiry}
              </button>
            </form>
            {!r.remote &&
              (r.suspended ? (
                <div className="circulation-form">
                  <button type="button" className="button button--secondary button--small" aria-disabled={busy || undefined} onClick={() => !busy && void onChange(r, { activationDate: null }, 'suspendResume')}>
                    {busy ? t.saving : t.resume}
                  </button>
                </div>
              ) : (
                <form
                  className="circulation-form"
                  onSubmit={submit('suspendResume', (f) => {
                    const until = date(f, 'activationDate');
                    return until ? { activationDate: until } : null;
                  })}
                >
                  <div className="form-field">
                    <label htmlFor={`${id}-suspend`}>{t.suspendLabel}</label>
                    <p id={`${id}-suspend-hint`} className="form-field__hint">
                      {t.suspendHint}
                    </p>
                    <input id={`${id}-suspend`} name="activationDate" type="date" required min={addDays(today, 1)} aria-describedby={`${id}-suspend-hint`} />
                  </div>
                  <button type="submit" className="button button--secondary button--small" aria-disabled={busy || undefined}>
                    {busy ? t.saving : t.suspend}
                  </button>
                </form>
              ))}
          </details>
        )}
      </div>
      <div className="circulation-item__actions">
        <CancelButton r={r} busy={busy} onCancel={onCancel} />
      </div>
    </li>
  );
}
