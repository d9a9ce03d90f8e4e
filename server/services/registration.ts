// Become a borrower (SPEC §2 /registrer-deg): a new patron with a new card number, by form or after ID-porten.
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import type { Registration } from '#core/registration.ts';
import { cardNumberSeq, identityVerifications, users } from '#server/db/schema.ts';
import { recordAudit } from './auth/audit.ts';
import { hashPin } from './auth/card-login.ts';
import { randomToken, sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';
import { sendMessage } from './outbox.ts';

/** How long an ID-porten identity waits for the registration form. */
export const VERIFICATION_TTL_MS = 30 * 60_000;

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
export async function findVerifiedIdentity(ctx: ServiceContext, token: string | null | undefined): Promise<string | null> {
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

/**
 * Creates the patron (DEICH_BORROWER) with the next card number, hashes the PIN, and sends a welcome
 * message through the outbox — all in one transaction.
 * @throws AppError conflict/already_borrower — the verified national id already has a patron.
 */
export async function registerPatron(
  ctx: ServiceContext,
  registration: Registration,
  options: { verificationToken?: string | null } = {},
): Promise<{ userId: number; cardNumber: string; name: string }> {
  const nationalId = await findVerifiedIdentity(ctx, options.verificationToken);
  if (nationalId && (await isRegisteredNationalId(ctx, nationalId))) {
    throw new AppError('conflict', 'already_borrower', messages.account.register.alreadyBorrower);
  }
  const pinHash = await hashPin(registration.pin);
  const now = ctx.clock();
  const name = `${registration.firstName} ${registration.lastName}`;
  return ctx.db.transaction(async (tx) => {
    const [{ next }] = (await tx.execute<{ next: string }>(sql`select nextval(${cardNumberSeq.seqName}) as next`)).rows as { next: string }[];
    const cardNumber = String(next);
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
        category: 'voksen',
        roles: ['DEICH_BORROWER'],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (nationalId && options.verificationToken) {
      await tx.delete(identityVerifications).where(eq(identityVerifications.idHash, sha256(options.verificationToken)));
    }
    await recordAudit(ctx, { action: 'patron_registered', actorId: user.id, detail: { verifiedWith: nationalId ? 'idporten' : 'form' } }, tx);
    const r = messages.account.register;
    await sendMessage(
      ctx,
      registration.email
        ? { channel: 'email', recipient: registration.email, subject: r.welcomeSubject, body: r.welcomeBody(registration.firstName, cardNumber) }
        : { channel: 'sms', recipient: registration.phoneNumber ?? '', body: r.welcomeBody(registration.firstName, cardNumber) },
      tx,
    );
    return { userId: user.id, cardNumber, name };
  });
}
