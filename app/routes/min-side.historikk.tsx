// /min-side/historikk (SPEC §2, §3 historical loans, §8 History): opt-in loan history with paging (?side=N), delete one or all.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useRevalidator } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { listLoanHistory } from './min-side.historikk.server.ts';
import type { HistoryPage } from '#core/contracts/circulation.ts';
import { Pagination } from '#app/components/pagination.tsx';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.historikk';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

const PATH = '/api/authorized/cicero/historicalloans';
const BASE = '/min-side/historikk';

/** The page's texts come from the catalogue (decision 028); the SPEC §8 errors of a fetch or delete are still bokmål. */
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

export default function HistoryPageRoute({ loaderData }: Route.ComponentProps) {
  const { history, error } = loaderData;
  const { t } = useTranslation('account', { keyPrefix: 'history' });
  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {history ? (
        <History history={history} />
      ) : (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function History({ history }: { history: HistoryPage }) {
  const { showToast } = useToast();
  const { openModal } = useModal();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const switchId = useId();
  const { t: tData } = useTranslation('mydata');
  const { t } = useTranslation('account', { keyPrefix: 'history' });
  const { t: tx } = useTranslation(['messages', 'errors']);
  const { t: tLoans } = useTranslation('account', { keyPrefix: 'loans' });
  const language = useLanguage();
  const pageCount = Math.max(1, Math.ceil(history.total / history.pageSize));

  const saveKeep = async (keepLoanHistory: boolean) => {
    setBusy('settings');
    const result = await apiFetch('/api/authorized/cicero/settings', { method: 'PUT', json: { keepLoanHistory } });
    if (result.ok) {
      showToast({ text: keepLoanHistory ? t('keptOn') : t('keptOff'), type: 'success' });
      await revalidate();
    } else {
      showToast({
        text: result.error.status === 0 ? tx('errors:api.network') : t('settingsError'),
        type: 'error',
        dismissable: true,
        durationMs: result.error.status === 0 ? 0 : undefined,
      });
    }
    setBusy(null);
  };

  const remove = async (loanId: number | null) => {
    setBusy(loanId === null ? 'all' : String(loanId));
    const result = await apiFetch<{ deleted: number }>(loanId === null ? PATH : `${PATH}/${loanId}`, {
      method: 'DELETE',
    });
    if (result.ok) {
      showToast({ text: loanId === null ? t('deletedAll') : t('deleted'), type: 'success' });
      await revalidate();
      // The deleted entry (or the list) is gone: keep keyboard users at the list's heading.
      document.getElementById('history-heading')?.focus();
    } else {
      // SPEC §8 History: the generic delete error (the network notification when there is no connection).
      showToast({
        text: tx(result.error.status === 0 ? 'errors:api.network' : 'messages:history.deleteError'),
        type: 'error',
        dismissable: true,
        durationMs: result.error.status === 0 ? 0 : undefined,
      });
    }
    setBusy(null);
  };

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
    if (on) void saveKeep(true);
    // Turning it off deletes the history: ask first.
    else confirm(t('confirmOffTitle'), t('confirmOffText'), t('confirmOffYes'), () => void saveKeep(false));
  };

  return (
    <>
      <div className="history-setting">
        <label className="form-check" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
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
      </div>

      {!history.keepLoanHistory && history.total === 0 ? (
        <p className="notice">{t('off')}</p>
      ) : (
        <section aria-labelledby="history-heading" className="circulation-section">
          <div className="circulation-section__head">
            <h2 id="history-heading" tabIndex={-1} className="circulation-focus-target">
              {t('listHeading')}
            </h2>
            {history.total > 0 && (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy !== null || undefined}
                onClick={() =>
                  busy === null &&
                  confirm(
                    t('confirmDeleteAllTitle'),
                    t('confirmDeleteAllText', { total: history.total }),
                    t('confirmDeleteAllYes'),
                    () => void remove(null),
                  )
                }
              >
                {t('deleteAll')}
              </button>
            )}
          </div>
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
                    <div className="circulation-item__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-disabled={busy !== null || undefined}
                        onClick={() => busy === null && void remove(loan.loanId)}
                        aria-label={t('deleteNamed', { title: loan.title })}
                      >
                        {t('deleteOne')}
                      </button>
                    </div>
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
