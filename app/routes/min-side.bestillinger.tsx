// /min-side/bestillinger (SPEC §2, §3 reservations, §4 pickup change/cancel/suspension, §8 toasts): pickups, queue places, remote requests and their actions.
// Every change is a form posted to this route's action: without JavaScript the page answers with the message; with it a fetcher posts it and toasts.
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import { addDays, MAX_PAUSE_DAYS, type PlannedPause } from '#core/circulation.ts';
import { formatDate, formatIsoDate } from '#core/dates.ts';
import { pageLanguage, type Language } from '#core/i18n/languages.ts';
import { editionLabel } from '#core/edition-label.ts';
import { listPickupBranches, listReservations } from './min-side.bestillinger.server.ts';
import type { ReservationDto } from '#core/contracts/circulation.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { answerReservationForm } from '#app/features/my-circulation/reservation-actions.server.ts';
import {
  networkFailure,
  type ReservationAnswer,
  type ReservationIntent,
} from '#app/features/my-circulation/reservation-form.ts';
import { waitWeeks } from '#app/features/my-circulation/outcomes.ts';
import { groupedReservations, type ReservationEntry } from '#app/features/my-circulation/reservation-groups.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import {
  carryFreshPage,
  freshPageStore,
  revalidateUnlessFreshPage,
  useFreshPage,
  type CarriesFreshPage,
} from '#app/lib/revalidation.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.bestillinger';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's own texts come from the catalogue (decision 028); the SPEC §8 toasts of a change are still bokmål. */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

/** Everything the page shows: the loader's data, and what each action's answer carries. */
async function loadPage(context: Route.LoaderArgs['context'], request: Request, userId: number) {
  const [state, branches] = await Promise.all([
    listReservations(context.services, userId),
    listPickupBranches(context.services),
  ]);
  return {
    ...state,
    branches,
    today: formatIsoDate(context.services.clock()),
    title: requestTranslator(request)('account:reservations.title'),
  };
}
type Page = Awaited<ReturnType<typeof loadPage>>;
/** A network failure carries no page. */
type PageAnswer = ReservationAnswer & Partial<CarriesFreshPage<Page>>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  return loadPage(context, request, session.userId);
}

/**
 * Cancel, change pickup branch or expiry date, put on hold or resume (the services of PUT/DELETE
 * /api/authorized/cicero/reservations). The answer carries the page as it now is: one round trip (app/lib/revalidation.ts).
 */
export async function action({ context, request }: Route.ActionArgs): Promise<PageAnswer> {
  const session = await requirePersonalPage(context, request);
  const answer = await answerReservationForm(
    context.services,
    session.userId,
    await request.formData(),
    pageLanguage(request.headers),
  );
  return { ...answer, freshPage: await loadPage(context, request, session.userId) };
}

/** The pages the answers carried, for the page to show (browser only). */
const freshPages = freshPageStore<Page>();

/** With JavaScript: a call that never reached the server is the SPEC §8 network notification, not the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PageAnswer> {
  return carryFreshPage<Page, PageAnswer>(freshPages, serverAction, (err) =>
    err instanceof TypeError ? networkFailure() : null,
  );
}

/**
 * No reload after an answer that carried the page, nor after a call that failed before reaching the server (nothing
 * changed; a reload would fail the same way).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const answer = args.actionResult as PageAnswer | undefined;
  return answer?.kind === 'failed' && answer.reservationId === null && answer.intent === null
    ? false
    : revalidateUnlessFreshPage(args);
}

type Branch = { value: string; text: string };

/** The SPEC §8 toast of a fetcher's answer, once, when its reload is done (so the toast and the new state show together). */
function useAnswerToast(
  fetcher: { state: string; data?: ReservationAnswer },
  after?: (answer: ReservationAnswer) => void,
) {
  const { showToast } = useToast();
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.kind === 'done') showToast({ text: answer.text, type: answer.tone });
    if (answer.kind === 'failed')
      showToast({ text: answer.text, type: 'error', dismissable: true, durationMs: answer.durationMs });
    after?.(answer);
  });
}

