// Become a borrower (SPEC §2 /registrer-deg): a new patron with a new card number, by form or after ID-porten.
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { NEW_CARD_RANDOM_DIGITS, newCardNumber } from '#core/card-number.ts';
import { codedError } from '#server/services/coded-error.ts';
import { DEFAULT_LANGUAGE, type Language } from '#core/i18n/languages.ts';
import type { Registration } from '#core/registration.ts';
import { identityVerifications, users } from '#server/db/schema.ts';
import { recordAudit } from './auth/audit.ts';
import { hashPin } from './auth/card-login.ts';
import { ADDRESS_MAX_REQUESTS, beginAttempt } from './auth/throttle.ts';
import { randomToken, sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';
import { composeNotice } from './notices/compose.ts';
import { sendComposed } from './notices/send.ts';

/** How long an ID-porten identity waits for the registration form. */
const VERIFICATION_TTL_MS = 30 * 60_000;

/** Keeps an ID-porten-verified national id for the registration form; returns the cookie token. */
export async function rememberVerifiedIdentity(ctx: ServiceContext, nationalId: string): Promise<string> {
  const token = randomToken();
  const now = ctx.clock();
  await ctx.db.insert(identityVerifications).values({
    idHash: sha256(token),
    nationalId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  return token;
}

/** The verified national id behind a cookie token, if still valid. */
export async function findVerifiedIdentity(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<string | null> {
  if (!token) return null;
  const [row] = await ctx.db
    .select({ nationalId: identityVerifications.nationalId })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.idHash, sha256(token)), gt(identityVerifications.expiresAt, ctx.clock())))
    .limit(1);
  return row?.nationalId ?? null;
}

export async function isRegisteredNationalId(ctx: ServiceContext, nationalId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.nationalId, nationalId)).limit(1);
  return row !== undefined;
}

/** A card number nobody has, from 10 random digits (a clash among 10^10 is rare; the unique index is the last word). */
async function unusedCardNumber(ctx: ServiceContext): Promise<string> {
  for (;;) {
    const candidate = newCardNumber(
      String(randomInt(0, 10 ** NEW_CARD_RANDOM_DIGITS)).padStart(NEW_CARD_RANDOM_DIGITS, '0'),
    );
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.cardNumber, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

/**
 * Creates the patron (DEICH_BORROWER) with a new unguessable card number (core/card-number.ts), hashes
 * the PIN, and sends a welcome message through the outbox — all in one transaction. Sign-ups are
 * limited per client address.
 * @throws AppError conflict/already_borrower — the verified national id already has a patron.
 * @throws AppError rate_limited/too_many_registrations — too many sign-ups from this address lately.
 */
export async function registerPatron(
  ctx: ServiceContext,
  registration: Registration,
  options: { verificationToken?: string | null; clientAddress: string; language?: Language },
): Promise<{ userId: number; cardNumber: string; name: string }> {
  // The language of the page they signed up on is the language of their notices, the welcome first (docs/decisions/033).
  const language = options.language ?? DEFAULT_LANGUAGE;
  const attempt = await beginAttempt(ctx, [
    { key: `signup-address:${options.clientAddress}`, max: ADDRESS_MAX_REQUESTS },
  ]);
  if (!attempt.allowed) throw codedError('rate_limited', 'too_many_registrations');
  const nationalId = await findVerifiedIdentity(ctx, options.verificationToken);
  if (nationalId && (await isRegisteredNationalId(ctx, nationalId))) {
    throw codedError('conflict', 'already_borrower');
  }
  const pinHash = await hashPin(registration.pin);
  const now = ctx.clock();
  const name = `${registration.firstName} ${registration.lastName}`;
  const cardNumber = await unusedCardNumber(ctx);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        cardNumber,
        pinHash,
        nationalId,
        firstName: registration.firstName,
        lastName: registration.lastName,
        birthDate: registration.birthDate,
        address: registration.address,
        postalCode: registration.postalCode,
        city: registration.city,
        email: registration.email,
        phoneNumber: registration.phoneNumber,
        // Each given address is a channel, so the new profile is valid (SPEC §5).
        receiveEmail: registration.email !== null,
        receiveSms: registration.email === null && registration.phoneNumber !== null,
        preferredPickupBranch: registration.preferredPickupBranch,
        noticeLanguage: language,
        category: 'voksen',
        roles: ['DEICH_BORROWER'],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (nationalId && options.verificationToken) {
      await tx.delete(identityVerifications).where(eq(identityVerifications.idHash, sha256(options.verificationToken)));
    }
    await recordAudit(
      ctx,
      { action: 'patron_registered', actorId: user.id, detail: { verifiedWith: nationalId ? 'idporten' : 'form' } },
      tx,
    );
    const welcome = composeNotice(
      { kind: 'welcome', name: registration.firstName, cardNumber },
      language,
      ctx.config.publicUrl,
    );
    const to = registration.email
      ? { channel: 'email' as const, recipient: registration.email }
      : { channel: 'sms' as const, recipient: registration.phoneNumber ?? '' };
    await sendComposed(ctx, to, welcome, tx);
    return { userId: user.id, cardNumber, name };
  });
}
