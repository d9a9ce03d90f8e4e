// /api/library-events sign-up, cancel and calendar file (issue #21): statuses and Norwegian error bodies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, outbox } from '#server/db/schema.ts';
import { createRegistrationEvent } from '#server/testing/event-factory.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('event sign-up API', () => {
  it('signs a visitor up (201 with a cancel token), refuses bad contact with 422 and a closed window with 409, cancels by token', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { visitorsMayRegister: true, capacity: 5 });
    const visitor = t.browser();
    const bad = await visitor.send('POST', `/api/library-events/${event.id}/registrations`, {
      name: 'Ola',
      email: 'ikke-epost',
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_contact', message: 'Skriv e-postadressen på formen navn@eksempel.no.' },
    });
    const ok = await visitor.send('POST', `/api/library-events/${event.id}/registrations`, {
      name: 'Ola',
      email: 'ola@eksempel.no',
    });
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { status: string; cancelToken: string };
    expect(body.status).toBe('confirmed');
    expect(ok.headers.get('cache-control')).toContain('no-store');
    const list = (await (await t.request(`/api/library-events?q=${encodeURIComponent(event.title)}`)).json()) as {
      searchResults: { id: number; registration: { label: string } }[];
    };
    expect(list.searchResults.find((e) => e.id === event.id)?.registration.label).toBe('4 plasser igjen');
    expect((await visitor.send('DELETE', `/api/library-events/registrations/${body.cancelToken}`)).status).toBe(204);
    const again = await visitor.send('DELETE', `/api/library-events/registrations/${body.cancelToken}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('registration_not_found');

    const closed = await createRegistrationEvent(t.services.db, t.now, {
      visitorsMayRegister: true,
      registrationClosesAt: new Date(t.now.getTime() - 60_000),
    });
    const refused = await visitor.send('POST', `/api/library-events/${closed.id}/registrations`, {
      name: 'Ola',
      email: 'ola@eksempel.no',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'registration_closed', message: 'Påmeldingen er stengt.' } });
  });

  it('writes a visitor’s notices in the language the request asks for (the portal sends the page’s)', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { visitorsMayRegister: true });
    const response = await t
      .browser()
      .send(
        'POST',
        `/api/library-events/${event.id}/registrations`,
        { name: 'Jane', email: 'jane.api@example.com' },
        { 'accept-language': 'en-GB,en;q=0.9' },
      );
    expect(response.status).toBe(201);
    const [mail] = await t.services.db.select().from(outbox).where(eq(outbox.recipient, 'jane.api@example.com'));
    expect(mail).toMatchObject({ subject: `Booked: ${event.title}` });
    expect(mail.body).toMatch(/^Hello Jane! You have a place at “/);
    const [row] = await t.services.db
      .select({ language: eventRegistrations.noticeLanguage })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(row.language).toBe('en');
  });

  it('signs the logged-in patron up, shows only their own sign-up, and cancels it; visitors are sent to log in where cards are required', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now);
    const anonymous = await t
      .browser()
      .send('POST', `/api/library-events/${event.id}/registrations`, { name: 'Ola', email: 'ola@eksempel.no' });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('login_required');
    expect((await t.browser().request(`/api/library-events/${event.id}/registrations/mine`)).status).toBe(401);

    const kari = await createPatron(t.services.db);
    const browser = await t.loggedIn(kari.cardNumber, kari.pin);
    expect((await browser.send('POST', `/api/library-events/${event.id}/registrations`, {})).status).toBe(201);
    expect((await browser.send('POST', `/api/library-events/${event.id}/registrations`, {})).status).toBe(409);
    const mine = await browser.request(`/api/library-events/${event.id}/registrations/mine`);
    expect(await mine.json()).toMatchObject({ registration: { status: 'confirmed', waitlistPosition: null } });
    expect((await browser.send('DELETE', `/api/library-events/${event.id}/registrations/mine`)).status).toBe(204);
    expect(await (await browser.request(`/api/library-events/${event.id}/registrations/mine`)).json()).toEqual({
      registration: null,
    });
  });

  it('gives an event as an iCalendar file with a stable UID, in UTC', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, {
      startAt: new Date('2030-03-01T17:00:00Z'),
      endAt: new Date('2030-03-01T18:30:00Z'),
    });
    const response = await t.request(`/api/library-events/${event.id}/kalender.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${event.title}`);
    expect(ics).toContain('DTSTART:20300301T170000Z');
    expect(ics).toContain('DTEND:20300301T183000Z');
    expect(ics).toContain(`UID:arrangement-${event.id}@localhost`);
    expect((await t.request('/api/library-events/999999/kalender.ics')).status).toBe(404);
  });
});
