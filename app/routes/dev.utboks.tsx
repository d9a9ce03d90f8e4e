// /dev/utboks: the outbox (e-mail and SMS the portal would have sent), for administrators only.
import { data } from 'react-router';
import { formatDate, formatTime } from '#core/dates.ts';
import { messages } from '#core/messages.ts';
import { ROLES } from '#core/profile.ts';
import { listOutbox } from './dev.utboks.server.ts';
import { requireSession } from '#app/session.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/dev.utboks';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account', 'staff');

const m = messages.account.outbox;

export const meta = () => [{ title: pageTitle(m.title) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The outbox holds PIN-reset links and personal messages: administrators only, in every mode (a test
  // identity provider switched on must never open it to anyone who asks for a reset).
  const session = await requireSession(context, request);
  if (!session.user.assignedRoles.includes(ROLES.admin)) throw data({ forbidden: true }, { status: 403 });
  const messagesOut = await listOutbox(context.services);
  return { messages: messagesOut };
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="page-heading">{m.title}</h1>
      <p className="lead">{m.lead}</p>
      {loaderData.messages.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <ol className="outbox-list">
          {loaderData.messages.map((msg) => (
            <li key={msg.id} className="card outbox-list__item">
              <h2 className="outbox-list__subject">{msg.subject ?? (msg.channel === 'sms' ? 'SMS' : m.subject)}</h2>
              <dl className="profile-facts">
                <dt>{m.channel}</dt>
                <dd>{msg.channel === 'sms' ? 'SMS' : 'E-post'}</dd>
                <dt>{m.recipient}</dt>
                <dd>{msg.recipient}</dd>
                <dt>{m.sentAt}</dt>
                <dd>
                  {formatDate(msg.createdAt)} {formatTime(msg.createdAt)}
                </dd>
              </dl>
              <pre className="outbox-list__body">{msg.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
