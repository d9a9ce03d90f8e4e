// /ansatt/innhold/logg (issue #4): the content change log — who changed what and when (Oslo time), filterable by content type.
import { Form, Link } from 'react-router';
import {
  CONTENT_AREA_PATH,
  CONTENT_AUDIT_ACTION_LABELS,
  isLoggedEntity,
  LOGGED_ENTITIES,
  LOGGED_ENTITY_INFO,
  type ContentAuditAction,
} from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { AUDIT_PAGE_SIZE } from '#core/content-admin.ts';
import { listContentChanges } from './ansatt.innhold.logg.server.ts';
import { staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { AdminTrail, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.logg';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const meta = () => staffMeta('Endringslogg – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireContentStaff(context, request);
  const raw = new URL(request.url).searchParams.get('type');
  const entity = isLoggedEntity(raw) ? raw : null;
  const rows = await listContentChanges(context.services, { entity });
  return { rows, entity };
}

export default function ContentLog({ loaderData }: Route.ComponentProps) {
  const { rows, entity } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: 'Innhold' }]} />
      <h1 className="page-heading">Endringslogg</h1>
      <p className="lead">De {AUDIT_PAGE_SIZE} siste endringene av innholdet, nyeste først. Tidene er norsk tid.</p>
      <Form method="get" className="admin-filter" aria-label="Filtrer endringsloggen">
        <div className="form-field">
          <label htmlFor="admin-log-type">Innholdstype</label>
          <select id="admin-log-type" name="type" defaultValue={entity ?? ''}>
            <option value="">Alle typer</option>
            {LOGGED_ENTITIES.map((type) => (
              <option key={type} value={type}>
                {LOGGED_ENTITY_INFO[type].plural}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Vis
        </button>
      </Form>
      {rows.length === 0 ? (
        <p>Ingen endringer ennå.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Endringer ({rows.length})</caption>
            <thead>
              <tr>
                <th scope="col">Tidspunkt</th>
                <th scope="col">Hvem</th>
                <th scope="col">Hva</th>
                <th scope="col">Innhold</th>
                <th scope="col">Endrede felt</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.at.toISOString()}>
                      {formatDate(row.at)} {formatTime(row.at)}
                    </time>
                  </td>
                  <td>{row.actorName}</td>
                  <td>{CONTENT_AUDIT_ACTION_LABELS[row.action as ContentAuditAction] ?? row.action}</td>
                  <th scope="row">
                    <span className="admin-table__sub muted">{LOGGED_ENTITY_INFO[row.entity].singular}</span>{' '}
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
