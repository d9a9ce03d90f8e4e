// Event registration (issue #21): sign-up, waitlist and its promotion with a notice, cancel, the window, visitors
// without a card, who may see attendee data, cancelling an event, reminders and the 30-day retention sweep.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, eventRegistrations } from '#server/db/schema.ts';
import { createRegistrationEvent } from '#server/testing/event-factory.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createFakeNotifications, type FakeNotifications } from '#server/testing/fakes/notifications.ts';
import { testActors } from '#server/testing/staff-actors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  anonymiseOldRegistrations,
  attendeesCsv,
  cancelEvent,
  cancelRegistration,
  cancelRegistrationByToken,
  getOwnRegistration,
  getRegistrationByToken,
  listAttendees,
  listMyEventRegistrations,
  markAttendance,
  registerForEvent,
  sendEventReminders,
} from './event-registration.ts';
import { deleteEvent, eventFormSchema, getEventForEdit, updateEvent } from './admin/events.ts';
import { getEvent } from './events.ts';

const HOUR = 3_600_000;
let t: TestApp;
let notices: FakeNotifications;
beforeAll(async () => {
  notices = createFakeNotifications();
  t = await createTestApp({ ports: { notifications: notices } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  notices.sent.length = 0;
});

const patron = () => createPatron(t.services.db);
const at = (time: Date) => ({ ...t.services, clock: () => time });

describe('signing up', () => {
  it('gives a seat with a confirmation, shows the seats left, and a second sign-up by the same patron is refused', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { capacity: 3 });
    const kari = await patron();
    const result = await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    expect(result).toMatchObject({ status: 'confirmed', waitlistPosition: null, cancelToken: null });
    expect(notices.sent).toEqual([
      expect.objectContaining({ channel: 'email', recipient: kari.email, subject: `Påmeldt: ${event.title}` }),
    ]);
    expect(notices.sent[0].body).toContain(`/hva-skjer/${event.id}`);
    const shown = await getEvent(t.services, String(event.id));
    expect(shown.registration).toMatchObject({
      state: 'open',
      seatsLeft: 2,
      availability: 'few_left',
      label: '2 plasser igjen',
    });
    await expect(registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'already_registered',
    });
    expect(await getOwnRegistration(t.services, event.id, kari.id)).toMatchObject({ status: 'confirmed' });
  });

  it('puts newcomers on the waitlist of a full event, and refuses them where there is no waitlist', async () => {
    const withList = await createRegistrationEvent(t.services.db, t.now, { capacity: 1, waitlistEnabled: true });
    const [a, b, c] = [await patron(), await patron(), await patron()];
    await registerForEvent(t.services, withList.id, { kind: 'patron', userId: a.id });
    expect(await registerForEvent(t.services, withList.id, { kind: 'patron', userId: b.id })).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await registerForEvent(t.services, withList.id, { kind: 'patron', userId: c.id })).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    expect(notices.sent.at(-1)?.body).toContain('nummer 2 på ventelisten');
    expect((await getEvent(t.services, String(withList.id))).registration).toMatchObject({
      availability: 'waitlist',
      waitlisted: 2,
      label: 'Venteliste',
    });

    const noList = await createRegistrationEvent(t.services.db, t.now, { capacity: 1 });
    await registerForEvent(t.services, noList.id, { kind: 'patron', userId: a.id });
    await expect(registerForEvent(t.services, noList.id, { kind: 'patron', userId: b.id })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'event_full',
    });
    expect((await getEvent(t.services, String(noList.id))).registration?.label).toBe('Fullt');
  });

  it('refuses outside the window: before it opens, after it closes, once the event started, and when cancelled', async () => {
    const kari = await patron();
    const notYet = await createRegistrationEvent(t.services.db, t.now, {
      registrationOpensAt: new Date(t.now.getTime() + HOUR),
    });
    await expect(registerForEvent(t.services, notYet.id, { kind: 'patron', userId: kari.id })).rejects.toMatchObject({
      code: 'registration_not_open',
    });
    const closed = await createRegistrationEvent(t.services.db, t.now, {
      registrationClosesAt: new Date(t.now.getTime() - HOUR),
    });
    await expect(registerForEvent(t.services, closed.id, { kind: 'patron', userId: kari.id })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'registration_closed',
    });
    const started = await createRegistrationEvent(t.services.db, t.now, { startAt: new Date(t.now.getTime() - HOUR) });
    await expect(registerForEvent(t.services, started.id, { kind: 'patron', userId: kari.id })).rejects.toMatchObject({
      code: 'registration_closed',
    });
    const plain = await createRegistrationEvent(t.services.db, t.now, { registrationRequired: false });
    await expect(registerForEvent(t.services, plain.id, { kind: 'patron', userId: kari.id })).rejects.toMatchObject({
      code: 'registration_not_offered',
    });
    expect((await getEvent(t.services, String(plain.id))).registration).toBeNull();
  });

  it('lets a visitor without a card sign up with name and contact where the event allows it, and cancel by the link only', async () => {
    const cardOnly = await createRegistrationEvent(t.services.db, t.now);
    await expect(
      registerForEvent(t.services, cardOnly.id, { kind: 'visitor', name: 'Ola', email: 'ola@eksempel.no' }),
    ).rejects.toMatchObject({ kind: 'unauthenticated', code: 'login_required' });

    const open = await createRegistrationEvent(t.services.db, t.now, {
      visitorsMayRegister: true,
      capacity: 1,
      waitlistEnabled: true,
    });
    await expect(
      registerForEvent(t.services, open.id, { kind: 'visitor', name: 'Ola', email: '', phone: '' }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_contact' });
    await expect(
      registerForEvent(t.services, open.id, { kind: 'visitor', name: 'Ola', phone: '123' }),
    ).rejects.toMatchObject({ code: 'invalid_contact', message: 'Skriv et norsk telefonnummer med 8 sifre.' });

    const ola = await registerForEvent(t.services, open.id, {
      kind: 'visitor',
      name: ' Ola  Nordmann ',
      phone: '+47 912 34 567',
    });
    expect(ola.status).toBe('confirmed');
    expect(ola.cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(notices.sent.at(-1)).toMatchObject({ channel: 'sms', recipient: '91234567' });
    expect(notices.sent.at(-1)?.body).toContain(`/hva-skjer/avmelding/${ola.cancelToken}`);
    // Only the hash is stored.
    const [row] = await t.services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, ola.registrationId));
    expect(row.cancelTokenHash).not.toBe(ola.cancelToken);
    // The same phone number cannot take two seats.
    await expect(
      registerForEvent(t.services, open.id, { kind: 'visitor', name: 'Ola igjen', phone: '91234567' }),
    ).rejects.toMatchObject({ code: 'already_registered' });

    const kari = await patron();
    await registerForEvent(t.services, open.id, { kind: 'patron', userId: kari.id });
    expect(await getRegistrationByToken(t.services, ola.cancelToken!)).toMatchObject({
      eventId: open.id,
      name: 'Ola Nordmann',
      status: 'confirmed',
      cancelled: false,
    });
    await expect(getRegistrationByToken(t.services, 'x'.repeat(43))).rejects.toMatchObject({
      code: 'registration_not_found',
    });
    notices.sent.length = 0;
    await cancelRegistrationByToken(t.services, ola.cancelToken!);
    // Ola's seat went to Kari, who was told.
    expect(await getOwnRegistration(t.services, open.id, kari.id)).toMatchObject({ status: 'confirmed' });
    expect(notices.sent).toEqual([
      expect.objectContaining({ recipient: kari.email, subject: `Du har fått plass: ${open.title}` }),
    ]);
    await expect(cancelRegistrationByToken(t.services, ola.cancelToken!)).rejects.toMatchObject({
      code: 'registration_not_found',
    });
  });
});

