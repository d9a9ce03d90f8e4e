// /ansatt/innhold/arrangementer/{id}/pameldte (issue #21): who has a seat and who waits, attendance marks, print (print
// stylesheet), CSV, and cancelling the event with a notice to everyone signed up. Works without JavaScript.
import { data, Form, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { cancelEvent, listAttendees, markAttendance } from './ansatt.innhold.arrangementer.pameldte.server.ts';
import { AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, CsrfField, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { formItemId, requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.pameldte';
import type { Attendee } from '#server/services/event-registration.ts';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(`Påmeldte – ${data?.list.event.title ?? ''}`) },
  { name: 'robots', content: 'noindex' },
];

function eventId(raw: string | undefined): number {
  const id = formItemId(raw);
  if (id === null) notFound();
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  try {
    return { list: await listAttendees(context.services, actor, eventId(params.eventId)) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = eventId(params.eventId);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'cancel-event') {
      if (form.get('confirm') !== 'on')
        return data({ ok: false, message: 'Kryss av for at du vil avlyse, og prøv igjen.' });
      const told = await cancelEvent(context.services, actor, id);
      return data({
        ok: true,
        message: `Arrangementet er avlyst. ${told === 1 ? '1 påmeldt har' : `${told} påmeldte har`} fått beskjed.`,
      });
    }
    const registrationId = Number(form.get('registrationId'));
    const value = form.get('attended');
    await markAttendance(
      context.services,
      actor,
      id,
      registrationId,
      value === 'yes' ? true : value === 'no' ? false : null,
    );
    return data({ ok: true, message: 'Oppmøtet er lagret.' });
  } catch (err) {
    if (isAppError(err) && (err.kind === 'conflict' || err.kind === 'not_found'))
      return data({ ok: false, message: err.message });
    rethrowAsStatus(err);
  }
}

const attendedText = (a: Attendee) => (a.attended === null ? 'Ikke registrert' : a.attended ? 'Møtt' : 'Ikke møtt');

function AttendanceButtons({ attendee }: { attendee: Attendee }) {
  return (
    <Form method="post" className="attendance-form no-print">
      <CsrfField />
      <input type="hidden" name="registrationId" value={attendee.registrationId} />
      <button
        type="submit"
        name="attended"
        value="yes"
        className="button button--small"
        aria-pressed={attendee.attended === true}
        aria-label={`${attendee.name}: møtt`}
      >
        Møtt
      </button>
      <button
        type="submit"
        name="attended"
        value="no"
        className="button button--small button--secondary"
        aria-pressed={attendee.attended === false}
        aria-label={`${attendee.name}: ikke møtt`}
      >
        Ikke møtt
      </button>
    </Form>
  );
}

function AttendeeTable({ caption, rows, attendance }: { caption: string; rows: Attendee[]; attendance: boolean }) {
  if (rows.length === 0) return <p>Ingen.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table attendee-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Navn</th>
            <th scope="col">E-post</th>
            <th scope="col">Telefon</th>
            <th scope="col">Lånekort</th>
            {attendance && <th scope="col">Oppmøte</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((a, i) => (
            <tr key={a.registrationId}>
              <td>{i + 1}</td>
              <th scope="row">{a.name}</th>
              <td>{a.email ?? ''}</td>
              <td>{a.phone ?? ''}</td>
              <td>{a.cardHolder ? 'Ja' : 'Nei'}</td>
              {attendance && (
                <td>
                  <span className="attendee-table__mark">{attendedText(a)}</span>
                  <AttendanceButtons attendee={a} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AttendeesPage({ loaderData: { list }, actionData }: Route.ComponentProps) {
  const { event } = list;
  return (
    <AdminPage
      title={`Påmeldte: ${event.title}`}
      trail={[
        { to: BASE, label: 'Arrangementer' },
        { to: `${BASE}/${event.id}`, label: event.title },
      ]}
    >
      <p>
        {formatDate(event.startAt)} kl. {formatTime(event.startAt)}–{formatTime(event.endAt)}
        {event.place && `, ${event.place}`}
        {event.capacity !== null && ` · ${list.confirmed.length} av ${event.capacity} plasser`}
        {list.waitlisted.length > 0 && ` · ${list.waitlisted.length} på venteliste`}
        {event.cancelled && ' · AVLYST'}
      </p>
      <div role="status" aria-live="polite">
        {actionData && <p className={actionData.ok ? 'form-success' : 'form-error'}>{actionData.message}</p>}
      </div>
      <p className="attendee-actions no-print">
        <a className="button button--secondary" href={`${BASE}/${event.id}/pameldte.csv`} download>
          Last ned som CSV
        </a>{' '}
        <span className="muted">Skriv ut med nettleserens utskrift (Ctrl+P): bare listene kommer med.</span>
      </p>
      <h2>Påmeldte ({list.confirmed.length})</h2>
      <AttendeeTable caption="Påmeldte" rows={list.confirmed} attendance />
      <h2>Venteliste ({list.waitlisted.length})</h2>
      <AttendeeTable caption="Venteliste" rows={list.waitlisted} attendance={false} />
      {list.cancelledCount > 0 && <p className="muted">{list.cancelledCount} har meldt seg av.</p>}
      <p className="muted attendee-retention">Navn og kontaktopplysninger slettes 30 dager etter arrangementet.</p>
      {!event.cancelled && (
        <section className="attendee-cancel no-print" aria-labelledby="cancel-event-heading">
          <h2 id="cancel-event-heading">Avlys arrangementet</h2>
          <p>
            Alle som er påmeldt eller står på ventelisten, får beskjed på e-post eller SMS. Arrangementet vises som
            avlyst.
          </p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="cancel-event" />
            <Checkbox name="confirm" label="Ja, avlys arrangementet og varsle alle påmeldte" values={{}} />
            <button type="submit" className="button button--danger">
              Avlys arrangementet
            </button>
          </Form>
        </section>
      )}
      <p>
        <Link to={`${BASE}/${event.id}`}>Tilbake til arrangementet</Link>
      </p>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
