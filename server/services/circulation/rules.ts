// Circulation rules and patron standing read inside a transaction: the rule for a media type, and whether a patron is blocked.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { circulationBlock, isPatronBlocked, type CirculationRule } from '#core/circulation.ts';
import type { Tx } from '#server/db/client.ts';
import { circulationRules, fines, users } from '#server/db/schema.ts';
import type { CirculationStanding } from '#server/ports/library-system.ts';
import type { ServiceContext } from '../context.ts';

/** The rule for a media type, or null when the library has none (SPEC §8 'loaning profile not found'). */
export async function ruleFor(tx: Tx | ServiceContext['db'], mediaType: string): Promise<CirculationRule | null> {
  const [rule] = await tx.select().from(circulationRules).where(eq(circulationRules.mediaType, mediaType)).limit(1);
  return rule ?? null;
}

export async function allRules(db: ServiceContext['db']): Promise<Map<string, CirculationRule>> {
  const rows = await db.select().from(circulationRules);
  return new Map(rows.map((r) => [r.mediaType, r]));
}

export interface PatronStanding {
  id: number;
  category: string;
  keepLoanHistory: boolean;
  preferredPickupBranch: string | null;
  blocked: boolean;
}

/**
 * The patron's row locked for this transaction: a patron's own circulation writes (reserve, renew,
 * cancel) are serialised, so limits such as the maximum number of reservations hold under races.
 */
export async function lockPatron(ctx: ServiceContext, tx: Tx, userId: number): Promise<PatronStanding | null> {
  const [user] = await tx
    .select({
      id: users.id,
      category: users.category,
      keepLoanHistory: users.keepLoanHistory,
      preferredPickupBranch: users.preferredPickupBranch,
      blockStatuses: users.blockStatuses,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return null;
  const [unpaid] = await tx
    .select({ total: sql<number>`coalesce(sum(${fines.amountOre}), 0)::int` })
    .from(fines)
    .where(and(eq(fines.userId, userId), isNull(fines.paidAt)));
  return {
    id: user.id,
    category: user.category,
    keepLoanHistory: user.keepLoanHistory,
    preferredPickupBranch: user.preferredPickupBranch,
    blocked: isPatronBlocked(user.blockStatuses, unpaid?.total ?? 0, ctx.config.FINE_BLOCK_LIMIT_ORE),
  };
}

/** The patron's standing read without a lock, to tell them before they act (loans page, reserve dialog); writes check again under lockPatron. */
export async function readCirculationStanding(ctx: ServiceContext, userId: number): Promise<CirculationStanding> {
  const [[user], [unpaid]] = await Promise.all([
    ctx.db.select({ blockStatuses: users.blockStatuses }).from(users).where(eq(users.id, userId)),
    ctx.db
      .select({ total: sql<number>`coalesce(sum(${fines.amountOre}), 0)::int` })
      .from(fines)
      .where(and(eq(fines.userId, userId), isNull(fines.paidAt))),
  ]);
  const unpaidFinesOre = unpaid?.total ?? 0;
  const fineLimitOre = ctx.config.FINE_BLOCK_LIMIT_ORE;
  return {
    block: circulationBlock(user?.blockStatuses ?? [], unpaidFinesOre, fineLimitOre),
    unpaidFinesOre,
    fineLimitOre,
  };
}
