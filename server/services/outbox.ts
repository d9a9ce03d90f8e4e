// Outgoing e-mail and SMS (DESIGN §3): services hand notices to the notifications port; its default adapter writes
// the outbox table in the caller's transaction, and a development page shows the outbox.
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
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

/** The default adapter: a row in the outbox table, written by the caller's transaction (issue #20 sends from it). */
export const outboxNotifications: Notifications<{ clock: Clock }> = {
  async enqueue(ctx, message, db) {
    await db.insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.channel === 'email' ? (message.subject ?? null) : null,
      body: message.body,
      createdAt: ctx.clock(),
    });
  },
};

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Newest first. */
export async function listOutbox(ctx: ServiceContext, limit = 100): Promise<OutboxEntry[]> {
  const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
