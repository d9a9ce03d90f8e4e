// /dev/utboks: the outbox (e-mail and SMS the portal would have sent) for development and tests, or for administrators.
import { formatDate, formatTime } from '#core/dates.ts';
import { messages } from '#core/messages.ts';
import { ROLES } from '#core/profile.ts';
import { listOutbox } from '#server/services/outbox.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/dev.utboks';

const m = messages.account.outbox;

export const meta = () => [{ title: pageTitle(m.title) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  // Where the test identity provider runs (development, tests) the outbox is open; elsewhere only to administrators.
  const session = await context.auth.session();
  const admin = session?.user.assignedRoles.includes(ROLES.admin) ?? false;
  if (!context.services.config.testIdpEnabled && !admin) notFound();
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
