// /ansatt/innhold/tjenester/ny and /ansatt/innhold/tjenester/{id} (issue #4): the library service form — text, service form, audiences, libraries, picture, highlighted and published.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { TARGET_AUDIENCES } from '#core/library-service-filters.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import {
  libraryChoices,
  createService,
  getServiceForEdit,
  libraryServiceFormSchema,
  updateService,
} from './ansatt.innhold.tjenester.skjema.server.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Choices, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.tjenester.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/tjenester`;
const LABELS: Record<string, string> = {
  title: 'Tittel',
  lead: 'Ingress',
  description: 'Tekst',
  serviceForm: 'Tjenesteform',
  targetAudience: 'Målgruppe',
  libraryIds: 'Bibliotek',
  imageUrl: 'Bilde',
};

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? `Endre tjeneste – ${data.values.title}` : 'Ny tjeneste') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'service');
  const id = formItemId(params.serviceId);
  const libraries = await libraryChoices(context.services);
  if (id === null) return { id, version: '', values: { published: 'on' } as Record<string, string>, libraries };
  try {
    return { id, ...(await getServiceForEdit(context.services, actor, id)), libraries };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    { type: 'service', itemId: params.serviceId, schema: libraryServiceFormSchema, listPath: BASE },
    {
      create: (actor, data) => createService(context.services, actor, data),
      update: (actor, id, data, version) => updateService(context.services, actor, id, data, version),
    },
  );
}

export default function ServiceForm({ loaderData, actionData }: Route.ComponentProps) {
  const { id, version, libraries } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre tjeneste' : 'Ny tjeneste';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Tjenester' }]}>
      {id && (
        <p>
          <Link to={`/vi-tilbyr/${id}`}>Se tjenesten på nettsidene</Link> (bare når den er publisert)
        </p>
      )}
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        version={version}
        submit={id ? 'Lagre endringer' : 'Opprett tjeneste'}
        cancelTo={BASE}
      >
        <Field name="title" label={LABELS.title} values={values} errors={errors} required />
        <Field
          name="lead"
          label={LABELS.lead}
          values={values}
          errors={errors}
          multiline
          rows={2}
          hint="Kort tekst som vises i lister (høyst 500 tegn)."
        />
        <Field name="description" label={LABELS.description} values={values} errors={errors} multiline rows={8} />
        <Field
          name="serviceForm"
          label={LABELS.serviceForm}
          values={values}
          errors={errors}
          required
          options={[
            { value: '', label: 'Velg tjenesteform' },
            ...SERVICE_FORMS.map((form) => ({ value: form, label: form })),
          ]}
        />
        <Choices
          name="targetAudience"
          legend={LABELS.targetAudience}
          type="checkbox"
          options={TARGET_AUDIENCES.map((a) => ({ value: a, text: a }))}
          values={values}
          errors={errors}
        />
        <Choices
          name="libraryIds"
          legend="Bibliotek som tilbyr tjenesten"
          type="checkbox"
          options={libraries.map((l) => ({ value: String(l.id), text: l.name }))}
          values={values}
          errors={errors}
          hint="Ingen valgt betyr at tjenesten ikke er knyttet til et bestemt bibliotek."
        />
        <Field
          name="imageUrl"
          label={LABELS.imageUrl}
          values={values}
          errors={errors}
          hint="Valgfritt. Sti til bildet, for eksempel /images/services/1.jpg."
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Synlighet</legend>
          <Checkbox name="published" label="Publisert (vises på Vi tilbyr)" values={values} />
          <Checkbox name="highlighted" label="Fremhev på forsiden og øverst på Vi tilbyr" values={values} />
        </fieldset>
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
