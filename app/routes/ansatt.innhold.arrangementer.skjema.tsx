// /ansatt/innhold/arrangementer/ny and /ansatt/innhold/arrangementer/{id} (issue #4, #18): the event form — Oslo date and time, types, audiences and tags from fixed lists, an uploaded picture, field errors, optimistic concurrency.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, splitList } from '#core/content-admin.ts';
import {
  choicesWithCurrent,
  EVENT_AUDIENCES,
  EVENT_TAGS,
  EVENT_TYPES,
  FREE_PRICE_TEXT,
} from '#core/event-vocabulary.ts';
import { imageUrl, MAX_UPLOAD_BYTES, MIN_UPLOAD_WIDTH } from '#core/image-url.ts';
import {
  createEvent,
  eventFormSchema,
  getEventForEdit,
  libraryChoices,
  updateEvent,
  isSafeImagePath,
} from './ansatt.innhold.arrangementer.skjema.server.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Choices, Field, fieldId, type Values } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  postedFile,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { FileField } from '#app/features/forms/fields.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

/** The fields with a label in the error summary; each label is eventForm.<name> in the catalogue. */
const LABELLED_FIELDS = [
  'title',
  'lead',
  'description',
  'libraryId',
  'location',
  'floor',
  'date',
  'startTime',
  'endDate',
  'endTime',
  'eventType',
  'targetAudience',
  'tags',
  'price',
  'registrationUrl',
  'image',
  'capacity',
  'registrationOpensDate',
  'registrationOpensTime',
  'registrationClosesDate',
  'registrationClosesTime',
] as const;

/** JPEG, PNG and WebP: what the picker offers; the server judges the file by its content (image-uploads.ts). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The form's words: eventForm.* of the staffContent namespace. */
function useEventFormText() {
  return useTranslation('staffContent', { keyPrefix: 'eventForm' }).t;
}

/** The select's and checkboxes' options: the fixed list, then values the saved event has from before the lists. */
function vocabularyOptions(fixed: readonly string[], current: readonly string[], outside: (value: string) => string) {
  return choicesWithCurrent(fixed, current).map((value) => ({
    value,
    text: fixed.includes(value) ? value : outside(value),
  }));
}

export const handle = { translated: true, i18n: ['staffContent', 'vocabulary'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = formItemId(params.eventId);
  const libraries = await libraryChoices(context.services);
  const t = requestTranslator(request);
  if (id === null) {
    const title = t('staffContent:events.new');
    return { id: null, version: '', values: {} as Record<string, string>, libraries, image: null, title };
  }
  try {
    const event = await getEventForEdit(context.services, actor, id);
    const current = event.values.imageUrl;
    // Pictures from before uploads may be full addresses; only pipeline paths get a preview.
    const image = current ? { path: current, preview: isSafeImagePath(current) ? imageUrl(current, 480) : null } : null;
    const title = t('staffContent:eventForm.editTitle', { title: event.values.title });
    return { id, version: event.version, values: event.values, libraries, image, title };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    {
      type: 'event',
      itemId: params.eventId,
      schema: eventFormSchema,
      listPath: BASE,
      anchor: (id) => `arrangement-${id}`,
    },
    {
      create: async (actor, data, posted) =>
        createEvent(context.services, actor, data, { file: await postedFile(posted, 'image') }),
      update: async (actor, id, data, version, posted) =>
        updateEvent(context.services, actor, id, data, version, { file: await postedFile(posted, 'image') }),
    },
  );
}

export default function EventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t: common } = useTranslation('staffContent');
  const t = useEventFormText();
  const { id, version, libraries, image } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  // The saved event's own values stay choosable even when they are not in the lists.
  const saved = loaderData.values;
  const outside = (value: string) => t('outsideList', { value });
  const eventTypeText = useEventTypeText();
  const labels: Record<string, string> = Object.fromEntries(LABELLED_FIELDS.map((name) => [name, t(name)]));
  const heading = id ? t('edit') : common('events.new');
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: common('types.event.plural') }]}>
      {id && (
        <p>
          <Link to={`/hva-skjer/${id}`}>{t('seeOnSite')}</Link> {t('whenPublished')}
        </p>
      )}
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        version={version}
        submit={id ? common('form.saveChanges') : t('create')}
        cancelTo={BASE}
        encType="multipart/form-data"
      >
        <Field name="title" label={labels.title} values={values} errors={errors} required />
        <Field
          name="lead"
          label={labels.lead}
          values={values}
          errors={errors}
          multiline
          rows={2}
          hint={t('leadHint')}
        />
        <Field name="description" label={labels.description} values={values} errors={errors} multiline rows={8} />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('timeLegend')}</legend>
          <div className="admin-row">
            <Field name="date" label={labels.date} type="date" values={values} errors={errors} required />
            <Field name="startTime" label={labels.startTime} type="time" values={values} errors={errors} required />
          </div>
          <div className="admin-row">
            <Field
              name="endDate"
              label={labels.endDate}
              type="date"
              values={values}
              errors={errors}
              hint={t('endDateHint')}
            />
            <Field name="endTime" label={labels.endTime} type="time" values={values} errors={errors} required />
          </div>
        </fieldset>
        <Field
          name="libraryId"
          label={labels.libraryId}
          values={values}
          errors={errors}
          options={[
            { value: '', label: t('noLibrary') },
            ...libraries.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
        />
        <Field name="location" label={labels.location} values={values} errors={errors} hint={t('locationHint')} />
        <Field name="floor" label={labels.floor} type="number" values={values} errors={errors} hint={t('floorHint')} />
        <Field
          name="eventType"
          label={labels.eventType}
          values={values}
          errors={errors}
          required
          options={[
            { value: '', label: t('chooseType') },
            // The fixed list's types in the page's language; the value stays the stored code.
            ...vocabularyOptions(EVENT_TYPES, saved.eventType ? [saved.eventType] : [], outside).map((o) => ({
              value: o.value,
              label: o.text === o.value ? eventTypeText(o.value) : o.text,
            })),
          ]}
        />
        <Choices
          name="targetAudience"
          legend={labels.targetAudience}
          type="checkbox"
          options={vocabularyOptions(EVENT_AUDIENCES, splitList(saved.targetAudience ?? ''), outside)}
          values={values}
          errors={errors}
        />
        <Choices
          name="tags"
          legend={labels.tags}
          type="checkbox"
          options={vocabularyOptions(EVENT_TAGS, splitList(saved.tags ?? ''), outside)}
          values={values}
          errors={errors}
        />
        <Field
          name="price"
          label={labels.price}
          values={values}
          errors={errors}
          hint={t('priceHint', { free: FREE_PRICE_TEXT })}
        />
        <RegistrationFields id={id} values={values} errors={errors} />
        <Field
          name="registrationUrl"
          label={labels.registrationUrl}
          values={values}
          errors={errors}
          type="url"
          hint={t('registrationUrlHint')}
        />
        <EventImageFields image={image} values={values} errors={errors} />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('visibility')}</legend>
          <Checkbox name="dontShowOnWeb" label={t('dontShowOnWeb')} values={values} />
          <Checkbox name="privateEvent" label={t('privateEvent')} values={values} />
          <Checkbox name="highlight" label={t('highlight')} values={values} />
        </fieldset>
      </AdminForm>
    </AdminPage>
  );
}

