// /ansatt/innhold/tjenester (issue #4): every library service (also unpublished), publish/unpublish, links to edit and delete.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { listServicesForAdmin, setServicePublished } from './ansatt.innhold.tjenester.server.ts';
import { ActionsCell, AdminPage, AdminTable, NewItemLink, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.tjenester';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/tjenester`;

export const meta = () => staffMeta('Tjenester – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'service');
  return { rows: await listServicesForAdmin(context.services, actor), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'service', publishIntents(context, setServicePublished));
}

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { rows, ok } = loaderData;
  return (
    <AdminPage title="Tjenester" notice={ok}>
      <p className="lead">Tjenestene på Vi tilbyr. Fremhevede tjenester vises også på forsiden.</p>
      <NewItemLink to={`${BASE}/ny`}>Ny tjeneste</NewItemLink>
      <AdminTable
        caption="Tjenester"
        columns={['Tittel', 'Tjenesteform', 'Bibliotek', 'Status', 'Handlinger']}
        empty="Ingen tjenester ennå."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td>{row.serviceForm}</td>
            <td>{row.libraryCount}</td>
            <td>
              {row.published ? 'Publisert' : 'Ikke publisert'}
              {row.highlighted && <span className="admin-table__sub">Fremhevet</span>}
            </td>
            <ActionsCell
              id={row.id}
              itemName={row.title}
              published={row.published}
              deleteTo={`${BASE}/${row.id}/slett`}
            />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
