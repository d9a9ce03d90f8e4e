// /ansatt/innhold/skjermer/{layout} (issue #8): edit one screen layout's ordered slide list — type, duration, theme, events' date, list mode, videos; reorder, remove, add.
import { data, Form, Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { isScreenLayout } from '#core/screens.ts';
import {
  canManageScreens,
  getScreenLayoutForEdit,
  parseSlideForm,
  slidesToFormValues,
  updateScreenLayout,
  formValues,
} from './ansatt.innhold.skjermer.skjema.server.ts';
import {
  AdminTrail,
  Checkbox,
  CsrfField,
  ErrorSummary,
  Field,
  StaffErrorBoundary,
  type Values,
} from '#app/features/content-admin/form-fields.tsx';
import {
  requireContentStaff,
  rethrowAsStatus,
  runFormAction,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import {
  EVENT_DATE_OPTIONS,
  PRESENTATION_MODE_OPTIONS,
  SCREEN_ADMIN_PATH,
  SLIDE_TYPE_OPTIONS,
  THEME_OPTIONS,
} from '#app/features/screens/screen-admin-texts.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.skjermer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const meta = ({ params }: Route.MetaArgs) => [
  { title: pageTitle(`Skjermoppsett ${params.layout}`) },
  { name: 'robots', content: 'noindex' },
];

async function requireScreenAdmin(context: Route.LoaderArgs['context'], request: Request) {
  const actor = await requireContentStaff(context, request);
  if (!canManageScreens(actor.roles)) throw data({ forbidden: true }, { status: 403 });
  return actor;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireScreenAdmin(context, request);
  if (!isScreenLayout(params.layout)) notFound();
  try {
    return {
      layout: params.layout,
      values: slidesToFormValues(await getScreenLayoutForEdit(context.services, actor, params.layout)),
    };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  const actor = await requireScreenAdmin(context, request);
  const layout = params.layout;
  if (!isScreenLayout(layout)) notFound();
  const values = formValues(await request.formData());
  const parsed = parseSlideForm(layout, values);
  if (!parsed.ok) return { values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, values, async () => {
    await updateScreenLayout(context.services, actor, layout, parsed.slides);
    throw redirect(`${SCREEN_ADMIN_PATH}?ok=updated`);
  });
}

const FIELD_LABELS: Record<string, string> = {
  type: 'type',
  duration: 'varighet',
  theme: 'tema',
  eventDate: 'arrangementer',
  presentationMode: 'visning',
  videoUrl: 'video',
  sources: 'videoer',
  every: 'hver n-te runde',
};

function errorLabels(rows: number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let i = 0; i <= rows; i++)
    for (const [key, text] of Object.entries(FIELD_LABELS))
      labels[`${key}-${i}`] = `${i === rows ? 'Nytt lysbilde' : `Lysbilde ${i + 1}`}, ${text}`;
  return labels;
}

function SlideFields({
  index,
  isNew,
  values,
  errors,
}: {
  index: number;
  isNew: boolean;
  values: Values;
  errors: Record<string, string>;
}) {
  const name = (field: string) => `${field}-${index}`;
  const legend = isNew ? 'Nytt lysbilde (valgfritt)' : `Lysbilde ${index + 1}`;
  return (
    <fieldset className="admin-slide">
      <legend>{legend}</legend>
      <input type="hidden" name={name('slideKey')} value={values[name('slideKey')] ?? ''} />
      <div className="admin-slide__grid">
        <Field
          name={name('type')}
          label="Type"
          values={values}
          errors={errors}
          options={isNew ? [{ value: '', label: 'Ikke legg til' }, ...SLIDE_TYPE_OPTIONS] : SLIDE_TYPE_OPTIONS}
        />
        <Field
          name={name('position')}
          label="Plass i rekkefølgen"
          type="number"
          values={values}
          errors={errors}
          hint="1 er først."
        />
        <Field
          name={name('duration')}
          label="Varighet (sekunder)"
          type="number"
          values={values}
          errors={errors}
          hint="Tomt: standard for typen (5–30 s)."
        />
        <Field name={name('theme')} label="Tema" values={values} errors={errors} options={THEME_OPTIONS} />
        <Field
          name={name('eventDate')}
          label="Arrangementer"
          values={values}
          errors={errors}
          options={EVENT_DATE_OPTIONS}
          hint="For arrangement og arrangementsliste."
        />
        <Field
          name={name('presentationMode')}
          label="Visning"
          values={values}
          errors={errors}
          options={PRESENTATION_MODE_OPTIONS}
          hint="For arrangementsliste."
        />
        <Field
          name={name('videoUrl')}
          label="Video"
          values={values}
          errors={errors}
          hint="For video: /media/… eller https://…"
        />
        <Field
          name={name('sources')}
          label="Videoer å velge blant"
          multiline
          rows={3}
          values={values}
          errors={errors}
          hint="For tilfeldig video: én per linje, adresse og sekunder."
        />
        <Field
          name={name('every')}
          label="Vises hver n-te runde"
          type="number"
          values={values}
          errors={errors}
          hint="For tilfeldig video; standard 4."
        />
      </div>
      {!isNew && (
        <Checkbox name={name('remove')} label={`Fjern lysbilde ${index + 1}`} values={values} errors={errors} />
      )}
    </fieldset>
  );
}

export default function ScreenLayoutForm({ loaderData, actionData }: Route.ComponentProps) {
  const { layout } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const rows = Math.max(0, Number.parseInt(values.rows ?? '0', 10) || 0);
  const heading = `Skjermoppsett: ${layout}`;
  return (
    <div className="page admin-page">
      <AdminTrail
        items={[
          { to: CONTENT_AREA_PATH, label: 'Innhold' },
          { to: SCREEN_ADMIN_PATH, label: 'Skjermer' },
        ]}
      />
      <h1 className="page-heading">{heading}</h1>
      <ErrorSummary errors={errors} labels={errorLabels(rows)} formError={actionData?.formError} />
      <p className="lead">
        Lysbildene vises i rekkefølge. Et lysbilde uten innhold (for eksempel ingen arrangementer i dag) hoppes over.
        Tilfeldig video vises hver fjerde runde, og det kan bare være én per oppsett.
      </p>
      <Form method="post" noValidate className="admin-form" aria-label={heading}>
        <CsrfField />
        <input type="hidden" name="rows" value={rows} />
        {Array.from({ length: rows + 1 }, (_, index) => (
          <SlideFields
            key={`${index}-${values[`slideKey-${index}`] ?? ''}`}
            index={index}
            isNew={index === rows}
            values={values}
            errors={errors}
          />
        ))}
        <div className="admin-form__buttons">
          <button type="submit" className="button button--primary">
            Lagre oppsettet
          </button>
          <Link to={SCREEN_ADMIN_PATH} className="button button--secondary">
            Avbryt
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
