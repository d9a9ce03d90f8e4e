// /ansatt/innhold/skjermer/{layout} (issue #8): edit one screen layout's ordered slide list — type, duration, theme, events' date, list mode, videos; reorder, remove, add.
import { useTranslation } from 'react-i18next';
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
import { AdminTrail, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, ErrorSummary, Field, type Values } from '#app/features/forms/bound-fields.tsx';
import { CsrfField } from '#app/features/forms/csrf-field.tsx';
import {
  requireContentStaff,
  rethrowAsStatus,
  runFormAction,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { SCREEN_ADMIN_PATH, useSlideOptions } from '#app/features/screens/screen-admin.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.skjermer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
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
      title: requestTranslator(request)('staffContent:screenForm.metaTitle', { layout: params.layout }),
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
  const parsed = parseSlideForm(layout, values, requestTranslator(request));
  if (!parsed.ok) return { values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, request, values, async () => {
    await updateScreenLayout(context.services, actor, layout, parsed.slides);
    throw redirect(`${SCREEN_ADMIN_PATH}?ok=updated`);
  });
}

/** The slide fields that can have an error, named in the error summary with their slide. */
const ERROR_FIELDS = [
  'type',
  'duration',
  'theme',
  'eventDate',
  'presentationMode',
  'videoUrl',
  'sources',
  'every',
] as const;

function useErrorLabels(rows: number): Record<string, string> {
  const { t } = useTranslation('staffContent', { keyPrefix: 'screenForm' });
  const labels: Record<string, string> = {};
  for (let i = 0; i <= rows; i++) {
    const slide = i === rows ? t('newSlide') : t('slide', { number: i + 1 });
    for (const key of ERROR_FIELDS) labels[`${key}-${i}`] = t('errorLabel', { slide, field: t(`errorFields.${key}`) });
  }
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
  const { t } = useTranslation('staffContent', { keyPrefix: 'screenForm' });
  const options = useSlideOptions();
  const name = (field: string) => `${field}-${index}`;
  const legend = isNew ? t('newSlideOptional') : t('slide', { number: index + 1 });
  return (
    <fieldset className="admin-slide">
      <legend>{legend}</legend>
      <input type="hidden" name={name('slideKey')} value={values[name('slideKey')] ?? ''} />
      <div className="admin-slide__grid">
        <Field
          name={name('type')}
          label={t('type')}
          values={values}
          errors={errors}
          options={isNew ? [{ value: '', label: t('dontAdd') }, ...options.slideTypes] : options.slideTypes}
        />
        <Field
          name={name('position')}
          label={t('position')}
          type="number"
          values={values}
          errors={errors}
          hint={t('positionHint')}
        />
        <Field
          name={name('duration')}
          label={t('duration')}
          type="number"
          values={values}
          errors={errors}
          hint={t('durationHint')}
        />
        <Field name={name('theme')} label={t('theme')} values={values} errors={errors} options={options.themes} />
        <Field
          name={name('eventDate')}
          label={t('eventDate')}
          values={values}
          errors={errors}
          options={options.eventDates}
          hint={t('eventDateHint')}
        />
        <Field
          name={name('presentationMode')}
          label={t('presentationMode')}
          values={values}
          errors={errors}
          options={options.presentationModes}
          hint={t('presentationModeHint')}
        />
        <Field name={name('videoUrl')} label={t('videoUrl')} values={values} errors={errors} hint={t('videoUrlHint')} />
        <Field
          name={name('sources')}
          label={t('sources')}
          multiline
          rows={3}
          values={values}
          errors={errors}
          hint={t('sourcesHint')}
        />
        <Field
          name={name('every')}
          label={t('every')}
          type="number"
          values={values}
          errors={errors}
          hint={t('everyHint')}
        />
      </div>
      {!isNew && (
        <Checkbox name={name('remove')} label={t('remove', { number: index + 1 })} values={values} errors={errors} />
      )}
    </fieldset>
  );
}

export default function ScreenLayoutForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { layout } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const rows = Math.max(0, Number.parseInt(values.rows ?? '0', 10) || 0);
  const errorLabels = useErrorLabels(rows);
  const heading = t('screenForm.heading', { layout });
  return (
    <div className="page admin-page">
      <AdminTrail
        items={[
          { to: CONTENT_AREA_PATH, label: t('area') },
          { to: SCREEN_ADMIN_PATH, label: t('screens.title') },
        ]}
      />
      <h1 className="page-heading">{heading}</h1>
      <ErrorSummary errors={errors} labels={errorLabels} formError={actionData?.formError} />
      <p className="lead">{t('screenForm.lead')}</p>
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
            {t('screenForm.save')}
          </button>
          <Link to={SCREEN_ADMIN_PATH} className="button button--secondary">
            {t('form.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
