// The outbox's sender (docs/decisions/030): claims due rows, sends them through the mail and SMS ports, and marks
// them sent, or schedules another try with backoff until it gives up. A job runs it; it never runs inside a request.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { outbox } from '#server/db/schema.ts';
import { DeliveryError } from '#server/ports/sending.ts';
import type { ServiceContext } from '../context.ts';
import { retryDelayMs } from './backoff.ts';

/**
 * How long a sender holds the rows it claimed. A sender that dies after its claim (or after sending, before marking)
 * leaves them pending until then; the next run sends them again with the same Message-ID. Every send must end well
 * inside it: nodemailer times out in 10 + 30 s, the SMS gateway in 15 s, a run sends at most `limit` rows 5 at a time.
 */
const CLAIM_MS = 5 * 60_000;
/** Sends at the same time: nodemailer's pool keeps as many SMTP connections. */
const CONCURRENCY = 5;
/** Room enough for an SMTP answer in the staff page. */
const ERROR_LENGTH = 500;

type Row = typeof outbox.$inferSelect;

export interface DeliveryReport {
  /** Rows this run claimed. */
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up: a permanent refusal, or the last attempt (OUTBOX_MAX_ATTEMPTS) failed. */
  failed: number;
}

/** `<uuid@domain>`, the domain taken from MAIL_FROM (RFC 5322 §3.6.4: unique left part, the sender's domain right). */
export function messageIdFor(uuid: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'bibliotek.invalid';
  return `<${uuid}@${domain}>`;
}

/**
 * Takes up to `limit` due rows of the channels that have a transport, in one short statement: `FOR UPDATE SKIP
 * LOCKED` lets two processes claim at once without waiting for or taking the same rows, and moving nextAttemptAt to
 * the end of the claim keeps the rows from every other run until the claim has passed. Counts the attempt.
 */
async function claim(ctx: ServiceContext, channels: Row['channel'][], limit: number, claimMs: number): Promise<Row[]> {
  const now = ctx.clock();
  const due = ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), inArray(outbox.channel, channels)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await ctx.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + claimMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

async function send(ctx: ServiceContext, row: Row): Promise<void> {
  if (row.channel === 'email') {
    if (!ctx.mailTransport) throw new DeliveryError('Ingen e-posttjener er satt opp.', false);
    await ctx.mailTransport.send(ctx, {
      messageId: messageIdFor(row.messageId, ctx.config.MAIL_FROM),
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      html: row.html,
    });
  } else {
    if (!ctx.smsGateway) throw new DeliveryError('Ingen SMS-gateway er satt opp.', false);
    await ctx.smsGateway.send(ctx, { reference: row.messageId, to: row.recipient, text: row.body });
  }
}

/** Records a failed send: another try after the backoff, or failed for good. Only the claim that made the attempt may. */
async function recordFailure(ctx: ServiceContext, row: Row, error: unknown): Promise<'retrying' | 'failed'> {
  const permanent = error instanceof DeliveryError && error.permanent;
  const giveUp = permanent || row.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
  const now = ctx.clock();
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
  await ctx.db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: message,
      nextAttemptAt: giveUp ? now : new Date(now.getTime() + retryDelayMs(row.attempts, row.id)),
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending')));
  ctx.log.warn(
    { outboxId: row.id, channel: row.channel, attempt: row.attempts, giveUp, err: message },
    giveUp ? 'notice not sent; gave up' : 'notice not sent; will try again',
  );
  return giveUp ? 'failed' : 'retrying';
}

/**
 * Sends what is due. At least once: a notice leaves only after its transaction committed (the row exists only then),
 * and a sender that dies between sending and marking leaves the row to be sent again after CLAIM_MS — with the same
 * Message-ID / SMS reference, which the receiving side can drop as a duplicate and /dev/utboks shows as one.
 * Channels without a transport (no SMTP_URL and no local mailbox) are left waiting, their attempts untouched.
 */
export async function deliverOutbox(
  ctx: ServiceContext,
  options: { limit?: number; claimMs?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const channels = [...(ctx.mailTransport ? (['email'] as const) : []), ...(ctx.smsGateway ? (['sms'] as const) : [])];
  if (channels.length === 0) return report;
  const rows = await claim(ctx, channels, options.limit ?? 100, options.claimMs ?? CLAIM_MS);
  report.claimed = rows.length;
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      try {
        await send(ctx, row);
      } catch (error) {
        report[await recordFailure(ctx, row, error)]++;
        continue;
      }
      await ctx.db
        .update(outbox)
        .set({ status: 'sent', sentAt: ctx.clock(), lastError: null })
        .where(eq(outbox.id, row.id));
      report.sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
  return report;
}

/** Staff: a failed notice goes out again at the next run, with a fresh count of attempts (and the same Message-ID). */
export async function retryOutboxEntry(ctx: ServiceContext, id: number): Promise<boolean> {
  const rows = await ctx.db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: ctx.clock() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** A job run (server/jobs/registry.ts, every minute): batches of 100 while full ones come back, for at most ~50 s. */
export async function deliverOutboxJob(ctx: ServiceContext): Promise<DeliveryReport> {
  const total: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const started = performance.now();
  for (;;) {
    const run = await deliverOutbox(ctx, { limit: 100 });
    for (const key of ['claimed', 'sent', 'retrying', 'failed'] as const) total[key] += run[key];
    if (run.claimed < 100 || performance.now() - started > 50_000) break;
  }
  if (total.claimed > 0) ctx.log.info(total, 'outbox delivered');
  return total;
}