/** Sign-up through the portal (issue #21, docs/decisions/026): required or not, seats, waitlist, window, visitors without a card. */
function RegistrationFields({
  id,
  values,
  errors,
}: {
  id: number | null;
  values: Values;
  errors: Record<string, string>;
}) {
  const t = useEventFormText();
  return (
    <fieldset className="form-fieldset admin-fieldset">
      <legend>{t('registration')}</legend>
      {values.cancelled === 'on' && <p className="form-error">{t('isCancelled')}</p>}
      <Checkbox
        name="registrationRequired"
        label={t('registrationRequired')}
        hint={t('registrationRequiredHint')}
        values={values}
      />
      <Field
        name="capacity"
        label={t('capacity')}
        type="number"
        values={values}
        errors={errors}
        hint={t('capacityHint')}
      />
      <Checkbox name="waitlistEnabled" label={t('waitlist')} hint={t('waitlistHint')} values={values} />
      <Checkbox name="visitorsMayRegister" label={t('visitors')} hint={t('visitorsHint')} values={values} />
      <div className="admin-row">
        <Field
          name="registrationOpensDate"
          label={t('registrationOpensDate')}
          type="date"
          values={values}
          errors={errors}
          hint={t('opensHint')}
        />
        <Field
          name="registrationOpensTime"
          label={t('registrationOpensTime')}
          type="time"
          values={values}
          errors={errors}
        />
      </div>
      <div className="admin-row">
        <Field
          name="registrationClosesDate"
          label={t('registrationClosesDate')}
          type="date"
          values={values}
          errors={errors}
          hint={t('closesHint')}
        />
        <Field
          name="registrationClosesTime"
          label={t('registrationClosesTime')}
          type="time"
          values={values}
          errors={errors}
        />
      </div>
      {id && (
        <p>
          <Link to={`${BASE}/${id}/pameldte`}>{t('seeAttendees')}</Link>
        </p>
      )}
    </fieldset>
  );
}

/**
 * The picture: a preview of the current one with a way to remove it, and a file field for a new
 * one. A browser never fills a file field again, so after other errors it asks for the file anew.
 */
function EventImageFields({
  image,
  values,
  errors,
}: {
  image: { path: string; preview: string | null } | null;
  values: Values;
  errors: Record<string, string>;
}) {
  const t = useEventFormText();
  const chooseAgain = Object.keys(errors).length > 0 && !errors.image;
  const imageHint = t('imageHint', { megabytes: MEGABYTES, width: MIN_UPLOAD_WIDTH });
  // With JavaScript a file over the limit is caught before it is sent: above the server's body limit
  // the answer would be a bare 413 page instead of this form. It is taken out of the field.
  const [tooLarge, setTooLarge] = useState(false);
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const over = file !== undefined && file.size > MAX_UPLOAD_BYTES;
    if (over) event.currentTarget.value = '';
    setTooLarge(over);
  };
  return (
    <fieldset className="form-fieldset admin-fieldset event-image-fields">
      <legend>{t('image')}</legend>
      {!image && <p>{t('noImage')}</p>}
      {image?.preview && <img src={image.preview} alt={t('currentImageAlt')} width={480} height={270} />}
      {image && !image.preview && <p>{t('currentImage', { path: image.path })}</p>}
      <FileField
        id={fieldId('image')}
        name="image"
        label={image ? t('newImage') : t('image')}
        accept={IMAGE_TYPES}
        hint={chooseAgain ? `${imageHint} ${t('chooseAgain')}` : imageHint}
        error={tooLarge ? t('imageTooLarge', { megabytes: MEGABYTES }) : errors.image}
        onChange={checkSize}
      />
      {image && <Checkbox name="removeImage" label={t('removeImage')} hint={t('removeImageHint')} values={values} />}
    </fieldset>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
