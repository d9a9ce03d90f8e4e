// npm run bench:search — loads a generated catalogue (1,000,000 publications by default) into PostgreSQL, starts the
// production server on it and reports p50/p95/p99 of the search endpoints (catalogue, people, info, autocomplete)
// over a fixed query mix at concurrency 1 and 10 (HTTP on loopback), index sizes, import speed, the index's build
// time and the server's RSS; then "the library at work" (issue #16): the mix at concurrency 1 while one work is edited
// every 10 s and 1,000 works are imported every minute, per minute, with how long each edit took to show in search
// and the slowest answer of a trivial endpoint (what a request waits behind other work on the event loop).
// BENCH_PGLITE=1 runs the same on PGlite.
// Options (environment): BENCH_PUBLICATIONS, BENCH_DATABASE_URL (admin url of the server, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PORT (3320), BENCH_ROUNDS (concurrency-1 rounds over the mix, 10), BENCH_WARMUP_ROUNDS (unmeasured rounds first, 3), BUILD_DIR (the build to serve, npm run build first),
// BENCH_REUSE=1 (PostgreSQL only: measure the database an earlier run loaded again, e.g. after a change of the queries),
// BENCH_WORK_MINUTES (length of the library-at-work run, 5; 0 skips it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { DEFAULT_ADMIN_URL, freshPostgresDatabase, percentile, startServer } from './bench-kit.ts';
import { generateCatalogue, importGeneratedWorks } from './search-data.ts';

const usePglite = process.env.BENCH_PGLITE === '1';
const publications = Number(process.env.BENCH_PUBLICATIONS ?? (usePglite ? 100_000 : 1_000_000));
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const port = Number(process.env.BENCH_PORT ?? 3320);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 3);
const reuse = process.env.BENCH_REUSE === '1' && !usePglite;
const workMinutes = Number(process.env.BENCH_WORK_MINUTES ?? 5);
const base = `http://127.0.0.1:${port}`;
const SEED_NOW = new Date('2026-06-01T10:00:00Z');

/**
 * The fixed query mix (issue #5, broadened in #16): words, a typo, commands, filters, browsing by media type, language
 * and library, availability, a year range, a common word and deep pages.
 */
