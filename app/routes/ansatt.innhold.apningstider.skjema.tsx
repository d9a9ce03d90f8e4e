// /ansatt/innhold/apningstider/ny and /ansatt/innhold/apningstider/{libraryId}-{date} (issue #4): one library's opening-hours exception for one day.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { CONTENT_AREA_PATH, parseExceptionKey } from '#core/content-admin.ts';
import { formatDate } from '#core/dates.ts';
import {
  libraryChoices,
  parseForm,
  createOpeningHoursException,
  getOpeningHoursExceptionForEdit,
  openingHoursExceptionSchema,
  updateOpeningHoursException,
} from './ansatt.innhold.apningstider.skjema.server.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Choices, Field } from '#app/features/forms/bound-fields.tsx';
import {
  requireContentStaff,
  rethrowAsStatus,
  runFormAction,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.apningstider.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/apningstider`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

function keyParam(params: { exceptionKey?: string }) {
  if (params.exceptionKey === undefined) return null;
  return parseExceptionKey(params.exceptionKey) ?? notFound();
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'opening_hours_exception');
  const key = keyParam(params);
  const libraries = await libraryChoices(context.services);
  const t = requestTranslator(request);
  const title = t(key === null ? 'staffContent:hoursForm.newTitle' : 'staffContent:hoursForm.editTitle');
  if (key === null)
    return { key: null, libraryName: '', values: { isOpen: 'closed' } as Record<string, string>, libraries, title };
  try {
    const { libraryName, ...values } = await getOpeningHoursExceptionForEdit(
      context.services,
      actor,
      key.libraryId,
      key.date,
    );
    return { key, libraryName, values: values as Record<string, string>, libraries, title };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  const actor = await requireContentStaff(context, request, 'opening_hours_exception');
  const key = keyParam(params);
  const form = await request.formData();
  // The key of an existing exception comes from the address, not from the form.
  if (key) {
    form.set('libraryId', String(key.libraryId));
    form.set('date', key.date);
  }
  const parsed = parseForm(openingHoursExceptionSchema, form, requestTranslator(request));
  if (!parsed.ok) return { values: parsed.values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, request, parsed.values, async () => {
    if (key === null) await createOpeningHoursException(context.services, actor, parsed.data);
    else await updateOpeningHoursException(context.services, actor, key, parsed.data);
    throw redirect(`${BASE}?ok=${key === null ? 'created' : 'updated'}`);
  });
}

export default function OpeningHoursExceptionForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const { key, libraryName, libraries } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = key
    ? t('hoursForm.editHeading', { library: libraryName, date: formatDate(key.date, language) })
    : t('hoursForm.newTitle');
  const labels: Record<string, string> = {
    libraryId: t('column.library'),
    date: t('hours.date'),
    isOpen: t('hoursForm.isOpen'),
    openFrom: t('hoursForm.openFrom'),
    openTo: t('hoursForm.openTo'),
    mannedFrom: t('hoursForm.mannedFrom'),
    mannedTo: t('hoursForm.mannedTo'),
    reason: t('hours.reason'),
  };
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.opening_hours_exception.plural') }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        submit={key ? t('form.saveChanges') : t('hoursForm.create')}
        cancelTo={BASE}
      >
        {!key && (
          <>
            <Field
              name="libraryId"
              label={labels.libraryId}
              values={values}
              errors={errors}
              required
              options={[
                { value: '', label: t('hoursForm.chooseLibrary') },
                ...libraries.map((l) => ({ value: String(l.id), label: l.name })),
              ]}
            />
            <Field name="date" label={labels.date} type="date" values={values} errors={errors} required />
          </>
        )}
        <Field
          name="reason"
          label={labels.reason}
          values={values}
          errors={errors}
          required
          hint={t('hoursForm.reasonHint')}
        />
        <Choices
          name="isOpen"
          legend={labels.isOpen}
          type="radio"
          options={[
            { value: 'closed', text: t('hoursForm.closedAllDay') },
            { value: 'open', text: t('hoursForm.openOtherHours') },
          ]}
          values={{ isOpen: values.isOpen === 'open' ? 'open' : 'closed' }}
          errors={errors}
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('hoursForm.times')}</legend>
          <div className="admin-row">
            <Field name="openFrom" label={labels.openFrom} type="time" values={values} errors={errors} />
            <Field name="openTo" label={labels.openTo} type="time" values={values} errors={errors} />
          </div>
          <div className="admin-row">
            <Field
              name="mannedFrom"
              label={labels.mannedFrom}
              type="time"
              values={values}
              errors={errors}
              hint={t('hoursForm.unmannedHint')}
            />
            <Field name="mannedTo" label={labels.mannedTo} type="time" values={values} errors={errors} />
          </div>
        </fieldset>
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
