// /ansatt/innhold/apningstider (issue #4): coming opening-hours exceptions (holidays, closed days, changed hours), per library.
import { Form, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { parseId } from '#server/services/admin/access.ts';
import { libraryChoices } from '#server/services/admin/events.ts';
import { exceptionKey } from '#core/content-admin.ts';
import { listOpeningHoursExceptions } from '#server/services/admin/opening-hours.ts';
import { AdminTrail, okText, SavedNotice, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.apningstider';

const BASE = `${CONTENT_AREA_PATH}/apningstider`;

export const meta = () => [{ title: pageTitle('Avvik i åpningstider – innhold') }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'opening_hours_exception');
  const libraryId = parseId(new URL(request.url).searchParams.get('bibliotek') ?? '');
  const [rows, libraries] = await Promise.all([
    listOpeningHoursExceptions(context.services, actor, { libraryId }),
    libraryChoices(context.services),
  ]);
  return { rows, libraries, libraryId, ok: okText(request) };
}

const span = (from: string | null, to: string | null) => (from && to ? `${from.slice(0, 5)}–${to.slice(0, 5)}` : '–');

export default function AdminOpeningHours({ loaderData }: Route.ComponentProps) {
  const { rows, libraries, libraryId, ok } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: 'Innhold' }]} />
      <h1 className="page-heading">Avvik i åpningstider</h1>
      <SavedNotice text={ok} />
      <p className="lead">Dager da et bibliotek har andre åpningstider enn vanlig, eller er stengt. Avvikene går foran de faste ukentlige tidene.</p>
      <p>
        <Link to={`${BASE}/ny`} className="button button--primary">
          Nytt avvik
        </Link>
      </p>
      <Form method="get" className="admin-filter" aria-label="Velg bibliotek">
        <div className="form-field">
          <label htmlFor="admin-hours-library">Bibliotek</label>
          <select id="admin-hours-library" name="bibliotek" defaultValue={libraryId ? String(libraryId) : ''}>
            <option value="">Alle bibliotekene</option>
            {libraries.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Vis
        </button>
      </Form>
      {rows.length === 0 ? (
        <p>Ingen kommende avvik.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Kommende avvik ({rows.length})</caption>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col">Bibliotek</th>
                <th scope="col">Grunn</th>
                <th scope="col">Åpent</th>
                <th scope="col">Betjent</th>
                <th scope="col">Handlinger</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = exceptionKey(row.libraryId, row.date);
                return (
                  <tr key={key}>
                    <th scope="row">
                      <Link to={`${BASE}/${key}`}>{formatDate(row.date)}</Link>
                    </th>
                    <td>{row.libraryName}</td>
                    <td>{row.reason}</td>
                    <td>{row.isOpen ? span(row.openFrom, row.openTo) : 'Stengt'}</td>
                    <td>{row.isOpen ? span(row.mannedFrom, row.mannedTo) : '–'}</td>
                    <td>
                      <Link to={`${BASE}/${key}/slett`} className="button button--secondary button--small">
                        Slett<span className="visually-hidden"> avviket {formatDate(row.date)} {row.libraryName}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
