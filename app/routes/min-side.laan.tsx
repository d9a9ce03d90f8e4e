// /min-side/laan (SPEC §2, §3 loans, §4 Renewal): loans with due dates, renew one or all with a per-loan outcome, remote loans, overdue notices.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Link,
  useFetcher,
  useFetchers,
  type FetcherWithComponents,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { formatDate } from '#core/dates.ts';
import type { Language } from '#core/i18n/languages.ts';
import { isAppError } from '#core/errors.ts';
import { formatKroner } from '#core/payments.ts';
import { renewalDenialKey } from '#core/renewal.ts';
import {
  disableLoanCalendar,
  getAccountSummary,
  getLoanCalendar,
  listLoans,
  renewLoanCalendar,
  renewLoans,
} from './min-side.laan.server.ts';
import type { LoanDto, RenewalResult } from '#core/contracts/circulation.ts';
import { StandingNotice } from '#app/features/circulation/standing-notice.tsx';
import {
  LoanCalendarSection,
  loanCalendarChange,
  type LoanCalendarChange,
} from '#app/features/my-circulation/loan-calendar-section.tsx';
import { renewalOutcomes, type RenewalOutcome, type RenewalTexts } from '#app/features/my-circulation/outcomes.ts';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import {
  carryFreshPage,
  freshPageStore,
  revalidateUnlessFreshPage,
  useFreshPage,
  type CarriesFreshPage,
} from '#app/lib/revalidation.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.laan';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's own texts come from the catalogue (decision 028); denial reasons and standing notices are still bokmål. */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

async function loadPage(context: Route.LoaderArgs['context'], request: Request, userId: number) {
  const [state, summary, calendar] = await Promise.all([
    listLoans(context.services, userId),
    getAccountSummary(context.services, userId),
    getLoanCalendar(context.services, userId),
  ]);
  return {
    ...state,
    title: requestTranslator(request)('account:loans.title'),
    unpaidFines: summary.unpaidFines,
    unpaidFinesOre: summary.unpaidFinesOre,
    calendar,
  };
}
type Page = Awaited<ReturnType<typeof loadPage>>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  return loadPage(context, request, session.userId);
}

/** What the form asked for and what came of it: the loans it tried (`requested`) and their outcomes. */
interface RenewAnswer {
  requested: number[];
  renewed: RenewalResult[];
  /** A text for the page (no JavaScript) when the call failed as a whole: a loan that is not the patron's. */
  error: string | null;
  calendar: LoanCalendarChange | null;
  /** With JavaScript: the call never got an answer (no network, a server error): SPEC §5's generic renewal error. */
  failed?: true;
}
type PageAnswer = RenewAnswer & Partial<CarriesFreshPage<Page>>;

const noRenewals = (calendar: LoanCalendarChange | null = null): RenewAnswer => ({
  requested: [],
  renewed: [],
  error: null,
  calendar,
});

/**
 * 'Forny' (one loan) and 'Forny alle' (the loans that can be renewed, as the page shows them), with and without
 * JavaScript, and the due-date calendar's buttons. The answer carries the page as it now is: one round trip
 * (app/lib/revalidation.ts).
 */
export async function action({ context, request }: Route.ActionArgs): Promise<PageAnswer> {
  const session = await requirePersonalPage(context, request);
  const answer = await answerLoansForm(context, request, session.userId, await request.formData());
  return { ...answer, freshPage: await loadPage(context, request, session.userId) };
}

async function answerLoansForm(
  context: Route.ActionArgs['context'],
  request: Request,
  userId: number,
  form: FormData,
): Promise<RenewAnswer> {
  const calendar: LoanCalendarChange | null = loanCalendarChange(form);
  if (calendar) {
    if (calendar === 'off') await disableLoanCalendar(context.services, userId);
    else await renewLoanCalendar(context.services, userId);
    return noRenewals(calendar);
  }
  const ids = form.has('all')
    ? (await listLoans(context.services, userId)).loans
        .filter((l) => l.denials.length === 0)
        .map((l) => l.loanDetails.loanId)
    : form
        .getAll('loanId')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return noRenewals();
  try {
    return { ...noRenewals(), requested: ids, renewed: await renewLoans(context.services, userId, ids) };
  } catch (err) {
    if (isAppError(err) && err.kind === 'not_found')
      return { ...noRenewals(), requested: ids, error: requestErrorMessage(request, err) };
    throw err;
  }
}

