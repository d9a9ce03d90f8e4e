// npm run bench:search's companion: EXPLAIN ANALYZE of every statement one search/autocomplete of the benchmark mix runs,
// against a loaded benchmark database. Usage: tsx bench/search-explain.ts '/api/search?query=sommer' ['/api/autocomplete?query=som'] …
// (BENCH_DATABASE_URL: the database, default postgres://postgres@127.0.0.1:5432/bibliotek_bench_search; BENCH_EXPLAIN_MIN_MS: plans shown from, 5;
// BENCH_EXPLAIN_INDEX=1: build the in-memory search index first, as the server does, so only the SQL it leaves is explained).
// After the plans, each path runs 5 times more without EXPLAIN: the median is the time in process (no HTTP).
import { sql, type SQL } from 'drizzle-orm';
import { readSearchParams } from '#core/search-filters.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { createLog } from '#server/log.ts';
import { autocomplete } from '#server/services/catalogue/autocomplete.ts';
import { searchCatalogue } from '#server/services/catalogue/search.ts';
import { SearchIndexKeeper } from '#server/services/catalogue/facet-index-keeper.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { defaultPorts } from '#server/services/ports.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bibliotek_bench_search';
const minMs = Number(process.env.BENCH_EXPLAIN_MIN_MS ?? 5);

/**
 * A db whose execute() first explains the statement (EXPLAIN ANALYZE runs it once) and then runs it for the caller:
 * one line per statement with its planning and execution time, the whole plan from BENCH_EXPLAIN_MIN_MS.
 */
function explaining(db: Db): Db {
  const execute = async (query: SQL) => {
    const plan = await db.execute(sql`explain (analyze, buffers) ${query}`);
    const lines = (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]);
    const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(lines.join('\n'))?.[1] ?? 0);
    console.log(
      `  statement: planning ${ms('Planning').toFixed(1)} ms, execution ${ms('Execution').toFixed(1)} ms — ${lines[0].slice(0, 90)}`,
    );
    if (ms('Execution') >= minMs) console.log(lines.join('\n') + '\n');
    return db.execute(query);
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') return execute;
      if (key === 'transaction')
        return (fn: (tx: Db) => Promise<unknown>) => target.transaction((tx) => fn(explaining(tx as unknown as Db)));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

async function main() {
  const database = await openDatabase({ url });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const plain: ServiceContext = { ...defaultPorts(config), db: database.db, log: createLog('silent'), config };
  if (process.env.BENCH_EXPLAIN_INDEX === '1') {
    const keeper = new SearchIndexKeeper(plain, {
      minPublications: 0,
      pollMs: 3_600_000,
      resyncMs: 3_600_000,
      rebuildAfterChanges: 20_000,
    });
    const started = performance.now();
    await keeper.refresh();
    console.log(`search index built in ${Math.round(performance.now() - started)} ms`);
    plain.searchIndex = keeper;
  }
  const explained: ServiceContext = { ...plain, db: explaining(database.db) };
  const run = async (ctx: ServiceContext, target: URL) => {
    if (target.pathname === '/api/autocomplete') {
      await autocomplete(ctx, {
        query: target.searchParams.get('query') ?? '',
        size: 8,
        fuzziness: target.searchParams.get('fuzziness') === 'true',
      });
    } else {
      const { params } = readSearchParams(target.searchParams);
      await searchCatalogue(ctx, { query: target.searchParams.get('query') ?? '', params });
    }
  };
  for (const path of process.argv.slice(2)) {
    const target = new URL(path, 'http://x');
    console.log(`==== ${path}`);
    await run(explained, target);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run(plain, target);
      times.push(performance.now() - started);
    }
    console.log(`==== ${path}: median ${times.sort((a, b) => a - b)[2].toFixed(1)} ms in process\n`);
  }
  await database.close();
}

await main();
