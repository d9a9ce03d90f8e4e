// /ansatt/innhold/arrangementer/ny and /ansatt/innhold/arrangementer/{id} (issue #4): the event form — Oslo date and time, field errors, optimistic concurrency.
import { Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { createEvent, eventFormSchema, eventTypeChoices, getEventForEdit, libraryChoices, updateEvent } from '#server/services/admin/events.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { formItemId, requireContentStaff, rethrowAsStatus, saveStaffForm, type FormActionState } from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.skjema';

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
  imageUrl: 'Bilde',
};

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? `Endre arrangement – ${data.values.title}` : 'Nytt arrangement') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = formItemId(params.eventId);
  const [libraries, eventTypes] = await Promise.all([libraryChoices(context.services), eventTypeChoices(context.services)]);
  if (id === null) return { id: null, version: '', values: {} as Record<string, string>, libraries, eventTypes };
  try {
    const event = await getEventForEdit(context.services, actor, id);
    return { id, version: event.version, values: event.values, libraries, eventTypes };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(context, request, { type: 'event', itemId: params.eventId, schema: eventFormSchema, listPath: BASE, anchor: (id) => `arrangement-${id}` }, {
    create: (actor, data) => createEvent(context.services, actor, data),
    update: (actor, id, data, version) => updateEvent(context.services, actor, id, data, version),
  });
}

export default function EventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { id, version, libraries, eventTypes } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre arrangement' : 'Nytt arrangement';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Arrangementer' }]}>
      {id && (
        <p>
          <Link to={`/hva-skjer/${id}`}>Se arrangementet på nettsidene</Link> (bare når det er publisert)
        </p>
      )}
      <AdminForm heading={heading} errors={errors} labels={LABELS} formError={actionData?.formError} version={version} submit={id ? 'Lagre endringer' : 'Opprett arrangement'} cancelTo={BASE}>
        <Field name="title" label={LABELS.title} values={values} errors={errors} required />
        <Field name="lead" label={LABELS.lead} values={values} errors={errors} multiline rows={2} hint="Kort tekst som vises i lister (høyst 500 tegn)." />
        <Field name="description" label={LABELS.description} values={values} errors={errors} multiline rows={8} />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Tid (norsk tid)</legend>
          <div className="admin-row">
            <Field name="date" label={LABELS.date} type="date" values={values} errors={errors} required />
            <Field name="startTime" label={LABELS.startTime} type="time" values={values} errors={errors} required />
          </div>
          <div className="admin-row">
            <Field name="endDate" label={LABELS.endDate} type="date" values={values} errors={errors} hint="Tomt betyr samme dag." />
            <Field name="endTime" label={LABELS.endTime} type="time" values={values} errors={errors} required />
          </div>
        </fieldset>
        <Field
          name="libraryId"
          label={LABELS.libraryId}
          values={values}
          errors={errors}
          options={[{ value: '', label: 'Ikke på et bibliotek' }, ...libraries.map((l) => ({ value: String(l.id), label: l.name }))]}
        />
        <Field name="location" label={LABELS.location} values={values} errors={errors} hint="For eksempel rommets navn." />
        <Field
          name="floor"
          label={LABELS.floor}
          type="number"
          values={values}
          errors={errors}
          hint="0 er gateplan. Infoskjermene i en etasje viser etasjens arrangementer; tomt betyr at de vises i alle etasjer."
        />
        <Field name="eventType" label={LABELS.eventType} values={values} errors={errors} required list="event-type-choices" />
        <datalist id="event-type-choices">
          {eventTypes.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Field name="targetAudience" label={LABELS.targetAudience} values={values} errors={errors} hint="Skill med komma, for eksempel Barn, Familie." />
        <Field name="tags" label={LABELS.tags} values={values} errors={errors} hint="Skill med komma." />
        <Field name="price" label={LABELS.price} values={values} errors={errors} hint="Tomt betyr gratis." />
        <Field name="registrationUrl" label={LABELS.registrationUrl} values={values} errors={errors} type="url" />
        <Field name="imageUrl" label={LABELS.imageUrl} values={values} errors={errors} hint="Sti til bildet, for eksempel /images/arrangement.jpg." />
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

export const ErrorBoundary = StaffErrorBoundary;