describe('notices in the recipient’s language (docs/decisions/026)', () => {
  // 18:00 in Oslo.
  const startAt = new Date('2030-03-05T17:00:00Z');
  const url = () => t.services.config.publicUrl;
  const languageOf = async (registrationId: number) =>
    (
      await t.services.db
        .select({ language: eventRegistrations.noticeLanguage })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, registrationId))
    )[0]?.language;

  it('are bokmål by default, word for word as before', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, {
      startAt,
      capacity: 1,
      waitlistEnabled: true,
      visitorsMayRegister: true,
    });
    const kari = await patron();
    const seat = await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    const per = await registerForEvent(t.services, event.id, {
      kind: 'visitor',
      name: 'Per',
      email: 'per@eksempel.no',
    });
    expect(notices.sent.map((n) => [n.subject, n.body])).toEqual([
      [
        `Påmeldt: ${event.title}`,
        `Hei ${kari.firstName}! Du har plass på «${event.title}» 05.03.2030 kl. 18:00. Vi sender en påminnelse dagen før. Kan du ikke komme? Logg inn og meld deg av på ${url()}/hva-skjer/${event.id}, så får en annen plassen.`,
      ],
      [
        `Venteliste: ${event.title}`,
        `Hei Per! «${event.title}» 05.03.2030 kl. 18:00 er fullt, og du står som nummer 1 på ventelisten. Blir en plass ledig, får du den automatisk og beskjed fra oss. Kan du ikke komme? Meld deg av her, så får en annen plassen: ${url()}/hva-skjer/avmelding/${per.cancelToken}`,
      ],
    ]);
    // A patron's notices follow users.notice_language; only a visitor's sign-up keeps a language (bokmål when not given).
    expect(await languageOf(seat.registrationId)).toBeNull();
    expect(await languageOf(per.registrationId)).toBe('nb');
    notices.sent.length = 0;
    await cancelRegistration(t.services, event.id, kari.id);
    expect(notices.sent.map((n) => n.body)).toEqual([
      `Hei Per! En plass ble ledig, og den er din: «${event.title}» 05.03.2030 kl. 18:00. Kan du ikke komme? Bruk avmeldingslenken i bekreftelsen vi sendte, så får en annen plassen.`,
    ]);
  });

  it('are nynorsk for a patron whose notice language is nynorsk: confirmation, a freed seat and the reminder', async () => {
    // A day of its own: the reminder sweep looks at every event.
    const nextDay = new Date(startAt.getTime() + 24 * HOUR);
    const event = await createRegistrationEvent(t.services.db, t.now, {
      startAt: nextDay,
      capacity: 1,
      waitlistEnabled: true,
      location: 'Scenen',
    });
    const first = await patron();
    const ola = await createPatron(t.services.db, { noticeLanguage: 'nn', firstName: 'Ola' });
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: ola.id });
    expect(notices.sent).toEqual([
      expect.objectContaining({
        recipient: ola.email,
        subject: `Påmeld: ${event.title}`,
        body: `Hei Ola! Du har plass på «${event.title}» 06.03.2030 kl. 18:00. Vi sender deg ei påminning dagen før. Kan du ikkje kome? Logg inn og meld deg av på ${url()}/hva-skjer/${event.id}, så får ein annan plassen.`,
      }),
    ]);
    await cancelRegistration(t.services, event.id, ola.id);
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: first.id });
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: ola.id });
    expect(notices.sent.at(-1)?.subject).toBe(`Venteliste: ${event.title}`);
    expect(notices.sent.at(-1)?.body).toContain('du står som nummer 1 på ventelista');
    notices.sent.length = 0;
    // Notices after the sign-up (a freed seat, the reminder) greet by the whole name, as they always have.
    await cancelRegistration(t.services, event.id, first.id);
    expect(notices.sent).toEqual([
      expect.objectContaining({
        subject: `Du har fått plass: ${event.title}`,
        body: `Hei ${ola.firstName} ${ola.lastName}! Ein plass vart ledig, og no er han din: «${event.title}» 06.03.2030 kl. 18:00. Kan du ikkje kome? Logg inn og meld deg av på ${url()}/hva-skjer/${event.id}, så får ein annan plassen.`,
      }),
    ]);
    notices.sent.length = 0;
    expect(await sendEventReminders(at(new Date(nextDay.getTime() - 20 * HOUR)))).toBe(1);
    expect(notices.sent).toEqual([
      expect.objectContaining({
        subject: `Påminning: ${event.title}`,
        body: `Hei ${ola.firstName} ${ola.lastName}! Hugs «${event.title}» 06.03.2030 kl. 18:00, Scenen. Kan du ikkje kome? Logg inn og meld deg av på ${url()}/hva-skjer/${event.id}, så får ein annan plassen.`,
      }),
    ]);
  });

  it('are English for a visitor who signed up on an English page, kept with the sign-up for later notices', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { startAt, visitorsMayRegister: true });
    const jane = await registerForEvent(t.services, event.id, {
      kind: 'visitor',
      name: 'Jane',
      email: 'jane@example.com',
      language: 'en',
    });
    expect(notices.sent).toEqual([
      expect.objectContaining({
        recipient: 'jane@example.com',
        subject: `Booked: ${event.title}`,
        body: `Hello Jane! You have a place at “${event.title}” on 05/03/2030 at 18:00. We will send you a reminder the day before. If you cannot come, cancel here so that someone else can have your place: ${url()}/hva-skjer/avmelding/${jane.cancelToken}`,
      }),
    ]);
    expect(await languageOf(jane.registrationId)).toBe('en');
    notices.sent.length = 0;
    const { employee } = await testActors(t);
    await cancelEvent(t.services, employee, event.id);
    expect(notices.sent).toEqual([
      expect.objectContaining({
        subject: `Cancelled: ${event.title}`,
        body: `Hello Jane! We are sorry, but we have to cancel “${event.title}” on 05/03/2030 at 18:00. You do not need to do anything. We apologise.`,
      }),
    ]);
  });
});

