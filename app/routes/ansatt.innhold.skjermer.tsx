// /ansatt/innhold/skjermer (issue #8): the information screens' eleven layouts, their slides and the screens that use each, for administrators.
import { data, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { canManageScreens, listScreenLayoutsForAdmin } from './ansatt.innhold.skjermer.server.ts';
import { AdminTrail, okText, SavedNotice, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { SCREEN_ADMIN_PATH, slideTypeLabel } from '#app/features/screens/screen-admin-texts.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.skjermer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const meta = () => [{ title: pageTitle('Skjermer – innhold') }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  if (!canManageScreens(actor.roles)) throw data({ forbidden: true }, { status: 403 });
  return { layouts: await listScreenLayoutsForAdmin(context.services, actor), ok: okText(request) };
}

export default function AdminScreens({ loaderData }: Route.ComponentProps) {
  const { layouts, ok } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: 'Innhold' }]} />
      <h1 className="page-heading">Skjermer</h1>
      <SavedNotice text={ok} />
      <p className="lead">
        Infoskjermene i bibliotekene viser lysbildene i oppsettet sitt, i rekkefølge, om og om igjen. Endringer vises på
        skjermene innen fem minutter, uten at noen må starte dem på nytt.
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Skjermoppsett ({layouts.length})</caption>
          <thead>
            <tr>
              <th scope="col">Oppsett</th>
              <th scope="col">Lysbilder</th>
              <th scope="col">Skjermer</th>
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
                    ? 'Ingen (skjermen viser logo og åpningstider)'
                    : layout.slideTypes.map(slideTypeLabel).join(', ')}
                </td>
                <td>
                  {layout.screens.length === 0 ? (
                    <span className="muted">Ingen</span>
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
