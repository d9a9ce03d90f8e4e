// /ansatt/innhold/lister (issue #4): staff lists — an employee sees and manages their own, an administrator every list; publish/unpublish, links to edit and delete.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { canCreateStaffList, listStaffListsForAdmin, setStaffListPublished } from './ansatt.innhold.lister.server.ts';
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
import type { Route } from './+types/ansatt.innhold.lister';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/lister`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'staff_list');
  const [rows, canCreate] = await Promise.all([
    listStaffListsForAdmin(context.services, actor),
    canCreateStaffList(context.services, actor),
  ]);
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.staff_list.plural') });
  return { rows, canCreate, isAdmin: actor.roles.includes('DEICH_ADMIN'), ok: okCode(request), title };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runListAction(context, request, 'staff_list', publishIntents(context, setStaffListPublished));
}

export default function AdminStaffLists({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { rows, canCreate, isAdmin, ok } = loaderData;
  const columns = [t('column.title'), t('column.created'), t('lists.works'), t('column.status'), t('actions')];
  if (isAdmin) columns.splice(1, 0, t('lists.author'));
  return (
    <AdminPage title={isAdmin ? t('types.staff_list.plural') : t('lists.mine')} notice={ok}>
      <p className="lead">{isAdmin ? t('lists.leadAdmin') : t('lists.lead')}</p>
      {canCreate ? (
        <NewItemLink to={`${BASE}/ny`}>{t('lists.new')}</NewItemLink>
      ) : (
        <p className="muted">{t('lists.noProfile')}</p>
      )}
      <AdminTable caption={t('types.staff_list.plural')} columns={columns} empty={t('lists.empty')} count={rows.length}>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
            </th>
            {isAdmin && <td>{row.authorName}</td>}
            <td>{formatDate(row.createdAt, language)}</td>
            <td>{row.itemCount}</td>
            <td>
              {row.status === 'published' ? (
                <Link to={`/lister/${row.id}`}>{t('status.published')}</Link>
              ) : (
                t('lists.draft')
              )}
            </td>
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
