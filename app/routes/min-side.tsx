// /min-side (SPEC §2): overview with the patron's name, card number and counts of loans, reservations, pickups and fines.
import { Link } from 'react-router';
import { messages } from '#core/messages.ts';
import { getProfileInfo } from './min-side.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

const m = messages.account.myPage;

export const meta = () => [{ title: pageTitle(m.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const info = await getProfileInfo(context.services, session.userId);
  return {
    name: info.borrowerName,
    firstName: info.firstName,
    cardNumber: info.personalInformation.cardNumber,
    blocked: info.blockStatuses.length > 0,
    summary: info.summary,
  };
}

const kroner = (ore: number) => new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(ore / 100);

export default function MyPage({ loaderData }: Route.ComponentProps) {
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
