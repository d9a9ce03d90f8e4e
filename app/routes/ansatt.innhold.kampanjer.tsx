// /ansatt/innhold/kampanjer (issue #4): every campaign, newest first — activate/deactivate, links to edit and delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCampaignType } from '#core/campaign.ts';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { listCampaignsForAdmin, setCampaignActive } from './ansatt.innhold.kampanjer.server.ts';
import {
  ActionsCell,
  AdminPage,
  AdminTable,
  NewItemLink,
  staffMeta,
  okCode,
  StaffErrorBoundary,
} from '#app/features/content-admin/admin-page.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import type { Route } from './+types/ansatt.innhold.kampanjer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/kampanjer`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'campaign');
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.campaign.plural') });
  return { rows: await listCampaignsForAdmin(context.services, actor), ok: okCode(request), title };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(
    context,
    request,
    'campaign',
    publishIntents(context, setCampaignActive, { on: 'activated', off: 'deactivated' }),
  );
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { rows, ok } = loaderData;
  const typeLabel = (type: string) => (isCampaignType(type) ? t(`campaigns.types.${type}`) : type);
  return (
    <AdminPage title={t('types.campaign.plural')} notice={ok}>
      <p className="lead">{t('campaigns.lead')}</p>
      <NewItemLink to={`${BASE}/ny`}>{t('campaigns.new')}</NewItemLink>
      <AdminTable
        caption={t('types.campaign.plural')}
        columns={[t('column.title'), t('campaigns.type'), t('campaigns.shownOn'), t('column.status'), t('actions')]}
        empty={t('campaigns.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td>{typeLabel(row.campaignType)}</td>
            <td>{[...row.pages, ...row.screens].join(', ') || '–'}</td>
            <td>{row.active ? t('campaigns.active') : t('campaigns.inactive')}</td>
            <ActionsCell
              id={row.id}
              itemName={row.title}
              published={row.active}
              activate
              deleteTo={`${BASE}/${row.id}/slett`}
            />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
