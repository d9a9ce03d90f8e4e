// npm run bench:marc — writes a deterministic MARC 21 file (20,000 records by default, ISO 2709) and imports it twice into a
// fresh, demo-seeded database (PGlite in memory; BENCH_DATABASE_URL for a PostgreSQL database), reporting records/second.
// Options (environment): BENCH_RECORDS (20000), BENCH_FORMAT (iso2709 | marcxml), BENCH_DATABASE_URL (postgres://… of an empty database).
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import marcjs from 'marcjs';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import * as w from '#server/db/seed/words.ts';
import { createLog } from '#server/log.ts';
import { importMarc } from '#server/services/catalogue/marc-import.ts';

const { Marc, Record } = marcjs;
const count = Number(process.env.BENCH_RECORDS ?? 20_000);
const format = process.env.BENCH_FORMAT === 'marcxml' ? 'marcxml' : 'iso2709';
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
    ['100', '1 ', 'a', `${pick(w.NO_LAST, n, 5)}, ${pick([...w.NO_FIRST_F, ...w.NO_FIRST_M], Math.floor(n / 7), 6)},`, 'e', 'forf.'],
    ['245', '10', 'a', `${title} /`, 'c', 'Bench'],
    ['264', ' 1', 'a', 'Oslo :', 'b', `${pick(PUBLISHERS, n, 7)},`, 'c', String(year)],
    ['300', '  ', 'a', `${100 + (n % 400)} sider`],
    ['520', '  ', 'a', `En fortelling fra ${pick(w.PLACES, n, 8)} om ${pick(w.INDEF_NOUNS, n, 9)} og ${pick(w.INDEF_NOUNS, n, 10)}.`],
    ['650', ' 7', 'a', pick(w.INDEF_NOUNS, n, 11)],
    ['655', ' 7', 'a', pick(GENRES, n, 12)],
  );
  if (n % 5 === 0) r.fields.push(['700', '1 ', 'a', `${pick(w.NO_LAST, n, 13)}, ${pick(w.NO_FIRST_F, n, 14)},`, 'e', 'ill.']);
  if (n % 9 === 0) r.fields.push(['490', '0 ', 'a', `${pick(PUBLISHERS, n, 7)} pocket`, 'v', String(n % 300)]);
  const copies = 1 + (n % 3);
  for (let c = 0; c < copies; c++) {
    r.fields.push(['852', '  ', 'b', pick(BRANCHES, n + c, 15), 'h', '839.823', 'p', `B${String(n).padStart(7, '0')}-${c}`]);
  }
  return r;
}

async function writeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  if (format === 'marcxml') out.write('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n');
  for (let n = 1; n <= count; n++) {
    const record = makeRecord(n);
    const ok = out.write(format === 'marcxml' ? Marc.format(record, 'marcxml') : Buffer.from(Marc.format(record, 'iso2709')));
    if (!ok) await once(out, 'drain');
  }
  if (format === 'marcxml') out.write('</collection>\n');
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'marc-bench-'));
  const file = join(dir, `bench.${format === 'marcxml' ? 'marcxml' : 'mrc'}`);
  try {
    let started = performance.now();
    await writeFile(file);
    console.log(`wrote ${count} records (${format}, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB) in ${Math.round(performance.now() - started)} ms`);
    const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : {});
    await database.migrate();
    started = performance.now();
    await seedDemoLibrary(database.db, { now: new Date('2026-06-01T10:00:00Z') });
    console.log(`${database.kind}: migrated and seeded in ${Math.round(performance.now() - started)} ms`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const ctx = { db: database.db, clock: () => new Date(), log: createLog('warn'), config };
    for (const run of ['first import', 're-import (updates)']) {
      // CPU time as well as wall time: PGlite runs in this thread, so records per CPU-second does not depend on other load.
      const cpuBefore = process.cpuUsage();
      const summary = await importMarc(ctx, createReadStream(file), {
        progressEvery: 5000,
        onProgress: (p) => console.log(`  ${p.records} records, ${p.recordsPerSecond} records/s`),
        onRejected: (r) => {
          if (process.env.BENCH_VERBOSE) console.log(r);
        },
      });
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
      console.log(
        `${run}: ${summary.records} records in ${summary.seconds.toFixed(1)} s = ${summary.recordsPerSecond} records/s ` +
          `(${(summary.records / cpuSeconds).toFixed(0)} per CPU-second of this process${database.kind === 'postgres' ? ', server not counted' : ''}; ${summary.created} created, ${summary.updated} updated, ${summary.rejected} rejected; ` +
          `items ${summary.itemsCreated} created, ${summary.itemsUpdated} updated; RSS ${rss} MiB)`,
      );
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