describe('cancelling', () => {
  it('hands a freed seat to the first on the waitlist with a notice; a waitlist place leaves without moving anyone', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { capacity: 1, waitlistEnabled: true });
    const [a, b, c] = [await patron(), await patron(), await patron()];
    for (const p of [a, b, c]) await registerForEvent(t.services, event.id, { kind: 'patron', userId: p.id });
    notices.sent.length = 0;
    await cancelRegistration(t.services, event.id, c.id);
    expect(notices.sent).toEqual([]);
    await cancelRegistration(t.services, event.id, a.id);
    expect(await getOwnRegistration(t.services, event.id, b.id)).toMatchObject({
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect(notices.sent).toEqual([
      expect.objectContaining({ recipient: b.email, subject: `Du har fått plass: ${event.title}` }),
    ]);
    expect(await getOwnRegistration(t.services, event.id, a.id)).toBeNull();
    await expect(cancelRegistration(t.services, event.id, a.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'registration_not_found',
    });
    // After the start nothing changes from the web.
    await expect(
      cancelRegistration(at(new Date(event.startAt.getTime() + 60_000)), event.id, b.id),
    ).rejects.toMatchObject({ code: 'event_started' });
  });

  it('staff cancelling the event tell everyone with a seat or on the waitlist, and sign-up closes', async () => {
    const { employee, patron: notStaff } = await testActors(t);
    const event = await createRegistrationEvent(t.services.db, t.now, {
      capacity: 1,
      waitlistEnabled: true,
      visitorsMayRegister: true,
    });
    const kari = await patron();
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    await registerForEvent(t.services, event.id, { kind: 'visitor', name: 'Per', email: 'per@eksempel.no' });
    notices.sent.length = 0;
    await expect(cancelEvent(t.services, notStaff, event.id)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await cancelEvent(t.services, employee, event.id)).toBe(2);
    expect(notices.sent.map((n) => [n.recipient, n.subject])).toEqual([
      [kari.email, `Avlyst: ${event.title}`],
      ['per@eksempel.no', `Avlyst: ${event.title}`],
    ]);
    const shown = await getEvent(t.services, String(event.id));
    expect(shown).toMatchObject({ cancelled: true, registration: { state: 'cancelled', label: 'Avlyst' } });
    await expect(
      registerForEvent(t.services, event.id, { kind: 'patron', userId: (await patron()).id }),
    ).rejects.toMatchObject({ code: 'event_cancelled' });
  });
});

