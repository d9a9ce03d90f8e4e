// Handing a composed notice to the outbox (docs/decisions/033): which of the patron's channels it goes to, in their
// notice language, inside the caller's transaction.
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { sendMessage } from '../outbox.ts';
import { composeNotice, isOptionalNoticeKind, type ComposedNotice, type NoticeData } from './compose.ts';

/** The patron columns a notice needs. */
export const recipientColumns = {
  firstName: users.firstName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  receiveEmail: users.receiveEmail,
  receiveSms: users.receiveSms,
  noticeLanguage: users.noticeLanguage,
  noticeOptOuts: users.noticeOptOuts,
};
export type NoticeRecipient = { [K in keyof typeof recipientColumns]: (typeof users.$inferSelect)[K] };

export interface Address {
  channel: 'email' | 'sms';
  recipient: string;
}

/** SPEC §3 receiveEmail/receiveSms: every channel the patron takes and has an address for (both, one or none). */
export function chosenChannels(patron: Pick<NoticeRecipient, 'email' | 'phoneNumber' | 'receiveEmail' | 'receiveSms'>): Address[] {
  return [
    ...(patron.receiveEmail && patron.email ? [{ channel: 'email' as const, recipient: patron.email }] : []),
    ...(patron.receiveSms && patron.phoneNumber ? [{ channel: 'sms' as const, recipient: patron.phoneNumber }] : []),
  ];
}

/** One notice to one address: subject, text and HTML by e-mail, the short text by SMS. */
export function sendComposed(ctx: ServiceContext, to: Address, notice: ComposedNotice, db: Db | Tx): Promise<void> {
  return sendMessage(
    ctx,
    to.channel === 'email'
      ? { channel: 'email', recipient: to.recipient, subject: notice.subject, body: notice.text, html: notice.html }
      : { channel: 'sms', recipient: to.recipient, body: notice.sms },
    db,
  );
}

/**
 * An optional notice (ready for pickup, reminders) to each channel the patron chose, in their language, unless they
 * turned this kind off. Returns how many outbox rows it wrote.
 */
export async function notifyPatron(ctx: ServiceContext, tx: Db | Tx, patron: NoticeRecipient, data: NoticeData): Promise<number> {
  if (isOptionalNoticeKind(data.kind) && patron.noticeOptOuts.includes(data.kind)) return 0;
  const addresses = chosenChannels(patron);
  if (addresses.length === 0) return 0;
  const notice = composeNotice(data, patron.noticeLanguage, ctx.config.publicUrl);
  for (const to of addresses) await sendComposed(ctx, to, notice, tx);
  return addresses.length;
}
