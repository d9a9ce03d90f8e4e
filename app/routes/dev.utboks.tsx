// /dev/utboks: the outbox (e-mail and SMS to patrons) with each notice's sending state, and what the local mailbox
// received in development and demo mode (docs/decisions/030), for administrators only.
import { data, Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '#core/dates.ts';
import { pageLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { ROLES } from '#core/profile.ts';
import {
  countOutbox,
  deliverOutbox,
  listOutbox,
  readLocalMail,
  retryOutboxEntry,
  sendingSetup,
} from './dev.utboks.server.ts';
import { requireSession } from '#app/session.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/dev.utboks';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account', 'staff');

const STATUSES = ['pending', 'sent', 'failed'] as const;
type Status = (typeof STATUSES)[number];

export const handle = { translated: true, i18n: ['staff'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The outbox holds PIN-reset links and personal messages: administrators only, in every mode (a test identity
 * provider switched on must never open it to anyone who asks for a reset; docs/decisions/021).
 */
async function requireAdministrator(context: Route.LoaderArgs['context'], request: Request): Promise<void> {
  const session = await requireSession(context, request);
  if (!session.user.assignedRoles.includes(ROLES.admin)) throw data({ forbidden: true }, { status: 403 });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdministrator(context, request);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = STATUSES.find((s) => s === asked);
  const opened = Number(url.searchParams.get('post')) || null;
  const [counts, messagesOut, mail] = await Promise.all([
    countOutbox(context.services),
    listOutbox(context.services, { status }),
    opened ? readLocalMail(context.services, opened) : null,
  ]);
  return {
    title: translatorFor(pageLanguage(request.headers))('staff:outbox.title'),
    counts,
    messages: messagesOut,
    status: status ?? null,
    opened,
    mail,
    setup: sendingSetup(context.services.config),
    notice: url.searchParams.get('melding'),
  };
}

/** 'Send det som venter nå' runs one delivery here and now; 'Send på nytt' puts a failed notice back in line. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdministrator(context, request);
  const form = await request.formData();
  const t = translatorFor(pageLanguage(request.headers));
  if (form.get('intent') === 'retry') {
    const id = Number(form.get('id'));
    if (Number.isSafeInteger(id) && id > 0) await retryOutboxEntry(context.services, id);
    return redirect(`/dev/utboks?melding=${encodeURIComponent(t('staff:outbox.retried'))}`);
  }
  const report = await deliverOutbox(context.services, { limit: 100 });
  return redirect(
    `/dev/utboks?melding=${encodeURIComponent(t('staff:outbox.delivered', { sent: report.sent, retrying: report.retrying, failed: report.failed }))}`,
  );
}

const when = (iso: string, language: Language) => `${formatDate(iso, language)} ${formatTime(iso)}`;
const filterHref = (status: Status | null) => (status ? `/dev/utboks?status=${status}` : '/dev/utboks');

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { counts, status, mail, opened, setup, notice } = loaderData;
  const { csrfToken } = useRootAuth();
  const { t: m } = useTranslation('staff', { keyPrefix: 'outbox' });
  const language = useLanguage();
  // The notices themselves are written in bokmål (server/ports notifications): say so on a page in another language.
  const dataLang = useDataLang();
  const missing = !setup.email ? (!setup.sms ? 'both' : 'email') : !setup.sms ? 'sms' : null;
  const total = counts.pending + counts.sent + counts.failed;
  return (
    <div className="page">
      <h1 className="page-heading">{m('title')}</h1>
      <p className="lead">{m('lead')}</p>
      {notice ? (
        <p className="outbox-notice" role="status">
          {notice}
        </p>
      ) : null}
      {setup.email === 'local' || setup.sms === 'local' ? <p>{m('localMailbox')}</p> : null}
      {missing ? <p>{m(`noTransport.${missing}`)}</p> : null}
      <Form method="post" className="outbox-deliver">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <input type="hidden" name="intent" value="deliver" />
        <p className="muted">{m('deliverLead')}</p>
        <button type="submit" className="button">
          {m('deliverNow')}
        </button>
      </Form>

      {opened ? (
        <section className="card outbox-opened" aria-labelledby="outbox-opened-title">
          <h2 id="outbox-opened-title">{m('openedTitle')}</h2>
          {mail ? (
            <>
              <dl className="profile-facts">
                <dt>{m('channel')}</dt>
                <dd>{m(mail.channel === 'sms' ? 'sms' : 'email')}</dd>
                {mail.sender ? (
                  <>
                    <dt>{m('from')}</dt>
                    <dd>{mail.sender}</dd>
                  </>
                ) : null}
                <dt>{m('recipient')}</dt>
                <dd>{mail.recipient}</dd>
                {mail.subject ? (
                  <>
                    <dt>{m('subject')}</dt>
                    <dd lang={dataLang}>{mail.subject}</dd>
                  </>
                ) : null}
                <dt>{m('messageId')}</dt>
                <dd className="outbox-list__id">{mail.messageId}</dd>
                <dt>{m('receivedAt')}</dt>
                <dd>{when(mail.receivedAt, language)}</dd>
              </dl>
              {mail.text ? (
                <>
                  <h3>{m('textVersion')}</h3>
                  <pre className="outbox-list__body" lang={dataLang}>
                    {mail.text}
                  </pre>
                </>
              ) : null}
              {mail.html ? (
                <>
                  <h3>{m('htmlVersion')}</h3>
                  {/* sandbox="": the mail's HTML runs no script, submits no form and reaches nothing of this page. */}
                  <iframe
                    className="outbox-opened__html"
                    sandbox=""
                    srcDoc={mail.html}
                    title={m('htmlVersionOf', { subject: mail.subject ?? '' })}
                  />
                </>
              ) : null}
            </>
          ) : (
            <p>{m('notFound')}</p>
          )}
          <p>
            <Link to={filterHref(status)}>{m('close')}</Link>
          </p>
        </section>
      ) : null}

      <nav aria-label={m('filterLabel')} className="outbox-filter">
        <ul>
          {[null, ...STATUSES].map((s) => (
            <li key={s ?? 'all'}>
              <Link to={filterHref(s)} aria-current={s === status ? 'page' : undefined}>
                {s ? m(`status.${s}`) : m('all')} ({s ? counts[s] : total})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loaderData.messages.length === 0 ? (
        <p>{m('empty')}</p>
      ) : (
        <ol className="outbox-list">
          {loaderData.messages.map((msg) => (
            <li key={msg.id} className="card outbox-list__item">
              <h2 className="outbox-list__subject" lang={msg.subject ? dataLang : undefined}>
                {msg.subject ?? (msg.channel === 'sms' ? m('sms') : m('subject'))}
              </h2>
              <dl className="profile-facts">
                <dt>{m('channel')}</dt>
                <dd>{m(msg.channel === 'sms' ? 'sms' : 'email')}</dd>
                <dt>{m('recipient')}</dt>
                <dd>{msg.recipient}</dd>
                <dt>{m('writtenAt')}</dt>
                <dd>{when(msg.createdAt, language)}</dd>
                <dt>{m('statusLabel')}</dt>
                <dd>
                  <span className={`outbox-status outbox-status--${msg.status}`}>{m(`status.${msg.status}`)}</span>
                  {msg.sentAt ? ` ${when(msg.sentAt, language)}` : null}
                </dd>
                <dt>{m('attempts')}</dt>
                <dd>{msg.attempts}</dd>
                {msg.status === 'pending' ? (
                  <>
                    <dt>{m('nextAttempt')}</dt>
                    <dd>{when(msg.nextAttemptAt, language)}</dd>
                  </>
                ) : null}
                {msg.lastError ? (
                  <>
                    <dt>{m('lastError')}</dt>
                    <dd className="outbox-list__error">{msg.lastError}</dd>
                  </>
                ) : null}
                {msg.received.length > 0 ? (
                  <>
                    <dt>{m('received')}</dt>
                    <dd>
                      <ul className="outbox-list__copies">
                        {msg.received.map((id, i) => (
                          <li key={id}>
                            <Link to={`${filterHref(status)}${status ? '&' : '?'}post=${id}`}>
                              {m('open', { number: i + 1 })}
                            </Link>
                          </li>
                        ))}
                      </ul>
                      {msg.received.length > 1 ? <p>{m('receivedTwice', { count: msg.received.length })}</p> : null}
                    </dd>
                  </>
                ) : null}
              </dl>
              <pre className="outbox-list__body" lang={dataLang}>
                {msg.body}
              </pre>
              {msg.status === 'failed' ? (
                <Form method="post">
                  <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={msg.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={m('retryNamed', { name: msg.subject ?? msg.recipient })}
                  >
                    {m('retry')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
