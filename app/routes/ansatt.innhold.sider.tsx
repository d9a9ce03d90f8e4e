// /ansatt/innhold/sider (issue #4): the content pages (legal and footer pages) — edit, publish/unpublish; pages are neither created nor deleted here, each has its own address.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { listPagesForAdmin, setPagePublished } from './ansatt.innhold.sider.server.ts';
import {
  ActionsCell,
  AdminPage,
  AdminTable,
  staffMeta,
  okCode,
  StaffErrorBoundary,
} from '#app/features/content-admin/admin-page.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import type { Route } from './+types/ansatt.innhold.sider';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/sider`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'page');
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.page.plural') });
  return { rows: await listPagesForAdmin(context.services, actor), ok: okCode(request), title };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'page', publishIntents(context, setPagePublished));
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { rows, ok } = loaderData;
  const status = (row: { published: boolean; alwaysPublished: boolean }) => {
    if (!row.published) return t('status.notPublished');
    return row.alwaysPublished ? t('pages.alwaysPublished') : t('status.published');
  };
  return (
    <AdminPage title={t('types.page.plural')} notice={ok}>
      <p className="lead">{t('pages.lead')}</p>
      <AdminTable
        caption={t('types.page.plural')}
        columns={[t('column.title'), t('pages.address'), t('pages.updated'), t('column.status'), t('actions')]}
        empty={t('pages.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            <td>{row.published ? <Link to={`/${row.slug}`}>/{row.slug}</Link> : `/${row.slug}`}</td>
            <td>{formatDate(row.updatedAt, language)}</td>
            <td>{status(row)}</td>
            <ActionsCell id={row.id} itemName={row.title} published={row.alwaysPublished ? undefined : row.published} />
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
