// Opens the database: embedded PGlite (file-backed, or in memory for tests) or a PostgreSQL server.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseAvailability, PROBE_TIMEOUT_MS, type AvailabilityLog } from './availability.ts';
import { lockDataFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers (PostgreSQL; the embedded one lives in this process and always does). */
  availability: DatabaseAvailability;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Limits on every PostgreSQL connection of a web server (docs/decisions/017): a query the server itself
 * stops after `statementMs`, a transaction left idle is ended, a connection must be made quickly, and
 * a client stops waiting for an answer that does not come (a hung server).
 */
export interface DatabaseTimeouts {
  statementMs: number;
  connectMs: number;
  idleInTransactionMs: number;
  lockMs: number;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory. Locked while open (one process per folder). */
  dataDir?: string;
  /** PGlite: how long to wait for a crashed holder's lock to go stale before refusing (default 32 s; tests 0). */
  lockWaitMs?: number;
  /** A PGlite data dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File;
  /** PostgreSQL: timeouts for the web server's pool (bulk tools and migrations run without them). */
  timeouts?: DatabaseTimeouts;
  /** Where the availability monitor reports (defaults to nowhere). */
  log?: AvailabilityLog;
  /**
   * PostgreSQL: an idle pooled connection broke (server restart, network, a dropped test database). The
   * pool replaces it on next use; without a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Where the checked-in SQL migrations live, independent of the working directory: next to this
 * module when running from source, or up from build/server/index.js (or a chunk in build/server/assets) in production.
 */
function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'migrations'),
    resolve(here, '../../server/db/migrations'),
    resolve(here, '../../../server/db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): PGlite {
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsDir = migrationsFolder();
  const log = options.log ?? { warn: () => undefined, info: () => undefined };
  if (options.url) {
    const url = options.url;
    const lost =
      options.onConnectionError ??
      ((error: Error) => process.emitWarning(`database connection lost: ${error.message}`));
    const t = options.timeouts;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      keepAlive: true,
      ...(t && {
        connectionTimeoutMillis: t.connectMs,
        statement_timeout: t.statementMs,
        lock_timeout: t.lockMs,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
        // The client gives up a little after the server would have cancelled the statement: only a hung server gets here.
        query_timeout: t.statementMs + 5_000,
      }),
    });
    pool.on('error', lost);
    // Probes use a connection of their own: the pool's may all be stuck on a hung server.
    const probePool = new pg.Pool({
      connectionString: url,
      max: 1,
      idleTimeoutMillis: 5_000,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    probePool.on('error', () => undefined);
    const availability = new DatabaseAvailability(async () => void (await probePool.query('select 1')), log);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      availability,
      // Migrations may build large indexes: their own connection, without the web server's statement timeout.
      migrate: async () => {
        const migrationPool = new pg.Pool({ connectionString: url, max: 1 });
        try {
          await migratePg(drizzlePg(migrationPool), { migrationsFolder: migrationsDir });
        } finally {
          await migrationPool.end();
        }
      },
      close: async () => {
        availability.close();
        await Promise.all([pool.end(), probePool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? await lockDataFolder(options.dataDir, options.lockWaitMs) : async () => undefined;
  const client = createPglite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const availability = new DatabaseAvailability(async () => void (await client.query('select 1')), log);
  return {
    db,
    kind: 'pglite',
    availability,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: async () => {
      availability.close();
      await client.close();
      await unlock();
    },
  };
}
