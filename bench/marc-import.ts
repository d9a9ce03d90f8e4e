// npm run bench:marc — writes a deterministic MARC 21 file (20,000 records by default, ISO 2709) and imports it twice into a
// fresh, demo-seeded database (PGlite in memory; BENCH_DATABASE_URL for a PostgreSQL database), reporting records/second,
// CPU of this process and of the database server's backends, peak RSS and the time a 1,000,000-record file would take.
// Options (environment):
//   BENCH_RECORDS (20000)        records to generate
//   BENCH_FORMAT (iso2709 | marcxml)
//   BENCH_FILE                   import this file instead of generating one (e.g. ../shared/real-marc/eg_jazz_1k.mrc)
//   BENCH_DATABASE_URL           postgres://… of an empty database (otherwise PGlite)
//   BENCH_DATA_DIR               PGlite in this (new, empty) folder, as `npm run import:marc` uses it (otherwise in memory)
//   BENCH_RUNS (2)               imports of the same file: the first creates, the others update
//   BENCH_BATCH                  records per batch (importMarc's batchSize; default DEFAULT_BATCH_SIZE)
//   BENCH_PROFILE=1              statements per record and milliseconds per statement, by kind of statement
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import marcjs from 'marcjs';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import * as w from '#server/db/seed/words.ts';
import { createLog } from '#server/log.ts';
import { importMarc } from '#server/services/catalogue/marc-import.ts';
import { defaultPorts } from '#server/services/ports.ts';

const { Marc, Record } = marcjs;
const count = Number(process.env.BENCH_RECORDS ?? 20_000);
const format = process.env.BENCH_FORMAT === 'marcxml' ? 'marcxml' : 'iso2709';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const profile = process.env.BENCH_PROFILE === '1';
const BRANCHES = ['hutl', 'fgry', 'fmaj', 'ftoy', 'fhol', 'ffur', 'fsto', 'ftor', 'fnyd', 'flam', 'froa', 'fopp'];
const PUBLISHERS = ['Gyldendal', 'Aschehoug', 'Cappelen Damm', 'Oktober', 'Samlaget', 'Pax', 'Kagge', 'Tiden'];
const GENRES = ['Romaner', 'Krim', 'Spenning', 'Dikt', 'Biografier', 'Barnebøker', 'Fantasy', 'Noveller'];

/** Deterministic pseudo-random pick: the same record number always gives the same record. */
function pick<T>(list: readonly T[], n: number, salt: number): T {
  const h = Math.imul(n ^ (salt * 0x9e3779b1), 0x85ebca6b) >>> 0;
  return list[((h ^ (h >>> 13)) >>> 0) % list.length];
}

function makeRecord(n: number): InstanceType<typeof Record> {
  const r = new Record();
  r.leader = '00000nam a2200000 i 4500';
  const year = 1950 + (n % 75);
  const title = `${pick(['Den', 'Det'], n, 1) === 'Den' ? `Den ${pick(w.WEAK_ADJ, n, 2)} ${pick(w.DEN_NOUNS, n, 3)}` : `Det ${pick(w.WEAK_ADJ, n, 2)} ${pick(w.DET_NOUNS, n, 4)}`} ${n}`;
  const f008 = `221122s${year}    no ${' '.repeat(15)}f nob c`.padEnd(40, ' ');
  r.fields.push(
    ['001', `B${String(n).padStart(7, '0')}`],
    ['003', 'NO-Bench'],
    ['008', f008],
    ['020', '  ', 'a', `97882${String(10_000_000 + n).slice(-7)}0`],
    [
      '100',
      '1 ',
      'a',
      `${pick(w.NO_LAST, n, 5)}, ${pick([...w.NO_FIRST_F, ...w.NO_FIRST_M], Math.floor(n / 7), 6)},`,
      'e',
      'forf.',
    ],
    ['245', '10', 'a', `${title} /`, 'c', 'Bench'],
    ['264', ' 1', 'a', 'Oslo :', 'b', `${pick(PUBLISHERS, n, 7)},`, 'c', String(year)],
    ['300', '  ', 'a', `${100 + (n % 400)} sider`],
    [
      '520',
      '  ',
      'a',
      `En fortelling fra ${pick(w.PLACES, n, 8)} om ${pick(w.INDEF_NOUNS, n, 9)} og ${pick(w.INDEF_NOUNS, n, 10)}.`,
    ],
    ['650', ' 7', 'a', pick(w.INDEF_NOUNS, n, 11)],
    ['655', ' 7', 'a', pick(GENRES, n, 12)],
  );
  if (n % 5 === 0)
    r.fields.push(['700', '1 ', 'a', `${pick(w.NO_LAST, n, 13)}, ${pick(w.NO_FIRST_F, n, 14)},`, 'e', 'ill.']);
  if (n % 9 === 0) r.fields.push(['490', '0 ', 'a', `${pick(PUBLISHERS, n, 7)} pocket`, 'v', String(n % 300)]);
  const copies = 1 + (n % 3);
  for (let c = 0; c < copies; c++) {
    r.fields.push([
      '852',
      '  ',
      'b',
      pick(BRANCHES, n + c, 15),
      'h',
      '839.823',
      'p',
      `B${String(n).padStart(7, '0')}-${c}`,
    ]);
  }
  return r;
}

