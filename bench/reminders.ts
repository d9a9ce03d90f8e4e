// npm run bench:reminders — the nightly reminder run (docs/decisions/033) over 100,000 patrons with loans due: seeds
// the demo library into a fresh database, adds the generated patrons, loans and pickups with set-based SQL, times
// sendPatronReminders (and a second run, which must write nothing), then sends e-mails from the outbox to the embedded
// SMTP server (parsed and stored, as in development and demo mode) and reports mails/s.
// Options (environment):
//   BENCH_PATRONS (100000)   generated patrons, each with a loan due in 3 days, tomorrow or yesterday (a quarter with two)
//   BENCH_DB (pglite | postgres)   PGlite in memory, or a scratch PostgreSQL database created and dropped on the server
//                            of BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DELIVER (5000)     e-mails to send to the local SMTP server (0: none); sending all of a day's takes minutes
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { formatIsoDate } from '#core/dates.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { seedDemoLibrary } from '#server/db/seed/index.ts';
import { createLog } from '#server/log.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { sendPatronReminders } from '#server/services/notices/reminders.ts';
import { defaultPorts } from '#server/services/ports.ts';
import { deliverOutbox } from '#server/services/sending/deliver-outbox.ts';
import { startLocalMailbox } from '#server/services/sending/local-mailbox.ts';
import { DEFAULT_ADMIN_URL, freshPostgresDatabase } from './bench-kit.ts';
import pg from 'pg';

const PATRONS = Number(process.env.BENCH_PATRONS ?? 100_000);
const POSTGRES = process.env.BENCH_DB === 'postgres';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL;
const DELIVER = Number(process.env.BENCH_DELIVER ?? 5_000);
const SCRATCH_DB = `bench_reminders_${process.pid}`;

/**
 * Wall time, CPU of this process and its peak RSS while `run` runs (PGlite holds the database in this process; with
 * PostgreSQL the server's own CPU is not counted). The machine is shared: CPU seconds move less than wall time.
 */
async function measured<T>(
  run: () => Promise<T>,
): Promise<{ result: T; seconds: number; cpuSeconds: number; peakRssMiB: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await run();
    const used = process.cpuUsage(cpu);
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      peakRssMiB: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024),
    };
  } finally {
    clearInterval(timer);
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Patron i: e-mail only (7 in 10), e-mail and SMS (2 in 10) or SMS only (1 in 10); nynorsk 1 in 20, English 1 in 20.
 * A loan due in 3 days, tomorrow or yesterday by i mod 3, every 4th patron a second one the same day; every 50th
 * patron a pickup whose last day is tomorrow. 1,000 generated titles; a copy of its own for each loan and pickup.
 */
async function generate(db: Db, today: string): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(
    sql`insert into works (uri, title, fiction) select 'bench:work:' || g, 'Benkbok ' || g, true from generate_series(1, 1000) g`,
  );
  await run(sql`
    insert into publications (record_id, work_id, title, media_type, format, language)
    select 'bench' || w.id, w.id, w.title, 'Bok', 'Innbundet', 'nob' from works w where w.uri like 'bench:work:%'`);
  await run(sql`
    insert into users (card_number, first_name, last_name, email, phone_number, receive_email, receive_sms, notice_language)
    select '5' || lpad(g::text, 7, '0'), 'Låner', 'Nr ' || g, 'laner' || g || '@bench.example', '4' || lpad(g::text, 7, '0'),
           g % 10 < 9, g % 10 >= 7,
           case g % 20 when 0 then 'nn' when 1 then 'en' else 'nb' end
    from generate_series(1, ${PATRONS}) g`);
  // Loan k of patron g: k = 1 for everyone, k = 2 for every 4th patron.
  await run(sql`
    insert into items (barcode, publication_id, library_id, shelf_location, status)
    select 'bench-' || g || '-' || k, (select min(id) from publications where record_id like 'bench%') + (g % 1000), (select min(id) from libraries), 'Benk', 'on_loan'
    from generate_series(1, ${PATRONS}) g cross join generate_series(1, 2) k where k = 1 or g % 4 = 0`);
  await run(sql`
    insert into loans (user_id, item_id, loaned_at, due_date)
    select u.id, i.id, now(), ${today}::date + (case g % 3 when 0 then 3 when 1 then 1 else -1 end)
    from generate_series(1, ${PATRONS}) g cross join generate_series(1, 2) k
    join users u on u.card_number = '5' || lpad(g::text, 7, '0')
    join items i on i.barcode = 'bench-' || g || '-' || k`);
  await run(sql`
    insert into items (barcode, publication_id, library_id, shelf_location, status)
    select 'bench-pickup-' || g, (select min(id) from publications where record_id like 'bench%') + (g % 1000), (select min(id) from libraries), 'Hentehylle', 'reserved_on_shelf'
    from generate_series(50, ${PATRONS}, 50) g`);
  await run(sql`
    insert into reservations (user_id, publication_id, pickup_library_id, status, item_id, pickup_number, pickup_deadline)
    select u.id, i.publication_id, i.library_id, 'ready_for_pickup', i.id, (g / 50)::text, ${today}::date + 1
    from generate_series(50, ${PATRONS}, 50) g
    join users u on u.card_number = '5' || lpad(g::text, 7, '0')
    join items i on i.barcode = 'bench-pickup-' || g`);
  await run(sql`analyze`);
}

