// Deterministic demo library seed: builds all demo data in memory, then writes it in one transaction.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { recordDemoLibrary } from '../demo-library.ts';
import * as schema from '../schema.ts';
import { buildAudioVideos } from './audio-videos.ts';
import { insertAll, resetSequence } from './batch.ts';
import { buildCatalogue } from './catalogue.ts';
import { buildCirculation } from './circulation.ts';
import { DEMO_CIRCULATION_RULES } from './circulation-rules.ts';
import { buildContent } from './content.ts';
import { buildEventRegistrations } from './event-registrations.ts';
import { buildLibraries } from './libraries.ts';
import { buildPages } from './pages.ts';
import { buildPeople, pinsToHash } from './people.ts';
import { Random } from './random.ts';
import { buildScreenLayouts, buildScreens } from './screens.ts';

export { DEMO_LOGINS, demoLogin } from './demo-logins.ts';

/** Root seed of the demo data; change it and every generated name, title and date changes. */
const DEFAULT_SEED = 20_250_301;

export interface SeedOptions {
  /** The moment the demo is relative to (events upcoming, loans near due). Default: now. */
  now?: Date;
  log?: (msg: string) => void;
  /** PRNG seed; the default gives the documented demo data. */
  seed?: number;
}

/** Tables in insert order (parents before children); also the keys of SeedSummary. */
type SeedTable =
  | 'libraries'
  | 'opening_hours'
  | 'opening_hours_exceptions'
  | 'agents'
  | 'work_series'
  | 'publisher_series'
  | 'serials'
  | 'works'
  | 'work_agents'
  | 'publications'
  | 'items'
  | 'users'
  | 'employees'
  | 'loans'
  | 'reservations'
  | 'fines'
  | 'favourite_lists'
  | 'favourite_items'
  | 'likes'
  | 'circulation_rules'
  | 'digital_loans'
  | 'events'
  | 'event_registrations'
  | 'library_services'
  | 'library_service_libraries'
  | 'audio_videos'
  | 'rooms'
  | 'pages'
  | 'staff_lists'
  | 'staff_list_items'
  | 'recommendations'
  | 'campaigns'
  | 'banners'
  | 'screen_layouts'
  | 'screens';
/** Rows written per table. */
export type SeedSummary = Record<SeedTable, number>;

/** Tables whose id is a serial; their sequences continue after the seeded ids. */
const SERIAL_TABLES: readonly SeedTable[] = [
  'libraries',
  'agents',
  'work_series',
  'publisher_series',
  'serials',
  'works',
  'publications',
  'items',
  'users',
  'employees',
  'loans',
  'reservations',
  'fines',
  'favourite_lists',
  'events',
  'event_registrations',
  'library_services',
  'audio_videos',
  'rooms',
  'pages',
  'staff_lists',
  'recommendations',
  'campaigns',
  'banners',
];

type DemoData = ReturnType<typeof buildDemoLibrary>;

/** Builds every row of the demo library in memory (pure and deterministic for a given now and seed). */
function buildDemoLibrary(now: Date, pinHashes: ReadonlyMap<string, string>, seed: number = DEFAULT_SEED) {
  const rng = new Random(seed);
  const libraries = buildLibraries(now);
  const catalogue = buildCatalogue(rng.fork('catalogue'), libraries.libraries, now);
  const people = buildPeople(rng.fork('people'), libraries.libraries, now, pinHashes);
  const circulation = buildCirculation(rng.fork('circulation'), catalogue, libraries.libraries, people, now);
  const content = buildContent(rng.fork('content'), libraries.libraries, catalogue, people.employees, now);
  // No randomness: the events and patrons above stay as they were.
  const eventRegistrations = buildEventRegistrations(content.events, people.users, now);
  return {
    eventRegistrations,
    libraries,
    catalogue,
    people,
    circulation,
    content,
    audioVideos: buildAudioVideos(content, now),
    pages: buildPages(now),
    screenLayouts: buildScreenLayouts(),
    screens: buildScreens(libraries.libraries),
  };
}

