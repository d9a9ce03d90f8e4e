// Integration tests of /api/libraries/{id}/openinghoursforweek and /openinghoursbetweendates (SPEC §3 rows, §7, §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, nextOpenDayWindow, weekStart } from '#core/dates.ts';
import { addDays, DAY_TYPES, isoWeekday } from '#core/opening-hours.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listLibrariesToday, nextOpenDay } from '#server/services/libraries.ts';

let t: TestApp;
let ids: Record<string, number>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = formatIsoDate(t.now);
  const libraries = (await (await t.request('/api/libraries?excludeOpeningHours=true')).json()) as {
    id: number;
    slug: string;
  }[];
  ids = Object.fromEntries(libraries.map((l) => [l.slug, l.id]));
});
afterAll(async () => {
  await t.close();
});

const getJson = async (path: string) => {
  const response = await t.request(path);
  return { response, body: await response.json() };
};

interface Row {
  date: string;
  dayOfWeek: string;
  isOpen: boolean;
  openFrom: string | null;
  openTo: string | null;
  mannedFrom: string | null;
  mannedTo: string | null;
  exceptionReason: string | null;
}

const year = () => Number(today.slice(0, 4));
/** Last Sunday of a month: the European DST switch days. */
const lastSunday = (y: number, month: number) => {
  let day = addDays(`${y}-${String(month + 1).padStart(2, '0')}-01`, -1);
  while (isoWeekday(day) !== 7) day = addDays(day, -1);
  return day;
};

