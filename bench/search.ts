// npm run bench:search — loads a generated catalogue (1,000,000 publications by default) into PostgreSQL, starts the
// production server on it and reports p50/p95/p99 of /api/search and /api/autocomplete over a fixed query mix at
// concurrency 1 and 10 (HTTP on loopback), plus index sizes and import speed. BENCH_PGLITE=1 runs the same on PGlite.
// Options (environment): BENCH_PUBLICATIONS, BENCH_DATABASE_URL (admin url of the server, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PORT (3320), BENCH_ROUNDS (concurrency-1 rounds over the mix, 10), BENCH_WARMUP_ROUNDS (unmeasured rounds first, 3), BUILD_DIR (the build to serve, npm run build first),
// BENCH_REUSE=1 (PostgreSQL only: measure the database an earlier run loaded again, e.g. after a change of the queries).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { DEFAULT_ADMIN_URL, freshPostgresDatabase, percentile, startServer } from './bench-kit.ts';
import { generateCatalogue } from './search-data.ts';

const usePglite = process.env.BENCH_PGLITE === '1';
const publications = Number(process.env.BENCH_PUBLICATIONS ?? (usePglite ? 100_000 : 1_000_000));
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const port = Number(process.env.BENCH_PORT ?? 3320);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 3);
const reuse = process.env.BENCH_REUSE === '1' && !usePglite;
const base = `http://127.0.0.1:${port}`;
const SEED_NOW = new Date('2026-06-01T10:00:00Z');

/** The fixed query mix (SPEC issue #5): one word, two words, a typo, an author, two filters, facets, page 20. */
const SEARCHES: [string, string][] = [
  ['one word', '/api/search?query=sommer'],
  ['two words', '/api/search?query=siste%20natten'],
  ['typo', '/api/search?query=sommmer%20lofotn'],
  ['author', '/api/search?query=forfatter%3AHansen'],
  ['two filters', '/api/search?query=kj%C3%A6rlighet&filter=mediaType_Bok&filter=languages_nob'],
  ['facets, all', '/api/search?query=*&filter=audience_barn'],
  ['page 20', '/api/search?query=hus&page=20'],
];
const AUTOCOMPLETES: [string, string][] = [
  ['3 letters', '/api/autocomplete?query=som&size=8'],
  ['word', '/api/autocomplete?query=sommer&size=8'],
  ['two words', '/api/autocomplete?query=den%20siste%20na&size=8'],
  ['person', '/api/autocomplete?query=hansen&size=8'],
  ['library', '/api/autocomplete?query=bj%C3%B8r&size=8'],
  ['fuzzy', '/api/autocomplete?query=lofotn&size=8&fuzziness=true'],
];

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} → ${response.status}`);
  return performance.now() - started;
}

/** Runs the mix `rounds` times with `concurrency` parallel clients; latency per request. */
async function measure(mix: [string, string][], concurrency: number, total: number): Promise<{ all: number[]; byKind: Map<string, number[]> }> {
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const [kind, path] = mix[next % mix.length];
      next += 1;
      const ms = await timed(path);
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { all, byKind };
}

function report(title: string, result: { all: number[]; byKind: Map<string, number[]> }) {
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${label.padEnd(14)} n=${String(sorted.length).padStart(4)}  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))} ms`);
  };
  console.log(title);
  line('all', result.all);
  for (const [kind, values] of result.byKind) line(kind, values);
}

/** The server builds its in-memory facet index in the background (docs/decisions/015); measure once it is in use. */
async function waitForSearchIndex() {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${base}/api/application/health`)).json()) as { searchIndex: { publications: number } | null };
    if (health.searchIndex) {
      console.log(`search index in memory: ${health.searchIndex.publications.toLocaleString('en')} publications, ready ${Math.round(performance.now() - started)} ms after the server answered`);
      return;
    }
    if (process.env.SEARCH_INDEX_MIN_PUBLICATIONS && Number(process.env.SEARCH_INDEX_MIN_PUBLICATIONS) > publications) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function load(database: Database) {
  await database.migrate();
  const seeded = performance.now();
  await seedDemoLibrary(database.db, { now: SEED_NOW });
  console.log(`demo seed: ${Math.round(performance.now() - seeded)} ms`);
  const started = performance.now();
  const counts = await generateCatalogue(database.db, publications, (msg) => console.log(`  ${msg}`));
  const seconds = (performance.now() - started) / 1000;
  const records = counts.agents + counts.works + counts.publications + counts.items + counts.workAgents;
  console.log(
    `generated ${counts.publications} publications, ${counts.works} works, ${counts.agents} people, ${counts.items} copies in ${seconds.toFixed(1)} s ` +
      `(${Math.round(records / seconds).toLocaleString('en')} records/s, ${Math.round(counts.publications / seconds).toLocaleString('en')} publications/s, indexes included)`,
  );
  const sizes = await database.db.execute(
    sql.raw(`SELECT c.relname AS name, pg_size_pretty(pg_relation_size(c.oid)) AS size FROM pg_class c
             WHERE c.relname IN ('works_search_vector', 'works_title_trgm', 'agents_name_trgm', 'works', 'publications', 'items', 'items_publication', 'publications_work', 'publications_isbn', 'publications_ean', 'works_title_prefix', 'works_title_length', 'works_work_series')
             ORDER BY c.relname`),
  );
  console.log('sizes:', (sizes.rows as { name: string; size: string }[]).map((r) => `${r.name} ${r.size}`).join(', '));
}

async function main() {
  let database: Database;
  let serverEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (usePglite) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
    database = await openDatabase({ dataDir: join(dir, 'pglite') });
    serverEnv = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const fresh = new URL(adminUrl);
    fresh.pathname = '/bibliotek_bench_search';
    const url = reuse ? fresh.toString() : await freshPostgresDatabase('bibliotek_bench_search', adminUrl);
    database = await openDatabase({ url });
    serverEnv = { DATABASE_URL: url };
    cleanup = async () => undefined;
  }
  console.log(`${usePglite ? 'PGlite' : 'PostgreSQL'}: ${reuse ? 'the loaded database again' : `${publications.toLocaleString('en')} generated publications`}`);
  if (reuse) await database.migrate();
  else await load(database);
  await database.close();

  const server = await startServer(serverEnv, port);
  try {
    await waitForSearchIndex();
    // Warm-up: the mix a few times (caches, JIT, and the collection of the index build's garbage, ~400 MB at 1M,
    // which otherwise runs during the first measured rounds and shows as a one-off after every rebuild).
    for (let round = 0; round < warmupRounds; round++) for (const [, path] of [...SEARCHES, ...AUTOCOMPLETES]) await timed(path);
    report('/api/search, concurrency 1', await measure(SEARCHES, 1, SEARCHES.length * rounds));
    report('/api/search, concurrency 10', await measure(SEARCHES, 10, SEARCHES.length * rounds * 3));
    report('/api/autocomplete, concurrency 1', await measure(AUTOCOMPLETES, 1, AUTOCOMPLETES.length * rounds));
    report('/api/autocomplete, concurrency 10', await measure(AUTOCOMPLETES, 10, AUTOCOMPLETES.length * rounds * 3));
  } finally {
    await server.stop();
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
