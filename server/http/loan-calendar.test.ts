// Calendar feeds (issue #20): a patron's due dates behind a secret, revocable address, and the coming events of a
// library or any /hva-skjer filter; every feed is read back with an iCalendar parser (ical.js), not by string matching.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraries } from '#server/db/schema.ts';
import { checkoutItem } from '#server/services/circulation/desk.ts';
import { disableLoanCalendar, getLoanCalendar, renewLoanCalendar } from '#server/services/loan-calendar.ts';
import { createRegistrationEvent } from '#server/testing/event-factory.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The feed parsed: the calendar's name and each VEVENT's fields. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate,
        end: event.endDate,
        status: component.getFirstPropertyValue('status'),
      };
    }),
  };
}

describe('the personal due-date calendar', () => {
  it("holds the patron's loans as all-day entries on their due dates, behind an address only the patron gets; a new address revokes the old", async () => {
    const patron = await createPatron(t.services.db);
    const other = await createPatron(t.services.db);
    const book = await createPublication(t.services.db, { title: 'Kalenderboka – «æøå»', copies: 1 });
    const loan = await checkoutItem(t.services, { barcode: book.copies[0].barcode, cardNumber: patron.cardNumber });
    const othersBook = await createPublication(t.services.db, { title: 'Noen andres bok', copies: 1 });
    await checkoutItem(t.services, { barcode: othersBook.copies[0].barcode, cardNumber: other.cardNumber });

    expect(await getLoanCalendar(t.services, patron.id)).toBeNull();
    const { url } = await renewLoanCalendar(t.services, patron.id);
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/loan-calendar\/[A-Za-z0-9_-]{43}\/laan\.ics$/);

    const response = await t.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const feed = parse(await response.text());
    expect(feed.name).toBe('Lånene mine – Oslo bibliotek');
    expect(feed.events).toHaveLength(1);
    const [entry] = feed.events;
    expect(entry.summary).toBe('Lever: Kalenderboka – «æøå»');
    expect(entry.start.isDate).toBe(true);
    expect(entry.start.toString()).toBe(loan.dueDate);
    expect(entry.description).toContain('/min-side/laan');
    expect(JSON.stringify(feed)).not.toContain('Noen andres bok');

    // A new address: the old one is the same 404 as one never given, the new one works.
    const renewed = await renewLoanCalendar(t.services, patron.id);
    const gone = await t.request(path);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('calendar_not_found');
    expect((await t.request(new URL(renewed.url).pathname)).status).toBe(200);
    await disableLoanCalendar(t.services, patron.id);
    expect((await t.request(new URL(renewed.url).pathname)).status).toBe(404);
    expect(await getLoanCalendar(t.services, patron.id)).toBeNull();
  });

  it('answers malformed and guessed tokens with the same 404', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}%27`, 'a'.repeat(100)]) {
      const response = await t.request(`/api/loan-calendar/${token}/laan.ics`);
      expect(response.status, token).toBe(404);
    }
  });

  it('is an empty but valid calendar for a patron with nothing borrowed', async () => {
    const patron = await createPatron(t.services.db);
    const { url } = await renewLoanCalendar(t.services, patron.id);
    const feed = parse(await (await t.request(new URL(url).pathname)).text());
    expect(feed).toEqual({ name: 'Lånene mine – Oslo bibliotek', events: [] });
  });
});

describe('event calendar feeds', () => {
  it("holds a library's coming events, with a name that says which, and not past or other libraries' events", async () => {
    const [library] = await t.services.db.select().from(libraries).orderBy(libraries.id).limit(1);
    const coming = await createRegistrationEvent(t.services.db, t.now, {
      libraryId: library.id,
      startAt: new Date(t.now.getTime() + 86_400_000),
      endAt: new Date(t.now.getTime() + 90_000_000),
    });
    const all = parse(await (await t.request('/api/library-events/kalender.ics')).text());
    expect(all.name).toBe('Arrangementer – Oslo bibliotek');
    expect(all.events.some((e) => e.uid === `arrangement-${coming.id}@localhost`)).toBe(true);
    expect(all.events.every((e) => e.end.toJSDate() > t.now)).toBe(true);

    const branch = library.name;
    const response = await t.request(`/api/library-events/kalender.ics?branch=${encodeURIComponent(branch)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    const feed = parse(await response.text());
    expect(feed.name).toBe(`Arrangementer: ${branch} – Oslo bibliotek`);
    expect(feed.events.length).toBeGreaterThan(0);
    expect(feed.events.length).toBeLessThanOrEqual(all.events.length);
    const listed = (await (await t.request(`/api/library-events?branch=${encodeURIComponent(branch)}`)).json()) as {
      total: number;
    };
    expect(feed.events.length).toBeLessThanOrEqual(listed.total);
  });

  it('is an empty calendar for a filter nothing matches, and refuses a bad date with 400', async () => {
    const empty = parse(await (await t.request('/api/library-events/kalender.ics?q=ingenting-heter-dette-xyz')).text());
    expect(empty.events).toEqual([]);
    const bad = await t.request('/api/library-events/kalender.ics?fromDate=i-morgen');
    expect(bad.status).toBe(400);
  });
});
