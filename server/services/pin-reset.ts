// PIN reset by e-mail or SMS (SPEC §4: reset request, validate reset id, set new): single-use links through the outbox.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import { checkNewPin } from '#core/pin.ts';
import { pinResetTokens, sessions, users } from '#server/db/schema.ts';
import { recordAudit } from './auth/audit.ts';
import { hashPin, normalizeIdentifier } from './auth/card-login.ts';
import { clearFailures, isThrottled, recordFailure } from './auth/throttle.ts';
import { isTokenShaped, randomToken, sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';
import { sendMessage } from './outbox.ts';

export const PIN_RESET_TTL_MS = 30 * 60_000;

/**
 * Sends a reset link to the card's e-mail or phone, when the card exists and has that address. The
 * caller learns nothing either way (no way to test which cards exist). Requests count toward the
 * identifier's throttle, so nobody can flood a patron's phone.
 * @throws AppError rate_limited/too_many_attempts
 */
export async function requestPinReset(ctx: ServiceContext, input: { identifier: string; channel: 'email' | 'sms' }): Promise<void> {
  const identifier = normalizeIdentifier(input.identifier);
  const key = `reset:${identifier}` as const;
  if (await isThrottled(ctx, key)) throw new AppError('rate_limited', 'too_many_attempts', messages.login.tooManyAttempts);
  await recordFailure(ctx, key);
  if (!/^\d{1,20}$/.test(identifier)) return;
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(eq(users.cardNumber, identifier), eq(users.nationalId, identifier)))
    .limit(1);
  const recipient = input.channel === 'email' ? user?.email : user?.phoneNumber;
  if (!user || !recipient) return;
  const token = randomToken();
  const now = ctx.clock();
  const link = `${ctx.config.publicUrl}/glemt-pin/${token}`;
  const m = messages.account.pinReset;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(pinResetTokens).values({
      idHash: sha256(token),
      userId: user.id,
      channel: input.channel,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PIN_RESET_TTL_MS),
    });
    await sendMessage(ctx, { channel: input.channel, recipient, subject: m.messageSubject, body: m.messageBody(link) }, tx);
    await recordAudit(ctx, { action: 'pin_reset_requested', actorId: user.id, detail: { channel: input.channel } }, tx);
  });
}

/** Whether a reset id from a link is usable (unknown, used and expired ids are not). */
export async function isValidPinReset(ctx: ServiceContext, resetId: string): Promise<boolean> {
  if (!isTokenShaped(resetId)) return false;
  const [row] = await ctx.db
    .select({ userId: pinResetTokens.userId })
    .from(pinResetTokens)
    .where(and(eq(pinResetTokens.idHash, sha256(resetId)), isNull(pinResetTokens.usedAt), gt(pinResetTokens.expiresAt, ctx.clock())))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the new PIN with a reset id: used once, then every session of the patron ends (whoever had
 * the old PIN is logged out).
 * @throws AppError invalid/invalid_pin — the new PIN breaks the rules.
 * @throws AppError invalid/reset_link_invalid — unknown, used or expired id.
 */
export async function resetPin(ctx: ServiceContext, resetId: string, newPin: string): Promise<void> {
  const verdict = checkNewPin(newPin);
  if (!verdict.ok) throw new AppError('invalid', 'invalid_pin', verdict.message);
  if (!isTokenShaped(resetId)) throw new AppError('invalid', 'reset_link_invalid', messages.account.pinReset.invalidLink);
  const pinHash = await hashPin(newPin);
  const now = ctx.clock();
  const user = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(pinResetTokens)
      .set({ usedAt: now })
      .where(and(eq(pinResetTokens.idHash, sha256(resetId)), isNull(pinResetTokens.usedAt), gt(pinResetTokens.expiresAt, now)))
      .returning({ userId: pinResetTokens.userId });
    if (!used) throw new AppError('invalid', 'reset_link_invalid', messages.account.pinReset.invalidLink);
    const [row] = await tx
      .update(users)
      .set({ pinHash, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, cardNumber: users.cardNumber, nationalId: users.nationalId });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await recordAudit(ctx, { action: 'pin_reset', actorId: used.userId }, tx);
    return row;
  });
  // A successful reset lifts the lock on the card, so the patron can log in at once.
  if (user?.cardNumber) await clearFailures(ctx, `card:${user.cardNumber}`);
  if (user?.nationalId) await clearFailures(ctx, `card:${user.nationalId}`);
}
