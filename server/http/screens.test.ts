// Integration tests of GET /api/screens/{screenId}: the screen's slides, branch events, campaigns, hours and wifi; 400 and 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, formatTime } from '#core/dates.ts';
import { isEventPast } from '#core/screens.ts';
import { eventsForDate, type ScreenData } from '#core/screen-rotation.ts';
import { screenLayouts } from '#server/db/schema.ts';
import { getScreenData, readSlides } from '#server/services/screens.ts';
import { addDays, osloDate, osloInstant } from '#server/db/seed/calendar.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ScreenDataSchema } from './screens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/screens/{screenId}', () => {
  it('answers a landscape screen with its layout, events of its branch, campaigns, hours and wifi', async () => {
    const response = await t.request('/api/screens/bjorvika/0-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = ScreenDataSchema.parse(await response.json()) as ScreenData;
    expect(body.screen).toEqual({
      id: 'bjorvika/0-1',
      name: 'Bjørvika, 1. etasje ved hovedtrappen',
      layout: 'groundFloorBjorvika',
      floor: 0,
      orientation: 'landscape',
    });
    expect(body.library).toMatchObject({
      name: 'Bjørvika',
      slug: 'bjorvika',
      wifi: { network: expect.stringMatching(/^Deichman-/), password: expect.any(String) },
    });
    expect(body.slides.map((s) => s.type)).toEqual([
      'WelcomeAndOpeningHours',
      'EventList',
      'Event',
      'Event',
      'Campaign',
      'Video',
      'Wifi',
      'RandomVideo',
    ]);
    expect(body.slides[7]).toMatchObject({
      showEveryNthIteration: 4,
      sources: expect.arrayContaining([expect.objectContaining({ videoUrl: expect.stringContaining('.webm') })]),
    });
    // Seven days of hours from today.
    expect(body.openingHours).toHaveLength(7);
    expect(body.openingHours[0].date).toBe(formatIsoDate(t.now));
    // Only Bjørvika's public events on this floor (the ground floor) or not tied to a floor.
    const titles = body.events.map((e) => e.title);
    expect(titles).toContain('Lunsjkonsert med Oslo Swing Ensemble'); // Store sal, ground floor
    expect(titles).not.toContain('Babysang'); // the children's floor
    expect(
      body.events.every((e) =>
        ['Første etasje', 'Scenen', 'Amfiet', 'Kafeen', 'Store sal', 'Kinosalen'].includes(e.location ?? ''),
      ),
    ).toBe(true);
    expect(titles).not.toContain('Eventyrstund for de minste'); // Grünerløkka
    expect(titles).not.toContain('Internt: Opplæring i nytt utlånssystem'); // private
    expect(titles).not.toContain('Generalprøve: Lørdagskonsert'); // hidden from the web
    expect(body.events.every((e) => e.endAt >= e.startAt)).toBe(true);
    expect([...body.events].sort((a, b) => a.startAt.localeCompare(b.startAt))).toEqual(body.events);
    // The screen campaigns, 'no-image' without pictures.
    expect(body.campaigns.map((c) => c.title).sort()).toEqual(['Husk å levere i tide', 'Velkommen til Deichman']);
    expect(body.campaigns.find((c) => c.screenPresentationType === 'no-image')).toMatchObject({
      image: null,
      imageVertical: null,
      imageHorizontal: null,
    });
    expect(body.campaigns.find((c) => c.title === 'Velkommen til Deichman')?.imageHorizontal).toEqual({
      url: '/images/campaigns/velkommen-liggende.jpg',
    });
    expect(body.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(body.generatedAt).toBe(t.now.toISOString());
  });

  it('shows every Bjørvika event at the entrance, and a floor screen its own floor', async () => {
    const entrance = (await (await t.request('/api/screens/bjorvika/inngang')).json()) as ScreenData;
    expect(entrance.events.map((e) => e.title)).toContain('Babysang');
    const third = (await (await t.request('/api/screens/bjorvika/3-1')).json()) as ScreenData;
    expect(third.screen.floor).toBe(3);
    expect(third.events.length).toBeGreaterThan(0);
    expect(
      third.events.every((e) =>
        ['Verkstedet', 'Makerspace', 'Kursrommet', 'Datatorget', 'Spillrommet', 'Ungdomsavdelingen'].includes(
          e.location ?? '',
        ),
      ),
    ).toBe(true);
  });

  it('answers a portrait screen', async () => {
    const response = await t.request('/api/screens/test/portrait');
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScreenData;
    expect(body.screen).toMatchObject({ layout: 'testPortrait', orientation: 'portrait', floor: 1 });
    expect(body.slides.every((s) => s.duration === 5)).toBe(true);
  });

  it('gives the today slides something to show at the seed’s now', async () => {
    const body = (await (await t.request('/api/screens/bjorvika/0-1')).json()) as ScreenData;
    const today = eventsForDate(body.events, 'today', t.now);
    // The all-day exhibition lasts until 23:59, so only a seed made in the last quarter hour of a day
    // (an event is past 15 minutes before its end) has nothing left today.
    const lateNight = formatTime(t.now) >= '23:44';
    expect(today.length > 0 || lateNight).toBe(true);
    expect(today.every((e) => !isEventPast(e.endAt, t.now))).toBe(true);
  });

  it('still has the ground floor’s lunch concert and exhibition at noon the day after seeding (a run past midnight)', async () => {
    const nextNoon = osloInstant(addDays(osloDate(t.now), 1), '12:03');
    const body = (await getScreenData({ ...t.services, clock: () => nextNoon }, 'bjorvika/0-1')) as ScreenData;
    const titles = eventsForDate(body.events, 'today', nextNoon).map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Lunsjkonsert med Oslo Swing Ensemble', 'Utstilling: Oslo i tegneserier']),
    );
  });

  it('answers 404 with a Norwegian message for an unknown screen', async () => {
    const response = await t.request('/api/screens/bjorvika/9-9');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'screen_not_found', message: 'Fant ikke skjermen «bjorvika/9-9».' },
    });
  });

  it('answers 400 for a malformed id', async () => {
    for (const path of [
      '/api/screens/Bjorvika/0-1',
      '/api/screens/bjorvika%20x',
      '/api/screens/a/b/c/d/e/f/g',
      '/api/screens/%E0%A4%A',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toContain('Ugyldig skjerm-id');
    }
    const empty = await t.request('/api/screens/');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toContain('Skjerm-id mangler');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/screens/{screenId}');
  });
});

describe('stored slides', () => {
  it('leaves out an unreadable slide and keeps the rest', async () => {
    const slides = readSlides(t.services, 'x', [
      { type: 'Wifi', duration: 15, slideKey: 'a', theme: 'dark' },
      { type: 'Nope', duration: 1, slideKey: 'b', theme: 'dark' },
      'junk',
    ]);
    expect(slides).toEqual([{ type: 'Wifi', duration: 15, slideKey: 'a', theme: 'dark' }]);
    expect(readSlides(t.services, 'x', { not: 'a list' })).toEqual([]);
  });

  it('every seeded layout is readable in full', async () => {
    const rows = await t.services.db.select().from(screenLayouts);
    expect(rows).toHaveLength(11);
    for (const row of rows)
      expect(readSlides(t.services, row.name, row.slides)).toHaveLength((row.slides as unknown[]).length);
  });

  it('getScreenData is null for an unknown screen', async () => {
    expect(await getScreenData(t.services, 'ingen/1-1')).toBeNull();
  });
});
