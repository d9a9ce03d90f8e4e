// /ansatt/innhold/lister (issue #4): staff lists — an employee sees and manages their own, an administrator every list; publish/unpublish, links to edit and delete.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { canCreateStaffList, listStaffListsForAdmin, setStaffListPublished } from './ansatt.innhold.lister.server.ts';
import { ActionsCell, AdminPage, AdminTable, NewItemLink, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.lister';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/lister`;

export const meta = () => staffMeta('Lister – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'staff_list');
  const [rows, canCreate] = await Promise.all([
    listStaffListsForAdmin(context.services, actor),
    canCreateStaffList(context.services, actor),
  ]);
  return { rows, canCreate, isAdmin: actor.roles.includes('DEICH_ADMIN'), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'staff_list', publishIntents(context, setStaffListPublished));
}

export default function AdminStaffLists({ loaderData }: Route.ComponentProps) {
  const { rows, canCreate, isAdmin, ok } = loaderData;
  return (
    <AdminPage title={isAdmin ? 'Lister' : 'Mine lister'} notice={ok}>
      <p className="lead">
        Publiserte lister vises på Litteratur, på sin egen side og på siden til den som laget dem. Utkast ser bare du
        {isAdmin ? ' og andre administratorer' : ''}.
      </p>
      {canCreate ? (
        <NewItemLink to={`${BASE}/ny`}>Ny liste</NewItemLink>
      ) : (
        <p className="muted">Du har ingen ansattprofil, så du kan ikke lage lister i eget navn.</p>
      )}
      <AdminTable
        caption="Lister"
        columns={
          isAdmin
            ? ['Tittel', 'Laget av', 'Opprettet', 'Verk', 'Status', 'Handlinger']
            : ['Tittel', 'Opprettet', 'Verk', 'Status', 'Handlinger']
        }
        empty="Ingen lister ennå."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            {isAdmin && <td>{row.authorName}</td>}
            <td>{formatDate(row.createdAt)}</td>
            <td>{row.itemCount}</td>
            <td>{row.status === 'published' ? <Link to={`/lister/${row.id}`}>Publisert</Link> : 'Utkast'}</td>
            <ActionsCell
              id={row.id}
              itemName={row.title}
              published={row.status === 'published'}
              deleteTo={`${BASE}/${row.id}/slett`}
            />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
