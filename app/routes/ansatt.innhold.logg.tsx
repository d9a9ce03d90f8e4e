// /ansatt/innhold/logg (issue #4): the content change log — who changed what and when (Oslo time), filterable by content type.
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  CONTENT_AREA_PATH,
  CONTENT_AUDIT_ACTIONS,
  isLoggedEntity,
  LOGGED_ENTITIES,
  LOGGED_ENTITY_INFO,
  type ContentAuditAction,
} from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { AUDIT_PAGE_SIZE } from '#core/content-admin.ts';
import { listContentChanges } from './ansatt.innhold.logg.server.ts';
import { staffMeta, AdminTrail, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import type { Route } from './+types/ansatt.innhold.logg';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

const isAuditAction = (action: string): action is ContentAuditAction =>
  (CONTENT_AUDIT_ACTIONS as readonly string[]).includes(action);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireContentStaff(context, request);
  const raw = new URL(request.url).searchParams.get('type');
  const entity = isLoggedEntity(raw) ? raw : null;
  const rows = await listContentChanges(context.services, { entity });
  const t = requestTranslator(request);
  return { rows, entity, title: t('staffContent:metaTitle', { title: t('staffContent:log.title') }) };
}

export default function ContentLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { rows, entity } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: t('area') }]} />
      <h1 className="page-heading">{t('log.title')}</h1>
      <p className="lead">{t('log.lead', { count: AUDIT_PAGE_SIZE })}</p>
      <Form method="get" className="admin-filter" aria-label={t('log.filter')}>
        <div className="form-field">
          <label htmlFor="admin-log-type">{t('log.type')}</label>
          <select id="admin-log-type" name="type" defaultValue={entity ?? ''}>
            <option value="">{t('log.allTypes')}</option>
            {LOGGED_ENTITIES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}.plural`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('show')}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('log.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('log.at')}</th>
                <th scope="col">{t('log.who')}</th>
                <th scope="col">{t('log.what')}</th>
                <th scope="col">{t('log.content')}</th>
                <th scope="col">{t('log.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.at.toISOString()}>
                      {formatDate(row.at, language)} {formatTime(row.at)}
                    </time>
                  </td>
                  <td>{row.actorName}</td>
                  <td>{isAuditAction(row.action) ? t(`log.actions.${row.action}`) : row.action}</td>
                  <th scope="row">
                    <span className="admin-table__sub muted">{t(`types.${row.entity}.singular`)}</span>{' '}
                    {row.entityId && row.action !== 'content_deleted' ? (
                      <Link to={`${CONTENT_AREA_PATH}/${LOGGED_ENTITY_INFO[row.entity].segment}/${row.entityId}`}>
                        {row.title}
                      </Link>
                    ) : (
                      row.title
                    )}
                  </th>
                  <td>{row.fields.join(', ') || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
