// /ansatt/innhold/arrangementer (issue #4): every event (also hidden and private), search, publish/unpublish and highlight toggles, links to edit and delete.
import { Form, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { listEventsForAdmin, setEventHighlight, setEventPublished } from './ansatt.innhold.arrangementer.server.ts';
import {
  ActionsCell,
  AdminPage,
  AdminTable,
  NewItemLink,
  RowAction,
  staffMeta,
} from '#app/features/content-admin/admin-page.tsx';
import { okText, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

export const meta = () => staffMeta('Arrangementer – innhold');

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const url = new URL(request.url);
  const scope = url.searchParams.get('vis') === 'tidligere' ? 'past' : 'upcoming';
  const q = url.searchParams.get('q') ?? '';
  const rows = await listEventsForAdmin(context.services, actor, { scope, q });
  return { rows, scope, q, ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Back to the same list (search and scope kept), at the changed row.
  return runListAction(
    context,
    request,
    'event',
    {
      ...publishIntents(context, setEventPublished),
      highlight: { run: (actor, id) => setEventHighlight(context.services, actor, id, true), ok: 'highlighted' },
      unhighlight: { run: (actor, id) => setEventHighlight(context.services, actor, id, false), ok: 'unhighlighted' },
    },
    (id) => `arrangement-${id}`,
  );
}

function status(row: { dontShowOnWeb: boolean; privateEvent: boolean }): string {
  if (row.dontShowOnWeb) return 'Skjult (ikke publisert)';
  if (row.privateEvent) return 'Privat';
  return 'Publisert';
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { rows, scope, q, ok } = loaderData;
  return (
    <AdminPage title="Arrangementer" notice={ok}>
      <NewItemLink to={`${BASE}/ny`}>Nytt arrangement</NewItemLink>
      <Form method="get" className="admin-filter" aria-label="Finn arrangementer">
        <div className="form-field">
          <label htmlFor="admin-events-q">Tittel eller type</label>
          <input id="admin-events-q" name="q" type="search" defaultValue={q} />
        </div>
        <div className="form-field">
          <label htmlFor="admin-events-scope">Vis</label>
          <select id="admin-events-scope" name="vis" defaultValue={scope === 'past' ? 'tidligere' : 'kommende'}>
            <option value="kommende">Kommende og pågående</option>
            <option value="tidligere">Tidligere</option>
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          Vis
        </button>
      </Form>
      <AdminTable
        caption="Arrangementer"
        columns={['Tittel', 'Tid', 'Bibliotek', 'Status', 'Handlinger']}
        empty="Ingen arrangementer passer."
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id} id={`arrangement-${row.id}`}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
              <span className="muted admin-table__sub">{row.eventType}</span>
            </th>
            <td>
              {formatDate(row.startAt)} {formatTime(row.startAt)}
            </td>
            <td>{row.libraryName ?? '–'}</td>
            <td>
              {status(row)}
              {row.highlight && <span className="admin-table__sub">Fremhevet</span>}
              {row.cancelled && <span className="admin-table__sub">Avlyst</span>}
              {row.registrationRequired && (
                <span className="admin-table__sub">
                  <Link to={`${BASE}/${row.id}/pameldte`} aria-label={`Påmeldte: ${row.title}`}>
                    Påmeldte
                  </Link>
                </span>
              )}
            </td>
            <ActionsCell
              id={row.id}
              itemName={row.title}
              published={!row.dontShowOnWeb}
              deleteTo={`${BASE}/${row.id}/slett`}
            >
              <RowAction
                id={row.id}
                intent={row.highlight ? 'unhighlight' : 'highlight'}
                label={row.highlight ? 'Fjern fremheving' : 'Fremhev'}
                itemName={row.title}
              />
            </ActionsCell>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
