// Integration tests of /api/library-events (SPEC §2 filters, §3 Event, §7) and /api/audiovideo on the seeded demo library.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, formatTime, toOslo } from '#core/dates.ts';
import { EVENTS_PAGE_SIZE } from '#core/events.ts';
import { addDays } from '#core/opening-hours.ts';
import { audioVideos, events, libraryServices } from '#server/db/schema.ts';
import { getEvent } from '#server/services/events.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface EventJson {
  id: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  startAt: string;
  endAt: string;
  branch: { id: number; name: string; slug: string } | null;
  targetAudience: string[];
  eventType: string;
  tags: string[];
  image: { url: string } | null;
  infoScreenImage: { url: string } | null;
  highlight: boolean;
  hasAudioVideo: boolean;
}
interface FilterJson {
  name: string;
  type: string;
  options: { value: string; text: string; count: number; selected: boolean }[];
}
interface SearchJson {
  searchResults: EventJson[];
  searchResultsHighlighted?: EventJson[];
  filters: FilterJson[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const search = async (query = '') => {
  const response = await t.request(`/api/library-events${query ? `?${query}` : ''}`);
  return { response, body: (await response.json()) as SearchJson };
};
/** Every matching event, across pages. */
const searchAll = async (query: string): Promise<{ all: EventJson[]; first: SearchJson }> => {
  const { body: first } = await search(query);
  const all = [...first.searchResults];
  for (let page = 2; page <= first.pageCount; page++) {
    const params = new URLSearchParams(query);
    params.set('page', String(page));
    all.push(...(await search(params.toString())).body.searchResults);
  }
  return { all, first };
};
const option = (body: SearchJson, filter: string, value: string) =>
  body.filters.find((f) => f.name === filter)?.options.find((o) => o.value === value);

const PRIVATE_TITLES = [
  'Forfatterbesøk for innsatte',
  'Skolebesøk: 5B fra Kampen skole',
  'Internt: Opplæring i nytt utlånssystem',
  'Generalprøve: Lørdagskonsert',
  'Omvisning for Nasjonalbibliotekets ansatte',
];

describe('GET /api/library-events', () => {
  it('lists upcoming public events in start order, 20 a page, with SPEC §3 Event fields', async () => {
    const { response, body } = await search('page=1&field.privateEvent=false&field.dontShowOnWeb=false');
    expect(response.status).toBe(200);
    expect(body.pageSize).toBe(EVENTS_PAGE_SIZE);
    expect(body.searchResults).toHaveLength(EVENTS_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(100);
    expect(body.pageCount).toBe(Math.ceil(body.total / EVENTS_PAGE_SIZE));
    const starts = body.searchResults.map((e) => e.startAt);
    expect([...starts].sort()).toEqual(starts);
    for (const event of body.searchResults) {
      expect(new Date(event.endAt).getTime()).toBeGreaterThan(t.now.getTime());
      expect(event.date).toBe(formatIsoDate(event.startAt));
      expect(event.startTime).toBe(formatTime(event.startAt));
      expect(event.endTime).toMatch(/^\d{2}:\d{2}$/);
      expect(event.image?.url).toMatch(/^\/images\/events\//);
      expect(event.infoScreenImage?.url).toMatch(/-skjerm\.jpg$/);
    }
  });

  it('never returns private or hidden events, whatever the caller sends', async () => {
    for (const query of [
      '',
      'field.privateEvent=true&field.dontShowOnWeb=true',
      'q=innsatte',
      'q=Generalprøve&field.privateEvent=true',
      'fromDate=2000-01-01',
    ]) {
      const { all } = await searchAll(query || 'page=1');
      for (const title of PRIVATE_TITLES)
        expect(
          all.map((e) => e.title),
          query,
        ).not.toContain(title);
    }
  });

  it('pages without overlap and keeps the total on pages past the end', async () => {
    const one = (await search('page=1')).body;
    const two = (await search('page=2')).body;
    expect(two.page).toBe(2);
    expect(two.total).toBe(one.total);
    const ids = new Set(one.searchResults.map((e) => e.id));
    expect(two.searchResults.some((e) => ids.has(e.id))).toBe(false);
    expect(two.searchResults[0].startAt >= one.searchResults.at(-1)!.startAt).toBe(true);
    const beyond = (await search(`page=${one.pageCount + 1}`)).body;
    expect(beyond.searchResults).toEqual([]);
    expect(beyond.total).toBe(one.total);
  });

  it('searches free text with q (accent-folded, inside words); * means everything', async () => {
    const { all } = await searchAll('q=konsert');
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((e) => e.title.startsWith('Lunsjkonsert'))).toBe(true);
    const star = (await search('q=*')).body;
    expect(star.total).toBe((await search()).body.total);
    const none = (await search('q=xyzzy-finnes-ikke')).body;
    expect(none.total).toBe(0);
    expect(none.searchResults).toEqual([]);
  });

  it('filters by branch and counts each branch with the other filters applied', async () => {
    const { all, first } = await searchAll('branch=Bjørvika');
    expect(all.length).toBe(first.total);
    expect(all.every((e) => e.branch?.name === 'Bjørvika')).toBe(true);
    expect(option(first, 'branch', 'Bjørvika')).toMatchObject({ count: first.total, selected: true });
    // The branch counts ignore the branch filter itself, so other branches still show their counts.
    const unfiltered = (await search()).body;
    expect(option(first, 'branch', 'Grünerløkka')?.count).toBe(option(unfiltered, 'branch', 'Grünerløkka')?.count);
    // Other filters' counts are narrowed by the branch filter.
    const concertsAtBjorvika = option(first, 'eventType', 'Konsert')?.count ?? 0;
    expect((await search('branch=Bjørvika&eventType=Konsert')).body.total).toBe(concertsAtBjorvika);
  });

  it('combines values of one filter with OR and different filters with AND', async () => {
    const both = (await searchAll('eventType=Konsert&eventType=Foredrag')).all;
    expect(both.every((e) => e.eventType === 'Konsert' || e.eventType === 'Foredrag')).toBe(true);
    const concerts = (await search('eventType=Konsert')).body.total;
    const talks = (await search('eventType=Foredrag')).body.total;
    expect(both.length).toBe(concerts + talks);
    const { all, first } = await searchAll('eventType=Konsert&eventType=Foredrag&branch=Bjørvika&branch=Grünerløkka');
    expect(
      all.every(
        (e) =>
          ['Konsert', 'Foredrag'].includes(e.eventType) && ['Bjørvika', 'Grünerløkka'].includes(e.branch?.name ?? ''),
      ),
    ).toBe(true);
    expect(first.total).toBe(
      (option(first, 'eventType', 'Konsert')?.count ?? 0) + (option(first, 'eventType', 'Foredrag')?.count ?? 0),
    );
  });

  it('filters weekend (Saturday or Sunday in Oslo) and evening (from 17:00 in Oslo)', async () => {
    const base = (await search()).body;
    const weekend = await searchAll('weekend=true');
    expect(weekend.all.length).toBeGreaterThan(0);
    expect(weekend.all.every((e) => [0, 6].includes(toOslo(e.startAt).getDay()))).toBe(true);
    expect(option(base, 'weekend', 'true')?.count).toBe(weekend.first.total);
    const evening = await searchAll('evening=true');
    expect(evening.all.length).toBeGreaterThan(0);
    expect(evening.all.every((e) => e.startTime >= '17:00')).toBe(true);
    const both = await searchAll('weekend=true&evening=true&branch=Bjørvika');
    expect(
      both.all.every(
        (e) => [0, 6].includes(toOslo(e.startAt).getDay()) && e.startTime >= '17:00' && e.branch?.name === 'Bjørvika',
      ),
    ).toBe(true);
    expect(both.first.filters.find((f) => f.name === 'weekend')?.type).toBe('checkbox');
  });

  it('filters by target audience and tag', async () => {
    const children = await searchAll('targetAudience=Barn');
    expect(children.all.length).toBeGreaterThan(0);
    expect(children.all.every((e) => e.targetAudience.includes('Barn'))).toBe(true);
    const music = await searchAll('tag=Musikk');
    expect(music.all.every((e) => e.tags.includes('Musikk'))).toBe(true);
    expect(option(music.first, 'tag', 'Musikk')).toMatchObject({ selected: true, count: music.first.total });
  });

  it('starts at fromDate, including events still running that day', async () => {
    const from = addDays(formatIsoDate(t.now), 30);
    const { all, first } = await searchAll(`fromDate=${from}`);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => formatIsoDate(e.endAt) >= from)).toBe(true);
    expect(first.filters.find((f) => f.name === 'fromDate')).toMatchObject({ type: 'date', value: from });
  });

  it('shows events with a recording, past ones too, newest first; hasAudioVideo=false filters nothing', async () => {
    const { all } = await searchAll('hasAudioVideo=true');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((e) => e.hasAudioVideo)).toBe(true);
    expect(all.some((e) => new Date(e.endAt) < t.now)).toBe(true);
    const starts = all.map((e) => e.startAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect((await search('hasAudioVideo=false')).body.total).toBe((await search()).body.total);
    expect(option((await search()).body, 'hasAudioVideo', 'true')?.count).toBe(all.length);
  });

  it('gives highlighted events with the first page, and only those with field.highlight=true', async () => {
    const { body } = await search('page=1');
    expect(body.searchResultsHighlighted?.length).toBeGreaterThan(0);
    expect(body.searchResultsHighlighted?.every((e) => e.highlight)).toBe(true);
    const { all } = await searchAll('field.highlight=true');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => e.highlight)).toBe(true);
    expect((await search('page=2')).body.searchResultsHighlighted).toBeUndefined();
  });

