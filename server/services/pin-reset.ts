// PIN reset by e-mail or SMS (SPEC §4: reset request, validate reset id, set new): single-use links through the outbox.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { checkNewPin } from '#core/pin.ts';
import { pinResetTokens, sessions, users } from '#server/db/schema.ts';
import { recordAudit } from './auth/audit.ts';
import { hashPin, normalizeIdentifier } from './auth/card-login.ts';
import { ADDRESS_MAX_REQUESTS, RESET_MAX_REQUESTS, beginAttempt, clearAttempts } from './auth/throttle.ts';
import { isTokenShaped, randomToken, sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';
import { composeNotice } from './notices/compose.ts';
import { sendComposed } from './notices/send.ts';

export const PIN_RESET_TTL_MS = 30 * 60_000;

/**
 * Sends a reset link to the card's e-mail or phone, when the card exists and has that address. The
 * caller learns nothing either way (no way to test which cards exist): known and unknown cards take the
 * same steps — one lookup, one throttle, a token made and one committed transaction — and the same answer.
 * Requests count per card (nobody can flood a patron's phone) and per client address.
 * @throws AppError rate_limited/too_many_attempts
 */
export async function requestPinReset(
  ctx: ServiceContext,
  input: { identifier: string; channel: 'email' | 'sms'; clientAddress: string },
): Promise<void> {
  const identifier = normalizeIdentifier(input.identifier);
  const [user] = /^\d{1,20}$/.test(identifier)
    ? await ctx.db
        .select({
          id: users.id,
          email: users.email,
          phoneNumber: users.phoneNumber,
          noticeLanguage: users.noticeLanguage,
        })
        .from(users)
        .where(or(eq(users.cardNumber, identifier), eq(users.nationalId, identifier)))
        .limit(1)
    : [];
  const attempt = await beginAttempt(ctx, [
    { key: user ? `reset:user-${user.id}` : `reset:${identifier}`, max: RESET_MAX_REQUESTS },
    { key: `reset-address:${input.clientAddress}`, max: ADDRESS_MAX_REQUESTS },
  ]);
  if (!attempt.allowed) throw codedError('rate_limited', 'too_many_attempts');
  const recipient = input.channel === 'email' ? user?.email : user?.phoneNumber;
  const token = randomToken();
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (user && recipient) {
      await tx.insert(pinResetTokens).values({
        idHash: sha256(token),
        userId: user.id,
        channel: input.channel,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PIN_RESET_TTL_MS),
      });
      const link = `${ctx.config.publicUrl}/glemt-pin/${token}`;
      // Always sent, to the channel asked for, in the patron's notice language (docs/decisions/033).
      const notice = composeNotice({ kind: 'pin_reset', link }, user.noticeLanguage, ctx.config.publicUrl);
      await sendComposed(ctx, { channel: input.channel, recipient }, notice, tx);
    }
    // Audited either way, so an unknown card costs the same committed write as a known one.
    await recordAudit(
      ctx,
      {
        action: user && recipient ? 'pin_reset_requested' : 'pin_reset_ignored',
        actorId: user?.id ?? null,
        detail: { channel: input.channel },
      },
      tx,
    );
  });
}

/** Whether a reset id from a link is usable (unknown, used and expired ids are not). */
export async function isValidPinReset(ctx: ServiceContext, resetId: string): Promise<boolean> {
  if (!isTokenShaped(resetId)) return false;
  const [row] = await ctx.db
    .select({ userId: pinResetTokens.userId })
    .from(pinResetTokens)
    .where(
      and(
        eq(pinResetTokens.idHash, sha256(resetId)),
        isNull(pinResetTokens.usedAt),
        gt(pinResetTokens.expiresAt, ctx.clock()),
      ),
    )
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
  if (!verdict.ok) throw codedError('invalid', 'invalid_pin', { context: verdict.problem });
  if (!isTokenShaped(resetId)) throw codedError('invalid', 'reset_link_invalid');
  const pinHash = await hashPin(newPin);
  const now = ctx.clock();
  const user = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(pinResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(pinResetTokens.idHash, sha256(resetId)),
          isNull(pinResetTokens.usedAt),
          gt(pinResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: pinResetTokens.userId });
    if (!used) throw codedError('invalid', 'reset_link_invalid');
    const [row] = await tx
      .update(users)
      .set({ pinHash, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await recordAudit(ctx, { action: 'pin_reset', actorId: used.userId }, tx);
    return row;
  });
  // A successful reset lifts the lock on the patron, so they can log in at once.
  if (user) await clearAttempts(ctx, `patron:${user.id}`);
}
