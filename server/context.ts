// Builds the process-wide application context once: config, logger, migrated (and seeded) database.
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import {
  demoModeLogLine,
  loadConfig,
  productionTestToolWarnings,
  withDatabaseFacts,
  type Config,
} from '#server/config.ts';
import { openDatabase, type Database, type DatabaseTimeouts } from '#server/db/client.ts';
import { isDemoLibrary } from '#server/db/demo-library.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { startJobQueue, type JobQueue } from '#server/jobs/queue.ts';
import { JOBS } from '#server/jobs/registry.ts';
import { createLog, type Log } from '#server/log.ts';
import { SearchIndexKeeper } from '#server/services/catalogue/facet-index-keeper.ts';
import { WorkerIndexBuilder } from '#server/services/catalogue/index-build.ts';
import {
  SearchProcessClient,
  startSearchProcess,
  type RunningSearchProcess,
} from '#server/services/catalogue/search-process.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { defaultPorts } from '#server/services/ports.ts';

export interface AppContext {
  config: Config;
  log: Log;
  database: Database;
  services: ServiceContext;
  /** The job queue working in this process; null when started without one (command-line tools). */
  jobs: JobQueue | null;
  /** Stops the job queue and the search index's polling, then closes the database (SIGTERM, the end of a tool or test). */
  close(): Promise<void>;
}

/** The web server's limits on PostgreSQL (docs/decisions/017). */
function databaseTimeouts(config: Config): DatabaseTimeouts {
  return {
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    connectMs: 2_000,
    idleInTransactionMs: 60_000,
    lockMs: 10_000,
  };
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

/**
 * Opens the database, applies migrations and seeds the demo library into an empty database, and starts the job queue
 * (docs/decisions/029) unless `jobs: false` (a command-line tool works its task and leaves jobs to the servers).
 */
export async function createAppContext(
  environmentConfig: Config = loadConfig(),
  options: { jobs?: boolean } = {},
): Promise<AppContext> {
  const log = createLog(environmentConfig.LOG_LEVEL);
  const started = performance.now();
  const database = await openConfiguredDatabase(environmentConfig, log);
  await migrateAndSeed(database, environmentConfig, log);
  // Demo mode follows what the database is (docs/decisions/021), so it is known only now.
  const config = withDatabaseFacts(environmentConfig, { demoLibrary: await isDemoLibrary(database.db) });
  for (const warning of productionTestToolWarnings(config)) log.warn(warning);
  const demoLine = demoModeLogLine(config);
  if (demoLine) log.info({ testIdp: config.testIdpEnabled, testTerminal: config.testTerminalEnabled }, demoLine);
  const services: ServiceContext = {
    ...defaultPorts(config),
    db: database.db,
    log,
    config,
    availability: database.availability,
  };
  log.info({ database: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
  // Reservation expiry, the event sweep and every other background job: once per cluster, in whichever process is free.
  const jobs =
    options.jobs === false
      ? null
      : await startJobQueue({
          services,
          store: database.kind === 'pglite' ? { pglite: database.db.$client } : { url: requiredUrl(config) },
          jobs: JOBS,
        });
  if (jobs) services.jobs = jobs;
  // The index lives in the machine's search process when server.js started one; in this process otherwise.
  if (config.SEARCH_PROCESS_SOCKET)
    services.searchIndex = services.searchProcess = new SearchProcessClient(config.SEARCH_PROCESS_SOCKET, log);
  else keepSearchIndex(services);
  const close = async () => {
    // The queue first: a job still running may need the database until it ends.
    await jobs?.stop();
    await services.searchIndex?.stop();
    await database.close();
  };
  return { config, log, database, services, jobs, close };
}

function requiredUrl(config: Config): string {
  if (!config.DATABASE_URL) throw new Error('a PostgreSQL database without DATABASE_URL');
  return config.DATABASE_URL;
}

/**
 * server.js, before its web processes start: on PostgreSQL one search process for the machine (docs/decisions/018);
 * its socket goes to the web processes in SEARCH_PROCESS_SOCKET. The embedded database belongs to one process: none.
 */
export function startMachineSearch(config: Config = loadConfig()): RunningSearchProcess | null {
  return config.DATABASE_URL ? startSearchProcess(createLog(config.LOG_LEVEL)) : null;
}

/** The search process's context (search-process-main.ts): the database server.js prepared, and the index kept on it. */
export async function createSearchContext(
  config: Config = loadConfig(),
): Promise<{ services: ServiceContext; keeper: SearchIndexKeeper }> {
  const log = createLog(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config, log);
  const services: ServiceContext = {
    ...defaultPorts(config),
    db: database.db,
    log,
    config,
    availability: database.availability,
  };
  return { services, keeper: keepSearchIndex(services) };
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
    builder: services.config.DATABASE_URL
      ? new WorkerIndexBuilder({ url: services.config.DATABASE_URL, timeouts: databaseTimeouts(services.config) })
      : undefined,
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
