// /ansatt/innhold (issue #4): the staff area's overview — the content types this staff member may manage, and the change log.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, CONTENT_TYPE_INFO, manageableContentTypes } from '#core/content-admin.ts';
import { StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { canManageScreens } from './ansatt.innhold.server.ts';
import { SCREEN_ADMIN_PATH } from '#app/features/screens/screen-admin.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { StaffNav } from '#app/features/staff/staff-nav.tsx';
import type { Route } from './+types/ansatt.innhold';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  return {
    name: actor.name,
    types: manageableContentTypes(actor.roles),
    screens: canManageScreens(actor.roles),
    title: requestTranslator(request)('staffContent:area'),
  };
}

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { name, types, screens } = loaderData;
  return (
    <div className="page admin-page">
      <StaffNav />
      <h1 className="page-heading">{t('area')}</h1>
      <p className="lead">{t('overview.lead', { name })}</p>
      <ul className="card-list admin-overview">
        {types.map((type) => (
          <li key={type} className="card">
            <h2 className="card__title">
              <Link to={`${CONTENT_AREA_PATH}/${CONTENT_TYPE_INFO[type].segment}`}>{t(`types.${type}.plural`)}</Link>
            </h2>
            <p>{t(`overview.${type}`)}</p>
          </li>
        ))}
        {screens && (
          <li className="card">
            <h2 className="card__title">
              <Link to={SCREEN_ADMIN_PATH}>{t('overview.screens')}</Link>
            </h2>
            <p>{t('overview.screensText')}</p>
          </li>
        )}
        <li className="card">
          <h2 className="card__title">
            <Link to={`${CONTENT_AREA_PATH}/logg`}>{t('overview.log')}</Link>
          </h2>
          <p>{t('overview.logText')}</p>
        </li>
      </ul>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
