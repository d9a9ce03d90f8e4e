// "Pause fra {dato} til {dato}" (issue #20, docs/decisions/034): a pause of all reservations that starts later. The built-in
// engine keeps only the plan; on its first day the job reservation-pause-start puts the reservations on hold as a pause from
// today does (activationDate, the one truth of a hold that the queue, the places and the patron's status already read).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { PlannedPause } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { codedError } from '#server/services/coded-error.ts';
import { plannedReservationPauses } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { assertPlannable } from './pause-rules.ts';
import { holdAll } from './reservations.ts';
import { lockPatron } from './rules.ts';

/** Plans a pause that starts later, through the library system (the built-in engine: planPauseHere). */
export function planPause(ctx: ServiceContext, userId: number, pause: PlannedPause): Promise<PlannedPause> {
  return ctx.librarySystem.planPause(ctx, userId, pause);
}

/** Drops the planned pause before it starts, through the library system (the built-in engine: cancelPlannedPauseHere). */
export function cancelPlannedPause(ctx: ServiceContext, userId: number): Promise<{ cancelled: boolean }> {
  return ctx.librarySystem.cancelPlannedPause(ctx, userId);
}

/** Plans the pause (the built-in engine's planPause); a plan already there is replaced. */
export async function planPauseHere(ctx: ServiceContext, userId: number, pause: PlannedPause): Promise<PlannedPause> {
  assertPlannable(formatIsoDate(ctx.clock()), pause);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPatron(ctx, tx, userId))) throw codedError('unauthenticated', 'unauthenticated');
    await tx
      .insert(plannedReservationPauses)
      .values({ userId, startsOn: pause.from, until: pause.until, createdAt: ctx.clock() })
      .onConflictDoUpdate({
        target: plannedReservationPauses.userId,
        set: { startsOn: pause.from, until: pause.until, createdAt: ctx.clock() },
      });
  });
  return { from: pause.from, until: pause.until };
}

/** The built-in engine's cancelPlannedPause. */
export async function cancelPlannedPauseHere(ctx: ServiceContext, userId: number): Promise<{ cancelled: boolean }> {
  const deleted = await ctx.db
    .delete(plannedReservationPauses)
    .where(eq(plannedReservationPauses.userId, userId))
    .returning({ userId: plannedReservationPauses.userId });
  return { cancelled: deleted.length > 0 };
}

/**
 * Starts every planned pause whose first day has come (the hourly job, and once at start to catch up): the patron's
 * reservations then waiting in a queue go on hold until the plan's end, and the plan is gone — both in one transaction,
 * so a job run twice starts it once. A plan whose end has passed too (the server was down all along) is only dropped.
 * Lock order: patron → plan → titles (holdAll).
 */
export async function startPlannedPauses(ctx: ServiceContext): Promise<{ started: number; paused: number }> {
  const today = formatIsoDate(ctx.clock());
  const due = await ctx.db
    .select({ userId: plannedReservationPauses.userId })
    .from(plannedReservationPauses)
    .where(lte(plannedReservationPauses.startsOn, today))
    .orderBy(asc(plannedReservationPauses.startsOn), asc(plannedReservationPauses.userId));
  let started = 0;
  let paused = 0;
  for (const { userId } of due) {
    const changed = await ctx.db.transaction(async (tx) => {
      await lockPatron(ctx, tx, userId);
      const [plan] = await tx
        .delete(plannedReservationPauses)
        .where(and(eq(plannedReservationPauses.userId, userId), lte(plannedReservationPauses.startsOn, today)))
        .returning({ until: plannedReservationPauses.until });
      if (!plan) return null;
      return plan.until > today ? (await holdAll(ctx, tx, userId, plan.until)).changed : 0;
    });
    if (changed === null) continue;
    started += 1;
    paused += changed;
  }
  return { started, paused };
}