async function main(): Promise<void> {
  const url = POSTGRES ? await freshPostgresDatabase(SCRATCH_DB, ADMIN_URL) : null;
  // Dropping the scratch database at the end ends its connections on purpose.
  const database = await openDatabase(url ? { url, onConnectionError: () => undefined } : { lockWaitMs: 0 });
  try {
    await database.migrate();
    const now = new Date();
    const today = formatIsoDate(now);
    let started = performance.now();
    await seedDemoLibrary(database.db, { now });
    console.log(
      `${database.kind}: migrated and seeded the demo library in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    await generate(database.db, today);
    const [counts] = (
      await database.db.execute<{ loans: number; pickups: number }>(
        sql`select (select count(*)::int from loans where returned_at is null) as loans, (select count(*)::int from reservations where status = 'ready_for_pickup') as pickups`,
      )
    ).rows;
    console.log(
      `generated ${PATRONS.toLocaleString('en')} patrons, ${counts.loans.toLocaleString('en')} open loans, ${counts.pickups.toLocaleString('en')} pickups on the shelf in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const ctx: ServiceContext = {
      ...defaultPorts(config),
      clock: () => now,
      db: database.db,
      log: createLog('warn'),
      config,
      availability: database.availability,
    };
    console.log(`load average before the run: ${load()}`);
    const first = await measured(() => sendPatronReminders(ctx));
    const told = Object.values(first.result.patrons).reduce((a, b) => a + b, 0);
    console.log(
      `reminder run: ${first.seconds.toFixed(1)} s, ${JSON.stringify(first.result.patrons)} = ${told.toLocaleString('en')} notices to patrons, ` +
        `${first.result.messages.toLocaleString('en')} outbox rows (${Math.round(first.result.messages / first.seconds).toLocaleString('en')} rows/s); ` +
        `CPU ${first.cpuSeconds.toFixed(1)} s in this process; peak RSS ${first.peakRssMiB} MiB; load average after: ${load()}`,
    );
    const second = await measured(() => sendPatronReminders(ctx));
    console.log(`second run (nothing new): ${second.seconds.toFixed(1)} s, ${second.result.messages} outbox rows`);

    if (DELIVER > 0) {
      const mailbox = await startLocalMailbox(ctx, { port: 0, from: config.MAIL_FROM });
      // E-mail only: the SMS sink is a table insert, not the SMTP path this measures.
      const sender: ServiceContext = {
        ...ctx,
        clock: () => new Date(),
        mailTransport: mailbox.transport,
        smsGateway: null,
      };
      const delivery = await measured(async () => {
        let sent = 0;
        while (sent < DELIVER) {
          const report = await deliverOutbox(sender, { limit: Math.min(100, DELIVER - sent) });
          if (report.claimed === 0) break;
          sent += report.sent;
        }
        return sent;
      });
      await mailbox.close();
      const [{ pending }] = (
        await database.db.execute<{ pending: number }>(
          sql`select count(*)::int as pending from outbox where status = 'pending' and channel = 'email'`,
        )
      ).rows;
      console.log(
        `delivery: ${delivery.result.toLocaleString('en')} e-mails to the embedded SMTP server (parsed into dev_mailbox) in ${delivery.seconds.toFixed(1)} s = ` +
          `${Math.round(delivery.result / delivery.seconds)} mails/s; ${pending.toLocaleString('en')} e-mails still pending ` +
          `(the day's whole run at this rate: ${Math.round((pending + delivery.result) / (delivery.result / delivery.seconds) / 60)} min); ` +
          `CPU ${delivery.cpuSeconds.toFixed(1)} s in this process (sender and SMTP server); load average after: ${load()}`,
      );
    }
  } finally {
    await database.close();
    if (url) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
      await admin.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