/** The pages the answers carried, for the page to show (browser only). */
const freshPages = freshPageStore<Page>();

/** With JavaScript: a call that got no answer (offline, a server error) is the generic renewal error on its loans. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PageAnswer> {
  // A Response is the session's end: on to the login page.
  return carryFreshPage<Page, PageAnswer>(freshPages, serverAction, (err) =>
    err instanceof Response ? null : { ...noRenewals(), failed: true },
  );
}

/** No reload after an answer that carried the page, nor after a call that got no answer (nothing changed). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return (args.actionResult as PageAnswer | undefined)?.failed ? false : revalidateUnlessFreshPage(args);
}

const RENEW_ALL = 'renew-all';
const renewOneKey = (loanId: number) => `renew-loan-${loanId}`;

/** The loans being renewed now, from the page's fetchers ('Forny alle' renews the ones it showed as renewable). */
function useRenewing(allIds: readonly number[]): ReadonlySet<number> {
  const ids = useFetchers()
    .filter((f) => f.state !== 'idle')
    .flatMap((f) =>
      f.key === RENEW_ALL ? allIds : f.key.startsWith('renew-loan-') ? [Number(f.key.slice('renew-loan-'.length))] : [],
    );
  return new Set(ids);
}

/** Posts a renewal to the page's action through a fetcher (the page's form posts it without JavaScript). */
function submitRenewal(fetcher: FetcherWithComponents<PageAnswer>, csrfToken: string | null, field: [string, string]) {
  const form = new FormData();
  form.set('csrfToken', csrfToken ?? '');
  form.set(...field);
  void fetcher.submit(form, { method: 'post' });
}

