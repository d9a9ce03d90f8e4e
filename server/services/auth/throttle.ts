// Attempt limits in the database (every server process must agree): an attempt is counted BEFORE the slow check it guards.
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { MINUTE_MS } from '#core/constants.ts';
import { loginAttempts } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { sha256 } from './tokens.ts';

/** One window for every limit (SPEC §8 only names the message; the numbers are ours, docs/decisions/004). */
const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
/** PIN evaluations per patron (login and PIN change together) per window. */
export const PATRON_MAX_ATTEMPTS = 5;
/** Failed logins from one client address per window: a branch's shared address still has room for typos. */
export const ADDRESS_MAX_FAILURES = 20;
/**
 * Failed logins across the portal per window that mean someone is spraying PINs over many cards from
 * many addresses (normal traffic stays far below it). While above it, an address may have one failure.
 */
export const GLOBAL_FAILURE_ALARM = 300;
/** Registrations and PIN-reset requests from one client address per window. */
export const ADDRESS_MAX_REQUESTS = 10;
/** PIN-reset messages to one card per window, so nobody can flood a patron's phone. */
export const RESET_MAX_REQUESTS = 5;

/** What is counted: a patron, an unknown card, PIN-reset requests, and what one client address did (logins, sign-ups, feedback). */
export type ThrottleKey =
  | `patron:${number}`
  | `card:${string}`
  | `reset:${string}`
  | `reset-address:${string}`
  | `login-address:${string}`
  | `signup-address:${string}`
  | `feedback-address:${string}`
  | 'failures:all';

export interface AttemptLimit {
  key: ThrottleKey;
  /** Most attempts (this one included) in the window; a function reads the other keys' counts. */
  max: number | ((countOf: (key: ThrottleKey) => number) => number);
}

export interface Attempt {
  /** Within every limit: the caller may do the check. Otherwise nothing of the attempt is kept. */
  allowed: boolean;
  /** The attempt succeeded, so it stops counting, and so do the earlier attempts under `forget`. */
  succeeded: (forget?: ThrottleKey[]) => Promise<void>;
}

/**
 * Records an attempt under every key, then counts. Parallel requests cannot all pass a check made
 * before any of them is recorded: of the attempts that commit, the n-th sees at least n rows, so at most
 * `max` are allowed however many arrive at once and however many processes share the database. A
 * refused attempt removes its rows at once; an allowed one stays as a failure unless it `succeeded`.
 */
export async function beginAttempt(ctx: ServiceContext, limits: readonly AttemptLimit[]): Promise<Attempt> {
  const now = ctx.clock();
  const hashes = limits.map((limit) => sha256(limit.key));
  const rows = await ctx.db
    .insert(loginAttempts)
    .values(hashes.map((keyHash) => ({ keyHash, at: now })))
    .returning({ id: loginAttempts.id });
  const ids = rows.map((row) => row.id);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const counted = await ctx.db
    .select({ keyHash: loginAttempts.keyHash, n: count() })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.keyHash, hashes), gt(loginAttempts.at, since)))
    .groupBy(loginAttempts.keyHash);
  const byHash = new Map(counted.map((row) => [row.keyHash, Number(row.n)]));
  const countOf = (key: ThrottleKey) => byHash.get(sha256(key)) ?? 0;
  const allowed = limits.every(
    (limit) => countOf(limit.key) <= (typeof limit.max === 'number' ? limit.max : limit.max(countOf)),
  );
  const forgetOwn = () => ctx.db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
  if (!allowed) await forgetOwn();
  // Housekeeping now and then: rows older than a day never count again.
  if (ids[0] % 64 === 0)
    await ctx.db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - 24 * 60 * MINUTE_MS)));
  return {
    allowed,
    succeeded: async (forget = []) => {
      await forgetOwn();
      if (forget.length > 0)
        await ctx.db.delete(loginAttempts).where(
          inArray(
            loginAttempts.keyHash,
            forget.map((key) => sha256(key)),
          ),
        );
    },
  };
}

/** Limits of a PIN evaluation (login or PIN change): the patron's, the address's, and the portal-wide alarm. */
export function pinLimits(patronKey: ThrottleKey, clientAddress: string): AttemptLimit[] {
  return [
    { key: patronKey, max: PATRON_MAX_ATTEMPTS },
    {
      key: `login-address:${clientAddress}`,
      max: (countOf) => (countOf('failures:all') > GLOBAL_FAILURE_ALARM ? 1 : ADDRESS_MAX_FAILURES),
    },
    { key: 'failures:all', max: Number.POSITIVE_INFINITY },
  ];
}

/** Forgets the attempts of a key (a PIN reset gives the patron a clean slate). */
export async function clearAttempts(ctx: ServiceContext, key: ThrottleKey): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.keyHash, sha256(key)));
}
