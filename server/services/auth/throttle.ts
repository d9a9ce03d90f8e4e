// Failed-attempt counters in the database (several server processes must agree): 5 failures in 15 minutes lock a key.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { MINUTE_MS } from '#core/constants.ts';
import { loginAttempts } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { sha256 } from './tokens.ts';

/** Our choice (SPEC §8 only names the message): 5 failures within 15 minutes. */
export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;

export type ThrottleKey = `card:${string}` | `pin:${number}` | `reset:${string}`;

export async function isThrottled(ctx: ServiceContext, key: ThrottleKey): Promise<boolean> {
  const since = new Date(ctx.clock().getTime() - THROTTLE_WINDOW_MS);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.keyHash, sha256(key)), gt(loginAttempts.at, since)));
  return Number(row?.n ?? 0) >= THROTTLE_MAX_FAILURES;
}

export async function recordFailure(ctx: ServiceContext, key: ThrottleKey): Promise<void> {
  const now = ctx.clock();
  await ctx.db.insert(loginAttempts).values({ keyHash: sha256(key), at: now });
  // Housekeeping: rows older than a day never count again (failures are rare, so this stays cheap).
  await ctx.db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - 24 * 60 * MINUTE_MS)));
}

export async function clearFailures(ctx: ServiceContext, key: ThrottleKey): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.keyHash, sha256(key)));
}
