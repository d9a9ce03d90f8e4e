// The notifications port (mail and SMS, DESIGN §3): services hand a notice over inside their own transaction.
import type { Db, Tx } from '#server/db/client.ts';

/** A message to a patron (receipt, PIN reset link, ready for pickup …), in Norwegian. */
export interface Notice {
  channel: 'email' | 'sms';
  /** An e-mail address or a phone number, by channel. */
  recipient: string;
  /** E-mail only; SMS have no subject. */
  subject?: string | null;
  body: string;
  /** E-mail only: an accessible HTML alternative to the plain-text body. */
  html?: string | null;
}

/**
 * Where services hand over notices. `Ctx` is the calling service context (ports take it first, like services,
 * so an adapter sees the caller's clock; a type parameter keeps this file free of the context's imports).
 */
export interface Notifications<Ctx> {
  /**
   * Hands the notice over as part of the caller's transaction `db`: a durable adapter sends it only when that
   * transaction commits, and never when it rolls back (the outbox; issue #20's SMTP and SMS senders read it).
   */
  enqueue(ctx: Ctx, notice: Notice, db: Db | Tx): Promise<void>;
  /**
   * Optional: several notices at once, as `enqueue` would one by one (the daily reminders hand over hundreds per
   * transaction; the outbox writes them in one statement). Without it, callers fall back to `enqueue`.
   */
  enqueueMany?(ctx: Ctx, notices: readonly Notice[], db: Db | Tx): Promise<void>;
}
