// The job queue on both databases (docs/decisions/029): schedules fire once per cluster, failures retry with backoff,
// a job a killed process was running runs again after the restart, and the server's own jobs run at start.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { listJobs } from '#server/services/jobs.ts';
import { OUTBOX_DUE_CHANNEL, outboxNotifications } from '#server/services/outbox.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { startJobQueue, type JobQueue, type JobStore, type JobTiming } from './queue.ts';
import { JOBS, type JobDefinition } from './registry.ts';

/** Seconds, not the server's minutes: every test polls for the effect with a deadline instead of sleeping. */
const FAST: JobTiming = { pollSeconds: 0.5, cronSeconds: 1, maintenanceSeconds: 1 };
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
const running: JobQueue[] = [];
const extraDatabases: Database[] = [];

// A database of its own per test: the queue's tables start empty.
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((q) => q.stop(1_000)));
  await Promise.all(extraDatabases.splice(0).map((d) => d.close()));
  await t.close();
});

const storeOf = (database: Database): JobStore =>
  database.kind === 'pglite' ? { pglite: database.db.$client } : { url: t.databaseUrl as string };

async function start(
  services: ServiceContext,
  jobs: readonly JobDefinition[],
  database: Database = t.database,
): Promise<JobQueue> {
  const queue = await startJobQueue({ services, store: storeOf(database), jobs, timing: FAST });
  running.push(queue);
  return queue;
}

/** A second server process: on PostgreSQL its own connection pool to the same database; PGlite has only the one. */
async function secondProcess(): Promise<ServiceContext> {
  if (!onPostgres) return { ...t.services };
  const database = await openDatabase({ url: t.databaseUrl as string });
  extraDatabases.push(database);
  return { ...t.services, db: database.db };
}

/** A logger whose lines the test reads. */
function capturedLog(): { log: ServiceContext['log']; lines: { msg: string; job?: string; attempt?: number }[] } {
  const lines: { msg: string; job?: string; attempt?: number }[] = [];
  return { log: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }), lines };
}

