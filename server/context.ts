// Builds the process-wide application context once: config, logger, migrated (and seeded) database.
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { demoModeLogLine, loadConfig, productionTestToolWarnings, withDatabaseFacts, type Config } from '#server/config.ts';
import { openDatabase, type Database, type DatabaseTimeouts } from '#server/db/client.ts';
import { isDemoLibrary } from '#server/db/demo-library.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { createLog, type Log } from '#server/log.ts';
import { SearchIndexKeeper } from '#server/services/catalogue/facet-index-keeper.ts';
import { WorkerIndexBuilder } from '#server/services/catalogue/index-build.ts';
import { SearchProcessClient, startSearchProcess, type RunningSearchProcess } from '#server/services/catalogue/search-process.ts';
import { expireReservations } from '#server/services/circulation/desk.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { sweepEventRegistrations } from '#server/services/event-registration.ts';
import { defaultPorts } from '#server/services/ports.ts';

export interface AppContext {
  config: Config;
  log: Log;
  database: Database;
  services: ServiceContext;
}

/** The web server's limits on PostgreSQL (docs/decisions/017). */
function databaseTimeouts(config: Config): DatabaseTimeouts {
  return { statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS, connectMs: 2_000, idleInTransactionMs: 60_000, lockMs: 10_000 };
}

/** The configured database: PostgreSQL with the web server's timeouts, or the embedded one. */
function openConfiguredDatabase(config: Config, log: Log): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          onConnectionError: (err) => log.warn({ err }, 'database connection lost; the pool reconnects'),
          timeouts: databaseTimeouts(config),
          log,
        }
      : { dataDir: join(config.DATA_DIR, 'pglite'), log },
  );
}

/** Applies migrations, and seeds the demo library into an empty database unless NO_SEED. */
async function migrateAndSeed(database: Database, config: Config, log: Log): Promise<void> {
  await database.migrate();
  if (!config.NO_SEED && (await isEmpty(database))) {
    log.info('seeding the demo library');
    const summary = await seedDemoLibrary(database.db, { log: (msg) => log.info(msg) });
    log.info({ summary }, 'demo library seeded');
  }
}

/** Several processes (server.js with WEB_CONCURRENCY): the primary migrates and seeds once before the workers start. */
export async function prepareDatabase(config: Config = loadConfig()): Promise<void> {
  const log = createLog(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, log);
  try {
    await migrateAndSeed(database, config, log);
  } finally {
    await database.close();
  }
}

/** Opens the database, applies migrations and seeds the demo library into an empty database. */
export async function createAppContext(environmentConfig: Config = loadConfig()): Promise<AppContext> {
  const log = createLog(environmentConfig.LOG_LEVEL);
  const started = performance.now();
  const database = await openConfiguredDatabase(environmentConfig, log);
  await migrateAndSeed(database, environmentConfig, log);
  // Demo mode follows what the database is (docs/decisions/021), so it is known only now.
  const config = withDatabaseFacts(environmentConfig, { demoLibrary: await isDemoLibrary(database.db) });
  for (const warning of productionTestToolWarnings(config)) log.warn(warning);
  const demoLine = demoModeLogLine(config);
  if (demoLine) log.info({ testIdp: config.testIdpEnabled, testTerminal: config.testTerminalEnabled }, demoLine);
  const services: ServiceContext = { ...defaultPorts(config), db: database.db, log, config, availability: database.availability };
  log.info(
    { database: database.kind, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  scheduleReservationExpiry(services);
  // The index lives in the machine's search process when server.js started one; in this process otherwise.
  if (config.SEARCH_PROCESS_SOCKET) services.searchIndex = services.searchProcess = new SearchProcessClient(config.SEARCH_PROCESS_SOCKET, log);
  else keepSearchIndex(services);
  return { config, log, database, services };
}

/**
 * server.js, before its web processes start: on PostgreSQL one search process for the machine (docs/decisions/018);
 * its socket goes to the web processes in SEARCH_PROCESS_SOCKET. The embedded database belongs to one process: none.
 */
export function startMachineSearch(config: Config = loadConfig()): RunningSearchProcess | null {
  return config.DATABASE_URL ? startSearchProcess(createLog(config.LOG_LEVEL)) : null;
}

/** The search process's context (search-process-main.ts): the database server.js prepared, and the index kept on it. */
export async function createSearchContext(config: Config = loadConfig()): Promise<{ services: ServiceContext; keeper: SearchIndexKeeper }> {
  const log = createLog(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, log);
  const services: ServiceContext = { ...defaultPorts(config), db: database.db, log, config, availability: database.availability };
  return { services, keeper: keepSearchIndex(services) };
}

/** Reservations past their pickup deadline or expiry date are closed hourly, and their copies passed on. */
function scheduleReservationExpiry(services: ServiceContext): void {
  const run = () =>
    expireReservations(services)
      .then((n) => n > 0 && services.log.info({ expired: n }, 'reservations expired'))
      .catch((err: unknown) => services.log.error({ err }, 'reservation expiry failed'))
      // Event reminders the day before and the 30-day blanking of sign-ups (docs/decisions/026) ride on the same hour.
      .then(() => sweepEventRegistrations(services))
      .then((swept) => swept && (swept.reminded > 0 || swept.anonymised > 0) && services.log.info(swept, 'event registrations swept'))
      .catch((err: unknown) => services.log.error({ err }, 'event registration sweep failed'));
  void run();
  setInterval(run, 3_600_000).unref();
}

/** Large catalogues: filters, facet counts and words from memory, kept current by polling (docs/decisions/015, 018). */
function keepSearchIndex(services: ServiceContext): SearchIndexKeeper {
  const keeper = new SearchIndexKeeper(services, {
    minPublications: services.config.SEARCH_INDEX_MIN_PUBLICATIONS,
    pollMs: 1_000,
    // Works and people follow the change log exactly; the daily rebuild is the backstop for a holdings version
    // read too late (its overlap window) and frees what the changes beside the base hold.
    resyncMs: 86_400_000,
    rebuildAfterChanges: 20_000,
    // On PostgreSQL builds run in a process of its own with its own connection (index-build.ts); the embedded database is this process's.
    builder: services.config.DATABASE_URL ? new WorkerIndexBuilder({ url: services.config.DATABASE_URL, timeouts: databaseTimeouts(services.config) }) : undefined,
  });
  services.searchIndex = keeper;
  keeper.start();
  return keeper;
}

async function isEmpty(database: Database): Promise<boolean> {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from libraries`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

const globalKey = Symbol.for('bibliotek.appContext');
type GlobalWithContext = typeof globalThis & { [globalKey]?: Promise<AppContext> };

/**
 * The one context of this process. Kept on globalThis so that Vite's dev-mode module
 * reloads reuse the open database (PGlite allows one opener per data folder).
 */
export function getAppContext(): Promise<AppContext> {
  const g = globalThis as GlobalWithContext;
  g[globalKey] ??= createAppContext();
  return g[globalKey];
}
