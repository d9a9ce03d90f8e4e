// /min-side/laan (SPEC §2, §3 loans, §4 Renewal): loans with due dates, renew one or all with a per-loan outcome, remote loans, overdue notices.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useRevalidator } from 'react-router';
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
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.laan';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's own texts come from the catalogue (decision 028); denial reasons and standing notices are still bokmål. */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [state, summary, calendar] = await Promise.all([
    listLoans(context.services, session.userId),
    getAccountSummary(context.services, session.userId),
    getLoanCalendar(context.services, session.userId),
  ]);
  return {
    ...state,
    title: requestTranslator(request)('account:loans.title'),
    unpaidFines: summary.unpaidFines,
    unpaidFinesOre: summary.unpaidFinesOre,
    calendar,
  };
}

/**
 * Without JavaScript the 'Forny' buttons post the form here (core patron actions work without it); with it they call
 * the API and this is not used. 'Forny alle' renews the loans that can be renewed, as the enhanced page does.
 * The due-date calendar's buttons post here too, with and without JavaScript.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const calendar: LoanCalendarChange | null = loanCalendarChange(form);
  if (calendar) {
    if (calendar === 'off') await disableLoanCalendar(context.services, session.userId);
    else await renewLoanCalendar(context.services, session.userId);
    return { renewed: [] as RenewalResult[], error: null, calendar };
  }
  const ids = form.has('all')
    ? (await listLoans(context.services, session.userId)).loans
        .filter((l) => l.denials.length === 0)
        .map((l) => l.loanDetails.loanId)
    : form
        .getAll('loanId')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return { renewed: [] as RenewalResult[], error: null, calendar: null };
  try {
    return { renewed: await renewLoans(context.services, session.userId, ids), error: null, calendar: null };
  } catch (err) {
    if (isAppError(err) && err.kind === 'not_found')
      return { renewed: [] as RenewalResult[], error: requestErrorMessage(request, err), calendar: null };
    throw err;
  }
}

export default function LoansPage({ loaderData, actionData }: Route.ComponentProps) {
  const { loans, remoteLoans, purresaker, kemnersaker, purreId, standing } = loaderData;
  const { csrfToken } = useRootAuth();
  const { t } = useTranslation('account', { keyPrefix: 'loans' });
  const renewalTexts = useRenewalTexts();
  const language = useLanguage();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  // A page answered by the action (no JavaScript) starts with its outcomes.
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RenewalOutcome>>(() =>
    actionData
      ? renewalOutcomes(
          actionData.renewed.map((r) => r.loanDetails.loanId),
          actionData.renewed,
          renewalTexts,
        )
      : new Map(),
  );
  const [announcement, setAnnouncement] = useState('');
  // The loan whose own 'Forny' was used last: focus stays with it, on the outcome when the button is gone;
  // after 'Forny alle' with nothing left to renew (the button gone too), on the list's heading.
  const [focusLoan, setFocusLoan] = useState<number | 'all' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const renew = async (ids: number[]) => {
    if (ids.length === 0) return;
    setBusy((current) => new Set([...current, ...ids]));
    setAnnouncement('');
    const result = await apiFetch<RenewalResult[]>('/api/authorized/cicero/renew', { method: 'POST', json: ids });
    // SPEC §5: anything but a 200 is the generic renewal error on the affected loans; a refused single loan
    // answers 409 with its reason (decision 022), shown as a denial.
    const refused = !result.ok && result.error.status === 409 && ids.length === 1;
    const next: Map<number, RenewalOutcome> = refused
      ? new Map([[ids[0], { kind: 'denied', message: result.error.message }]])
      : renewalOutcomes(ids, result.ok && result.status === 200 ? result.data : null, renewalTexts);
    // Reload first, so the outcome, the new due date and the button's end of busy show together.
    if (result.ok || refused) await revalidate();
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
    setBusy((current) => new Set([...current].filter((id) => !ids.includes(id))));
  };

  // 'Forny alle' renews the loans that can be renewed; the others say why (issue #18), and the server checks again.
  const allIds = loans.filter((l) => l.denials.length === 0).map((l) => l.loanDetails.loanId);
  const renewingAll = allIds.length > 0 && allIds.every((id) => busy.has(id));
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
      {loaderData.unpaidFines > 0 && standing.block !== 'fines' && (
        <p className="notice">
          {t('finesNotice', {
            count: loaderData.unpaidFines,
            amount: formatKroner(loaderData.unpaidFinesOre, language),
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
                if (busy.size === 0) void renew(allIds);
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
                onRenew={() => void renew([loan.loanDetails.loanId])}
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
                onRenew={null}
                focus={false}
              />
            ))}
          </ul>
        </section>
      )}

      <LoanCalendarSection
        calendar={loaderData.calendar}
        changed={actionData?.calendar ?? null}
        csrfToken={csrfToken}
      />
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

function LoanItem({
  loan,
  busy,
  outcome,
  onRenew,
  focus,
}: {
  loan: LoanDto;
  busy: boolean;
  outcome: RenewalOutcome | undefined;
  onRenew: (() => void) | null;
  focus: boolean;
}) {
  const { t } = useTranslation('account', { keyPrefix: 'loans' });
  const language = useLanguage();
  const renewalTexts = useRenewalTexts();
  const id = `loan-${loan.loanDetails.loanId}`;
  const blocker = onRenew ? renewalBlocker(loan, t, language, renewalTexts) : null;
  const canRenew = onRenew !== null && (blocker === null || busy);
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
          {onRenew
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
      {onRenew && canRenew && (
        <div className="circulation-item__actions">
          {/* Submits the page's form without JavaScript; with it, renews through the API and stays on the page. */}
          <button
            type="submit"
            name="loanId"
            value={loan.loanDetails.loanId}
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              if (!busy) onRenew();
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
