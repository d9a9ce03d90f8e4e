// /ansatt/innhold/arrangementer (issue #4): every event (also hidden and private), search, publish/unpublish and highlight toggles, links to edit and delete.
import { useTranslation } from 'react-i18next';
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
  okCode,
  StaffErrorBoundary,
} from '#app/features/content-admin/admin-page.tsx';
import { publishIntents, requireContentStaff, runListAction } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

export const handle = { translated: true, i18n: ['staffContent', 'vocabulary'] };

export const meta = ({ loaderData }: Route.MetaArgs) => staffMeta(loaderData?.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const url = new URL(request.url);
  const scope = url.searchParams.get('vis') === 'tidligere' ? 'past' : 'upcoming';
  const q = url.searchParams.get('q') ?? '';
  const rows = await listEventsForAdmin(context.services, actor, { scope, q });
  const t = requestTranslator(request);
  const title = t('staffContent:metaTitle', { title: t('staffContent:types.event.plural') });
  return { rows, scope, q, ok: okCode(request), title };
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

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const eventTypeText = useEventTypeText();
  const language = useLanguage();
  const { rows, scope, q, ok } = loaderData;
  const status = (row: { dontShowOnWeb: boolean; privateEvent: boolean }) => {
    if (row.dontShowOnWeb) return t('events.hidden');
    if (row.privateEvent) return t('events.private');
    return t('status.published');
  };
  return (
    <AdminPage title={t('types.event.plural')} notice={ok}>
      <NewItemLink to={`${BASE}/ny`}>{t('events.new')}</NewItemLink>
      <Form method="get" className="admin-filter" aria-label={t('events.find')}>
        <div className="form-field">
          <label htmlFor="admin-events-q">{t('events.query')}</label>
          <input id="admin-events-q" name="q" type="search" defaultValue={q} />
        </div>
        <div className="form-field">
          <label htmlFor="admin-events-scope">{t('show')}</label>
          <select id="admin-events-scope" name="vis" defaultValue={scope === 'past' ? 'tidligere' : 'kommende'}>
            <option value="kommende">{t('events.upcoming')}</option>
            <option value="tidligere">{t('events.past')}</option>
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('show')}
        </button>
      </Form>
      <AdminTable
        caption={t('types.event.plural')}
        columns={[t('column.title'), t('events.time'), t('column.library'), t('column.status'), t('actions')]}
        empty={t('events.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id} id={`arrangement-${row.id}`}>
            <th scope="row">
              <Link to={`${BASE}/${row.id}`}>{row.title}</Link>
              <span className="muted admin-table__sub">{eventTypeText(row.eventType)}</span>
            </th>
            <td>
              {formatDate(row.startAt, language)} {formatTime(row.startAt)}
            </td>
            <td>{row.libraryName ?? '–'}</td>
            <td>
              {status(row)}
              {row.highlight && <span className="admin-table__sub">{t('status.highlighted')}</span>}
              {row.cancelled && <span className="admin-table__sub">{t('events.cancelled')}</span>}
              {row.registrationRequired && (
                <span className="admin-table__sub">
                  <Link to={`${BASE}/${row.id}/pameldte`} aria-label={t('events.attendeesOf', { title: row.title })}>
                    {t('events.attendees')}
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
                label={row.highlight ? t('events.unhighlight') : t('events.highlight')}
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
