// /ansatt/innhold/arrangementer (issue #4): every event (also hidden and private), search, publish/unpublish and highlight toggles, links to edit and delete.
import { Form, Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { parseId } from '#server/services/admin/access.ts';
import { listEventsForAdmin, setEventHighlight, setEventPublished } from '#server/services/admin/events.ts';
import { AdminTrail, CsrfField, okText, SavedNotice, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer';

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

export const meta = () => [{ title: pageTitle('Arrangementer – innhold') }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const url = new URL(request.url);
  const scope = url.searchParams.get('vis') === 'tidligere' ? 'past' : 'upcoming';
  const q = url.searchParams.get('q') ?? '';
  const rows = await listEventsForAdmin(context.services, actor, { scope, q });
  return { rows, scope, q, ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const form = await request.formData();
  const id = parseId(String(form.get('id') ?? ''));
  const intent = String(form.get('intent') ?? '');
  if (id === null) throw new Response(null, { status: 400 });
  try {
    if (intent === 'publish' || intent === 'unpublish') await setEventPublished(context.services, actor, id, intent === 'publish');
    else if (intent === 'highlight' || intent === 'unhighlight') await setEventHighlight(context.services, actor, id, intent === 'highlight');
    else throw new Response(null, { status: 400 });
  } catch (err) {
    if (err instanceof Response) throw err;
    rethrowAsStatus(err);
  }
  // Back to the same list (search and scope kept), with the outcome.
  const back = new URL(request.url);
  back.searchParams.set('ok', intent === 'publish' ? 'published' : intent === 'unpublish' ? 'unpublished' : `${intent}ed`);
  throw redirect(`${back.pathname}${back.search}#arrangement-${id}`);
}

function status(row: { dontShowOnWeb: boolean; privateEvent: boolean }): string {
  if (row.dontShowOnWeb) return 'Skjult (ikke publisert)';
  if (row.privateEvent) return 'Privat';
  return 'Publisert';
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { rows, scope, q, ok } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: 'Innhold' }]} />
      <h1 className="page-heading">Arrangementer</h1>
      <SavedNotice text={ok} />
      <p>
        <Link to={`${BASE}/ny`} className="button button--primary">
          Nytt arrangement
        </Link>
      </p>
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
      {rows.length === 0 ? (
        <p>Ingen arrangementer passer.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Arrangementer ({rows.length})</caption>
            <thead>
              <tr>
                <th scope="col">Tittel</th>
                <th scope="col">Tid</th>
                <th scope="col">Bibliotek</th>
                <th scope="col">Status</th>
                <th scope="col">Handlinger</th>
              </tr>
            </thead>
            <tbody>
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
                  </td>
                  <td>
                    <div className="admin-actions">
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" name="intent" value={row.dontShowOnWeb ? 'publish' : 'unpublish'} className="button button--secondary button--small">
                          {row.dontShowOnWeb ? 'Publiser' : 'Avpubliser'}
                          <span className="visually-hidden"> {row.title}</span>
                        </button>
                      </Form>
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" name="intent" value={row.highlight ? 'unhighlight' : 'highlight'} className="button button--secondary button--small">
                          {row.highlight ? 'Fjern fremheving' : 'Fremhev'}
                          <span className="visually-hidden"> {row.title}</span>
                        </button>
                      </Form>
                      <Link to={`${BASE}/${row.id}/slett`} className="button button--secondary button--small">
                        Slett<span className="visually-hidden"> {row.title}</span>
                      </Link>
                    </div>
                  </td>
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
