// /ansatt/innhold/bannere (issue #4): site banners, newest first — activate/deactivate, edit and delete.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { listBannersForAdmin, setBannerActive } from './ansatt.innhold.bannere.server.ts';
import { ActionsCell, AdminPage, AdminTable, NewItemLink, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.bannere';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/bannere`;

export const meta = () => staffMeta('Bannere – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  return { rows: await listBannersForAdmin(context.services, actor), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'banner', publishIntents(context, setBannerActive));
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { rows, ok } = loaderData;
  const shown = rows.find((r) => r.active);
  return (
    <AdminPage title="Bannere" notice={ok}>
      <p className="lead">
        Nettsidene viser det nyeste aktive banneret øverst på alle sider
        {shown ? ` – nå: «${shown.message}».` : '. Ingen banner vises nå.'}
      </p>
      <NewItemLink to={`${BASE}/ny`}>Nytt banner</NewItemLink>
      <AdminTable
        caption="Bannere"
        columns={['Melding', 'Opprettet', 'Status', 'Handlinger']}
        empty="Ingen bannere ennå."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.message}</Link>
            </th>
            <td>{formatDate(row.createdAt)}</td>
            <td>{row.active ? (row.id === shown?.id ? 'Aktivt (vises)' : 'Aktivt') : 'Ikke aktivt'}</td>
            <ActionsCell
              id={row.id}
              itemName={`banner ${row.id}`}
              published={row.active}
              labels={['Aktiver', 'Deaktiver']}
              deleteTo={`${BASE}/${row.id}/slett`}
            />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