describe('deleting an event with sign-ups', () => {
  it('tells everyone with a seat or on the waitlist that it is cancelled, in the delete; the sign-ups go with it', async () => {
    const { employee } = await testActors(t);
    const event = await createRegistrationEvent(t.services.db, t.now, {
      capacity: 1,
      waitlistEnabled: true,
      visitorsMayRegister: true,
    });
    const [kari, gone] = [await patron(), await patron()];
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    await registerForEvent(t.services, event.id, { kind: 'visitor', name: 'Per', email: 'per@eksempel.no' });
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: gone.id });
    await cancelRegistration(t.services, event.id, gone.id);
    notices.sent.length = 0;
    await deleteEvent(t.services, employee, event.id);
    // Not the one who had cancelled already.
    expect(notices.sent.map((n) => [n.recipient, n.subject])).toEqual([
      [kari.email, `Avlyst: ${event.title}`],
      ['per@eksempel.no', `Avlyst: ${event.title}`],
    ]);
    expect(
      await t.services.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)),
    ).toEqual([]);
  });

  it('tells nobody again about an event already cancelled (they were told), or one that has started', async () => {
    const { employee } = await testActors(t);
    const cancelled = await createRegistrationEvent(t.services.db, t.now, { capacity: 5 });
    await registerForEvent(t.services, cancelled.id, { kind: 'patron', userId: (await patron()).id });
    await cancelEvent(t.services, employee, cancelled.id);
    const started = await createRegistrationEvent(t.services.db, t.now, { capacity: 5 });
    await registerForEvent(t.services, started.id, { kind: 'patron', userId: (await patron()).id });
    notices.sent.length = 0;
    await deleteEvent(t.services, employee, cancelled.id);
    await deleteEvent(at(new Date(started.startAt.getTime() + HOUR)), employee, started.id);
    expect(notices.sent).toEqual([]);
  });
});

