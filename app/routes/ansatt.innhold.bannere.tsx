// /ansatt/innhold/bannere (issue #4): site banners, newest first — activate/deactivate, edit and delete.
import { Form, Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import { parseId } from '#server/services/admin/access.ts';
import { listBannersForAdmin, setBannerActive } from '#server/services/admin/banners.ts';
import { AdminTrail, CsrfField, okText, SavedNotice, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.bannere';

const BASE = `${CONTENT_AREA_PATH}/bannere`;

export const meta = () => [{ title: pageTitle('Bannere – innhold') }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  return { rows: await listBannersForAdmin(context.services, actor), ok: okText(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  const form = await request.formData();
  const id = parseId(String(form.get('id') ?? ''));
  const intent = String(form.get('intent') ?? '');
  if (id === null || (intent !== 'publish' && intent !== 'unpublish')) throw new Response(null, { status: 400 });
  try {
    await setBannerActive(context.services, actor, id, intent === 'publish');
  } catch (err) {
    rethrowAsStatus(err);
  }
  throw redirect(`${BASE}?ok=${intent === 'publish' ? 'published' : 'unpublished'}`);
}

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { rows, ok } = loaderData;
  const shown = rows.find((r) => r.active);
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: 'Innhold' }]} />
      <h1 className="page-heading">Bannere</h1>
      <SavedNotice text={ok} />
      <p className="lead">Nettsidene viser det nyeste aktive banneret øverst på alle sider{shown ? ` – nå: «${shown.message}».` : '. Ingen banner vises nå.'}</p>
      <p>
        <Link to={`${BASE}/ny`} className="button button--primary">
          Nytt banner
        </Link>
      </p>
      {rows.length === 0 ? (
        <p>Ingen bannere ennå.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Bannere ({rows.length})</caption>
            <thead>
              <tr>
                <th scope="col">Melding</th>
                <th scope="col">Opprettet</th>
                <th scope="col">Status</th>
                <th scope="col">Handlinger</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`${BASE}/${row.id}`}>{row.message}</Link>
                  </th>
                  <td>{formatDate(row.createdAt)}</td>
                  <td>{row.active ? (row.id === shown?.id ? 'Aktivt (vises)' : 'Aktivt') : 'Ikke aktivt'}</td>
                  <td>
                    <div className="admin-actions">
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="id" value={row.id} />
                        <button type="submit" name="intent" value={row.active ? 'unpublish' : 'publish'} className="button button--secondary button--small">
                          {row.active ? 'Deaktiver' : 'Aktiver'}
                          <span className="visually-hidden"> banner {row.id}</span>
                        </button>
                      </Form>
                      <Link to={`${BASE}/${row.id}/slett`} className="button button--secondary button--small">
                        Slett<span className="visually-hidden"> banner {row.id}</span>
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
