// Every scheduled and background job of the portal, by name (docs/decisions/029): what runs, when, and how often it is retried.
import type { JobData } from '#server/ports/jobs.ts';
import { expireReservations } from '#server/services/circulation/desk.ts';
import { startPlannedPauses } from '#server/services/circulation/planned-pauses.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { sweepEventRegistrations } from '#server/services/event-registration.ts';
import { availabilityWatchesJob } from '#server/services/notices/availability-watches.ts';
import { patronRemindersJob } from '#server/services/notices/reminders.ts';
import { savedSearchAlertsJob } from '#server/services/notices/saved-searches.ts';
import { OUTBOX_DUE_CHANNEL } from '#server/services/outbox.ts';
import { deliverOutboxJob } from '#server/services/sending/deliver-outbox.ts';

/**
 * A job's work: the services' context and the data it was sent with ({} for a scheduled run). What it returns is kept
 * with the finished job (plain JSON); what it throws fails this attempt, which is retried with backoff. A job may run
 * more than once (a process killed mid-run, a retry after a half-done attempt): handlers are idempotent.
 */
type JobHandler = (ctx: ServiceContext, data: JobData) => Promise<object | void>;

export interface JobDefinition {
  /** The queue's name in the database: letters, digits and hyphens; renaming one leaves the old queue behind. */
  name: string;
  handler: JobHandler;
  /** Cron expression in Oslo time (minute hour day month weekday): the job runs by itself, once per cluster per tick. */
  schedule?: string;
  /** Also run once when the server starts (catching up after downtime): once per cluster per clock hour. */
  runAtStart?: boolean;
  /** Retries after a failed attempt (default 5), the first after `retryDelaySeconds` (default 30), each wait about twice the last. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long is failed and retried (default 15 minutes, at most 24 hours). */
  expireSeconds?: number;
  /**
   * A database notification channel (NOTIFY) that also starts a run: a transaction that makes work for the job says so,
   * and the database passes it on only when that transaction commits. The schedule stays as the backstop.
   */
  wakeOn?: string;
}

const HOURLY = '0 * * * *';

/** Reservations past their pickup deadline or expiry date are closed, and their copies passed on (SPEC §5, decision 013). */
async function expireReservationsJob(ctx: ServiceContext): Promise<{ expired: number }> {
  const expired = await expireReservations(ctx);
  if (expired > 0) ctx.log.info({ expired }, 'reservations expired');
  return { expired };
}

/** Planned pauses of all reservations start on their first day (docs/decisions/034): the reservations go on hold. */
async function startPlannedPausesJob(ctx: ServiceContext): Promise<{ started: number; paused: number }> {
  const result = await startPlannedPauses(ctx);
  if (result.started > 0) ctx.log.info(result, 'planned reservation pauses started');
  return result;
}

/** Event reminders the day before and the 30-day blanking of sign-ups (docs/decisions/026). */
async function sweepEventRegistrationsJob(ctx: ServiceContext): Promise<{ reminded: number; anonymised: number }> {
  const swept = await sweepEventRegistrations(ctx);
  if (swept.reminded > 0 || swept.anonymised > 0) ctx.log.info(swept, 'event registrations swept');
  return swept;
}

/** One line per job. The server's queue works these; a test starts a queue with its own list. */
export const JOBS: readonly JobDefinition[] = [
  { name: 'reservation-expiry', schedule: HOURLY, runAtStart: true, handler: expireReservationsJob },
  { name: 'reservation-pause-start', schedule: HOURLY, runAtStart: true, handler: startPlannedPausesJob },
  { name: 'event-registration-sweep', schedule: HOURLY, runAtStart: true, handler: sweepEventRegistrationsJob },
  // Woken by every committed notice (OUTBOX_DUE_CHANNEL), so a PIN-reset mail leaves in seconds, not at the next minute.
  {
    name: 'outbox-delivery',
    schedule: '* * * * *',
    runAtStart: true,
    expireSeconds: 300,
    wakeOn: OUTBOX_DUE_CHANNEL,
    handler: deliverOutboxJob,
  },
  // Due-date and pickup reminders (docs/decisions/033): 07:00, and at start in the day; a long day's run may take minutes.
  {
    name: 'patron-reminders',
    schedule: '0 7 * * *',
    runAtStart: true,
    expireSeconds: 3600,
    handler: patronRemindersJob,
  },
  // "Varsle meg når den er ledig" (docs/decisions/035): a copy back on the shelf is news within a quarter of an hour.
  { name: 'availability-watches', schedule: '*/15 * * * *', handler: availabilityWatchesJob },
  // Saved searches' new titles (docs/decisions/036): each saved search once a week, a seventh of them a day (by when
  // each was saved); 08:00, after the night's imports. A run at start catches up after downtime.
  {
    name: 'saved-search-alerts',
    schedule: '0 8 * * *',
    runAtStart: true,
    expireSeconds: 3600,
    handler: savedSearchAlertsJob,
  },
];