async function writeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  if (format === 'marcxml')
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n');
  for (let n = 1; n <= count; n++) {
    const record = makeRecord(n);
    const ok = out.write(
      format === 'marcxml' ? Marc.format(record, 'marcxml') : Buffer.from(Marc.format(record, 'iso2709')),
    );
    if (!ok) await once(out, 'drain');
  }
  if (format === 'marcxml') out.write('</collection>\n');
  out.end();
  await once(out, 'finish');
}

/** CPU seconds (user + system) of a process on this machine from /proc; null where it cannot be read (another machine). */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), counted from the state field (3): indexes 11 and 12; clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Samples peak RSS and, on PostgreSQL, the CPU of the database's backends (when the server runs on this machine):
 * PostgreSQL does the work of the set-based statements, so records per CPU-second must count both sides.
 */
class RunMeter {
  private peakRss = process.memoryUsage().rss;
  private readonly serverCpu = new Map<number, { first: number; last: number }>();
  private timer: NodeJS.Timeout | null = null;
  private serverReadable = true;

  constructor(
    private readonly db: Db,
    private readonly postgres: boolean,
  ) {}

  async start(): Promise<void> {
    await this.sampleServer(true);
    this.timer = setInterval(() => {
      this.peakRss = Math.max(this.peakRss, process.memoryUsage().rss);
      void this.sampleServer(false);
    }, 250);
  }