  it('narrows with field.branch.name and field.tags (repeated or comma-separated)', async () => {
    const { all } = await searchAll('field.branch.name=grünerløkka');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => e.branch?.name === 'Grünerløkka')).toBe(true);
    const tags = await searchAll('field.tags=Musikk,Film');
    expect(tags.all.every((e) => e.tags.includes('Musikk') || e.tags.includes('Film'))).toBe(true);
    expect((await search('field.tags=Musikk&field.tags=Film')).body.total).toBe(tags.first.total);
  });

  it('answers bad parameters with 400 and a Norwegian message naming them', async () => {
    const cases: [string, RegExp][] = [
      ['fromDate=2026-13-01', /«fromDate»: Må være en gyldig dato/],
      ['page=0', /«page»: Må være mellom 1 og 500/],
      ['page=abc', /«page»: Må være et sidenummer/],
      ['weekend=kanskje', /«weekend»/],
      [`q=${'x'.repeat(201)}`, /«q»/],
    ];
    for (const [query, message] of cases) {
      const { response, body } = await search(query);
      expect(response.status, query).toBe(400);
      expect((body as unknown as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'invalid_request',
        message: expect.stringMatching(message),
      });
    }
  });
});

describe('event detail (service)', () => {
  it('gives a public event with its description and recording', async () => {
    const { all } = await searchAll('hasAudioVideo=true');
    const event = await getEvent(t.services, String(all[0].id));
    expect(event.description.length).toBeGreaterThan(10);
    expect(event.audioVideos.length).toBeGreaterThan(0);
    expect(event.audioVideos[0].url).toMatch(/^\/media\//);
  });

  it('hides private, hidden and unknown events', async () => {
    const hidden = await t.database.db.select({ id: events.id }).from(events).where(eq(events.privateEvent, true));
    expect(hidden.length).toBeGreaterThan(0);
    for (const raw of [String(hidden[0].id), '999999', 'abc']) {
      await expect(getEvent(t.services, raw)).rejects.toMatchObject({ kind: 'not_found', code: 'event_not_found' });
    }
  });
});

describe('GET /api/audiovideo', () => {
  it('gives one recording by id, 404 for an unknown id and 400 for a non-number', async () => {
    const ok = await t.request('/api/audiovideo/1');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      id: 1,
      kind: 'video',
      url: expect.stringMatching(/^\/media\//),
      eventId: expect.any(Number),
    });
    const unknown = await t.request('/api/audiovideo/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'audio_video_not_found', message: 'Fant ikke opptaket' } });
    const bad = await t.request('/api/audiovideo/abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/«id»/);
  });

  it("lists a service's recordings newest first; unknown service 404; serviceId required", async () => {
    const [ebooks] = await t.database.db
      .select({ id: libraryServices.id })
      .from(libraryServices)
      .where(eq(libraryServices.title, 'E-bøker og e-lydbøker'));
    const response = await t.request(`/api/audiovideo?serviceId=${ebooks.id}`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as { serviceId: number; kind: string; publishedAt: string }[];
    expect(list.length).toBe(2);
    expect(list.every((r) => r.serviceId === ebooks.id)).toBe(true);
    expect(list.map((r) => r.kind).sort()).toEqual(['audio', 'video']);
    expect(list[0].publishedAt >= list[1].publishedAt).toBe(true);
    expect((await t.request('/api/audiovideo?serviceId=999999')).status).toBe(404);
    const missing = await t.request('/api/audiovideo');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/«serviceId»/);
  });

  it('never gives the recording of a private event', async () => {
    const [secret] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.privateEvent, true))
      .limit(1);
    const [row] = await t.database.db
      .insert(audioVideos)
      .values({
        title: 'Hemmelig opptak',
        kind: 'video',
        url: '/media/video/hemmelig.mp4',
        eventId: secret.id,
        serviceId: 1,
      })
      .returning({ id: audioVideos.id });
    expect((await t.request(`/api/audiovideo/${row.id}`)).status).toBe(404);
    const list = (await (await t.request('/api/audiovideo?serviceId=1')).json()) as { id: number }[];
    expect(list.map((r) => r.id)).not.toContain(row.id);
  });
});
