// Builds the database of record-details.spec.ts in DATA_DIR (argv[2]): the demo library, from the integration tests'
// template of today when there is one (the seed takes ~20 s on a fresh folder), plus catalogue record details (issue #17).
// Prints the fixtures as JSON. Run with tsx: `tsx tests/e2e/support/record-details-db.ts <data dir>`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { insertRecordDetails, withdrawPatronTitles } from '#server/testing/record-details.ts';

const TEMPLATES = join('node_modules', '.cache', 'bibliotek-tests');

/** The newest seeded template vitest made today (server/testing/global-setup.ts); migrations still to run are run below. */
function todaysTemplate(): string | null {
  if (!existsSync(TEMPLATES)) return null;
  const today = new Date().toISOString().slice(0, 10);
  const candidates = readdirSync(TEMPLATES)
    .filter((name) => /^pglite-[0-9a-f]+\.tar$/.test(name))
    .map((name) => join(TEMPLATES, name))
    .filter((tar) => {
      const now = tar.replace(/\.tar$/, '.now');
      return existsSync(now) && readFileSync(now, 'utf8').startsWith(today);
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return candidates[0] ?? null;
}

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: record-details-db.ts <data dir>');
const template = todaysTemplate();
const database = await openDatabase({
  dataDir: join(dataDir, 'pglite'),
  lockWaitMs: 0,
  loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
});
try {
  await database.migrate();
  if (!template) await seedDemoLibrary(database.db, {});
  const details = await insertRecordDetails(database.db, 'e2e');
  const patron = await withdrawPatronTitles(database.db, '10000001');
  process.stdout.write(JSON.stringify({ details, patron }));
} finally {
  await database.close();
}
