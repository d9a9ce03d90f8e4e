// Library-card login (SPEC §6: idporten "also via library card"): card number or national id + PIN, throttled, never revealing whether a card exists.
import { hash, verify } from '@node-rs/argon2';
import { eq, or } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from './audit.ts';
import { startSession, type ActiveSession } from './sessions.ts';
import { clearFailures, isThrottled, recordFailure } from './throttle.ts';

export interface CardLoginInput {
  /** Library card number or national identity number. */
  identifier: string;
  pin: string;
  /** The browser's current session token (rotated away). */
  replaces?: string | null;
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when there is no user, so a missing card costs the same time as a wrong PIN. */
function timingDummy(): Promise<string> {
  dummyHash ??= hash('ikke-en-pin-kode');
  return dummyHash;
}

/** Spaces and dots people type into card and national id numbers are ignored. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/**
 * Logs in with a library card or national id and PIN and starts a session.
 * @throws AppError unauthenticated/wrong_credentials — unknown card, wrong PIN or no PIN set (one message for all).
 * @throws AppError rate_limited/too_many_attempts — 5 failures for this identifier in 15 minutes.
 */
export async function loginWithLibraryCard(
  ctx: ServiceContext,
  input: CardLoginInput,
): Promise<{ token: string; session: ActiveSession }> {
  const identifier = normalizeIdentifier(input.identifier);
  const key = `card:${identifier}` as const;
  if (await isThrottled(ctx, key)) {
    await recordAudit(ctx, { action: 'login_throttled', entity: 'login', detail: { provider: 'bibliotekkort' } });
    throw new AppError('rate_limited', 'too_many_attempts', messages.login.tooManyAttempts);
  }

  const [user] = /^\d{1,20}$/.test(identifier)
    ? await ctx.db
        .select({ id: users.id, pinHash: users.pinHash })
        .from(users)
        .where(or(eq(users.cardNumber, identifier), eq(users.nationalId, identifier)))
        .limit(1)
    : [];
  const pinOk = await verifyPin(user?.pinHash ?? null, input.pin);

  if (!user || !pinOk) {
    await recordFailure(ctx, key);
    await recordAudit(ctx, {
      action: 'login_failed',
      actorId: user?.id ?? null,
      entity: 'login',
      detail: { provider: 'bibliotekkort', reason: !user ? 'unknown_identifier' : user.pinHash ? 'wrong_pin' : 'no_pin' },
    });
    // SPEC §8: the same message whether the card exists or not.
    throw new AppError('unauthenticated', 'wrong_credentials', messages.login.wrongCredentials);
  }

  await clearFailures(ctx, key);
  return startSession(ctx, { userId: user.id, provider: 'bibliotekkort', replaces: input.replaces });
}

/** argon2id verification; always does the work, also without a stored hash. */
export async function verifyPin(pinHash: string | null, pin: string): Promise<boolean> {
  const target = pinHash ?? (await timingDummy());
  try {
    const ok = await verify(target, pin);
    return ok && pinHash !== null;
  } catch {
    return false;
  }
}

/** argon2id hash for a new PIN (the library's defaults, as the seed uses). */
export function hashPin(pin: string): Promise<string> {
  return hash(pin);
}