/** The hidden fields every reservation form carries. */
function Hidden({ intent, r }: { intent?: ReservationIntent; r: ReservationDto }) {
  const { csrfToken } = useRootAuth();
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="reservationId" value={r.id} />
      {intent && <input type="hidden" name="intent" value={intent} />}
    </>
  );
}

export default function ReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  const language = useLanguage();
  const { pickups, reservations, remoteReservations, plannedPause, branches, today } = useFreshPage(
    freshPages,
    loaderData,
  );
  // A "første ledige" group is one reservation here (decision 034): one line, one change, one cancel for all its editions.
  const entries = groupedReservations(reservations);
  const question = (r: ReservationDto) => {
    const group = entries.find((e) => e.r.id === r.id)?.group;
    return group
      ? t('confirmCancelGroupText', { title: r.title, editions: group.length })
      : t('confirmCancelText', { title: r.title });
  };
  const { openModal } = useModal();
  const { csrfToken } = useRootAuth();
  // Cancelling removes the item (and its own fetcher) from the page, so the page holds the cancel call.
  const cancelFetcher = useFetcher<ReservationAnswer>({ key: 'reservation-cancel' });
  const cancelling = cancelFetcher.state !== 'idle' ? Number(cancelFetcher.formData?.get('reservationId')) : null;
  const cancelledFrom = useRef<string | null>(null);
  useAnswerToast(cancelFetcher, (answer) => {
    // The cancelled item is gone: keep keyboard users in its section rather than at the top of the page.
    if (answer.kind === 'done' && cancelledFrom.current) document.getElementById(cancelledFrom.current)?.focus();
  });

  // Without JavaScript 'Avbestill' posts here first and the page asks inline (cancel-ask); with it, a dialog asks.
  const confirmCancel = (r: ReservationDto) =>
    openModal({
      // Focus returns to the cancel button when the dialog closes; after a cancel it moves to the section heading.
      title: t('confirmCancelTitle'),
      size: 'small',
      content: (close) => (
        <div className="confirm-dialog">
          <p>{question(r)}</p>
          <div className="confirm-dialog__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                close();
                cancelledFrom.current = sectionHeadingId(r);
                void cancelFetcher.submit(
                  { csrfToken: csrfToken ?? '', intent: 'cancel', reservationId: String(r.id) },
                  { method: 'post' },
                );
              }}
            >
              {t('confirmCancelYes')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('confirmCancelNo')}
            </button>
          </div>
        </div>
      ),
    });

  const asking = actionData?.kind === 'ask' ? actionData.reservationId : null;
  const cancel = (r: ReservationDto) => (
    <CancelButton
      r={r}
      busy={cancelling === r.id}
      onCancel={confirmCancel}
      asking={asking === r.id}
      question={question(r)}
    />
  );
  const item = ({ r, group }: ReservationEntry<ReservationDto>) => (
    <ReservationItem key={r.id} r={r} group={group} branches={branches} today={today} cancel={cancel(r)} />
  );

  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {/* The answer to a form posted without JavaScript (with it, the same text is a toast). */}
      {actionData?.kind === 'done' && (
        <p className="notice" role="status">
          {actionData.text}
        </p>
      )}
      {actionData?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {actionData.text}
        </p>
      )}

      <section aria-labelledby="pickups-heading" className="circulation-section">
        <h2 id="pickups-heading" tabIndex={-1} className="circulation-focus-target">
          {t('pickupsHeading')}
        </h2>
        {pickups.length === 0 ? (
          <p className="muted">{t('noPickups')}</p>
        ) : (
          <ul className="circulation-list">
            {pickups.map((r) => (
              <li
                key={r.id}
                className="circulation-item circulation-item--pickup"
                aria-labelledby={`reservation-${r.id}-title`}
                aria-busy={cancelling === r.id || undefined}
              >
                <div className="circulation-item__main">
                  <Title r={r} />
                  <p>{t('pickupAt', { branch: r.libraryName })}</p>
                  <p className="circulation-item__due">
                    <strong>
                      {r.pickupDeadline ? t('pickupBy', { date: formatDate(r.pickupDeadline, language) }) : null}
                    </strong>
                  </p>
                </div>
                {r.pickupNumber && (
                  <p className="pickup-number">
                    <span className="pickup-number__label">{t('pickupNumber')}</span>
                    <span className="pickup-number__value">{r.pickupNumber}</span>
                  </p>
                )}
                <div className="circulation-item__actions">{cancel(r)}</div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reservations-heading" className="circulation-section">
        <h2 id="reservations-heading" tabIndex={-1} className="circulation-focus-target">
          {t('reservationsHeading')}
        </h2>
        {reservations.length === 0 ? (
          <p className="muted">{t('noReservations')}</p>
        ) : (
          <ul className="circulation-list">{entries.map(item)}</ul>
        )}
      </section>

      <PauseAll reservations={reservations} plannedPause={plannedPause} today={today} />

      <section aria-labelledby="remote-heading" className="circulation-section">
        <h2 id="remote-heading" tabIndex={-1} className="circulation-focus-target">
          {t('remoteHeading')}
        </h2>
        {remoteReservations.length === 0 ? (
          <p className="muted">{t('noRemote')}</p>
        ) : (
          <ul className="circulation-list">{remoteReservations.map((r) => item({ r, group: null }))}</ul>
        )}
      </section>
    </div>
  );
}

/**
 * "Sett alle reservasjoner på pause" (issue #20): every reservation waiting in a queue on hold from a day until a date (the
 * single hold's date, for all at once), and "Avslutt pausen" for those on hold. From today the hold is set now; from a later
 * day the pause is planned and starts on that day ("Avlys den planlagte pausen" drops it; decisions 032 and 034).
 */
function PauseAll({
  reservations,
  plannedPause,
  today,
}: {
  reservations: ReservationDto[];
  plannedPause: PlannedPause | null;
  today: string;
}) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  const language = useLanguage();
  const id = useId();
  const { csrfToken } = useRootAuth();
  const fetcher = useFetcher<ReservationAnswer>({ key: 'reservations-pause' });
  useAnswerToast(fetcher);
  const busy = fetcher.state !== 'idle';
  const guard = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  const pausable = reservations.filter((r) => r.status === 'waiting' || r.status === 'picking');
  if (pausable.length === 0 && !plannedPause) return null;
  const paused = pausable.filter((r) => r.suspended).length;
  const last = addDays(today, MAX_PAUSE_DAYS);
  const allForm = (intent: ReservationIntent, label: string) => (
    <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button--secondary button--small" aria-disabled={busy || undefined}>
        {busy ? t('saving') : label}
      </button>
    </fetcher.Form>
  );
  return (
    <section aria-labelledby="pause-heading" className="circulation-section">
      <h2 id="pause-heading">{t('pauseHeading')}</h2>
      <p>{t('pauseLead')}</p>
      {paused > 0 && <p className="circulation-item__status">{t('pausedCount', { count: paused })}</p>}
      {plannedPause && (
        <p className="circulation-item__status">
          {t('plannedPause', {
            from: formatDate(plannedPause.from, language),
            until: formatDate(plannedPause.until, language),
          })}
        </p>
      )}
      <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <input type="hidden" name="intent" value="pauseAll" />
        <div className="form-field">
          <label htmlFor={`${id}-from`}>{t('pauseFromLabel')}</label>
          <p id={`${id}-from-hint`} className="form-field__hint">
            {t('pauseFromHint')}
          </p>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            required
            min={today}
            max={addDays(last, -1)}
            defaultValue={today}
            aria-describedby={`${id}-from-hint`}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-until`}>{t('pauseUntilLabel')}</label>
          <p id={`${id}-until-hint`} className="form-field__hint">
            {t('pauseUntilHint', { last: formatDate(last, language) })}
          </p>
          <input
            id={`${id}-until`}
            name="until"
            type="date"
            required
            min={addDays(today, 1)}
            max={last}
            aria-describedby={`${id}-until-hint`}
          />
        </div>
        <button type="submit" className="button button--secondary button--small" aria-disabled={busy || undefined}>
          {busy ? t('saving') : t('pauseAll')}
        </button>
      </fetcher.Form>
      {paused > 0 && allForm('resumeAll', t('resumeAll'))}
      {plannedPause && allForm('cancelPlannedPause', t('cancelPlanned'))}
    </section>
  );
}

function sectionHeadingId(r: ReservationDto): string {
  if (r.status === 'ready_for_pickup') return 'pickups-heading';
  return r.remote ? 'remote-heading' : 'reservations-heading';
}

function Title({ r }: { r: ReservationDto }) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  return (
    <>
      <h3 id={`reservation-${r.id}-title`} className="circulation-item__title">
        <Link to={r.workPath}>{r.title}</Link>
      </h3>
      {r.author && <p className="circulation-item__author">{t('by', { author: r.author })}</p>}
    </>
  );
}

/**
 * 'Avbestill': without JavaScript a form that asks first (the page answers with an inline confirmation, then posts the
 * cancel); with it, the click opens the confirmation dialog instead.
 */
function CancelButton({
  r,
  busy,
  onCancel,
  asking,
  question,
}: {
  r: ReservationDto;
  busy: boolean;
  onCancel: (r: ReservationDto) => void;
  asking: boolean;
  question: string;
}) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  if (asking) {
    return (
      <Form method="post" className="circulation-confirm" aria-labelledby={`reservation-${r.id}-confirm`}>
        <Hidden intent="cancel" r={r} />
        <p id={`reservation-${r.id}-confirm`} role="alert">
          {question}
        </p>
        <button type="submit" className="button button--danger">
          {t('confirmCancelYes')}
        </button>{' '}
        <Link to="/min-side/bestillinger" className="button button--secondary">
          {t('confirmCancelNo')}
        </Link>
      </Form>
    );
  }
  return (
    <Form method="post">
      <Hidden intent="cancel-ask" r={r} />
      <button
        type="submit"
        className="button button--secondary"
        onClick={(event) => {
          event.preventDefault();
          if (!busy) onCancel(r);
        }}
        aria-disabled={busy || undefined}
        aria-label={t('cancelNamed', { title: r.title })}
      >
        {t('cancel')}
      </button>
    </Form>
  );
}

type ReservationsT = TFunction<'account', 'reservations'>;

/** What the patron waits for: place and estimated wait, picked from the shelf, on its way, or on hold (SPEC §4). */
function statusLine(r: ReservationDto, t: ReservationsT, language: Language): string[] {
  if (r.status === 'picking') return [t('picking')];
  if (r.status === 'in_transit') return [t('inTransit')];
  const lines: string[] = [];
  if (r.suspended && r.activationDate)
    lines.push(t('suspendedUntil', { date: formatDate(r.activationDate, language) }));
  if (r.remote) lines.push(t('remoteWaiting'));
  if (r.queuePosition) lines.push(t('queuePlace', { place: r.queuePosition }));
  const weeks = waitWeeks(r.estimatedWaitDays);
  if (weeks && !r.suspended) lines.push(`${t('waitLabel')}: ${t('wait', { count: weeks })}`);
  return lines;
}

/** A "første ledige" group: on hold or not, then each edition with the patron's place in its queue. */
function GroupLines({ group }: { group: ReservationDto[] }) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  const language = useLanguage();
  const [first] = group;
  return (
    <>
      {first.suspended && first.activationDate && (
        <p className="circulation-item__status">
          {t('suspendedUntil', { date: formatDate(first.activationDate, language) })}
        </p>
      )}
      <p className="circulation-item__status">{t('firstAvailableOf', { editions: group.length })}</p>
      <ul className="circulation-item__editions">
        {group.map((m) => (
          <li key={m.id}>
            {m.queuePosition
              ? t('editionPlace', { edition: editionLabel(m), place: m.queuePosition })
              : editionLabel(m)}
          </li>
        ))}
      </ul>
    </>
  );
}

interface ItemProps {
  r: ReservationDto;
  /** A "første ledige" group's reservations (r is the first): shown and changed as one. */
  group: ReservationDto[] | null;
  branches: Branch[];
  today: string;
  cancel: ReactNode;
}

function ReservationItem({ r, group, branches, today, cancel }: ItemProps) {
  const { t } = useTranslation('account', { keyPrefix: 'reservations' });
  const language = useLanguage();
  const id = useId();
  const summary = useRef<HTMLElement>(null);
  // One fetcher per reservation: its forms post to the page's action without a navigation, and the lists reload after.
  const fetcher = useFetcher<ReservationAnswer>({ key: `reservation-${r.id}` });
  const busy = fetcher.state !== 'idle';
  // Putting on hold swaps the form for 'Gjenoppta' (and back): the focused control is gone, so focus the disclosure.
  useAnswerToast(fetcher, () => {
    if (!document.activeElement || document.activeElement === document.body) summary.current?.focus();
  });
  // A second press while the first call runs does nothing (the buttons stay focusable: aria-disabled).
  const guard = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  // A copy on its way can only be cancelled (the engine refuses other changes: already_on_the_way).
  const changeable = r.status !== 'in_transit' && r.status !== 'ready_for_pickup';
  return (
    <li className="circulation-item" aria-labelledby={`reservation-${r.id}-title`} aria-busy={busy || undefined}>
      <div className="circulation-item__main">
        <Title r={r} />
        {group ? (
          <GroupLines group={group} />
        ) : (
          statusLine(r, t, language).map((line) => (
            <p key={line} className="circulation-item__status">
              {line}
            </p>
          ))
        )}
        <p className="muted circulation-item__meta">
          {t('pickupAt', { branch: r.libraryName })}
          {r.expiryDate && (
            <>
              <br />
              {t('expires', { date: formatDate(r.expiryDate, language) })}
            </>
          )}
        </p>
        {changeable && (
          <details className="circulation-details">
            <summary ref={summary} aria-label={t('changeNamed', { title: r.title })}>
              {t('change')}
            </summary>
            <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
              <Hidden intent="changePickup" r={r} />
              <div className="form-field">
                <label htmlFor={`${id}-pickup`}>{t('pickupLabel')}</label>
                <select id={`${id}-pickup`} name="libraryId" defaultValue={r.libraryId ?? ''}>
                  {branches.map((b) => (
                    <option key={b.value} value={b.value}>
                      {b.text}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="button button--secondary button--small"
                aria-disabled={busy || undefined}
              >
                {busy ? t('saving') : t('savePickup')}
              </button>
            </fetcher.Form>
            <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
              <Hidden intent="changeExpiry" r={r} />
              <div className="form-field">
                <label htmlFor={`${id}-expiry`}>{t('expiryLabel')}</label>
                <p id={`${id}-expiry-hint`} className="form-field__hint">
                  {t('expiryHint')}
                </p>
                <input
                  id={`${id}-expiry`}
                  name="expiryDate"
                  type="date"
                  required
                  min={today}
                  defaultValue={r.expiryDate ?? ''}
                  aria-describedby={`${id}-expiry-hint`}
                />
              </div>
              <button
                type="submit"
                className="button button--secondary button--small"
                aria-disabled={busy || undefined}
              >
                {busy ? t('saving') : t('saveExpiry')}
              </button>
            </fetcher.Form>
            {!r.remote &&
              (r.suspended ? (
                <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
                  <Hidden intent="resume" r={r} />
                  <button
                    type="submit"
                    className="button button--secondary button--small"
                    aria-disabled={busy || undefined}
                  >
                    {busy ? t('saving') : t('resume')}
                  </button>
                </fetcher.Form>
              ) : (
                <fetcher.Form method="post" className="circulation-form" onSubmit={guard}>
                  <Hidden intent="suspend" r={r} />
                  <div className="form-field">
                    <label htmlFor={`${id}-suspend`}>{t('suspendLabel')}</label>
                    <p id={`${id}-suspend-hint`} className="form-field__hint">
                      {t('suspendHint')}
                    </p>
                    <input
                      id={`${id}-suspend`}
                      name="activationDate"
                      type="date"
                      required
                      min={addDays(today, 1)}
                      aria-describedby={`${id}-suspend-hint`}
                    />
                  </div>
                  <button
                    type="submit"
                    className="button button--secondary button--small"
                    aria-disabled={busy || undefined}
                  >
                    {busy ? t('saving') : t('suspend')}
                  </button>
                </fetcher.Form>
              ))}
          </details>
        )}
      </div>
      <div className="circulation-item__actions">{cancel}</div>
    </li>
  );
}
