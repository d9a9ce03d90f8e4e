// /min-side (SPEC §2): overview with the patron's name, card number and counts of loans, reservations, pickups and fines,
// and the patron's own coming event sign-ups with a cancel button (issue #21, docs/decisions/026).
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { INTL_LOCALES, type Language } from '#core/i18n/languages.ts';
import { cancelRegistration, getProfileInfo, listMyEventRegistrations } from './min-side.server.ts';
import {
  CANCEL_EVENT_INTENT,
  MyEventRegistrations,
  type MyEventAnswer,
} from '#app/features/events/my-event-registrations.tsx';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts and its event sign-ups' come from the catalogue (decision 028; the menu's are the layout's). */
export const handle = { translated: true, i18n: ['account', 'events'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [info, eventRegistrations] = await Promise.all([
    getProfileInfo(context.services, session.userId),
    listMyEventRegistrations(context.services, session.userId),
  ]);
  return {
    title: requestTranslator(request)('account:overview.title'),
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
  if (form.get('intent') !== CANCEL_EVENT_INTENT || !Number.isSafeInteger(eventId) || eventId <= 0)
    return answer({ ok: false, message: t('events:registration.failed') }, 400);
  const mine = (await listMyEventRegistrations(context.services, session.userId)).find((r) => r.eventId === eventId);
  try {
    await cancelRegistration(context.services, eventId, session.userId);
    return answer({ ok: true, message: t('events:mine.cancelled', { title: mine?.eventTitle ?? '' }) });
  } catch (err) {
    // Already cancelled (another tab), or the event has started: said on the page, which shows the list as it is now.
    if (isAppError(err) && (err.kind === 'not_found' || err.kind === 'conflict'))
      return answer({ ok: false, message: requestErrorMessage(request, err) });
    throw err;
  }
}

const kroner = (ore: number, language: Language) =>
  new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 2 }).format(ore / 100);

export default function MyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary } = loaderData;
  const { t } = useTranslation('account', { keyPrefix: 'overview' });
  const language = useLanguage();
  const tiles = [
    {
      to: '/min-side/laan',
      label: t('loans'),
      value: String(summary.loans + summary.remoteLoans),
      detail: summary.overdueLoans > 0 ? t('overdue', { count: summary.overdueLoans }) : null,
    },
    {
      to: '/min-side/bestillinger',
      label: t('reservations'),
      value: String(summary.reservations + summary.remoteReservations),
      detail: null,
    },
    { to: '/min-side/bestillinger', label: t('pickups'), value: String(summary.pickups), detail: null },
    {
      to: '/min-side/gebyrer',
      label: t('fines'),
      value: String(summary.unpaidFines),
      detail: summary.unpaidFines > 0 ? t('finesAmount', { amount: kroner(summary.unpaidFinesOre, language) }) : null,
    },
  ];
  return (
    <div className="page">
      <p className="eyebrow">{loaderData.name}</p>
      <h1 className="page-heading">{t('greeting', { firstName: loaderData.firstName })}</h1>
      {loaderData.cardNumber && (
        <p className="muted">
          {t('cardNumber')}: <strong>{loaderData.cardNumber}</strong>
        </p>
      )}
      {loaderData.blocked && (
        <p className="notice" role="status">
          {t('blocked')}
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
      <h2>{t('sections')}</h2>
      <ul className="account-links">
        <li>
          <Link to="/min-side/laan">{t('loansLink')}</Link>
        </li>
        <li>
          <Link to="/min-side/bestillinger">{t('reservationsLink')}</Link>
        </li>
        <li>
          <Link to="/min-side/huskeliste">{t('listsLink')}</Link>
        </li>
        <li>
          <Link to="/min-side/historikk">{t('historyLink')}</Link>
        </li>
        <li>
          <Link to="/min-side/digitalt">{t('digitalLink')}</Link>
        </li>
        <li>
          <Link to="/min-side/profil">{t('profileLink')}</Link>
        </li>
      </ul>
    </div>
  );
}
