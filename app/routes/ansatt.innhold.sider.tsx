// /ansatt/innhold/sider (issue #4): the content pages (legal and footer pages) — edit, publish/unpublish; pages are neither created nor deleted here, each has its own address.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { listPagesForAdmin, setPagePublished } from './ansatt.innhold.sider.server.ts';
import { ActionsCell, AdminPage, AdminTable, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.sider';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/sider`;

export const meta = () => staffMeta('Sider – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'page');
  return { rows: await listPagesForAdmin(context.services, actor), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'page', publishIntents(context, setPagePublished));
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { rows, ok } = loaderData;
  return (
    <AdminPage title="Sider" notice={ok}>
      <p className="lead">
        Faste sider som personvern, utlånsreglement og kontakt oss. Hver side har sin egen adresse, så sider kan ikke
        opprettes eller slettes her. De juridiske sidene er alltid publisert.
      </p>
      <AdminTable
        caption="Sider"
        columns={['Tittel', 'Adresse', 'Sist endret', 'Status', 'Handlinger']}
        empty="Ingen sider."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td>{row.published ? <Link to={`/${row.slug}`}>/{row.slug}</Link> : `/${row.slug}`}</td>
            <td>{formatDate(row.updatedAt)}</td>
            <td>{row.published ? (row.alwaysPublished ? 'Publisert (alltid)' : 'Publisert') : 'Ikke publisert'}</td>
            <ActionsCell id={row.id} itemName={row.title} published={row.alwaysPublished ? undefined : row.published} />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
