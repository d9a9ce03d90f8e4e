// Outgoing e-mail and SMS (DESIGN §3): services hand notices to the notifications port; its default adapter writes
// the outbox table in the caller's transaction, sending/deliver-outbox.ts sends from it, and /dev/utboks shows it.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { devMailbox, outbox } from '#server/db/schema.ts';
import type { Clock } from '#server/ports/clock.ts';
import type { Notice, Notifications } from '#server/ports/notifications.ts';
import type { ServiceContext } from './context.ts';

/**
 * Hands a notice to the notifications port inside `db`, the caller's transaction when there is one, so it goes out
 * only with what it tells of (a receipt with the payment, a PIN link with its token).
 */
export function sendMessage(ctx: ServiceContext, message: Notice, db: Db | Tx = ctx.db): Promise<void> {
  return ctx.notifications.enqueue(ctx, message, db);
}

/**
 * Several notices inside `db` (the daily reminders, docs/decisions/033): in one statement where the adapter can
 * (`enqueueMany`), else one by one.
 */
export async function sendMessages(
  ctx: ServiceContext,
  messages: readonly Notice[],
  db: Db | Tx = ctx.db,
): Promise<void> {
  if (messages.length === 0) return;
  if (ctx.notifications.enqueueMany) return ctx.notifications.enqueueMany(ctx, messages, db);
  for (const message of messages) await ctx.notifications.enqueue(ctx, message, db);
}

const outboxRow = (ctx: { clock: Clock }, message: Notice): typeof outbox.$inferInsert => ({
  channel: message.channel,
  recipient: message.recipient,
  subject: message.channel === 'email' ? (message.subject ?? null) : null,
  body: message.body,
  html: message.channel === 'email' ? (message.html ?? null) : null,
  createdAt: ctx.clock(),
  // Due at once; a sender (deliverOutbox, docs/decisions/030) sees the row only after this transaction commits.
  nextAttemptAt: ctx.clock(),
});

/**
 * The database notification channel the outbox sender is woken on (server/jobs/registry.ts). Raised in the notice's own
 * transaction, it reaches the listeners only if that transaction commits, and a transaction's several raises arrive as one.
 */
export const OUTBOX_DUE_CHANNEL = 'outbox_due';

const raiseOutboxDue = (db: Db | Tx) => db.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`);

/** The default adapter: a row in the outbox table, written by the caller's transaction (issue #20 sends from it). */
export const outboxNotifications: Notifications<{ clock: Clock }> = {
  async enqueue(ctx, message, db) {
    await db.insert(outbox).values(outboxRow(ctx, message));
    await raiseOutboxDue(db);
  },
  async enqueueMany(ctx, messages, db) {
    if (messages.length === 0) return;
    await db.insert(outbox).values(messages.map((m) => outboxRow(ctx, m)));
    await raiseOutboxDue(db);
  },
};

export type OutboxStatus = (typeof outbox.$inferSelect)['status'];

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
  /** Sent as Message-ID and SMS reference (docs/decisions/030). */
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  /** pending: when it is tried (again); a time ahead of the last attempt by minutes is a sender's claim. */
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  /** The local mailbox's copies (development and demo mode): more than one means it went out more than once. */
  received: number[];
}

/** Newest first; `status` narrows the list. With each row, what the local mailbox received of it. */
export async function listOutbox(
  ctx: ServiceContext,
  options: { status?: OutboxStatus; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(options.status ? eq(outbox.status, options.status) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit ?? 100);
  const ids = rows.map((r) => r.messageId);
  // dev_mailbox keeps the Message-ID as uuid@domain and the SMS reference as the uuid.
  const copies =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: devMailbox.id, uuid: sql<string>`split_part(${devMailbox.messageId}, '@', 1)` })
          .from(devMailbox)
          .where(inArray(sql`split_part(${devMailbox.messageId}, '@', 1)`, ids))
          .orderBy(devMailbox.id);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    messageId: r.messageId,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    lastAttemptAt: iso(r.lastAttemptAt),
    sentAt: iso(r.sentAt),
    lastError: r.lastError,
    received: copies.filter((c) => c.uuid === r.messageId).map((c) => c.id),
  }));
}

/** How many notices wait, went out and failed, for the staff page's summary. */
export async function countOutbox(ctx: ServiceContext): Promise<Record<OutboxStatus, number>> {
  const rows = await ctx.db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
