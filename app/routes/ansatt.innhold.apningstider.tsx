// /ansatt/innhold/apningstider (issue #4): coming opening-hours exceptions (holidays, closed days, changed hours), per library.
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { CONTENT_AREA_PATH, exceptionKey } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { parseId, libraryChoices, listOpeningHoursExceptions } from './ansatt.innhold.apningstider.server.ts';
import {
  AdminPage,
  AdminTable,
  DeleteLink,
  NewItemLink,
  staffMeta,
  okCode,
  StaffErrorBoundary,
} from '#app/features/content-admin/admin-page.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import type { Route } from './+types/ansatt.innhold.apningstider';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/apningstider`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'opening_hours_exception');
  const libraryId = parseId(new URL(request.url).searchParams.get('bibliotek') ?? '');
  const [rows, libraries] = await Promise.all([
    listOpeningHoursExceptions(context.services, actor, { libraryId }),
    libraryChoices(context.services),
  ]);
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.opening_hours_exception.plural') });
  return { rows, libraries, libraryId, ok: okCode(request), title };
}

const span = (from: string | null, to: string | null) => (from && to ? `${from.slice(0, 5)}–${to.slice(0, 5)}` : '–');

export default function AdminOpeningHours({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { rows, libraries, libraryId, ok } = loaderData;
  return (
    <AdminPage title={t('types.opening_hours_exception.plural')} notice={ok}>
      <p className="lead">{t('hours.lead')}</p>
      <NewItemLink to={`${BASE}/ny`}>{t('hours.new')}</NewItemLink>
      <Form method="get" className="admin-filter" aria-label={t('hours.filter')}>
        <div className="form-field">
          <label htmlFor="admin-hours-library">{t('column.library')}</label>
          <select id="admin-hours-library" name="bibliotek" defaultValue={libraryId ? String(libraryId) : ''}>
            <option value="">{t('hours.allLibraries')}</option>
            {libraries.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('show')}
        </button>
      </Form>
      <AdminTable
        caption={t('hours.caption')}
        columns={[
          t('hours.date'),
          t('column.library'),
          t('hours.reason'),
          t('hours.open'),
          t('hours.manned'),
          t('actions'),
        ]}
        empty={t('hours.empty')}
        count={rows.length}
      >
        {rows.map((row) => {
          const key = exceptionKey(row.libraryId, row.date);
          return (
            <tr key={key}>
              <th scope="row">
                <Link to={`${BASE}/${key}`}>{formatDate(row.date, language)}</Link>
              </th>
              <td>{row.libraryName}</td>
              <td>{row.reason}</td>
              <td>{row.isOpen ? span(row.openFrom, row.openTo) : t('hours.closed')}</td>
              <td>{row.isOpen ? span(row.mannedFrom, row.mannedTo) : '–'}</td>
              <td>
                <DeleteLink
                  to={`${BASE}/${key}/slett`}
                  itemName={t('hours.itemName', { date: formatDate(row.date, language), library: row.libraryName })}
                />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
