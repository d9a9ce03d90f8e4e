// Outgoing e-mail and SMS (DESIGN §3): written to the outbox table; a development page shows them.
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string | null;
  body: string;
}

export async function sendMessage(ctx: ServiceContext, message: OutgoingMessage, db: Db | Tx = ctx.db): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.channel === 'email' ? (message.subject ?? null) : null,
    body: message.body,
    createdAt: ctx.clock(),
  });
}

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