async function writeDemoLibrary(tx: Tx, d: DemoData): Promise<SeedSummary> {
  const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.libraries);
  if ((existing[0]?.n ?? 0) > 0)
    throw new Error('The database already has libraries; the demo seed only fills an empty database.');
  const { catalogue: cat, circulation: circ, content } = d;
  const summary: SeedSummary = {
    libraries: await insertAll(tx, schema.libraries, d.libraries.libraries),
    opening_hours: await insertAll(tx, schema.openingHours, d.libraries.openingHours),
    opening_hours_exceptions: await insertAll(tx, schema.openingHoursExceptions, d.libraries.exceptions),
    agents: await insertAll(tx, schema.agents, cat.agents),
    work_series: await insertAll(tx, schema.workSeries, cat.workSeries),
    publisher_series: await insertAll(tx, schema.publisherSeries, cat.publisherSeries),
    serials: await insertAll(tx, schema.serials, cat.serials),
    works: await insertAll(tx, schema.works, cat.works),
    work_agents: await insertAll(tx, schema.workAgents, cat.workAgents),
    publications: await insertAll(tx, schema.publications, cat.publications),
    items: await insertAll(tx, schema.items, cat.items),
    users: await insertAll(tx, schema.users, d.people.users),
    employees: await insertAll(tx, schema.employees, d.people.employees),
    loans: await insertAll(tx, schema.loans, circ.loans),
    reservations: await insertAll(tx, schema.reservations, circ.reservations),
    fines: await insertAll(tx, schema.fines, circ.fines),
    favourite_lists: await insertAll(tx, schema.favouriteLists, circ.favouriteLists),
    favourite_items: await insertAll(tx, schema.favouriteItems, circ.favouriteItems),
    likes: await insertAll(tx, schema.likes, circ.likes),
    circulation_rules: await insertAll(tx, schema.circulationRules, [...DEMO_CIRCULATION_RULES]),
    digital_loans: await insertAll(tx, schema.digitalLoans, circ.digitalLoans),
    events: await insertAll(tx, schema.events, content.events),
    event_registrations: await insertAll(tx, schema.eventRegistrations, d.eventRegistrations),
    library_services: await insertAll(tx, schema.libraryServices, content.libraryServices),
    library_service_libraries: await insertAll(tx, schema.libraryServiceLibraries, content.libraryServiceLibraries),
    audio_videos: await insertAll(tx, schema.audioVideos, d.audioVideos),
    rooms: await insertAll(tx, schema.rooms, content.rooms),
    pages: await insertAll(tx, schema.pages, d.pages),
    staff_lists: await insertAll(tx, schema.staffLists, content.staffLists),
    staff_list_items: await insertAll(tx, schema.staffListItems, content.staffListItems),
    recommendations: await insertAll(tx, schema.recommendations, content.recommendations),
    campaigns: await insertAll(tx, schema.campaigns, content.campaigns),
    banners: await insertAll(tx, schema.banners, content.banners),
    screen_layouts: await insertAll(tx, schema.screenLayouts, d.screenLayouts),
    screens: await insertAll(tx, schema.screens, d.screens),
  };
  for (const table of SERIAL_TABLES) await resetSequence(tx, table);
  // In the same transaction: the database says it is the demo library exactly when the demo data is in it (demo mode, docs/decisions/021).
  await recordDemoLibrary(tx);
  return summary;
}

/**
 * Fills an empty, migrated database with the demo library inside one transaction (a failure
 * leaves nothing behind) and returns the rows written per table.
 */
export async function seedDemoLibrary(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  // PIN hashing is deliberately slow (argon2id); hash each distinct PIN once, in parallel.
  const pins = pinsToHash();
  const hashes = new Map(await Promise.all(pins.map(async (pin) => [pin, await hash(pin)] as const)));
  const hashed = performance.now();
  const data = buildDemoLibrary(now, hashes, options.seed ?? DEFAULT_SEED);
  const built = performance.now();
  const summary = await db.transaction((tx) => writeDemoLibrary(tx, data));
  const written = performance.now();
  const total = Object.values(summary).reduce((a, b) => a + b, 0);
  log(
    `demo seed: ${total} rows (${summary.works} works, ${summary.publications} publications, ${summary.items} items) ` +
      `in ${Math.round(written - started)} ms (hash ${Math.round(hashed - started)} ms, build ${Math.round(built - hashed)} ms, write ${Math.round(written - built)} ms)`,
  );
  return summary;
}
