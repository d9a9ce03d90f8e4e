// /ansatt/innhold/apningstider/ny and /ansatt/innhold/apningstider/{libraryId}-{date} (issue #4): one library's opening-hours exception for one day.
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
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Choices, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import {
  requireContentStaff,
  rethrowAsStatus,
  runFormAction,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.apningstider.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/apningstider`;
const LABELS: Record<string, string> = {
  libraryId: 'Bibliotek',
  date: 'Dato',
  isOpen: 'Åpent eller stengt',
  openFrom: 'Åpner',
  openTo: 'Stenger',
  mannedFrom: 'Betjent fra',
  mannedTo: 'Betjent til',
  reason: 'Grunn',
};

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.key ? 'Endre avvik i åpningstid' : 'Nytt avvik i åpningstid') },
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
  if (key === null)
    return { key: null, libraryName: '', values: { isOpen: 'closed' } as Record<string, string>, libraries };
  try {
    const { libraryName, ...values } = await getOpeningHoursExceptionForEdit(
      context.services,
      actor,
      key.libraryId,
      key.date,
    );
    return { key, libraryName, values: values as Record<string, string>, libraries };
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
  const parsed = parseForm(openingHoursExceptionSchema, form);
  if (!parsed.ok) return { values: parsed.values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, parsed.values, async () => {
    if (key === null) await createOpeningHoursException(context.services, actor, parsed.data);
    else await updateOpeningHoursException(context.services, actor, key, parsed.data);
    throw redirect(`${BASE}?ok=${key === null ? 'created' : 'updated'}`);
  });
}

export default function OpeningHoursExceptionForm({ loaderData, actionData }: Route.ComponentProps) {
  const { key, libraryName, libraries } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = key ? `Endre avvik: ${libraryName} ${formatDate(key.date)}` : 'Nytt avvik i åpningstid';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Avvik i åpningstider' }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        submit={key ? 'Lagre endringer' : 'Opprett avvik'}
        cancelTo={BASE}
      >
        {!key && (
          <>
            <Field
              name="libraryId"
              label={LABELS.libraryId}
              values={values}
              errors={errors}
              required
              options={[
                { value: '', label: 'Velg bibliotek' },
                ...libraries.map((l) => ({ value: String(l.id), label: l.name })),
              ]}
            />
            <Field name="date" label={LABELS.date} type="date" values={values} errors={errors} required />
          </>
        )}
        <Field
          name="reason"
          label={LABELS.reason}
          values={values}
          errors={errors}
          required
          hint="Vises ved åpningstidene, for eksempel Julaften eller Strømbrudd."
        />
        <Choices
          name="isOpen"
          legend={LABELS.isOpen}
          type="radio"
          options={[
            { value: 'closed', text: 'Stengt hele dagen' },
            { value: 'open', text: 'Åpent med andre tider' },
          ]}
          values={{ isOpen: values.isOpen === 'open' ? 'open' : 'closed' }}
          errors={errors}
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Tider når biblioteket er åpent (norsk tid)</legend>
          <div className="admin-row">
            <Field name="openFrom" label={LABELS.openFrom} type="time" values={values} errors={errors} />
            <Field name="openTo" label={LABELS.openTo} type="time" values={values} errors={errors} />
          </div>
          <div className="admin-row">
            <Field
              name="mannedFrom"
              label={LABELS.mannedFrom}
              type="time"
              values={values}
              errors={errors}
              hint="Tomt hvis det ikke er betjent."
            />
            <Field name="mannedTo" label={LABELS.mannedTo} type="time" values={values} errors={errors} />
          </div>
        </fieldset>
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
