// /ansatt/innhold/arrangementer/{id}/pameldte (issue #21): who has a seat and who waits, attendance marks, print (print
// stylesheet), CSV, and cancelling the event with a notice to everyone signed up. Works without JavaScript.
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { cancelEvent, listAttendees, markAttendance } from './ansatt.innhold.arrangementer.pameldte.server.ts';
import { AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox } from '#app/features/forms/bound-fields.tsx';
import { CsrfField } from '#app/features/forms/csrf-field.tsx';
import { formItemId, requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.arrangementer.pameldte';
import type { Attendee } from '#core/contracts/events.ts';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/arrangementer`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
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
    const list = await listAttendees(context.services, actor, eventId(params.eventId));
    return { list, title: requestTranslator(request)('staffContent:attendees.metaTitle', { title: list.event.title }) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = await requireContentStaff(context, request, 'event');
  const id = eventId(params.eventId);
  const form = await request.formData();
  const t = requestTranslator(request);
  try {
    if (form.get('intent') === 'cancel-event') {
      if (form.get('confirm') !== 'on') return data({ ok: false, message: t('staffContent:attendees.confirmCancel') });
      const told = await cancelEvent(context.services, actor, id);
      return data({ ok: true, message: t('staffContent:attendees.cancelledTold', { count: told }) });
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
    return data({ ok: true, message: t('staffContent:attendees.attendanceSaved') });
  } catch (err) {
    if (isAppError(err) && (err.kind === 'conflict' || err.kind === 'not_found'))
      return data({ ok: false, message: err.message });
    rethrowAsStatus(err);
  }
}

function useAttendeesText() {
  return useTranslation('staffContent', { keyPrefix: 'attendees' }).t;
}

function AttendanceButtons({ attendee }: { attendee: Attendee }) {
  const t = useAttendeesText();
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
        aria-label={t('attendedOf', { name: attendee.name })}
      >
        {t('attended')}
      </button>
      <button
        type="submit"
        name="attended"
        value="no"
        className="button button--small button--secondary"
        aria-pressed={attendee.attended === false}
        aria-label={t('notAttendedOf', { name: attendee.name })}
      >
        {t('notAttended')}
      </button>
    </Form>
  );
}

function AttendeeTable({ caption, rows, attendance }: { caption: string; rows: Attendee[]; attendance: boolean }) {
  const t = useAttendeesText();
  const attendedText = (a: Attendee) =>
    a.attended === null ? t('notRecorded') : a.attended ? t('attended') : t('notAttended');
  if (rows.length === 0) return <p>{t('none')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table attendee-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('phone')}</th>
            <th scope="col">{t('card')}</th>
            {attendance && <th scope="col">{t('attendance')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((a, i) => (
            <tr key={a.registrationId}>
              <td>{i + 1}</td>
              <th scope="row">{a.name}</th>
              <td>{a.email ?? ''}</td>
              <td>{a.phone ?? ''}</td>
              <td>{a.cardHolder ? t('yes') : t('no')}</td>
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
  const { t: common } = useTranslation('staffContent');
  const t = useAttendeesText();
  const language = useLanguage();
  const { event } = list;
  return (
    <AdminPage
      title={t('heading', { title: event.title })}
      trail={[
        { to: BASE, label: common('types.event.plural') },
        { to: `${BASE}/${event.id}`, label: event.title },
      ]}
    >
      <p>
        {t('when', {
          date: formatDate(event.startAt, language),
          from: formatTime(event.startAt),
          to: formatTime(event.endAt),
        })}
        {event.place && `, ${event.place}`}
        {event.capacity !== null && t('seats', { taken: list.confirmed.length, capacity: event.capacity })}
        {list.waitlisted.length > 0 && t('waiting', { count: list.waitlisted.length })}
        {event.cancelled && t('cancelledMark')}
      </p>
      <div role="status" aria-live="polite">
        {actionData && <p className={actionData.ok ? 'form-success' : 'form-error'}>{actionData.message}</p>}
      </div>
      <p className="attendee-actions no-print">
        <a className="button button--secondary" href={`${BASE}/${event.id}/pameldte.csv`} download>
          {t('csv')}
        </a>{' '}
        <span className="muted">{t('printHint')}</span>
      </p>
      <h2>{t('confirmedCount', { count: list.confirmed.length })}</h2>
      <AttendeeTable caption={t('confirmed')} rows={list.confirmed} attendance />
      <h2>{t('waitlistCount', { count: list.waitlisted.length })}</h2>
      <AttendeeTable caption={t('waitlist')} rows={list.waitlisted} attendance={false} />
      {list.cancelledCount > 0 && <p className="muted">{t('withdrawn', { count: list.cancelledCount })}</p>}
      <p className="muted attendee-retention">{t('retention')}</p>
      {!event.cancelled && (
        <section className="attendee-cancel no-print" aria-labelledby="cancel-event-heading">
          <h2 id="cancel-event-heading">{t('cancelHeading')}</h2>
          <p>{t('cancelText')}</p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="cancel-event" />
            <Checkbox name="confirm" label={t('cancelConfirm')} values={{}} />
            <button type="submit" className="button button--danger">
              {t('cancelHeading')}
            </button>
          </Form>
        </section>
      )}
      <p>
        <Link to={`${BASE}/${event.id}`}>{t('back')}</Link>
      </p>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
