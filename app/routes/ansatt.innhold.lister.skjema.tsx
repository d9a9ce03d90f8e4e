// /ansatt/innhold/lister/ny and /ansatt/innhold/lister/{id} (issue #4): a staff list's title, description, works (numbers or work page addresses, in order) and published state.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, STAFF_LIST_MAX_ITEMS } from '#core/content-admin.ts';
import {
  createStaffList,
  getStaffListForEdit,
  staffListFormSchema,
  updateStaffList,
} from './ansatt.innhold.lister.skjema.server.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { workHref } from '#app/features/content/work-list.tsx';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.lister.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'staff');

const BASE = `${CONTENT_AREA_PATH}/lister`;
const LABELS: Record<string, string> = { title: 'Tittel', description: 'Beskrivelse', items: 'Verk' };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? `Endre liste – ${data.values.title}` : 'Ny liste') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'staff_list');
  const id = formItemId(params.listId);
  if (id === null) return { id, version: '', values: {} as Record<string, string>, authorName: actor.name, works: [] };
  try {
    return { id, ...(await getStaffListForEdit(context.services, actor, id)) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    { type: 'staff_list', itemId: params.listId, schema: staffListFormSchema, listPath: BASE },
    {
      create: (actor, data) => createStaffList(context.services, actor, data),
      update: (actor, id, data, version) => updateStaffList(context.services, actor, id, data, version),
    },
  );
}

export default function StaffListForm({ loaderData, actionData }: Route.ComponentProps) {
  const { id, version, authorName, works } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre liste' : 'Ny liste';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Lister' }]}>
      <p>
        Laget av {authorName}.{id ? ' ' : ''}
        {id && <Link to={`/lister/${id}`}>Se listen på nettsidene</Link>}
        {id && ' (bare når den er publisert)'}
      </p>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        version={version}
        submit={id ? 'Lagre endringer' : 'Opprett liste'}
        cancelTo={BASE}
      >
        <Field name="title" label={LABELS.title} values={values} errors={errors} required />
        <Field
          name="description"
          label={LABELS.description}
          values={values}
          errors={errors}
          multiline
          rows={3}
          hint="Vises under tittelen (høyst 2000 tegn)."
        />
        <Field
          name="items"
          label={LABELS.items}
          values={values}
          errors={errors}
          multiline
          rows={8}
          hint={`Ett verk per linje, i den rekkefølgen de skal vises: verknummeret eller adressen til verkets side (for eksempel /verk/de-usynlige_12). Høyst ${STAFF_LIST_MAX_ITEMS}.`}
        />
        <Checkbox name="published" label="Publisert (vises på nettsidene)" values={values} />
      </AdminForm>
      {works.length > 0 && (
        <section className="admin-section" aria-labelledby="list-works-heading">
          <h2 id="list-works-heading">Verkene i listen nå</h2>
          <ol className="admin-work-list">
            {works.map((work) => (
              <li key={work.id}>
                <Link to={workHref(work)}>{work.title}</Link>{' '}
                <span className="muted">
                  – {work.creators || 'ukjent opphav'}, nr. {work.id}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