  private async sampleServer(baseline: boolean): Promise<void> {
    if (!this.postgres || !this.serverReadable) return;
    const result = await this.db
      .execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database()`)
      .catch(() => null);
    for (const { pid } of result?.rows ?? []) {
      const cpu = processCpuSeconds(Number(pid));
      if (cpu === null) {
        this.serverReadable = false;
        return;
      }
      const seen = this.serverCpu.get(Number(pid));
      if (seen) seen.last = cpu;
      // A backend that starts during the run counts from zero.
      else this.serverCpu.set(Number(pid), { first: baseline ? cpu : 0, last: cpu });
    }
  }

  async stop(): Promise<{ peakRssMiB: number; serverCpuSeconds: number | null }> {
    if (this.timer) clearInterval(this.timer);
    this.peakRss = Math.max(this.peakRss, process.memoryUsage().rss);
    await this.sampleServer(false);
    const serverCpuSeconds =
      this.postgres && this.serverReadable
        ? [...this.serverCpu.values()].reduce((sum, c) => sum + c.last - c.first, 0)
        : null;
    return { peakRssMiB: Math.round(this.peakRss / 1024 / 1024), serverCpuSeconds };
  }
}

interface StatementStats {
  count: number;
  ms: number;
}

/** Wraps the database handle so every statement the import runs is counted and timed by its kind (BENCH_PROFILE=1). */
function profiled(db: Db, stats: Map<string, StatementStats>): Db {
  const kindOf = (query: unknown): string => {
    const chunks = (query as { queryChunks?: unknown[] }).queryChunks;
    const text = (chunks ?? [])
      .map((c) =>
        c && typeof c === 'object' && 'value' in c && Array.isArray((c as { value: unknown }).value)
          ? (c as { value: string[] }).value.join('')
          : '',
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    // Named by the first CTE (the import's statements start with one) or the first words.
    const cte = /^with (\w+) as/i.exec(text);
    return cte ? `with ${cte[1]} …` : text.slice(0, 60) || 'query';
  };
  const timed = <T>(kind: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    return run().finally(() => {
      const entry = stats.get(kind) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += performance.now() - started;
      stats.set(kind, entry);
    });
  };
  const wrap = <H extends object>(handle: H): H =>
    new Proxy(handle, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property === 'execute')
          return (query: unknown) =>
            timed(kindOf(query), () => (value as (q: unknown) => Promise<unknown>).call(target, query));
        if (property === 'transaction') {
          return (run: (tx: unknown) => Promise<unknown>) =>
            timed('transaction (begin … commit, the statements inside counted on their own too)', () =>
              (value as (f: (tx: unknown) => Promise<unknown>) => Promise<unknown>).call(target, (tx: unknown) =>
                run(wrap(tx as object)),
              ),
            );
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return wrap(db);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'marc-bench-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const file = process.env.BENCH_FILE ?? join(dir, `bench.${format === 'marcxml' ? 'marcxml' : 'mrc'}`);
  try {
    let started = performance.now();
    if (process.env.BENCH_FILE) console.log(`file ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB)`);
    else {
      await writeFile(file);
      console.log(
        `wrote ${count} records (${format}, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB) in ${Math.round(performance.now() - started)} ms`,
      );
    }
    const database = await openDatabase(
      postgresUrl ? { url: postgresUrl } : { dataDir: process.env.BENCH_DATA_DIR, lockWaitMs: 0 },
    );
    await database.migrate();
    started = performance.now();
    await seedDemoLibrary(database.db, { now: new Date('2026-06-01T10:00:00Z') });
    console.log(
      `${database.kind}${process.env.BENCH_DATA_DIR && !postgresUrl ? ` in ${process.env.BENCH_DATA_DIR}` : ''}: migrated and seeded in ${Math.round(performance.now() - started)} ms`,
    );
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const postgres = database.kind === 'postgres';
    for (let run = 1; run <= runs; run++) {
      const stats = new Map<string, StatementStats>();
      const db = profile ? profiled(database.db, stats) : database.db;
      const ctx = { ...defaultPorts(config), db, log: createLog('warn'), config };
      const meter = new RunMeter(database.db, postgres);
      await meter.start();
      // CPU time as well as wall time: on a loaded machine records per CPU-second moves less than records per second.
      const cpuBefore = process.cpuUsage();
      const summary = await importMarc(ctx, createReadStream(file), {
        batchSize: process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined,
        progressEvery: 10_000,
        onProgress: (p) =>
          console.log(
            `  ${p.records} records, ${p.recordsPerSecond} records/s, RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`,
          ),
        onRejected: (r) => {
          if (process.env.BENCH_VERBOSE) console.log(r);
        },
      });
      const cpu = process.cpuUsage(cpuBefore);
      const clientCpu = (cpu.user + cpu.system) / 1e6;
      const { peakRssMiB, serverCpuSeconds } = await meter.stop();
      const totalCpu = clientCpu + (serverCpuSeconds ?? 0);
      const millionMinutes = 1_000_000 / summary.recordsPerSecond / 60;
      console.log(
        `${run === 1 ? 'first import' : `re-import ${run - 1} (updates)`}: ${summary.records} records in ${summary.seconds.toFixed(1)} s = ${summary.recordsPerSecond} records/s ` +
          `(1,000,000 records ≈ ${millionMinutes.toFixed(0)} min); CPU ${clientCpu.toFixed(1)} s in this process` +
          (postgres
            ? serverCpuSeconds === null
              ? ', server not readable'
              : ` + ${serverCpuSeconds.toFixed(1)} s in the server's backends`
            : '') +
          ` = ${(summary.records / totalCpu).toFixed(0)} records per CPU-second; ${summary.created} created, ${summary.updated} updated, ${summary.rejected} rejected; ` +
          `items ${summary.itemsCreated} created, ${summary.itemsUpdated} updated; peak RSS ${peakRssMiB} MiB`,
      );
      if (profile) {
        const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
        for (const [kind, s] of rows) {
          console.log(
            `    ${String(s.count).padStart(7)} × ${(s.ms / s.count).toFixed(2).padStart(7)} ms = ${(s.ms / 1000).toFixed(1).padStart(6)} s  ${(s.count / summary.records).toFixed(3)}/record  ${kind}`,
          );
        }
      }
    }
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
