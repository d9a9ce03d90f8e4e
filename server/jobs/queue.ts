// The job queue (docs/decisions/029): pg-boss on the portal's own database, PostgreSQL or the embedded PGlite, working the
// registered jobs in this process; schedules fire once per cluster, each job runs in one process, failures retry with backoff.
import PgBoss from 'pg-boss';
import type { JobData, JobSender } from '#server/ports/jobs.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { pgliteExecutor } from './pglite-executor.ts';
import type { JobDefinition } from './registry.ts';
import { listenForWakes, type JobStore } from './wake-listener.ts';

export type { JobStore };

/** How often the queue looks for work; tests shorten them. */
export interface JobTiming {
  /** Each worker asks for its next job this often (a job sent from this process wakes this process's worker at once). */
  pollSeconds: number;
  /** How often schedules are checked, by one process of the cluster at a time (1–45). */
  cronSeconds: number;
  /** How often one process fails attempts that ran past their expiry (a process killed mid-job) and archives old jobs. */
  maintenanceSeconds: number;
}

const DEFAULT_TIMING: JobTiming = { pollSeconds: 5, cronSeconds: 30, maintenanceSeconds: 60 };

const JOB_SCHEMA = 'pgboss';
const SCHEDULE_TIME_ZONE = 'Europe/Oslo';
const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
/** Scheduled jobs' start-up runs: one per clock hour across the cluster, however many processes start. */
const START_RUN_SLOT_SECONDS = 3_600;

export interface JobQueue extends JobSender {
  /** Stops taking jobs, waits up to `graceMs` for running ones (then fails them, so they are retried), and lets go of the database. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Processes starting together (WEB_CONCURRENCY) create the same queue at once; on PostgreSQL each creation attaches
 * a table to pgboss.job, and two of them can deadlock. PostgreSQL then aborts one, which tries again and finds the queue made.
 */
async function retryDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200));
    }
  }
}

export interface JobQueueOptions {
  services: ServiceContext;
  store: JobStore;
  jobs: readonly JobDefinition[];
  timing?: Partial<JobTiming>;
}

/**
 * Creates or updates the queue's tables, registers every job (its retry policy, its schedule) and starts a worker
 * for each in this process. Schedules of jobs no longer registered are removed, so a renamed job stops firing.
 */
export async function startJobQueue({ services, store, jobs, timing }: JobQueueOptions): Promise<JobQueue> {
  const log = services.log;
  const t = { ...DEFAULT_TIMING, ...timing };
  let stopping = false;
  let running = 0;
  const boss = new PgBoss({
    ...('url' in store
      ? { connectionString: store.url, max: 3, application_name: 'bibliotek-jobs' }
      : { db: pgliteExecutor(store.pglite) }),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    pollingIntervalSeconds: t.pollSeconds,
    cronMonitorIntervalSeconds: t.cronSeconds,
    cronWorkerIntervalSeconds: Math.min(t.cronSeconds, 5),
    maintenanceIntervalSeconds: t.maintenanceSeconds,
    // Failed jobs stay in the job table for a week, where staff and listJobs see them; finished ones for a day.
    archiveCompletedAfterSeconds: 86_400,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterDays: 30,
  });
  boss.on('error', (err: unknown) => {
    if (!stopping) log.warn({ err }, 'job queue: a database round failed; it is tried again');
  });
  await boss.start();

  const workers = new Map<string, string>();
  for (const job of jobs) {
    const policy = {
      // A scheduled job is at most once waiting and once running: a slow run does not pile up the next hours' runs.
      policy: job.schedule ? ('stately' as const) : ('standard' as const),
      retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: job.expireSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    await retryDeadlock(() => boss.createQueue(job.name, { name: job.name, ...policy }));
    await boss.updateQueue(job.name, { name: job.name, ...policy });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: SCHEDULE_TIME_ZONE });
    else await boss.unschedule(job.name);
    workers.set(
      job.name,
      await boss.work<JobData>(
        job.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: t.pollSeconds },
        async ([run]) => {
          // A job fetched while the queue stops is handed back (retried later), not run against a database about to close.
          if (stopping) throw new Error('the job queue is stopping');
          const started = performance.now();
          running++;
          try {
            const output = await job.handler(services, run.data ?? {});
            log.debug({ job: job.name, id: run.id, ms: Math.round(performance.now() - started) }, 'job done');
            return output ?? undefined;
          } catch (err) {
            const lastTry = run.retryCount >= run.retryLimit;
            log.error(
              { err, job: job.name, id: run.id, attempt: run.retryCount + 1, attempts: run.retryLimit + 1 },
              lastTry ? 'job failed on its last attempt' : 'job failed; it is retried with backoff',
            );
            throw err;
          } finally {
            running--;
          }
        },
      ),
    );
  }
  const registered = new Set(jobs.map((j) => j.name));
  for (const schedule of await boss.getSchedules()) {
    if (!registered.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  for (const job of jobs) {
    if (job.schedule && job.runAtStart) {
      await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: START_RUN_SLOT_SECONDS });
    }
  }
  for (const id of workers.values()) boss.notifyWorker(id);

  const send = async (name: string, data: JobData = {}) => {
    const id = await boss.send(name, data);
    const worker = workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  };
  const wake = wakeUp(jobs, send, log);
  const wakeChannels = [...new Set(jobs.flatMap((job) => (job.wakeOn ? [job.wakeOn] : [])))];
  const stopListening = wakeChannels.length > 0 ? await listenForWakes(store, wakeChannels, wake, log) : null;

  return {
    send,
    async stop(graceMs = 10_000) {
      stopping = true;
      await stopListening?.();
      const deadline = Date.now() + graceMs;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      // pg-boss stops waiting for the attempts it knows of; one fetched just before is left to finish within the grace.
      while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/**
 * A woken job is sent once; wake-ups while that send is on its way ask for one more, not one each (a burst of notices
 * is a handful of sends). A stately job already waiting turns the send into nothing.
 */
function wakeUp(
  jobs: readonly JobDefinition[],
  send: (name: string) => Promise<string | null>,
  log: ServiceContext['log'],
): (channel: string) => void {
  const sending = new Set<string>();
  const sendAgain = new Set<string>();
  const wakeJob = async (name: string) => {
    if (sending.has(name)) return void sendAgain.add(name);
    sending.add(name);
    try {
      do {
        sendAgain.delete(name);
        await send(name);
      } while (sendAgain.has(name));
    } catch (err) {
      log.warn({ err, job: name }, 'job wake-up not sent; the schedule runs it');
    } finally {
      sending.delete(name);
    }
  };
  return (channel) => {
    for (const job of jobs) if (job.wakeOn === channel) void wakeJob(job.name);
  };
}
