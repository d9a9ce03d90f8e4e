// /ansatt/innhold/skjermer (issue #8): the information screens' eleven layouts, their slides and the screens that use each, for administrators.
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { canManageScreens, listScreenLayoutsForAdmin } from './ansatt.innhold.skjermer.server.ts';
import { AdminTrail, okCode, SavedNotice, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { SCREEN_ADMIN_PATH, useSlideTypeLabel } from '#app/features/screens/screen-admin.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.skjermer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  if (!canManageScreens(actor.roles)) throw data({ forbidden: true }, { status: 403 });
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:screens.title') });
  return { layouts: await listScreenLayoutsForAdmin(context.services, actor), ok: okCode(request), title };
}

export default function AdminScreens({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const slideTypeLabel = useSlideTypeLabel();
  const { layouts, ok } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: t('area') }]} />
      <h1 className="page-heading">{t('screens.title')}</h1>
      <SavedNotice ok={ok} />
      <p className="lead">{t('screens.lead')}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t('screens.caption', { count: layouts.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('screens.layout')}</th>
              <th scope="col">{t('screens.slides')}</th>
              <th scope="col">{t('screens.screens')}</th>
            </tr>
          </thead>
          <tbody>
            {layouts.map((layout) => (
              <tr key={layout.name}>
                <th scope="row">
                  <Link to={`${SCREEN_ADMIN_PATH}/${layout.name}`}>{layout.name}</Link>
                </th>
                <td>
                  {layout.slideTypes.length === 0
                    ? t('screens.noSlides')
                    : layout.slideTypes.map(slideTypeLabel).join(', ')}
                </td>
                <td>
                  {layout.screens.length === 0 ? (
                    <span className="muted">{t('screens.none')}</span>
                  ) : (
                    <ul className="admin-screen-list">
                      {layout.screens.map((screen) => (
                        <li key={screen.id}>
                          <a href={`/skjerm/${screen.id}`}>{screen.name}</a>{' '}
                          <span className="muted">({screen.id})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
