// /min-side/historikk (SPEC §2, §3 historical loans, §8 History): opt-in loan history with paging (?side=N), delete one or all.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useFetcher } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { deleteLoanHistory, listLoanHistory, updateSettings } from './min-side.historikk.server.ts';
import type { HistoryPage } from '#core/contracts/circulation.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.historikk';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

const BASE = '/min-side/historikk';

/** The page's texts come from the catalogue (decision 028). */
export const handle = { translated: true, i18n: ['account', 'mydata'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

const pageHref = (page: number) => (page > 1 ? `${BASE}?side=${page}` : BASE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const title = requestTranslator(request)('account:history.title');
  const side = new URL(request.url).searchParams.get('side');
  const page = side === null ? 1 : Number(side);
  if (!Number.isSafeInteger(page) || page < 1) throw redirect(BASE);
  let history: HistoryPage;
  try {
    history = await listLoanHistory(context.services, session.userId, page);
  } catch (err) {
    // SPEC §8 History: the generic fetch error.
    context.services.log.error({ err, correlationId: context.correlationId }, 'loan history fetch failed');
    return { history: null, error: requestTranslator(request)('messages:history.fetchError'), title };
  }
  const pageCount = Math.max(1, Math.ceil(history.total / history.pageSize));
  // Past the last page (e.g. after deleting its last entry): show the last one.
  if (page > pageCount) throw redirect(pageHref(pageCount));
  return { history, error: null, title };
}

type HistoryIntent = 'keep' | 'delete' | 'deleteAll';

/**
 * The action's answer: a message for the toast (with JavaScript) or the page (without), or the question before turning
 * the history off or deleting all of it (without JavaScript the confirmation is inline; with it, a dialog asks first
 * and posts `confirmed`).
 */
type HistoryAnswer =
  | { kind: 'done'; intent: HistoryIntent; text: string }
  | { kind: 'failed'; intent: HistoryIntent | null; text: string }
  | { kind: 'ask'; intent: 'keep' | 'deleteAll' };

/**
 * Keep the history or not, delete one entry or all (the services of PUT /settings and DELETE /historicalloans), with
 * and without JavaScript.
 */
export async function action({ context, request }: Route.ActionArgs): Promise<HistoryAnswer> {
  const session = await requirePersonalPage(context, request);
  const t = requestTranslator(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const confirmed = form.get('confirmed') === '1';
  const done = (intent: HistoryIntent, key: 'keptOn' | 'keptOff' | 'deleted' | 'deletedAll'): HistoryAnswer => ({
    kind: 'done',
    intent,
    text: t(`account:history.${key}`),
  });
  try {
    if (intent === 'keep') {
      const keep = form.get('keepLoanHistory') === 'on';
      if (!keep && !confirmed) return { kind: 'ask', intent };
      await updateSettings(context.services, session.userId, { keepLoanHistory: keep });
      return done(intent, keep ? 'keptOn' : 'keptOff');
    }
    if (intent === 'deleteAll') {
      if (!confirmed) return { kind: 'ask', intent };
      await deleteLoanHistory(context.services, session.userId);
      return done(intent, 'deletedAll');
    }
    const loanId = Number(form.get('loanId'));
    if (intent === 'delete' && Number.isSafeInteger(loanId) && loanId > 0) {
      await deleteLoanHistory(context.services, session.userId, loanId);
      return done(intent, 'deleted');
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
  }
  // SPEC §8 History: the generic delete error; the setting's own.
  const known = intent === 'keep' || intent === 'delete' || intent === 'deleteAll' ? intent : null;
  return {
    kind: 'failed',
    intent: known,
    text: t(known === 'keep' ? 'account:history.settingsError' : 'messages:history.deleteError'),
  };
}

/** With JavaScript: a call that never reached the server is the SPEC §8 network notification, not the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<HistoryAnswer | 'offline'> {
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof TypeError) return 'offline';
    throw err;
  }
}

export default function HistoryPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { history, error } = loaderData;
  // Without JavaScript the answer is the page: what happened, or the question before a deletion.
  const answer = actionData === 'offline' ? undefined : actionData;
  const { t } = useTranslation('account', { keyPrefix: 'history' });
  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {answer?.kind === 'done' && (
        <p className="notice" role="status">
          {answer.text}
        </p>
      )}
      {answer?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {answer.text}
        </p>
      )}
      {history ? (
        <History history={history} asking={answer?.kind === 'ask' ? answer.intent : null} />
      ) : (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The hidden fields of every form on the page. */
function Hidden({ intent, confirmed = false }: { intent: HistoryIntent; confirmed?: boolean }) {
  const { csrfToken } = useRootAuth();
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={intent} />
      {confirmed && <input type="hidden" name="confirmed" value="1" />}
    </>
  );
}

/** Without JavaScript: the question before a deletion, answered with a post or left with a link back. */
function InlineConfirm({ intent, text, yes }: { intent: 'keep' | 'deleteAll'; text: string; yes: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'history' });
  return (
    <Form method="post" className="circulation-confirm" aria-labelledby={`history-confirm-${intent}`}>
      <Hidden intent={intent} confirmed />
      <p id={`history-confirm-${intent}`} role="alert">
        {text}
      </p>
      <button type="submit" className="button button--danger">
        {yes}
      </button>{' '}
      <Link to={BASE} className="button button--secondary">
        {t('cancel')}
      </Link>
    </Form>
  );
}

function History({ history, asking }: { history: HistoryPage; asking: 'keep' | 'deleteAll' | null }) {
  const { showToast } = useToast();
  const { openModal } = useModal();
  const { csrfToken } = useRootAuth();
  const switchId = useId();
  const { t: tData } = useTranslation('mydata');
  const { t } = useTranslation('account', { keyPrefix: 'history' });
  const { t: tx } = useTranslation('errors');
  const { t: tLoans } = useTranslation('account', { keyPrefix: 'loans' });
  const language = useLanguage();
  const pageCount = Math.max(1, Math.ceil(history.total / history.pageSize));

  // One change at a time: what is being changed now ('settings', 'all' or a loan id).
  const fetcher = useFetcher<HistoryAnswer | 'offline'>({ key: 'history' });
  const intent = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const busy =
    intent === 'keep'
      ? 'settings'
      : intent === 'deleteAll'
        ? 'all'
        : intent === 'delete'
          ? String(fetcher.formData?.get('loanId'))
          : null;
  useFetcherAnswer(fetcher, (answer) => {
    if (answer === 'offline') {
      showToast({ text: tx('api.network'), type: 'error', dismissable: true, durationMs: 0 });
      return;
    }
    if (answer.kind === 'done') showToast({ text: answer.text, type: 'success' });
    if (answer.kind === 'failed') showToast({ text: answer.text, type: 'error', dismissable: true });
    // The deleted entry (or the list) is gone: keep keyboard users at the list's heading.
    if (answer.kind === 'done' && answer.intent !== 'keep') document.getElementById('history-heading')?.focus();
  });
  const submit = (fields: Record<string, string>) =>
    void fetcher.submit({ csrfToken: csrfToken ?? '', ...fields }, { method: 'post' });

  const confirm = (title: string, text: string, yes: string, onYes: () => void) =>
    openModal({
      title,
      size: 'small',
      content: (close) => (
        <div className="confirm-dialog">
          <p>{text}</p>
          <div className="confirm-dialog__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                close();
                onYes();
              }}
            >
              {yes}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ),
    });

  const onToggle = (on: boolean) => {
    if (on) submit({ intent: 'keep', keepLoanHistory: 'on' });
    // Turning it off deletes the history: ask first.
    else
      confirm(t('confirmOffTitle'), t('confirmOffText'), t('confirmOffYes'), () =>
        submit({ intent: 'keep', confirmed: '1' }),
      );
  };
  const askDeleteAll = () =>
    confirm(
      t('confirmDeleteAllTitle'),
      t('confirmDeleteAllText', { total: history.total }),
      t('confirmDeleteAllYes'),
      () => submit({ intent: 'deleteAll', confirmed: '1' }),
    );

  return (
    <>
      {/* Without JavaScript the switch is saved with the button; with it, each change is posted as it happens. */}
      <fetcher.Form method="post" className="history-setting">
        <Hidden intent="keep" />
        <label className="form-check" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            name="keepLoanHistory"
            checked={history.keepLoanHistory}
            disabled={busy === 'settings'}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-describedby={`${switchId}-hint`}
          />
          {t('keep')}
        </label>
        <p id={`${switchId}-hint`} className="form-field__hint">
          {t('keepHint')}
        </p>
        <noscript>
          <button type="submit" className="button button--secondary button--small">
            {t('save')}
          </button>
        </noscript>
      </fetcher.Form>
      {asking === 'keep' && <InlineConfirm intent="keep" text={t('confirmOffText')} yes={t('confirmOffYes')} />}

      {!history.keepLoanHistory && history.total === 0 ? (
        <p className="notice">{t('off')}</p>
      ) : (
        <section aria-labelledby="history-heading" className="circulation-section">
          <div className="circulation-section__head">
            <h2 id="history-heading" tabIndex={-1} className="circulation-focus-target">
              {t('listHeading')}
            </h2>
            {history.total > 0 && (
              <fetcher.Form method="post">
                <Hidden intent="deleteAll" />
                <BusyButton busy={busy} onClick={askDeleteAll}>
                  {t('deleteAll')}
                </BusyButton>
              </fetcher.Form>
            )}
          </div>
          {asking === 'deleteAll' && (
            <InlineConfirm
              intent="deleteAll"
              text={t('confirmDeleteAllText', { total: history.total })}
              yes={t('confirmDeleteAllYes')}
            />
          )}
          {history.total === 0 ? (
            <p className="muted">{t('none')}</p>
          ) : (
            <>
              <p className="muted">{t('count', { total: history.total })}</p>
              {/* A download of the whole history (issue #20): a plain link to a resource route, works without JavaScript. */}
              <p>
                <a href="/min-side/historikk.csv" download className="button button--secondary button--small">
                  {tData('history.download')}
                </a>
              </p>
              <ul className="circulation-list">
                {history.loans.map((loan) => (
                  <li
                    key={loan.loanId}
                    className="circulation-item"
                    aria-labelledby={`history-${loan.loanId}`}
                    aria-busy={busy === String(loan.loanId) || undefined}
                  >
                    <div className="circulation-item__main">
                      <h3 id={`history-${loan.loanId}`} className="circulation-item__title">
                        <Link to={loan.workPath}>{loan.title}</Link>
                      </h3>
                      {loan.author && (
                        <p className="circulation-item__author">{tLoans('by', { author: loan.author })}</p>
                      )}
                      <p className="muted circulation-item__meta">
                        {t('loaned', { date: formatDate(loan.loanedAt, language) })} ·{' '}
                        {t('returned', { date: formatDate(loan.returnedAt, language) })}
                      </p>
                    </div>
                    <fetcher.Form method="post" className="circulation-item__actions">
                      <Hidden intent="delete" />
                      <input type="hidden" name="loanId" value={loan.loanId} />
                      <BusyButton busy={busy} label={t('deleteNamed', { title: loan.title })} small>
                        {t('deleteOne')}
                      </BusyButton>
                    </fetcher.Form>
                  </li>
                ))}
              </ul>
              <Pagination page={history.page} pageCount={pageCount} hrefFor={pageHref} label={t('pages')} />
            </>
          )}
        </section>
      )}
    </>
  );
}

/**
 * A submit button that does nothing while another change is on its way (aria-disabled, so focus stays on it);
 * `onClick`, when given, asks first (with JavaScript) instead of posting.
 */
function BusyButton({
  busy,
  onClick,
  label,
  small = false,
  children,
}: {
  busy: string | null;
  onClick?: () => void;
  label?: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={small ? 'button button--secondary button--small' : 'button button--secondary'}
      aria-disabled={busy !== null || undefined}
      aria-label={label}
      onClick={(event) => {
        if (busy === null && !onClick) return;
        event.preventDefault();
        if (busy === null) onClick?.();
      }}
    >
      {children}
    </button>
  );
}
