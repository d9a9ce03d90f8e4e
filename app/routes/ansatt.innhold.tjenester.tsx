// /ansatt/innhold/tjenester (issue #4): every library service (also unpublished), publish/unpublish, links to edit and delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { listServicesForAdmin, setServicePublished } from './ansatt.innhold.tjenester.server.ts';
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
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import type { Route } from './+types/ansatt.innhold.tjenester';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/tjenester`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'service');
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.service.plural') });
  return { rows: await listServicesForAdmin(context.services, actor), ok: okCode(request), title };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'service', publishIntents(context, setServicePublished));
}

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const dataLang = useDataLang();
  const { rows, ok } = loaderData;
  return (
    <AdminPage title={t('types.service.plural')} notice={ok}>
      <p className="lead">{t('services.lead')}</p>
      <NewItemLink to={`${BASE}/ny`}>{t('services.new')}</NewItemLink>
      <AdminTable
        caption={t('types.service.plural')}
        columns={[t('column.title'), t('services.serviceForm'), t('column.library'), t('column.status'), t('actions')]}
        empty={t('services.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td lang={dataLang}>{row.serviceForm}</td>
            <td>{row.libraryCount}</td>
            <td>
              {row.published ? t('status.published') : t('status.notPublished')}
              {row.highlighted && <span className="admin-table__sub">{t('status.highlighted')}</span>}
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
