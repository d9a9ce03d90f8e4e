// Invariants of the deterministic demo library seed, checked on fresh in-memory PGlite databases.
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LIBRARIES } from '#core/libraries.ts';
import { isProfileInvalid } from '#core/profile.ts';
import { SCREEN_LAYOUTS, validateSlides } from '#core/screens.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import { openDatabase, type Database } from '../client.ts';
import * as schema from '../schema.ts';
import { easterSunday, norwegianHolidays } from './calendar.ts';
import { isValidEan13, isValidNationalId } from './identifiers.ts';
import { DEMO_LOGINS, demoLogin, seedDemoLibrary, type SeedSummary } from './index.ts';

/** A fixed Wednesday morning in Oslo. */
const NOW = new Date('2025-03-12T09:30:00Z');
const TODAY = '2025-03-12';

async function freshSeeded(now: Date): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({});
  await database.migrate();
  const summary = await seedDemoLibrary(database.db, { now });
  return { database, summary };
}

describe('demo library seed', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ database, summary } = await freshSeeded(NOW));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function rows<T>(query: string): Promise<T[]> {
    const result = await database.db.execute(sql.raw(query));
    return result.rows as T[];
  }

  async function count(query: string): Promise<number> {
    const [row] = await rows<{ n: number }>(query);
    return Number(row?.n ?? 0);
  }

  it('has the 25 header libraries with their slugs', async () => {
    const libs = await database.db.select().from(schema.libraries).orderBy(schema.libraries.id);
    expect(libs.map((l) => l.slug)).toEqual(HEADER_LIBRARIES.map((l) => l.slug));
    expect(libs.map((l) => l.name)).toEqual(HEADER_LIBRARIES.map((l) => l.name));
    const prisons = libs.filter((l) => l.name === 'Bredtveit kvinnefengsel' || l.name === 'Oslo fengsel');
    expect(prisons.every((l) => !l.isPickupBranch)).toBe(true);
    expect(libs.filter((l) => l.ciceroId === null)).toHaveLength(1);
    expect(libs.some((l) => l.merapentOnlyWithOslonokkel)).toBe(true);
    expect(libs.some((l) => l.extendedOpeningHours)).toBe(true);
    expect(summary.opening_hours).toBe(25 * 7);
  });

  it('computes Easter and the Norwegian public holidays', async () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    const names = norwegianHolidays(2025).map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2025-04-17 Skjærtorsdag');
    expect(names).toContain('2025-05-29 Kristi himmelfartsdag');
    expect(names).toContain('2025-06-09 2. pinsedag');
    const closedEaster = await count(
      `select count(*) n from opening_hours_exceptions where date = '2025-04-18' and not is_open`,
    );
    expect(closedEaster).toBe(25);
    const christmasEve = await count(`select count(*) n from opening_hours_exceptions where date = '2026-12-24'`);
    expect(christmasEve).toBe(25);
  });

  it('has a catalogue of at least 2,000 works with all inspiration media types', async () => {
    expect(summary.works).toBeGreaterThanOrEqual(2000);
    const byType = await rows<{ media_type: string; n: number }>(
      `select media_type, count(*)::int n from publications group by 1`,
    );
    const counts = Object.fromEntries(byType.map((r) => [r.media_type, Number(r.n)]));
    for (const type of ['Bok', 'Tegneserie', 'Film', 'Musikkopptak']) expect(counts[type]).toBeGreaterThanOrEqual(50);
    expect(counts.Lydbok).toBeGreaterThan(0);
    expect(counts['E-bok']).toBeGreaterThan(0);
    expect(counts.Tidsskrift).toBeGreaterThan(0);
    const sult = await rows<{ first_publication_year: number; creator_names: string }>(
      `select first_publication_year, creator_names from works where title = 'Sult'`,
    );
    expect(sult).toEqual([{ first_publication_year: 1890, creator_names: 'Knut Hamsun' }]);
    // creator names feed the search vector
    expect(
      await count(`select count(*) n from works where search_vector @@ to_tsquery('nb_unaccent', 'hamsun')`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('uses valid identifiers', async () => {
    const codes = await rows<{ isbn: string | null; ean: string | null }>(
      `select isbn, ean from publications where isbn is not null or ean is not null`,
    );
    expect(codes.length).toBeGreaterThan(1000);
    for (const c of codes) expect(isValidEan13((c.isbn ?? c.ean) as string)).toBe(true);
    expect(await count(`select count(*) n from items where barcode !~ '^0301[0-9]{10}$'`)).toBe(0);
    expect(await count(`select count(*) n from publications where record_id !~ '^0[0-9]{8}$'`)).toBe(0);
    for (const login of DEMO_LOGINS) if (login.nationalId) expect(isValidNationalId(login.nationalId)).toBe(true);
  });

  it('has series, a publisher series and a periodical with issues', async () => {
    expect(
      await count(
        `select count(*) n from works w join work_series s on s.id = w.work_series_id where s.name = 'Harry Potter'`,
      ),
    ).toBe(3);
    expect(
      await count(
        `select count(*) n from publications where publisher_series_id is not null and publisher_series_number is not null`,
      ),
    ).toBeGreaterThan(10);
    const issues = await rows<{ issue_label: string }>(
      `select issue_label from publications p join serials s on s.id = p.serial_id where s.title = 'Vagant' order by p.id`,
    );
    expect(issues.length).toBeGreaterThanOrEqual(12);
    expect(issues[0].issue_label).toMatch(/^\d{4}:[1-4]$/);
  });

  it('lends every copy on loan exactly once, and every open loan is of a copy on loan', async () => {
    expect(
      await count(
        `select count(*) n from items i where i.status = 'on_loan' and (select count(*) from loans l where l.item_id = i.id and l.returned_at is null) <> 1`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from loans l join items i on i.id = l.item_id where l.returned_at is null and i.status <> 'on_loan'`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) n from items where status = 'on_loan'`)).toBeGreaterThan(200);
  });

  it('keeps ready reservations on the pickup shelf of the pickup branch', async () => {
    expect(await count(`select count(*) n from reservations where status = 'ready_for_pickup'`)).toBeGreaterThan(10);
    expect(
      await count(`select count(*) n from reservations r left join items i on i.id = r.item_id
        where r.status = 'ready_for_pickup' and (i.id is null or i.status <> 'reserved_on_shelf' or i.library_id <> r.pickup_library_id or r.pickup_number is null or r.pickup_deadline is null)`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from items i where i.status = 'reserved_on_shelf' and not exists (select 1 from reservations r where r.item_id = i.id and r.status = 'ready_for_pickup')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from items i where i.status = 'in_transit' and not exists (select 1 from reservations r where r.item_id = i.id and r.status = 'in_transit')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from reservations r join libraries l on l.id = r.pickup_library_id where not l.is_pickup_branch or l.cicero_id is null`,
      ),
    ).toBe(0);
  });

  it('lets every demo login verify its PIN with argon2id', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await database.db
        .select()
        .from(schema.users)
        .where(sql`${schema.users.cardNumber} = ${login.cardNumber}`);
      expect(user, login.name).toBeDefined();
      expect(`${user.firstName} ${user.lastName}`).toBe(login.name);
      expect(user.pinHash?.startsWith('$argon2id$')).toBe(true);
      expect(await verify(user.pinHash as string, login.pin)).toBe(true);
      expect(await verify(user.pinHash as string, '9999')).toBe(false);
      expect(user.roles).toEqual([...login.roles]);
      expect(user.nationalId).toBe(login.nationalId ?? null);
      expect(user.staffSubject).toBe(login.staffSubject ?? null);
    }
  });

  it('gives the invalid-profile patron a really invalid profile, and the others valid ones', async () => {
    const all = await database.db.select().from(schema.users);
    const byCard = (card: string) => all.find((u) => u.cardNumber === card);
    expect(isProfileInvalid(byCard(demoLogin('invalidProfile').cardNumber) ?? {})).toBe(true);
    for (const key of ['patron', 'blocked', 'fines', 'child'] as const) {
      expect(isProfileInvalid(byCard(demoLogin(key).cardNumber) ?? {}), key).toBe(false);
    }
    expect(byCard(demoLogin('blocked').cardNumber)?.blockStatuses).toContain('manual');
    expect(byCard(demoLogin('child').cardNumber)?.category).toBe('barn');
    expect(byCard(demoLogin('illLibrary').cardNumber)?.illLibrary).toBe(true);
    expect(all.filter((u) => u.roles.includes('DEICH_BORROWER')).length).toBeGreaterThanOrEqual(200);
  });

  it('gives the main demo patron loans near due, an overdue loan and reservations in every state', async () => {
    const card = demoLogin('patron').cardNumber;
    const loans = await rows<{ due_date: string; remote: boolean }>(
      `select l.due_date::text, l.remote from loans l join users u on u.id = l.user_id where u.card_number = '${card}' and l.returned_at is null`,
    );
    const dueSoon = loans.filter((l) => l.due_date > TODAY && l.due_date <= '2025-03-15');
    expect(dueSoon.length).toBeGreaterThanOrEqual(2);
    expect(loans.filter((l) => l.due_date < TODAY)).toHaveLength(1);
    expect(loans.some((l) => l.remote)).toBe(true);
    const reservations = await rows<{ status: string; activation_date: string | null; ahead: number }>(
      `select r.status, r.activation_date::text,
        (select count(*)::int from reservations q where q.publication_id = r.publication_id and q.status = 'waiting' and q.created_at < r.created_at) ahead
       from reservations r join users u on u.id = r.user_id where u.card_number = '${card}'`,
    );
    expect(reservations.filter((r) => r.status === 'ready_for_pickup')).toHaveLength(2);
    expect(reservations.filter((r) => r.status === 'in_transit')).toHaveLength(1);
    const waiting = reservations.filter((r) => r.status === 'waiting');
    expect(waiting.filter((r) => r.activation_date === null && r.ahead > 0).length).toBeGreaterThanOrEqual(2);
    expect(waiting.filter((r) => r.activation_date !== null && r.activation_date > TODAY)).toHaveLength(1);
  });

  it('gives the fines patron unpaid and paid fines in øre', async () => {
    const fines = await rows<{ amount_ore: number; paid: boolean }>(
      `select f.amount_ore, f.paid_at is not null paid from fines f join users u on u.id = f.user_id where u.card_number = '${demoLogin('fines').cardNumber}'`,
    );
    expect(
      fines
        .filter((f) => !f.paid)
        .map((f) => f.amount_ore)
        .sort((a, b) => a - b),
    ).toEqual([3000, 25000]);
    expect(fines.filter((f) => f.paid)).toHaveLength(1);
  });

  it('covers every serviceForm and has events, rooms, pages and lists', async () => {
    const forms = await rows<{ service_form: string }>(`select distinct service_form from library_services`);
    expect(forms.map((f) => f.service_form).sort()).toEqual([...SERVICE_FORMS].sort());
    expect(summary.events).toBeGreaterThanOrEqual(120);
    const today = await rows<{ name: string }>(
      `select l.name from events e join libraries l on l.id = e.library_id where (e.start_at at time zone 'Europe/Oslo')::date = '${TODAY}' and not e.private_event and not e.dont_show_on_web`,
    );
    expect(today.filter((r) => r.name === 'Bjørvika').length).toBeGreaterThanOrEqual(1);
    expect(today.filter((r) => r.name === 'Grünerløkka').length).toBeGreaterThanOrEqual(1);
    expect(today.length).toBeGreaterThanOrEqual(2);
    expect(await count(`select count(*) n from events where private_event`)).toBeGreaterThan(0);
    expect(await count(`select count(*) n from events where dont_show_on_web`)).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) n from events where start_at > '${NOW.toISOString()}' and start_at < '${new Date(NOW.getTime() + 61 * 86_400_000).toISOString()}'`,
      ),
    ).toBeGreaterThanOrEqual(100);
    const kinds = await rows<{ kind: string }>(`select distinct kind from rooms`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['free', 'rent', 'venue']);
    const faq = await rows<{ sections: { anchor?: string }[] }>(
      `select sections from pages where slug = 'ofte-stilte-sporsmal'`,
    );
    expect(faq[0].sections.map((s) => s.anchor)).toContain('om-søk-og-min-side');
    for (const slug of [
      'personvern',
      'utlansreglement',
      'ordensreglement',
      'kontakt-oss',
      'in-english',
      'friby',
      'samarbeid-med-oss',
    ]) {
      expect(await count(`select count(*) n from pages where slug = '${slug}'`), slug).toBe(1);
    }
    expect(await count(`select count(*) n from staff_lists where status = 'published'`)).toBeGreaterThan(5);
    expect(await count(`select count(*) n from recommendations where kind = 'review'`)).toBeGreaterThan(0);
  });

  it('has recordings of past public events and of a few services', async () => {
    expect(summary.audio_videos).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        `select count(*) n from audio_videos a join events e on e.id = a.event_id where e.video_url = a.url and not e.private_event and not e.dont_show_on_web`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        `select count(*) n from audio_videos a join events e on e.id = a.event_id where e.end_at < '${NOW.toISOString()}'`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(`select count(distinct service_id) n from audio_videos where service_id is not null`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('has exactly one active banner and an active campaign for the front page and for screens', async () => {
    expect(await count(`select count(*) n from banners where active`)).toBe(1);
    expect(
      await count(`select count(*) n from campaigns where active and 'forside' = any(pages)`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(`select count(*) n from campaigns where active and cardinality(screens) > 0`),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(`select count(*) n from campaigns where not active`)).toBeGreaterThanOrEqual(1);
  });

  it('has a valid slide list for each of the 11 layouts', async () => {
    const layouts = await database.db.select().from(schema.screenLayouts);
    expect(layouts.map((l) => l.name).sort()).toEqual([...SCREEN_LAYOUTS].sort());
    for (const layout of layouts) {
      const slides = layout.slides as {
        type: string;
        duration: number;
        slideKey: string;
        showEveryNthIteration?: number;
      }[];
      expect(slides.length, layout.name).toBeGreaterThan(0);
      expect(validateSlides(slides)).toEqual({ ok: true });
      expect(new Set(slides.map((s) => s.slideKey)).size).toBe(slides.length);
      for (const s of slides.filter((x) => x.type === 'RandomVideo')) expect(s.showEveryNthIteration).toBe(4);
      if (layout.name === 'testPortrait') expect(slides.every((s) => s.duration === 5)).toBe(true);
      if (layout.name === 'singleCampaign') expect(slides).toMatchObject([{ type: 'Campaign', duration: 30 }]);
    }
    const screens = await database.db.select().from(schema.screens);
    expect(screens.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'bjorvika/0-1',
        'bjorvika/3-1',
        'grunerlokka/1-1',
        'furuset/1-1',
        'bjorvika/inngang',
        'test/landscape',
        'test/portrait',
      ]),
    );
  });

  it('continues the id sequences after the seeded rows', async () => {
    const [{ id }] = await database.db
      .insert(schema.banners)
      .values({ active: false, message: 'Test' })
      .returning({ id: schema.banners.id });
    expect(id).toBe(summary.banners + 1);
    await database.db.delete(schema.banners).where(sql`${schema.banners.id} = ${id}`);
  });

  it('refuses to seed a database that already has libraries', async () => {
    await expect(seedDemoLibrary(database.db, { now: NOW })).rejects.toThrow(/already/);
    expect(await count(`select count(*) n from works`)).toBe(summary.works);
  });

  it('is deterministic: two fresh databases seeded with the same now are identical', async () => {
    // The database of beforeAll is the first fresh one (the tests above write nothing it fingerprints).
    const a = { database, summary };
    const b = await freshSeeded(NOW);
    try {
      expect(b.summary).toEqual(a.summary);
      const fingerprint = async (d: Database) =>
        (
          await d.db.execute(
            sql.raw(`select
              (select string_agg(title, '|' order by id) from (select id, title from works order by id limit 20) t) first_titles,
              (select md5(string_agg(title || coalesce(creator_names, ''), '|' order by id)) from works) works_md5,
              (select md5(string_agg(barcode || status || shelf_location, '|' order by id)) from items) items_md5,
              (select md5(string_agg(user_id || ':' || item_id || ':' || due_date, '|' order by id)) from loans) loans_md5,
              (select md5(string_agg(title || start_at::text, '|' order by id)) from events) events_md5`),
          )
        ).rows[0];
      const fa = await fingerprint(a.database);
      expect(fa).toEqual(await fingerprint(b.database));
      expect(String((fa as { first_titles: string }).first_titles).split('|')).toHaveLength(20);
    } finally {
      await b.database.close();
    }
  }, 120_000);

  it('writes nothing when the seed fails half-way (one transaction)', async () => {
    const fresh = await openDatabase({});
    try {
      await fresh.migrate();
      // A conflicting row in the last table makes the seed fail after everything else was inserted.
      await fresh.db.insert(schema.screenLayouts).values({ name: 'defaultLandscape', slides: [] });
      await expect(seedDemoLibrary(fresh.db, { now: NOW })).rejects.toThrow();
      const [{ n }] = (
        await fresh.db.execute(
          sql.raw(
            `select (select count(*) from libraries) + (select count(*) from works) + (select count(*) from users) n`,
          ),
        )
      ).rows as { n: number }[];
      expect(Number(n)).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