export default function LoansPage({ loaderData, actionData }: Route.ComponentProps) {
  const { loans, remoteLoans, purresaker, kemnersaker, purreId, standing, ...page } = useFreshPage(
    freshPages,
    loaderData,
  );
  const { csrfToken } = useRootAuth();
  const { t } = useTranslation('account', { keyPrefix: 'loans' });
  const renewalTexts = useRenewalTexts();
  const language = useLanguage();
  // A page answered by the action (no JavaScript) starts with its outcomes.
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RenewalOutcome>>(() =>
    actionData ? renewalOutcomes(actionData.requested, actionData.renewed, renewalTexts) : new Map(),
  );
  const [announcement, setAnnouncement] = useState('');
  // The loan whose own 'Forny' was used last: focus stays with it, on the outcome when the button is gone;
  // after 'Forny alle' with nothing left to renew (the button gone too), on the list's heading.
  const [focusLoan, setFocusLoan] = useState<number | 'all' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // 'Forny alle' renews the loans that can be renewed; the others say why (issue #18), and the server checks again.
  const allIds = loans.filter((l) => l.denials.length === 0).map((l) => l.loanDetails.loanId);
  const busy = useRenewing(allIds);
  const renewingAll = allIds.length > 0 && allIds.every((id) => busy.has(id));
  const submittedAll = useRef<number[]>([]);

  /** SPEC §4/§5: each loan's outcome; a call without an answer is the generic renewal error on the loans it asked for. */
  const settle = (asked: readonly number[], answer: PageAnswer) => {
    const ids = answer.failed || answer.error ? asked : answer.requested;
    if (ids.length === 0) return;
    const next = renewalOutcomes(ids, answer.failed || answer.error ? null : answer.renewed, renewalTexts);
    setOutcomes((current) => new Map([...current, ...next]));
    setFocusLoan(ids.length === 1 ? ids[0] : 'all');
    if (ids.length === 1) {
      const loan = loans.find((l) => l.loanDetails.loanId === ids[0]);
      const outcome = next.get(ids[0]);
      if (loan && outcome)
        setAnnouncement(t('renewedOne', { title: loan.title, message: outcomeText(outcome, t, language) }));
    } else {
      setAnnouncement(
        t('renewedSummary', {
          renewed: [...next.values()].filter((o) => o.kind === 'renewed').length,
          total: ids.length,
        }),
      );
    }
  };
  const allFetcher = useFetcher<PageAnswer>({ key: RENEW_ALL });
  useFetcherAnswer(allFetcher, (answer) => settle(submittedAll.current, answer));

  useEffect(() => {
    if (focusLoan === 'all' && allIds.length === 0) headingRef.current?.focus();
  }, [focusLoan, allIds.length]);

  return (
    <div className="page circulation-page">
      {/* Busy buttons are aria-disabled, not disabled, so keyboard focus stays on them while the call runs. */}
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>

      {purresaker.length > 0 && (
        <div className="notice circulation-notice">
          <h2>{t('overdueNoticeTitle')}</h2>
          <p>{t('overdueNoticeText')}</p>
          <ul>
            {purresaker.map((c) => (
              <li key={c.loanId}>{t('daysOverdue', { title: c.title, count: c.daysOverdue })}</li>
            ))}
          </ul>
          {purreId && <p className="muted">{t('reminderId', { id: purreId })}</p>}
        </div>
      )}
      {kemnersaker.length > 0 && (
        <div className="notice circulation-notice circulation-notice--serious">
          <h2>{t('collectionNoticeTitle')}</h2>
          <p>{t('collectionNoticeText')}</p>
          <ul>
            {kemnersaker.map((c) => (
              <li key={c.loanId}>{t('daysOverdue', { title: c.title, count: c.daysOverdue })}</li>
            ))}
          </ul>
        </div>
      )}
      <StandingNotice standing={standing} />
      {page.unpaidFines > 0 && standing.block !== 'fines' && (
        <p className="notice">
          {t('finesNotice', {
            count: page.unpaidFines,
            amount: formatKroner(page.unpaidFinesOre, language),
          })}{' '}
          <Link to="/min-side/gebyrer">{t('finesLink')}</Link>
        </p>
      )}

      {/* SPEC §4 outcomes, announced politely; each loan also shows its own outcome. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {actionData?.error && (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      )}
      <form method="post" aria-labelledby="loans-heading" className="circulation-section">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <div className="circulation-section__head">
          <h2 id="loans-heading" ref={headingRef} tabIndex={-1}>
            {t('loansHeading')}
          </h2>
          {loans.length > 1 && allIds.length > 0 && (
            <button
              type="submit"
              name="all"
              value="1"
              className="button button--primary"
              onClick={(event) => {
                event.preventDefault();
                if (busy.size > 0) return;
                submittedAll.current = allIds;
                submitRenewal(allFetcher, csrfToken, ['all', '1']);
              }}
              aria-disabled={busy.size > 0 || undefined}
              aria-busy={renewingAll || undefined}
            >
              {renewingAll ? t('renewing') : t('renewAll')}
            </button>
          )}
        </div>
        {loans.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="circulation-list">
            {loans.map((loan) => (
              <LoanItem
                key={loan.loanDetails.loanId}
                loan={loan}
                busy={busy.has(loan.loanDetails.loanId)}
                outcome={outcomes.get(loan.loanDetails.loanId)}
                renewal={{ csrfToken, onAnswer: (answer) => settle([loan.loanDetails.loanId], answer) }}
                focus={focusLoan === loan.loanDetails.loanId}
              />
            ))}
          </ul>
        )}
      </form>

      {remoteLoans.length > 0 && (
        <section aria-labelledby="remote-loans-heading" className="circulation-section">
          <h2 id="remote-loans-heading">{t('remoteHeading')}</h2>
          <p className="muted">{t('remoteLead')}</p>
          <ul className="circulation-list">
            {remoteLoans.map((loan) => (
              <LoanItem
                key={loan.loanDetails.loanId}
                loan={loan}
                busy={false}
                outcome={undefined}
                renewal={null}
                focus={false}
              />
            ))}
          </ul>
        </section>
      )}

      <LoanCalendarSection calendar={page.calendar} changed={actionData?.calendar ?? null} csrfToken={csrfToken} />
    </div>
  );
}

type LoansT = TFunction<'account', 'loans'>;

/** The texts of renewal outcomes in the page's language (SPEC §4, §8). */
function useRenewalTexts(): RenewalTexts {
  const { t } = useTranslation(['messages', 'errors']);
  return {
    success: t('messages:renewal.success'),
    failed: t('errors:code.renewal_denied'),
    denial: (codes) => t(renewalDenialKey(codes)),
  };
}

function outcomeText(outcome: RenewalOutcome, t: LoansT, language: Language): string {
  return outcome.kind === 'renewed'
    ? `${outcome.message}. ${t('newDueDate', { date: formatDate(outcome.dueDate, language) })}`
    : outcome.message;
}

/** Why the loan cannot be renewed now, and from when it can when that is only a matter of days (decision 022). */
function renewalBlocker(loan: LoanDto, t: LoansT, language: Language, texts: RenewalTexts): string | null {
  if (loan.denials.length === 0) return null;
  const reason = texts.denial(loan.denials);
  return loan.renewableFrom
    ? `${reason} ${t('renewableFrom', { date: formatDate(loan.renewableFrom, language) })}`
    : reason;
}

/** A loan of the patron's own, which the page can renew: the CSRF token and where the answer goes. */
interface Renewal {
  csrfToken: string | null;
  onAnswer: (answer: PageAnswer) => void;
}

function LoanItem({
  loan,
  busy,
  outcome,
  renewal,
  focus,
}: {
  loan: LoanDto;
  busy: boolean;
  outcome: RenewalOutcome | undefined;
  renewal: Renewal | null;
  focus: boolean;
}) {
  // Each loan renews through a fetcher of its own, so renewing one does not cut short another's call.
  const fetcher = useFetcher<PageAnswer>({ key: renewOneKey(loan.loanDetails.loanId) });
  useFetcherAnswer(fetcher, (answer) => renewal?.onAnswer(answer));
  const { t } = useTranslation('account', { keyPrefix: 'loans' });
  const language = useLanguage();
  const renewalTexts = useRenewalTexts();
  const id = `loan-${loan.loanDetails.loanId}`;
  const blocker = renewal ? renewalBlocker(loan, t, language, renewalTexts) : null;
  const canRenew = renewal !== null && (blocker === null || busy);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The button goes when the loan can no longer be renewed: keep keyboard focus at this loan, on what happened.
    if (focus && !canRenew && outcome) outcomeRef.current?.focus();
  }, [focus, canRenew, outcome]);
  return (
    <li
      className={`circulation-item${loan.overdue ? ' circulation-item--overdue' : ''}`}
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className="circulation-item__main">
        <h3 id={`${id}-title`} className="circulation-item__title">
          <Link to={loan.workPath}>{loan.title}</Link>
        </h3>
        {loan.author && <p className="circulation-item__author">{t('by', { author: loan.author })}</p>}
        <p className="circulation-item__due">
          {t('due')}: <strong>{formatDate(loan.loanDetails.dueDate, language)}</strong>
          {loan.overdue && <span className="circulation-badge circulation-badge--overdue">{t('overdue')}</span>}
        </p>
        <p className="muted circulation-item__meta">
          {renewal
            ? t('renewalsUsed', { used: loan.renewals, max: loan.maxRenewals })
            : t('fromBranch', { branch: loan.branch })}
        </p>
        {outcome && (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            className={`circulation-outcome circulation-outcome--${outcome.kind === 'renewed' ? 'ok' : 'error'}`}
          >
            {outcome.kind === 'renewed' ? (
              <>
                {outcome.message}. {t('newDueDate', { date: formatDate(outcome.dueDate, language) })}
              </>
            ) : (
              outcome.message
            )}
          </p>
        )}
      </div>
      {blocker && !busy && !(outcome?.kind === 'denied' && outcome.message === blocker) && (
        <p className="circulation-item__blocker">{blocker}</p>
      )}
      {renewal && canRenew && (
        <div className="circulation-item__actions">
          {/* Submits the page's form without JavaScript; with it, the same action through this loan's fetcher. */}
          <button
            type="submit"
            name="loanId"
            value={loan.loanDetails.loanId}
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              if (!busy) submitRenewal(fetcher, renewal.csrfToken, ['loanId', String(loan.loanDetails.loanId)]);
            }}
            aria-disabled={busy || undefined}
            aria-label={busy ? undefined : t('renewNamed', { title: loan.title })}
          >
            {busy ? t('renewing') : t('renew')}
          </button>
        </div>
      )}
    </li>
  );
}