describe('GET /api/libraries/{id}/openinghoursforweek', () => {
  it('gives the seven SPEC §3 rows of the week containing the date, Monday first', async () => {
    const { response, body } = await getJson(`/api/libraries/${ids.bjorvika}/openinghoursforweek?date=${today}`);
    expect(response.status).toBe(200);
    const rows = body as Row[];
    expect(rows.map((r) => r.dayOfWeek)).toEqual([...DAY_TYPES]);
    const monday = weekStart(today);
    expect(rows.map((r) => r.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n)));
    expect(rows.map((r) => r.date)).toContain(today);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['date', 'dayOfWeek', 'isOpen', 'openFrom', 'openTo', 'mannedFrom', 'mannedTo']),
      );
    }
  });

  it('defaults to the current week', async () => {
    const { body } = await getJson(`/api/libraries/${ids.bjorvika}/openinghoursforweek`);
    expect((body as Row[])[0].date).toBe(weekStart(t.now));
  });

  it('applies the weekly schedule with manned and unmanned (meråpent) hours', async () => {
    const monday = addDays(weekStart(today), 14);
    const { body } = await getJson(`/api/libraries/${ids.furuset}/openinghoursforweek?date=${monday}`);
    const regular = (body as Row[]).filter((r) => r.exceptionReason === null);
    const weekdayRow = regular.find((r) => r.dayOfWeek === 'TUESDAY' || r.dayOfWeek === 'WEDNESDAY');
    expect(weekdayRow).toMatchObject({
      isOpen: true,
      openFrom: '07:00:00',
      openTo: '22:00:00',
      mannedFrom: '10:00:00',
      mannedTo: '19:00:00',
    });
    const sunday = regular.find((r) => r.dayOfWeek === 'SUNDAY');
    if (sunday) expect(sunday).toMatchObject({ isOpen: true, mannedFrom: null, mannedTo: null });
  });

  it('applies public holidays and short days (Christmas week)', async () => {
    const { body } = await getJson(`/api/libraries/${ids.majorstuen}/openinghoursforweek?date=${year()}-12-25`);
    const rows = body as Row[];
    const byDate = Object.fromEntries(rows.map((r) => [r.date, r]));
    expect(byDate[`${year()}-12-25`]).toMatchObject({
      isOpen: false,
      openFrom: null,
      exceptionReason: '1. juledag – stengt',
    });
    expect(byDate[`${year()}-12-26`]).toMatchObject({ isOpen: false, exceptionReason: '2. juledag – stengt' });
    const eve = byDate[`${year()}-12-24`];
    if (eve && eve.isOpen)
      expect(eve).toMatchObject({
        openFrom: '10:00:00',
        openTo: '13:00:00',
        exceptionReason: 'Julaften – kort åpningstid',
      });
  });

  it('gives seven distinct days in the weeks of the DST changes', async () => {
    for (const switchDay of [lastSunday(year() + 1, 3), lastSunday(year(), 10)]) {
      const { response, body } = await getJson(`/api/libraries/${ids.bjorvika}/openinghoursforweek?date=${switchDay}`);
      expect(response.status).toBe(200);
      const rows = body as Row[];
      expect(new Set(rows.map((r) => r.date)).size).toBe(7);
      expect(rows[6]).toMatchObject({ date: switchDay, dayOfWeek: 'SUNDAY' });
    }
  });

  it('answers 400 for a date that does not exist, naming the parameter', async () => {
    for (const bad of ['2026-13-01', '2026-02-30', '23.11.2026', 'i-dag']) {
      const { response, body } = await getJson(`/api/libraries/${ids.bjorvika}/openinghoursforweek?date=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toMatch(/^Ugyldig forespørsel\. «date»: Må være en gyldig dato på formen åååå-mm-dd/);
    }
  });

  it('answers 404 for an unknown library and 400 for an id that is not a number', async () => {
    const unknown = await getJson('/api/libraries/999999/openinghoursforweek?date=2026-11-23');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'library_not_found', message: 'Fant ikke biblioteket' } });
    const bad = await getJson('/api/libraries/bjorvika/openinghoursforweek?date=2026-11-23');
    expect(bad.response.status).toBe(400);
    expect(bad.body.error.message).toMatch(/«id»/);
  });
});

describe('GET /api/libraries/{id}/openinghoursbetweendates', () => {
  it('gives one row per day, both ends included', async () => {
    const window = nextOpenDayWindow(today);
    const { response, body } = await getJson(
      `/api/libraries/${ids.torshov}/openinghoursbetweendates?start=${window.start}&end=${window.end}`,
    );
    expect(response.status).toBe(200);
    const rows = body as Row[];
    expect(rows).toHaveLength(14);
    expect(rows[0].date).toBe(addDays(today, 1));
    expect(rows.at(-1)?.date).toBe(addDays(today, 14));
  });

  it('finds the next open day in the 14-day window: Saturday closed on Sunday gives Monday', async () => {
    // Biblo Tøyen is closed on Sundays and Mondays.
    let saturday = addDays(today, 21);
    while (isoWeekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const window = nextOpenDayWindow(saturday);
    const { body } = await getJson(
      `/api/libraries/${ids['biblo-toyen']}/openinghoursbetweendates?start=${window.start}&end=${window.end}`,
    );
    const rows = body as Row[];
    expect(rows.slice(0, 2).map((r) => [r.dayOfWeek, r.isOpen])).toEqual([
      ['SUNDAY', false],
      ['MONDAY', false],
    ]);
    const first = rows.find((r) => r.isOpen);
    const next = await nextOpenDay(t.services, ids['biblo-toyen'], saturday);
    expect(next?.date).toBe(first?.date);
    expect(next?.date && next.date > addDays(saturday, 2)).toBe(true);
  });

  it('gives no next open day when the library is closed the whole window', async () => {
    // The prisons' library is closed at weekends; a window of one weekend day has no open day.
    let saturday = addDays(today, 28);
    while (isoWeekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const { body } = await getJson(
      `/api/libraries/${ids['oslo-fengsel']}/openinghoursbetweendates?start=${saturday}&end=${addDays(saturday, 1)}`,
    );
    expect((body as Row[]).every((r) => !r.isOpen)).toBe(true);
  });

  it('answers 400 when start is after end, for bad dates and for missing dates', async () => {
    const after = await getJson(
      `/api/libraries/${ids.bjorvika}/openinghoursbetweendates?start=2026-11-30&end=2026-11-23`,
    );
    expect(after.response.status).toBe(400);
    expect(after.body).toEqual({
      error: { code: 'start_after_end', message: 'Ugyldig forespørsel. «start» kan ikke være etter «end».' },
    });
    const bad = await getJson(
      `/api/libraries/${ids.bjorvika}/openinghoursbetweendates?start=2026-13-01&end=2026-12-01`,
    );
    expect(bad.response.status).toBe(400);
    expect(bad.body.error.message).toMatch(/«start»/);
    const missing = await getJson(`/api/libraries/${ids.bjorvika}/openinghoursbetweendates?start=2026-11-23`);
    expect(missing.response.status).toBe(400);
    expect(missing.body.error.message).toMatch(/«end»/);
  });

  it('answers 400 for a span over 366 days and 404 for an unknown library', async () => {
    const long = await getJson(
      `/api/libraries/${ids.bjorvika}/openinghoursbetweendates?start=2026-01-01&end=2027-06-01`,
    );
    expect(long.response.status).toBe(400);
    expect(long.body.error).toEqual({
      code: 'span_too_long',
      message: 'Ugyldig forespørsel. Perioden kan være høyst 366 dager.',
    });
    const unknown = await getJson('/api/libraries/999999/openinghoursbetweendates?start=2026-11-23&end=2026-11-24');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.error.code).toBe('library_not_found');
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await getJson('/api/openapi.json');
    expect(body.paths['/libraries/{id}/openinghoursforweek'].get).toBeDefined();
    expect(body.paths['/libraries/{id}/openinghoursbetweendates'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'start', in: 'query' }),
        expect.objectContaining({ name: 'end', in: 'query' }),
      ]),
    );
  });
});

describe('listLibrariesToday (the /bibliotekene page)', () => {
  it("gives every library with today's row, whether it is open now and the next open day when closed", async () => {
    const { today: day, libraries } = await listLibrariesToday(t.services);
    expect(day).toBe(today);
    expect(libraries).toHaveLength(25);
    for (const entry of libraries) {
      expect(entry.today?.date).toBe(today);
      expect(['manned', 'unmanned', 'closed']).toContain(entry.openNow);
      if (!entry.today?.isOpen) expect(entry.openNow).toBe('closed');
      if (entry.today?.isOpen) expect(entry.nextOpen).toBeNull();
      if (entry.nextOpen) expect(entry.nextOpen.date > today && entry.nextOpen.isOpen).toBe(true);
    }
  });
});
