// /min-side (SPEC §2): overview with the patron's name, card number and counts of loans, reservations, pickups and fines,
// and the patron's own coming event sign-ups with a cancel button (issue #21, docs/decisions/026).
import { data, Link } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import { cancelRegistration, getProfileInfo, listMyEventRegistrations } from './min-side.server.ts';
import { CANCEL_EVENT_INTENT, MyEventRegistrations, type MyEventAnswer } from '#app/features/events/my-event-registrations.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The event sign-ups' texts (decision 028). */
export const handle = { i18n: ['events'] };

const m = messages.account.myPage;

export const meta = () => [{ title: pageTitle(m.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [info, eventRegistrations] = await Promise.all([getProfileInfo(context.services, session.userId), listMyEventRegistrations(context.services, session.userId)]);
  return {
    eventRegistrations,
    name: info.borrowerName,
    firstName: info.firstName,
    cardNumber: info.personalInformation.cardNumber,
    blocked: info.blockStatuses.length > 0,
    summary: info.summary,
  };
}

/** Cancel one of one's own sign-ups (seat or waitlist place); the freed seat goes to the first waiting. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const t = requestTranslator(request);
  const answer = (a: MyEventAnswer, status = 200) => data(a, { status });
  const eventId = Number(form.get('eventId'));
  if (form.get('intent') !== CANCEL_EVENT_INTENT || !Number.isSafeInteger(eventId) || eventId <= 0) return answer({ ok: false, message: t('events:registration.failed') }, 400);
  const mine = (await listMyEventRegistrations(context.services, session.userId)).find((r) => r.eventId === eventId);
  try {
    await cancelRegistration(context.services, eventId, session.userId);
    return answer({ ok: true, message: t('events:mine.cancelled', { title: mine?.eventTitle ?? '' }) });
  } catch (err) {
    // Already cancelled (another tab), or the event has started: said on the page, which shows the list as it is now.
    if (isAppError(err) && (err.kind === 'not_found' || err.kind === 'conflict')) return answer({ ok: false, message: err.message });
    throw err;
  }
}

const kroner = (ore: number) => new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(ore / 100);

export default function MyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary } = loaderData;
  const tiles = [
    { to: '/min-side/laan', label: m.loans, value: String(summary.loans + summary.remoteLoans), detail: summary.overdueLoans > 0 ? m.overdue(summary.overdueLoans) : null },
    { to: '/min-side/bestillinger', label: m.reservations, value: String(summary.reservations + summary.remoteReservations), detail: null },
    { to: '/min-side/bestillinger', label: m.pickups, value: String(summary.pickups), detail: null },
    {
      to: '/min-side/gebyrer',
      label: m.fines,
      value: String(summary.unpaidFines),
      detail: summary.unpaidFines > 0 ? m.finesAmount(kroner(summary.unpaidFinesOre)) : null,
    },
  ];
  return (
    <div className="page">
      <p className="eyebrow">{loaderData.name}</p>
      <h1 className="page-heading">{m.greeting(loaderData.firstName)}</h1>
      {loaderData.cardNumber && (
        <p className="muted">
          {m.cardNumber}: <strong>{loaderData.cardNumber}</strong>
        </p>
      )}
      {loaderData.blocked && (
        <p className="notice" role="status">
          {m.blocked}
        </p>
      )}
      <ul className="card-list account-summary">
        {tiles.map((tile) => (
          <li key={tile.label} className="card account-summary__tile">
            <h2>
              <Link to={tile.to} className="account-summary__link">
                {tile.label}
              </Link>
            </h2>
            <p className="account-summary__value">{tile.value}</p>
            {tile.detail && <p className="muted">{tile.detail}</p>}
          </li>
        ))}
      </ul>
      <MyEventRegistrations registrations={loaderData.eventRegistrations} answer={actionData} />
      <h2>{m.sections}</h2>
      <ul className="account-links">
        <li>
          <Link to="/min-side/laan">{m.loansLink}</Link>
        </li>
        <li>
          <Link to="/min-side/bestillinger">{m.reservationsLink}</Link>
        </li>
        <li>
          <Link to="/min-side/huskeliste">{m.listsLink}</Link>
        </li>
        <li>
          <Link to="/min-side/historikk">{m.historyLink}</Link>
        </li>
        <li>
          <Link to="/min-side/digitalt">{m.digitalLink}</Link>
        </li>
        <li>
          <Link to="/min-side/profil">{m.profileLink}</Link>
        </li>
      </ul>
    </div>
  );
}