describe('Min side', () => {
  // Away from the reminder test's window (3 days ahead): the sweep reminds every event in it.
  it("lists the patron's own coming sign-ups, soonest first, with the waitlist place; not others', cancelled ones or ended events", async () => {
    const kari = await patron();
    const later = await createRegistrationEvent(t.services.db, t.now, {
      capacity: 1,
      waitlistEnabled: true,
      startAt: new Date(t.now.getTime() + 120 * HOUR),
    });
    const sooner = await createRegistrationEvent(t.services.db, t.now, {
      capacity: 5,
      startAt: new Date(t.now.getTime() + 100 * HOUR),
    });
    const left = await createRegistrationEvent(t.services.db, t.now, { capacity: 5 });
    await registerForEvent(t.services, later.id, { kind: 'patron', userId: (await patron()).id });
    await registerForEvent(t.services, later.id, { kind: 'patron', userId: (await patron()).id });
    await registerForEvent(t.services, later.id, { kind: 'patron', userId: kari.id });
    await registerForEvent(t.services, sooner.id, { kind: 'patron', userId: kari.id });
    await registerForEvent(t.services, left.id, { kind: 'patron', userId: kari.id });
    await cancelRegistration(t.services, left.id, kari.id);

    const mine = await listMyEventRegistrations(t.services, kari.id);
    expect(mine.map((r) => [r.eventId, r.status, r.waitlistPosition, r.canCancel, r.eventCancelled])).toEqual([
      [sooner.id, 'confirmed', null, true, false],
      [later.id, 'waitlisted', 2, true, false],
    ]);
    expect(mine[0]).toMatchObject({ eventTitle: sooner.title, startAt: sooner.startAt.toISOString() });
    // Once the sooner one has started it cannot be cancelled here; once it has ended it is gone from the list.
    const started = await listMyEventRegistrations(at(new Date(sooner.startAt.getTime() + 60_000)), kari.id);
    expect(started.find((r) => r.eventId === sooner.id)?.canCancel).toBe(false);
    const ended = await listMyEventRegistrations(at(new Date(sooner.endAt.getTime() + 60_000)), kari.id);
    expect(ended.map((r) => r.eventId)).toEqual([later.id]);
  });
});

