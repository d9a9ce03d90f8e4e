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
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File;
  /**
   * PostgreSQL: an idle pooled connection broke (server restart, network, a dropped test database). The
   * pool replaces it on next use; without a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Where the checked-in SQL migrations live, independent of the working directory: next to this
 * module when running from source, or two levels up from build/server/index.js in production.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), resolve(here, '../../server/db/migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): PGlite {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', options.onConnectionError ?? ((error) => process.emitWarning(`database connection lost: ${error.message}`)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir }),
      close: () => pool.end(),
    };
  }
  const client = createPglite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}
