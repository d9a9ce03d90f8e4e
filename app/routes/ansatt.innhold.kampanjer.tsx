// /ansatt/innhold/kampanjer (issue #4): every campaign, newest first — activate/deactivate, links to edit and delete.
import { Link } from 'react-router';
import { CAMPAIGN_TYPE_LABELS } from '#core/campaign.ts';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { listCampaignsForAdmin, setCampaignActive } from './ansatt.innhold.kampanjer.server.ts';
import { ActionsCell, AdminPage, AdminTable, NewItemLink, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.kampanjer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/kampanjer`;

export const meta = () => staffMeta('Kampanjer – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'campaign');
  return { rows: await listCampaignsForAdmin(context.services, actor), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(
    context,
    request,
    'campaign',
    publishIntents(context, setCampaignActive, { on: 'activated', off: 'deactivated' }),
  );
}

const typeLabel = (type: string) => CAMPAIGN_TYPE_LABELS[type as keyof typeof CAMPAIGN_TYPE_LABELS] ?? type;

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { rows, ok } = loaderData;
  return (
    <AdminPage title="Kampanjer" notice={ok}>
      <p className="lead">
        Når flere aktive kampanjer passer samme side, type og plassering, velges én av dem hver dag. Skjermkampanjer
        vises på skjermene i bibliotekene.
      </p>
      <NewItemLink to={`${BASE}/ny`}>Ny kampanje</NewItemLink>
      <AdminTable
        caption="Kampanjer"
        columns={['Tittel', 'Type', 'Vises på', 'Status', 'Handlinger']}
        empty="Ingen kampanjer ennå."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td>{typeLabel(row.campaignType)}</td>
            <td>{[...row.pages, ...row.screens].join(', ') || '–'}</td>
            <td>{row.active ? 'Aktiv' : 'Ikke aktiv'}</td>
            <ActionsCell
              id={row.id}
              itemName={row.title}
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