const SEARCHES: [string, string][] = [
  ['one word', '/api/search?query=sommer'],
  ['two words', '/api/search?query=siste%20natten'],
  ['three words', '/api/search?query=den%20siste%20natten'],
  ['common word', '/api/search?query=fortelling'],
  ['typo', '/api/search?query=sommmer%20lofotn'],
  ['author', '/api/search?query=forfatter%3AHansen'],
  ['subject', '/api/search?query=emne%3Akj%C3%A6rlighet'],
  ['two filters', '/api/search?query=kj%C3%A6rlighet&filter=mediaType_Bok&filter=languages_nob'],
  ['facets, all', '/api/search?query=*&filter=audience_barn'],
  ['media type', '/api/search?query=*&filter=mediaType_Lydbok'],
  ['language', '/api/search?query=*&filter=languages_nno'],
  ['library', '/api/search?query=*&filter=branch_nydalen'],
  ['available', '/api/search?query=*&filter=branch_nydalen&excludeUnavailable=true'],
  ['years', '/api/search?query=hus&yearFrom=1990&yearTo=1999'],
  ['page 20', '/api/search?query=hus&page=20'],
  ['page 50', '/api/search?query=*&page=50'],
];
const OTHER_SEARCHES: [string, string][] = [
  ['people', '/api/search/agents?query=hansen'],
  ['people, 2', '/api/search/agents?query=kari%20berg'],
  ['info', '/api/search/info?q=%C3%A5pningstider'],
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
async function measure(
  mix: [string, string][],
  concurrency: number,
  total: number,
): Promise<{ all: number[]; byKind: Map<string, number[]> }> {
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

/** The longest the server's request thread was blocked in the last 2–4 s, as its health endpoint measures it. */
/** The worst of the web process's event-loop delay and the search process's, where searches wait. */
async function eventLoopDelay(): Promise<number> {
  const response = await fetch(`${base}/api/application/health`);
  if (!response.ok) return 0;
  const health = (await response.json()) as { eventLoopDelayMs: number; searchIndex: IndexHealth | null };
  return Math.max(health.eventLoopDelayMs, health.searchIndex?.eventLoopDelayMs ?? 0);
}

/**
 * The slowest answer of a trivial endpoint (no database), asked every 25 ms until `done` resolves, and the server's
 * worst event-loop delay meanwhile (read every 500 ms, after 4 s without load so earlier work is out of its window).
 */
async function probeWhile<T>(start: () => Promise<T>): Promise<{ result: T; worst: number; loop: number }> {
  await new Promise((r) => setTimeout(r, 4_000));
  let finished = false;
  let worst = 0;
  let loop = 0;
  const probing = (async () => {
    for (let n = 0; !finished; n++) {
      const started = performance.now();
      await (await fetch(`${base}/api/application/info?type=client`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      if (n % 20 === 0) loop = Math.max(loop, await eventLoopDelay());
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const result = await start();
  finished = true;
  await probing;
  return { result, worst, loop: Math.max(loop, await eventLoopDelay()) };
}

function report(title: string, result: { all: number[]; byKind: Map<string, number[]> }) {
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(14)} n=${String(sorted.length).padStart(4)}  p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))} ms`,
    );
  };
  console.log(title);
  line('all', result.all);
  for (const [kind, values] of result.byKind) line(kind, values);
}

/** The server builds its in-memory index in the background and reports ready once searches use it (issue #16). */
async function waitForSearchIndex(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${base}/api/application/health`);
    const health = (await response.json()) as { searchIndex?: { publications: number } | null };
    if (response.ok && health.searchIndex) {
      const ms = performance.now() - started;
      console.log(
        `search index in memory: ${health.searchIndex.publications.toLocaleString('en')} publications, ready ${Math.round(ms)} ms after the server answered`,
      );
      return ms;
    }
    if (
      response.ok &&
      process.env.SEARCH_INDEX_MIN_PUBLICATIONS &&
      Number(process.env.SEARCH_INDEX_MIN_PUBLICATIONS) > publications
    )
      return 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface IndexHealth {
  publications: number;
  works: number;
  changedWorks: number;
  eventLoopDelayMs?: number;
}

async function indexHealth(): Promise<IndexHealth | null> {
  const response = await fetch(`${base}/api/application/health`);
  return response.ok ? ((await response.json()) as { searchIndex: IndexHealth | null }).searchIndex : null;
}

/** Polls the health endpoint until `done` says so; the time it took. */
async function until(done: (health: IndexHealth) => boolean, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const health = await indexHealth();
    if (health && done(health)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error('the index did not get there in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The index's own work, with a trivial endpoint asked every 25 ms meanwhile (issue #16: no request should wait
 * behind it): an import of 10,000 publications in one transaction until the index holds it, and a full rebuild
 * (a library added: every mask gets a bit) until it is swapped in.
 */
async function indexWork(database: Database, pid: number) {
  const before = (await indexHealth())?.changedWorks ?? 0;
  const imported = await probeWhile(async () => {
    const started = performance.now();
    const counts = await importGeneratedWorks(database.db, 10_000);
    const committed = performance.now() - started;
    return { committed, held: await until((h) => h.changedWorks >= before + counts.works) };
  });
  console.log(
    `import of 10,000 publications: committed in ${Math.round(imported.result.committed)} ms, held by the index ${Math.round(imported.result.held)} ms later; trivial endpoint worst ${fmt(imported.worst)} ms, event-loop delay worst ${fmt(imported.loop)} ms; RSS ${rssMiB(pid)} MiB`,
  );
  const rebuilt = await probeWhile(async () => {
    await database.db.execute(
      sql`INSERT INTO libraries (slug, name, signature, address, postal_code) VALUES ('bench-filial', 'Benkfilialen', 'BENK', 'Benkveien 1', '0001')`,
    );
    return until((h) => h.changedWorks === 0);
  });
  await database.db.execute(sql`DELETE FROM libraries WHERE slug = 'bench-filial'`);
  console.log(
    `full rebuild beside the live index (a library added): swapped in after ${Math.round(rebuilt.result)} ms; trivial endpoint worst ${fmt(rebuilt.worst)} ms, event-loop delay worst ${fmt(rebuilt.loop)} ms; RSS ${rssMiB(pid)} MiB`,
  );
}

/** Resident memory of a process (Linux), MiB. */
function processRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The server's resident memory: the web process, and the machine's search process it forked (PostgreSQL) after a '+'. */
function rssMiB(pid: number): string {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const search = children.find((child) =>
    readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('search-process-main'),
  );
  return search === undefined ? String(processRssMiB(pid)) : `${processRssMiB(pid)} + ${processRssMiB(search)}`;
}

/** Letters only, so the word is one lexeme of its own: 7 → 'zzqh'. */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));
/** A word of its own for edit n, new in every run (BENCH_REUSE keeps the titles an earlier run edited). */
const RUN = letters(Math.floor(Date.now() / 1000) % 26 ** 5);
const markerWord = (n: number) => `zzq${RUN}w${letters(n)}`;

/**
 * The library at work (issue #16): for `minutes`, the search and autocomplete mixes at concurrency 1 while one work
 * is edited every 10 s (a word of its own in the title, so how long until search finds it is measured) and 1,000
 * publications are imported every minute; a trivial endpoint is asked every 25 ms meanwhile, and its slowest answer
 * is what any request waits behind the server's other work.
 */
async function libraryAtWork(database: Database, minutes: number, pid: number) {
  const stopAt = Date.now() + minutes * 60_000;
  const minuteOf = (t: number) => Math.floor((t - (stopAt - minutes * 60_000)) / 60_000);
  const ENDPOINTS = ['catalogue', 'people', 'info', 'autocomplete'] as const;
  const latency = Object.fromEntries(
    ENDPOINTS.map((e) => [e, Array.from({ length: minutes }, () => [] as number[])]),
  ) as Record<(typeof ENDPOINTS)[number], number[][]>;
  const probe = Array.from({ length: minutes }, () => [] as number[]);
  const visible: number[] = [];
  const imports: number[] = [];
  const rss: string[] = [];
  const running = () => Date.now() < stopAt;
  const [{ low, high }] = (await database.db.execute(sql.raw('SELECT min(id) AS low, max(id) AS high FROM works')))
    .rows as { low: number; high: number }[];

  const editor = async () => {
    for (let n = 0; running(); n++) {
      const word = markerWord(n);
      const id = Number(low) + ((n * 7919) % (Number(high) - Number(low)));
      const edited = performance.now();
      const [edit] = (
        await database.db.execute(
          sql`UPDATE works SET title = ${word} || ' ' || title WHERE id = (SELECT min(id) FROM works WHERE id >= ${id}) RETURNING id`,
        )
      ).rows as { id: number }[];
      for (;;) {
        // The work itself, not a spelling correction to an earlier edit's word.
        const found = (await (await fetch(`${base}/api/search?query=${word}`)).json()) as {
          hits: { work: { id: number } }[];
        };
        if (found.hits.some((hit) => hit.work.id === edit.id)) break;
        if (performance.now() - edited > 120_000) throw new Error(`edit ${word} not found in search after 120 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
      visible.push(performance.now() - edited);
      await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (performance.now() - edited))));
    }
  };
  const importer = async () => {
    while (running()) {
      const started = performance.now();
      await importGeneratedWorks(database.db, 1000);
      imports.push(performance.now() - started);
      rss.push(rssMiB(pid));
      await new Promise((r) => setTimeout(r, Math.max(0, 60_000 - (performance.now() - started))));
    }
  };
  const prober = async () => {
    while (running()) {
      const started = performance.now();
      await (await fetch(`${base}/api/application/info?type=client`)).arrayBuffer();
      const at = Date.now();
      if (at < stopAt) probe[minuteOf(at)].push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  // Round robin over every query of every endpoint, each measured in its endpoint's bucket.
  const mix = [...SEARCHES, ...OTHER_SEARCHES, ...AUTOCOMPLETES].map(([, path]) => path);
  const endpointOf = (path: string) =>
    path.startsWith('/api/autocomplete')
      ? 'autocomplete'
      : path.startsWith('/api/search/agents')
        ? 'people'
        : path.startsWith('/api/search/info')
          ? 'info'
          : 'catalogue';
  const searcher = async () => {
    for (let n = 0; running(); n++) {
      const path = mix[n % mix.length];
      const ms = await timed(path);
      const at = Date.now();
      if (at < stopAt) latency[endpointOf(path)][minuteOf(at)].push(ms);
    }
  };
  await Promise.all([editor(), importer(), prober(), searcher()]);
  const row = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${fmt(percentile(sorted, 50))} p95 ${fmt(percentile(sorted, 95))} p99 ${fmt(percentile(sorted, 99))}`;
  };
  console.log(`library at work, ${minutes} min: one edit every 10 s, 1,000 publications imported every minute`);
  for (let m = 0; m < minutes; m++) {
    console.log(`  minute ${m + 1}: trivial endpoint worst ${fmt(Math.max(...probe[m]))} ms`);
    for (const endpoint of ENDPOINTS)
      console.log(
        `    ${endpoint.padEnd(12)} n=${String(latency[endpoint][m].length).padStart(4)} ${row(latency[endpoint][m])}`,
      );
  }
  const sortedVisible = [...visible].sort((a, b) => a - b);
  console.log(
    `  edits visible in search after: p50 ${fmt(percentile(sortedVisible, 50))} ms, worst ${fmt(sortedVisible.at(-1) ?? 0)} ms (${visible.length} edits)`,
  );
  console.log(
    `  imports of 1,000 publications: ${imports.map((ms) => Math.round(ms)).join(', ')} ms; server RSS after each: ${rss.join(', ')} MiB`,
  );
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
  console.log(
    `${usePglite ? 'PGlite' : 'PostgreSQL'}: ${reuse ? 'the loaded database again' : `${publications.toLocaleString('en')} generated publications`}`,
  );
  if (reuse) await database.migrate();
  else await load(database);
  await database.close();

  const server = await startServer(serverEnv, port);
  try {
    await waitForSearchIndex();
    console.log(`server RSS with the index: ${rssMiB(server.pid)} MiB`);
    // Warm-up: the mix a few times (caches, JIT, and the collection of the index build's garbage, ~400 MB at 1M,
    // which otherwise runs during the first measured rounds and shows as a one-off after every rebuild).
    for (let round = 0; round < warmupRounds; round++)
      for (const [, path] of [...SEARCHES, ...OTHER_SEARCHES, ...AUTOCOMPLETES]) await timed(path);
    const searching = await probeWhile(() => measure(SEARCHES, 1, SEARCHES.length * rounds));
    report('/api/search, concurrency 1', searching.result);
    console.log(
      `  trivial endpoint meanwhile: worst ${fmt(searching.worst)} ms, event-loop delay worst ${fmt(searching.loop)} ms (what a request waits behind searches alone)`,
    );
    report(
      '/api/search/agents and /info, concurrency 1',
      await measure(OTHER_SEARCHES, 1, OTHER_SEARCHES.length * rounds),
    );
    report('/api/search, concurrency 10', await measure(SEARCHES, 10, SEARCHES.length * rounds * 3));
    report('/api/autocomplete, concurrency 1', await measure(AUTOCOMPLETES, 1, AUTOCOMPLETES.length * rounds));
    report('/api/autocomplete, concurrency 10', await measure(AUTOCOMPLETES, 10, AUTOCOMPLETES.length * rounds * 3));
    console.log(`server RSS after the mixes: ${rssMiB(server.pid)} MiB`);
    if (workMinutes > 0 && !usePglite) {
      const working = await openDatabase({ url: serverEnv.DATABASE_URL });
      try {
        await libraryAtWork(working, workMinutes, server.pid);
        await indexWork(working, server.pid);
      } finally {
        await working.close();
      }
    }
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
