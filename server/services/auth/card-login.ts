// Library-card login (SPEC §6: idporten "also via library card"): card number or national id + PIN, throttled, never revealing whether a card exists.
import { hash, verify } from '@node-rs/argon2';
import { eq, or } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from './audit.ts';
import { startSession, type ActiveSession } from './sessions.ts';
import { beginAttempt, pinLimits } from './throttle.ts';

export interface CardLoginInput {
  /** Library card number or national identity number. */
  identifier: string;
  pin: string;
  /** The browser's current session token (rotated away). */
  replaces?: string | null;
  /** Where the request came from (docs/decisions/004: failed logins are limited per address too). */
  clientAddress: string;
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
 * Logs in with a library card or national id and PIN and starts a session. The attempt is counted
 * before the PIN is evaluated, under the patron (card number and national id alike), the client
 * address and the portal-wide failure count, so parallel guesses get at most 5 evaluations per patron.
 * @throws AppError unauthenticated/wrong_credentials — unknown card, wrong PIN or no PIN set (one message for all).
 * @throws AppError rate_limited/too_many_attempts — the patron's or the address's attempts are used up.
 */
export async function loginWithLibraryCard(
  ctx: ServiceContext,
  input: CardLoginInput,
): Promise<{ token: string; session: ActiveSession }> {
  const identifier = normalizeIdentifier(input.identifier);
  const [user] = /^\d{1,20}$/.test(identifier)
    ? await ctx.db
        .select({ id: users.id, pinHash: users.pinHash })
        .from(users)
        .where(or(eq(users.cardNumber, identifier), eq(users.nationalId, identifier)))
        .limit(1)
    : [];
  // An unknown card has a key of its own, so it is throttled (and answers) like a known one.
  const patronKey = user ? (`patron:${user.id}` as const) : (`card:${identifier}` as const);
  const attempt = await beginAttempt(ctx, pinLimits(patronKey, input.clientAddress));
  if (!attempt.allowed) {
    await recordAudit(ctx, {
      action: 'login_throttled',
      actorId: user?.id ?? null,
      entity: 'login',
      detail: { provider: 'bibliotekkort' },
    });
    throw codedError('rate_limited', 'too_many_attempts');
  }

  const pinOk = await verifyPin(user?.pinHash ?? null, input.pin);
  if (!user || !pinOk) {
    await recordAudit(ctx, {
      action: 'login_failed',
      actorId: user?.id ?? null,
      entity: 'login',
      detail: {
        provider: 'bibliotekkort',
        reason: !user ? 'unknown_identifier' : user.pinHash ? 'wrong_pin' : 'no_pin',
      },
    });
    // SPEC §8: the same message whether the card exists or not.
    throw codedError('unauthenticated', 'wrong_credentials');
  }

  await attempt.succeeded([patronKey]);
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