describe(`the job queue (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a scheduled job once per tick, and a start-up run once, however many processes work the queue', async () => {
    const runs: { job: string; by: string }[] = [];
    const jobs = (by: string): JobDefinition[] => [
      // Every minute: the first tick is due as soon as the queue starts.
      { name: 'test-every-minute', schedule: '* * * * *', handler: async () => void runs.push({ job: 'tick', by }) },
      // Once a year on 1 January, and once at start.
      {
        name: 'test-at-start',
        schedule: '0 0 1 1 *',
        runAtStart: true,
        handler: async () => void runs.push({ job: 'start', by }),
      },
    ];
    const started = Date.now();
    await Promise.all([
      start(t.services, jobs('first')),
      secondProcess().then((services) => start(services, jobs('second'))),
    ]);

    await vi.waitFor(() => expect(new Set(runs.map((r) => r.job))).toEqual(new Set(['start', 'tick'])), {
      timeout: 15_000,
      interval: 100,
    });
    const firstRun = Date.now() - started;
    // Both processes go on checking the schedule (every second) and asking for work (every half second) for a while.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const done = await listJobs(t.services, { states: ['completed'] });
    const ticks = done.filter((j) => j.name === 'test-every-minute');
    // A run per minute at most: the test may straddle a minute's turn, and then the next minute's tick is due too.
    const minutes = ticks.map((j) => j.createdAt.slice(0, 16));
    expect(new Set(minutes).size).toBe(minutes.length);
    expect(runs.filter((r) => r.job === 'tick')).toHaveLength(ticks.length);
    expect(runs.filter((r) => r.job === 'start')).toHaveLength(1);
    expect(done.filter((j) => j.name === 'test-at-start')).toHaveLength(1);
    console.info(`first scheduled run ${firstRun} ms after start`);
  }, 60_000);

  it('retries a failing job with growing waits, logs each failure, and lists it as failed at the end', async () => {
    const attempts: number[] = [];
    const { log, lines } = capturedLog();
    const queue = await start({ ...t.services, log }, [
      {
        name: 'test-always-fails',
        retryLimit: 2,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts.push(Date.now());
          throw new Error('the mail server said no');
        },
      },
    ]);
    const id = await queue.send('test-always-fails', { patron: 1 });
    expect(id).toEqual(expect.any(String));

    await vi.waitFor(
      async () =>
        expect((await listJobs(t.services, { name: 'test-always-fails' })).map((j) => j.state)).toEqual(['failed']),
      { timeout: 15_000, interval: 200 },
    );
    expect(attempts).toHaveLength(3);
    // The first retry waits 1–2 s, the second 2–4 s: each wait about twice the last, with jitter.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(2_000);
    const [failed] = await listJobs(t.services, { name: 'test-always-fails' });
    expect(failed).toMatchObject({
      id,
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      error: 'the mail server said no',
    });
    expect(lines.filter((l) => l.job === 'test-always-fails').map((l) => [l.msg, l.attempt])).toEqual([
      ['job failed; it is retried with backoff', 1],
      ['job failed; it is retried with backoff', 2],
      ['job failed on its last attempt', 3],
    ]);
  }, 60_000);

  it('a committed notice wakes the job that sends it at once; a rolled-back one does not', async () => {
    const runs: number[] = [];
    // Once a year: a run within seconds can only be the wake-up.
    await start(t.services, [
      {
        name: 'test-woken',
        schedule: '0 0 1 1 *',
        wakeOn: OUTBOX_DUE_CHANNEL,
        handler: async () => void runs.push(Date.now()),
      },
    ]);
    const notice = { channel: 'email' as const, recipient: 'vekk@example.no', subject: 'Hei', body: 'Hei' };
    await t.services.db
      .transaction(async (tx) => {
        await outboxNotifications.enqueue(t.services, notice, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toEqual([]);
    const committed = Date.now();
    await t.services.db.transaction((tx) => outboxNotifications.enqueueMany!(t.services, [notice, notice], tx));
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(runs[0] - committed).toBeLessThan(3_000);
  });

  it('runs a job again after the process that was running it is killed (kill -9) and the server restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-crash-'));
    try {
      // The embedded database: a folder (the seeded template) that the killed process and the restarted one open in turn.
      const dataDir = join(dir, 'pglite');
      if (!onPostgres)
        await (
          await openDatabase({
            dataDir,
            lockWaitMs: 0,
            loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
          })
        ).close();
      const child = join(dir, 'server.mts');
      const here = (path: string) => JSON.stringify(new URL(path, import.meta.url).pathname);
      writeFileSync(
        child,
        `import { createLog } from ${here('../log.ts')};
         import { openDatabase } from ${here('../db/client.ts')};
         import { startJobQueue } from ${here('./queue.ts')};
         const database = await openDatabase(${onPostgres ? `{ url: ${JSON.stringify(t.databaseUrl)} }` : `{ dataDir: ${JSON.stringify(dataDir)}, lockWaitMs: 0 }`});
         const store = database.kind === 'pglite' ? { pglite: database.db.$client } : { url: ${JSON.stringify(t.databaseUrl)} };
         const hang = () => { console.log('running'); return new Promise(() => undefined); };
         const queue = await startJobQueue({ services: { log: createLog('silent') }, store, timing: ${JSON.stringify(FAST)},
           jobs: [{ name: 'test-interrupted', expireSeconds: 2, retryDelaySeconds: 1, handler: hang }] });
         await queue.send('test-interrupted', { order: 7 });`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', child], { stdio: ['ignore', 'pipe', 'inherit'] });
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      expect(line.toString().trim()).toBe('running');
      server.kill('SIGKILL');
      await once(server, 'exit');

      // The restart: the embedded folder's lock is the dead process's (the stale-lock wait is decision 017's, not tested here).
      let database = t.database;
      if (!onPostgres) {
        rmSync(`${dataDir}.lock`, { recursive: true, force: true });
        database = await openDatabase({ dataDir, lockWaitMs: 0 });
        extraDatabases.push(database);
      }
      const restarted = Date.now();
      const ran: unknown[] = [];
      await start(
        { ...t.services, db: database.db },
        [
          {
            name: 'test-interrupted',
            expireSeconds: 2,
            retryDelaySeconds: 1,
            handler: async (_ctx, data) => void ran.push(data),
          },
        ],
        database,
      );
      await vi.waitFor(() => expect(ran).toEqual([{ order: 7 }]), { timeout: 20_000, interval: 100 });
      console.info(`the interrupted job ran ${Date.now() - restarted} ms after the restart`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("runs the server's own jobs (reservation expiry, planned pauses, the event-registration sweep, the outbox's delivery, the patron reminders, the saved searches' alerts) at start", async () => {
    const ran: string[] = [];
    const queue = await start(t.services, [...JOBS, { name: 'test-sent', handler: async () => void ran.push('sent') }]);
    await vi.waitFor(
      async () =>
        // The outbox's minute schedule may fire meanwhile: pg-boss's own cron jobs (__pgboss__…) and a second run are left out.
        expect(
          [
            ...new Set(
              (await listJobs(t.services, { states: ['completed'] }))
                .map((j) => j.name)
                .filter((n) => !n.startsWith('__pgboss__')),
            ),
          ].sort(),
        ).toEqual([
          'event-registration-sweep',
          'outbox-delivery',
          'patron-reminders',
          'reservation-expiry',
          'reservation-pause-start',
          'saved-search-alerts',
        ]),
      { timeout: 15_000, interval: 200 },
    );
    expect(await listJobs(t.services, { states: ['failed'] })).toEqual([]);
    // A job sent from a service runs at once in this process, without waiting for the next poll.
    const sent = Date.now();
    expect(await queue.send('test-sent')).toEqual(expect.any(String));
    await vi.waitFor(() => expect(ran).toEqual(['sent']), { timeout: 5_000, interval: 10 });
    console.info(`a sent job ran ${Date.now() - sent} ms after it was sent`);
  }, 60_000);
});
