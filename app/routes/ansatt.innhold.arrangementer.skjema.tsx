// /ansatt/innhold/arrangementer/ny and /ansatt/innhold/arrangementer/{id} (issue #4, #18): the event form — Oslo date and time, types, audiences and tags from fixed lists, an uploaded picture, field errors, optimistic concurrency.
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, splitList } from '#core/content-admin.ts';
import {
  choicesWithCurrent,
  EVENT_AUDIENCES,
  EVENT_TAGS,
  EVENT_TYPES,
  FREE_PRICE_TEXT,
} from '#core/event-vocabulary.ts';
import { imageUrl, MAX_UPLOAD_BYTES, MIN_UPLOAD_WIDTH, UPLOAD_TOO_LARGE_MESSAGE } from '#core/image-url.ts';
import {
  createEvent,
  eventFormSchema,
  getEventForEdit,
  libraryChoices,
  updateEvent,
  isSafeImagePath,
} from './ansatt.innhold.arrangementer.skjema.server.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import {
  Checkbox,
  Choices,
  Field,
  fieldId,
  StaffErrorBoundary,
  type Values,
} from '#app/features/content-admin/form-fields.tsx';
import {
  formItemId,
  postedFile,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { FileField } from '#app/features/forms/fields.tsx';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

const LABELS: Record<string, string> = {
  title: 'Tittel',
  lead: 'Ingress',
  description: 'Beskrivelse',
  libraryId: 'Bibliotek',
  location: 'Sted',
  floor: 'Etasje',
  date: 'Dato',
  startTime: 'Starttid',
  endDate: 'Sluttdato',
  endTime: 'Sluttid',
  eventType: 'Type arrangement',
  targetAudience: 'Målgruppe',
  tags: 'Stikkord',
  price: 'Pris',
  registrationUrl: 'Påmeldingslenke',
  image: 'Bilde',
  capacity: 'Antall plasser',
  registrationOpensDate: 'Påmeldingen åpner (dato)',
  registrationOpensTime: 'Påmeldingen åpner (klokkeslett)',
  registrationClosesDate: 'Påmeldingen stenger (dato)',
  registrationClosesTime: 'Påmeldingen stenger (klokkeslett)',
};

/** JPEG, PNG and WebP: what the picker offers; the server judges the file by its content (image-uploads.ts). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const IMAGE_HINT = `JPEG, PNG eller WebP, høyst ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB og minst ${MIN_UPLOAD_WIDTH} piksler bredt. Bildet skaleres til nettsidene og infoskjermene av seg selv.`;

/** The select's and checkboxes' options: the fixed list, then values the saved event has from before the lists. */
function vocabularyOptions(fixed: readonly string[], current: readonly string[]) {
  return choicesWithCurrent(fixed, current).map((value) => ({
    value,
    text: fixed.includes(value) ? value : `${value} (utenfor listen)`,
  }));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? `Endre arrangement – ${data.values.title}` : 'Nytt arrangement') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = formItemId(params.eventId);
  const libraries = await libraryChoices(context.services);
  if (id === null) return { id: null, version: '', values: {} as Record<string, string>, libraries, image: null };
  try {
    const event = await getEventForEdit(context.services, actor, id);
    const current = event.values.imageUrl;
    // Pictures from before uploads may be full addresses; only pipeline paths get a preview.
    const image = current ? { path: current, preview: isSafeImagePath(current) ? imageUrl(current, 480) : null } : null;
    return { id, version: event.version, values: event.values, libraries, image };
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
  const { id, version, libraries, image } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  // The saved event's own values stay choosable even when they are not in the lists.
  const saved = loaderData.values;
  const heading = id ? 'Endre arrangement' : 'Nytt arrangement';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Arrangementer' }]}>
      {id && (
        <p>
          <Link to={`/hva-skjer/${id}`}>Se arrangementet på nettsidene</Link> (bare når det er publisert)
        </p>
      )}
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        version={version}
        submit={id ? 'Lagre endringer' : 'Opprett arrangement'}
        cancelTo={BASE}
        encType="multipart/form-data"
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
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Tid (norsk tid)</legend>
          <div className="admin-row">
            <Field name="date" label={LABELS.date} type="date" values={values} errors={errors} required />
            <Field name="startTime" label={LABELS.startTime} type="time" values={values} errors={errors} required />
          </div>
          <div className="admin-row">
            <Field
              name="endDate"
              label={LABELS.endDate}
              type="date"
              values={values}
              errors={errors}
              hint="Tomt betyr samme dag."
            />
            <Field name="endTime" label={LABELS.endTime} type="time" values={values} errors={errors} required />
          </div>
        </fieldset>
        <Field
          name="libraryId"
          label={LABELS.libraryId}
          values={values}
          errors={errors}
          options={[
            { value: '', label: 'Ikke på et bibliotek' },
            ...libraries.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
        />
        <Field
          name="location"
          label={LABELS.location}
          values={values}
          errors={errors}
          hint="For eksempel rommets navn."
        />
        <Field
          name="floor"
          label={LABELS.floor}
          type="number"
          values={values}
          errors={errors}
          hint="0 er gateplan. Infoskjermene i en etasje viser etasjens arrangementer; tomt betyr at de vises i alle etasjer."
        />
        <Field
          name="eventType"
          label={LABELS.eventType}
          values={values}
          errors={errors}
          required
          options={[
            { value: '', label: 'Velg type' },
            ...vocabularyOptions(EVENT_TYPES, saved.eventType ? [saved.eventType] : []).map((o) => ({
              value: o.value,
              label: o.text,
            })),
          ]}
        />
        <Choices
          name="targetAudience"
          legend={LABELS.targetAudience}
          type="checkbox"
          options={vocabularyOptions(EVENT_AUDIENCES, splitList(saved.targetAudience ?? ''))}
          values={values}
          errors={errors}
        />
        <Choices
          name="tags"
          legend={LABELS.tags}
          type="checkbox"
          options={vocabularyOptions(EVENT_TAGS, splitList(saved.tags ?? ''))}
          values={values}
          errors={errors}
        />
        <Field
          name="price"
          label={LABELS.price}
          values={values}
          errors={errors}
          hint={`Tomt betyr gratis: nettsidene viser «${FREE_PRICE_TEXT}».`}
        />
        <RegistrationFields id={id} values={values} errors={errors} />
        <Field
          name="registrationUrl"
          label={LABELS.registrationUrl}
          values={values}
          errors={errors}
          type="url"
          hint="Bare for påmelding et annet sted. Med påmelding her på nettsidene (over) vises ikke lenken."
        />
        <EventImageFields image={image} values={values} errors={errors} />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Synlighet</legend>
          <Checkbox name="dontShowOnWeb" label="Skjul på nettsidene (ikke publisert)" values={values} />
          <Checkbox name="privateEvent" label="Privat arrangement (vises ikke for publikum)" values={values} />
          <Checkbox name="highlight" label="Fremhev på forsiden og øverst på Hva skjer" values={values} />
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
  return (
    <fieldset className="form-fieldset admin-fieldset">
      <legend>Påmelding her på nettsidene</legend>
      {values.cancelled === 'on' && <p className="form-error">Arrangementet er avlyst.</p>}
      <Checkbox
        name="registrationRequired"
        label="Krever påmelding"
        hint="Publikum melder seg på og av på arrangementets side."
        values={values}
      />
      <Field
        name="capacity"
        label={LABELS.capacity}
        type="number"
        values={values}
        errors={errors}
        hint="Tomt betyr ubegrenset. Flere plasser gir plass til de første på ventelisten med en gang."
      />
      <Checkbox
        name="waitlistEnabled"
        label="Venteliste når det er fullt"
        hint="En ledig plass går automatisk til den første på ventelisten, som får beskjed."
        values={values}
      />
      <Checkbox
        name="visitorsMayRegister"
        label="Også for dem uten lånekort"
        hint="De oppgir navn og e-post eller mobilnummer, og melder seg av med en lenke de får."
        values={values}
      />
      <div className="admin-row">
        <Field
          name="registrationOpensDate"
          label={LABELS.registrationOpensDate}
          type="date"
          values={values}
          errors={errors}
          hint="Tomt betyr at påmeldingen er åpen med en gang."
        />
        <Field
          name="registrationOpensTime"
          label={LABELS.registrationOpensTime}
          type="time"
          values={values}
          errors={errors}
        />
      </div>
      <div className="admin-row">
        <Field
          name="registrationClosesDate"
          label={LABELS.registrationClosesDate}
          type="date"
          values={values}
          errors={errors}
          hint="Tomt betyr at den stenger når arrangementet starter."
        />
        <Field
          name="registrationClosesTime"
          label={LABELS.registrationClosesTime}
          type="time"
          values={values}
          errors={errors}
        />
      </div>
      {id && (
        <p>
          <Link to={`${BASE}/${id}/pameldte`}>Se påmeldte og venteliste</Link>
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
  const chooseAgain = Object.keys(errors).length > 0 && !errors.image;
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
      <legend>Bilde</legend>
      {!image && <p>Arrangementet har ikke bilde.</p>}
      {image?.preview && <img src={image.preview} alt="Bildet arrangementet har nå" width={480} height={270} />}
      {image && !image.preview && <p>Bildet arrangementet har nå: {image.path}</p>}
      <FileField
        id={fieldId('image')}
        name="image"
        label={image ? 'Nytt bilde' : LABELS.image}
        accept={IMAGE_TYPES}
        hint={chooseAgain ? `${IMAGE_HINT} Valgte du et bilde, må du velge det på nytt.` : IMAGE_HINT}
        error={tooLarge ? UPLOAD_TOO_LARGE_MESSAGE : errors.image}
        onChange={checkSize}
      />
      {image && (
        <Checkbox name="removeImage" label="Fjern bildet" hint="Arrangementet vises da uten bilde." values={values} />
      )}
    </fieldset>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
