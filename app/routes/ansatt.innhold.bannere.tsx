// /ansatt/innhold/bannere (issue #4): site banners, newest first — activate/deactivate, edit and delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { listBannersForAdmin, setBannerActive } from './ansatt.innhold.bannere.server.ts';
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
import { useLanguage } from '#app/i18n/use-language.ts';
import type { Route } from './+types/ansatt.innhold.bannere';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/bannere`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.banner.plural') });
  return { rows: await listBannersForAdmin(context.services, actor), ok: okCode(request), title };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'banner', publishIntents(context, setBannerActive));
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { rows, ok } = loaderData;
  const shown = rows.find((r) => r.active);
  return (
    <AdminPage title={t('types.banner.plural')} notice={ok}>
      <p className="lead">
        {t('banners.lead')}
        {shown ? t('banners.leadNow', { message: shown.message }) : t('banners.leadNone')}
      </p>
      <NewItemLink to={`${BASE}/ny`}>{t('banners.new')}</NewItemLink>
      <AdminTable
        caption={t('types.banner.plural')}
        columns={[t('banners.message'), t('column.created'), t('column.status'), t('actions')]}
        empty={t('banners.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.message}</Link>
            </th>
            <td>{formatDate(row.createdAt, language)}</td>
            <td>
              {row.active
                ? row.id === shown?.id
                  ? t('banners.activeShown')
                  : t('banners.active')
                : t('banners.inactive')}
            </td>
            <ActionsCell
              id={row.id}
              itemName={t('banners.itemName', { id: row.id })}
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