describe('the event form', () => {
  it('keeps the sign-up settings, checks the window, and more seats move the waitlist up at once', async () => {
    const { employee } = await testActors(t);
    const event = await createRegistrationEvent(t.services.db, t.now, { capacity: 1, waitlistEnabled: true });
    const [a, b] = [await patron(), await patron()];
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: a.id });
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: b.id });
    const edit = await getEventForEdit(t.services, employee, event.id);
    expect(edit.values).toMatchObject({
      registrationRequired: 'on',
      capacity: '1',
      waitlistEnabled: 'on',
      visitorsMayRegister: '',
      registrationOpensDate: '',
    });
    const badWindow = eventFormSchema.safeParse({
      ...edit.values,
      registrationOpensDate: '2030-01-02',
      registrationOpensTime: '10:00',
      registrationClosesDate: '2030-01-01',
      registrationClosesTime: '10:00',
    });
    expect(badWindow.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['registrationClosesDate', 'Påmeldingen må stenge etter at den åpner.'],
    ]);
    notices.sent.length = 0;
    await updateEvent(
      t.services,
      employee,
      event.id,
      eventFormSchema.parse({ ...edit.values, capacity: '2' }),
      edit.version,
    );
    expect(await getOwnRegistration(t.services, event.id, b.id)).toMatchObject({ status: 'confirmed' });
    expect(notices.sent).toEqual([
      expect.objectContaining({ recipient: b.email, subject: `Du har fått plass: ${event.title}` }),
    ]);
  });
});

describe('attendee data', () => {
  it('is for staff only: the list, attendance marks and the CSV; a patron sees only their own sign-up', async () => {
    const { employee, patron: notStaff } = await testActors(t);
    const event = await createRegistrationEvent(t.services.db, t.now, {
      capacity: 1,
      waitlistEnabled: true,
      visitorsMayRegister: true,
    });
    const kari = await patron();
    const other = await patron();
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    await registerForEvent(t.services, event.id, {
      kind: 'visitor',
      name: 'Per "Pelle" Hansen',
      email: 'per@eksempel.no',
    });
    await expect(listAttendees(t.services, notStaff, event.id)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(attendeesCsv(t.services, notStaff, event.id)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(markAttendance(t.services, notStaff, event.id, 1, true)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await getOwnRegistration(t.services, event.id, other.id)).toBeNull();

    const list = await listAttendees(t.services, employee, event.id);
    expect(list.confirmed).toEqual([
      expect.objectContaining({
        name: `${kari.firstName} ${kari.lastName}`,
        email: kari.email,
        cardHolder: true,
        attended: null,
      }),
    ]);
    expect(list.waitlisted).toEqual([
      expect.objectContaining({ name: 'Per "Pelle" Hansen', email: 'per@eksempel.no', cardHolder: false }),
    ]);
    await markAttendance(t.services, employee, event.id, list.confirmed[0].registrationId, true);
    // In the content log like other staff changes: the event and the field, never the person.
    const [logged] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(event.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      actorId: employee.userId,
      action: 'content_updated',
      detail: { title: event.title, fields: ['attended'] },
    });
    expect(JSON.stringify(logged.detail)).not.toContain(kari.lastName);
    // Only those with a seat can be marked.
    await expect(
      markAttendance(t.services, employee, event.id, list.waitlisted[0].registrationId, true),
    ).rejects.toMatchObject({ code: 'registration_not_found' });
    const { csv, filename } = await attendeesCsv(t.services, employee, event.id);
    expect(filename).toBe(`pameldte-arrangement-${event.id}.csv`);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Nr.;Status;Navn;E-post;Telefon;Lånekort;Møtt;Påmeldt');
    expect(lines[1]).toContain(`1;Påmeldt;${kari.firstName} ${kari.lastName};${kari.email}`);
    expect(lines[1]).toContain(';Ja;Ja;');
    expect(lines[2]).toContain('1;Venteliste;"Per ""Pelle"" Hansen";per@eksempel.no;;Nei;;');
  });
});

describe('sweeps', () => {
  it('remind everyone with a seat the day before, once; not those who got their seat within that day', async () => {
    const start = new Date(t.now.getTime() + 3 * 24 * HOUR);
    const event = await createRegistrationEvent(t.services.db, t.now, { startAt: start, capacity: 5 });
    const early = await patron();
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: early.id });
    const dayBefore = new Date(start.getTime() - 20 * HOUR);
    const late = await patron();
    await registerForEvent(at(dayBefore), event.id, { kind: 'patron', userId: late.id });
    // The seed's own events with sign-ups may be reminded at the same moments (how many depends on the weekday):
    // only what these two people get is this test's business.
    const toTheseTwo = () => notices.sent.filter((n) => n.recipient === early.email || n.recipient === late.email);
    notices.sent.length = 0;
    await sendEventReminders(at(new Date(start.getTime() - 30 * HOUR)));
    expect(toTheseTwo()).toEqual([]);
    expect(await sendEventReminders(at(dayBefore))).toBeGreaterThanOrEqual(1);
    expect(toTheseTwo()).toEqual([
      expect.objectContaining({ recipient: early.email, subject: `Påminnelse: ${event.title}` }),
    ]);
    notices.sent.length = 0;
    await sendEventReminders(at(new Date(dayBefore.getTime() + HOUR)));
    expect(toTheseTwo()).toEqual([]);
  });

  it('blank the personal data of sign-ups 30 days after the event, keeping the rows for the figures', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { visitorsMayRegister: true });
    const kari = await patron();
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: kari.id });
    const per = await registerForEvent(t.services, event.id, {
      kind: 'visitor',
      name: 'Per',
      email: 'per@eksempel.no',
    });
    const stillKept = new Date(event.endAt.getTime() + 29 * 24 * HOUR);
    await anonymiseOldRegistrations(at(stillKept));
    expect(await getOwnRegistration(t.services, event.id, kari.id)).not.toBeNull();
    const after = new Date(event.endAt.getTime() + 30 * 24 * HOUR + HOUR);
    expect(await anonymiseOldRegistrations(at(after))).toBeGreaterThanOrEqual(2);
    const rows = await t.services.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows).toHaveLength(2);
    expect(
      rows.every(
        (r) =>
          r.userId === null && r.name === null && r.email === null && r.phone === null && r.cancelTokenHash === null,
      ),
    ).toBe(true);
    await expect(getRegistrationByToken(t.services, per.cancelToken!)).rejects.toMatchObject({
      code: 'registration_not_found',
    });
  });
});

