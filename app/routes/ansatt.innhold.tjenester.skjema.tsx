// /ansatt/innhold/tjenester/ny and /ansatt/innhold/tjenester/{id} (issue #4): the library service form — text, service form, audiences, libraries, picture, highlighted and published.
import { useTranslation } from 'react-i18next';
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
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Choices, Field } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.tjenester.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/tjenester`;
/** The fields with a label in the error summary (serviceForm.<name> in the catalogue, the title's is column.title). */
const LABELLED_FIELDS = ['lead', 'description', 'serviceForm', 'targetAudience', 'libraryIds', 'imageUrl'] as const;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'service');
  const id = formItemId(params.serviceId);
  const libraries = await libraryChoices(context.services);
  const t = requestTranslator(request);
  if (id === null) {
    const title = t('staffContent:services.new');
    return { id, version: '', values: { published: 'on' } as Record<string, string>, libraries, title };
  }
  try {
    const service = await getServiceForEdit(context.services, actor, id);
    return {
      id,
      ...service,
      libraries,
      title: t('staffContent:serviceForm.editTitle', { title: service.values.title }),
    };
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
  const { t } = useTranslation('staffContent');
  const { id, version, libraries } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? t('serviceForm.edit') : t('services.new');
  const labels: Record<string, string> = {
    title: t('column.title'),
    ...Object.fromEntries(LABELLED_FIELDS.map((name) => [name, t(`serviceForm.${name}`)])),
  };
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.service.plural') }]}>
      {id && (
        <p>
          <Link to={`/vi-tilbyr/${id}`}>{t('serviceForm.seeOnSite')}</Link> {t('serviceForm.whenPublished')}
        </p>
      )}
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        version={version}
        submit={id ? t('form.saveChanges') : t('serviceForm.create')}
        cancelTo={BASE}
      >
        <Field name="title" label={labels.title} values={values} errors={errors} required />
        <Field
          name="lead"
          label={labels.lead}
          values={values}
          errors={errors}
          multiline
          rows={2}
          hint={t('serviceForm.leadHint')}
        />
        <Field name="description" label={labels.description} values={values} errors={errors} multiline rows={8} />
        <Field
          name="serviceForm"
          label={labels.serviceForm}
          values={values}
          errors={errors}
          required
          options={[
            { value: '', label: t('serviceForm.chooseForm') },
            ...SERVICE_FORMS.map((form) => ({ value: form, label: form })),
          ]}
        />
        <Choices
          name="targetAudience"
          legend={labels.targetAudience}
          type="checkbox"
          options={TARGET_AUDIENCES.map((a) => ({ value: a, text: a }))}
          values={values}
          errors={errors}
        />
        <Choices
          name="libraryIds"
          legend={t('serviceForm.libraries')}
          type="checkbox"
          options={libraries.map((l) => ({ value: String(l.id), text: l.name }))}
          values={values}
          errors={errors}
          hint={t('serviceForm.librariesHint')}
        />
        <Field
          name="imageUrl"
          label={labels.imageUrl}
          values={values}
          errors={errors}
          hint={t('serviceForm.imageUrlHint')}
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('serviceForm.visibility')}</legend>
          <Checkbox name="published" label={t('serviceForm.published')} values={values} />
          <Checkbox name="highlighted" label={t('serviceForm.highlighted')} values={values} />
        </fieldset>
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
