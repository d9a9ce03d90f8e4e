// Vitest global setup: builds the migrated, seeded test database once per run (PGlite dump and,
// when a PostgreSQL server is reachable, a template database), so each test file starts in ~0.4 s.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { POSTGRES_TEMPLATE_DB, adminUrl, postgresTestUrl } from './postgres.ts';

const CACHE_DIR = join('node_modules', '.cache', 'bibliotek-tests');

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    seedNow: string;
    postgresUrl: string | null;
    postgresTemplate: string;
  }
}

/** Changes to migrations or seed code, or a new day (the seed is relative to now), rebuild the template. */
function templateKey(day: string): string {
  const hash = createHash('sha256').update(day);
  for (const dir of ['server/db/migrations', 'server/db/seed']) {
    for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(path).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject) {
  const now = new Date();
  const key = templateKey(now.toISOString().slice(0, 10));
  mkdirSync(CACHE_DIR, { recursive: true });
  const tarPath = join(CACHE_DIR, `pglite-${key}.tar`);
  const nowPath = join(CACHE_DIR, `pglite-${key}.now`);

  if (!existsSync(tarPath) || !existsSync(nowPath)) {
    const database = await openDatabase({});
    await database.migrate();
    await seedDemoLibrary(database.db, { now });
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    // Write then rename: several test runs may build the same template at once.
    const suffix = `.${process.pid}.tmp`;
    writeFileSync(nowPath + suffix, now.toISOString());
    writeFileSync(tarPath + suffix, Buffer.from(await dump.arrayBuffer()));
    renameSync(nowPath + suffix, nowPath);
    renameSync(tarPath + suffix, tarPath);
    await database.close();
  }
  const seedNow = readFileSync(nowPath, 'utf8');

  // One template database per run, so parallel runs against the same server do not collide.
  const template = `${POSTGRES_TEMPLATE_DB}_${process.pid}`;
  const postgresUrl = await preparePostgresTemplate(template, new Date(seedNow));
  project.provide('pgliteTemplate', tarPath);
  project.provide('seedNow', seedNow);
  project.provide('postgresUrl', postgresUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    if (postgresUrl) await dropDatabase(postgresUrl, template);
  };
}

async function dropDatabase(base: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Seeds a template database on the PostgreSQL server; null when no server is reachable. */
async function preparePostgresTemplate(template: string, now: Date): Promise<string | null> {
  const base = postgresTestUrl();
  if (!base) return null;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seedDemoLibrary(database.db, { now });
  await database.close();
  return base;
}
