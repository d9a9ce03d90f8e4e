// Handing a composed notice to the outbox (docs/decisions/033): which of the patron's channels it goes to, in their
// notice language, inside the caller's transaction.
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import type { Notice } from '#server/ports/notifications.ts';
import { sendMessage, sendMessages } from '../outbox.ts';
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
export function chosenChannels(
  patron: Pick<NoticeRecipient, 'email' | 'phoneNumber' | 'receiveEmail' | 'receiveSms'>,
): Address[] {
  return [
    ...(patron.receiveEmail && patron.email ? [{ channel: 'email' as const, recipient: patron.email }] : []),
    ...(patron.receiveSms && patron.phoneNumber ? [{ channel: 'sms' as const, recipient: patron.phoneNumber }] : []),
  ];
}

/** One composed notice to one address: subject, text and HTML by e-mail, the short text by SMS. */
function noticeTo(to: Address, notice: ComposedNotice): Notice {
  return to.channel === 'email'
    ? { channel: 'email', recipient: to.recipient, subject: notice.subject, body: notice.text, html: notice.html }
    : { channel: 'sms', recipient: to.recipient, body: notice.sms };
}

/** Hands one composed notice to the outbox inside `db`. */
export function sendComposed(ctx: ServiceContext, to: Address, notice: ComposedNotice, db: Db | Tx): Promise<void> {
  return sendMessage(ctx, noticeTo(to, notice), db);
}

/**
 * An optional notice (ready for pickup, reminders) for each channel the patron chose, in their language; none when
 * they turned this kind off or cannot be reached.
 */
export function patronNotices(
  ctx: Pick<ServiceContext, 'config'>,
  patron: NoticeRecipient,
  data: NoticeData,
): Notice[] {
  if (isOptionalNoticeKind(data.kind) && patron.noticeOptOuts.includes(data.kind)) return [];
  const addresses = chosenChannels(patron);
  if (addresses.length === 0) return [];
  const notice = composeNotice(data, patron.noticeLanguage, ctx.config.publicUrl);
  return addresses.map((to) => noticeTo(to, notice));
}

/** patronNotices handed to the outbox inside `tx`; returns how many rows that wrote. */
export async function notifyPatron(
  ctx: ServiceContext,
  tx: Db | Tx,
  patron: NoticeRecipient,
  data: NoticeData,
): Promise<number> {
  const notices = patronNotices(ctx, patron, data);
  await sendMessages(ctx, notices, tx);
  return notices.length;
}
