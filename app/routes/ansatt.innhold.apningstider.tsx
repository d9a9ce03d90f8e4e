// /ansatt/innhold/apningstider (issue #4): coming opening-hours exceptions (holidays, closed days, changed hours), per library.
import { Form, Link } from 'react-router';
import { CONTENT_AREA_PATH, exceptionKey } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { parseId, libraryChoices, listOpeningHoursExceptions } from './ansatt.innhold.apningstider.server.ts';
import { AdminPage, AdminTable, DeleteLink, NewItemLink, staffMeta } from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.apningstider';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/apningstider`;

export const meta = () => staffMeta('Avvik i åpningstider – innhold');

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
    <AdminPage title="Avvik i åpningstider" notice={ok}>
      <p className="lead">
        Dager da et bibliotek har andre åpningstider enn vanlig, eller er stengt. Avvikene går foran de faste ukentlige
        tidene.
      </p>
      <NewItemLink to={`${BASE}/ny`}>Nytt avvik</NewItemLink>
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
      <AdminTable
        caption="Kommende avvik"
        columns={['Dato', 'Bibliotek', 'Grunn', 'Åpent', 'Betjent', 'Handlinger']}
        empty="Ingen kommende avvik."
        count={rows.length}
      >
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
                <DeleteLink
                  to={`${BASE}/${key}/slett`}
                  itemName={`avviket ${formatDate(row.date)} ${row.libraryName}`}
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