describe('50 parallel sign-ups for the last seat', () => {
  // Real concurrency on PostgreSQL (TEST_DB=postgres); serialised on PGlite.
  it('gives the seat to exactly one; the rest join the waitlist in the order they got the event lock', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { capacity: 2, waitlistEnabled: true });
    await registerForEvent(t.services, event.id, { kind: 'patron', userId: (await patron()).id });
    const people = await Promise.all(Array.from({ length: 50 }, () => patron()));
    const results = await Promise.all(
      people.map((p) => registerForEvent(t.services, event.id, { kind: 'patron', userId: p.id })),
    );
    expect(results.filter((r) => r.status === 'confirmed')).toHaveLength(1);
    const waitlisted = results.filter((r) => r.status === 'waitlisted');
    expect(waitlisted).toHaveLength(49);
    // Arrival order: positions 1…49, each given once, rising with the id each got under the lock.
    const byId = [...waitlisted].sort((a, b) => a.registrationId - b.registrationId);
    expect(byId.map((r) => r.waitlistPosition)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    const shown = await getEvent(t.services, String(event.id));
    expect(shown.registration).toMatchObject({ seatsLeft: 0, waitlisted: 49, label: 'Venteliste' });
    // The first in the queue gets the next freed seat.
    const winner = results.find((r) => r.status === 'confirmed')!;
    const winnerPatron = people[results.indexOf(winner)];
    await cancelRegistration(t.services, event.id, winnerPatron.id);
    const first = people[results.indexOf(byId[0])];
    expect(await getOwnRegistration(t.services, event.id, first.id)).toMatchObject({ status: 'confirmed' });
  });
});
