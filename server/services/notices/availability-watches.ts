// "Varsle meg når den er ledig" (issue #20 point 5, docs/decisions/035): a patron waits for a work without reserving
// it, and is told once — on their channels, in their language — when a copy of it is on the shelf for loan somewhere.
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { workPath } from '#core/catalogue.ts';
import { OPEN_RESERVATION_STATUSES } from '#core/circulation.ts';
import { codedError } from '#server/services/coded-error.ts';
import type { Tx } from '#server/db/client.ts';
import {
  availabilityWatches,
  items,
  libraries,
  loans,
  publications,
  reservations,
  users,
  works,
} from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { notifyPatron, recipientColumns } from './send.ts';

/** Watches per transaction: each batch locks only its own rows, so a second process takes the next ones. */
const BATCH_WATCHES = 200;

/** A copy of the watched work on the shelf that may be lent (what the work page shows as "På hylla"). */
const onShelf = and(eq(items.status, 'available'), eq(items.loanable, true));
const copyOfWatchedWork = and(
  eq(items.publicationId, publications.id),
  eq(publications.workId, availabilityWatches.workId),
);

/** The patron has the work on loan or reserved (any edition): the watch has done its job. */
const patronHasWork = sql`(${exists(
  sql`(select 1 from ${loans} join ${items} on ${items.id} = ${loans.itemId} join ${publications} on ${publications.id} = ${items.publicationId}
    where ${loans.userId} = ${availabilityWatches.userId} and ${loans.returnedAt} is null and ${publications.workId} = ${availabilityWatches.workId})`,
)} or ${exists(
  sql`(select 1 from ${reservations} join ${publications} on ${publications.id} = ${reservations.publicationId}
    where ${reservations.userId} = ${availabilityWatches.userId} and ${publications.workId} = ${availabilityWatches.workId}
    and ${reservations.status} in (${sql.join(
      OPEN_RESERVATION_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`,
)})`;

/** Whether the patron waits for this work. */
export async function isWatchingWork(ctx: ServiceContext, userId: number, workId: number): Promise<boolean> {
  return (
    (await ctx.db.$count(
      availabilityWatches,
      and(eq(availabilityWatches.userId, userId), eq(availabilityWatches.workId, workId)),
    )) > 0
  );
}

/**
 * Starts waiting for a work (a second ask is the same watch).
 * @throws AppError not_found/work_not_found — no such work.
 */
export async function watchWork(ctx: ServiceContext, userId: number, workId: number): Promise<void> {
  if ((await ctx.db.$count(works, eq(works.id, workId))) === 0) throw codedError('not_found', 'work_not_found');
  await ctx.db.insert(availabilityWatches).values({ userId, workId, createdAt: ctx.clock() }).onConflictDoNothing();
}

/** "Ikke varsle meg likevel": the watch ends without a notice. */
export async function unwatchWork(ctx: ServiceContext, userId: number, workId: number): Promise<void> {
  await ctx.db
    .delete(availabilityWatches)
    .where(and(eq(availabilityWatches.userId, userId), eq(availabilityWatches.workId, workId)));
}

/** The patron's watches, oldest first: Min side's list of notices and the data export (issue #20: part of the patron's data). */
export async function listWatches(ctx: ServiceContext, userId: number) {
  const rows = await ctx.db
    .select({ workId: availabilityWatches.workId, title: works.title, createdAt: availabilityWatches.createdAt })
    .from(availabilityWatches)
    .innerJoin(works, eq(works.id, availabilityWatches.workId))
    .where(eq(availabilityWatches.userId, userId))
    .orderBy(asc(availabilityWatches.createdAt));
  return rows.map((r) => ({ workId: r.workId, title: r.title, createdAt: r.createdAt.toISOString() }));
}

export interface AvailabilityReport {
  /** Patrons told (a watch ended with a notice). */
  notified: number;
  /** Watches ended without a notice: the patron reserved or borrowed the work, or cannot be reached. */
  ended: number;
}

/**
 * One batch in one transaction: watches whose work has a copy on the shelf, locked FOR UPDATE SKIP LOCKED (a second
 * process passes them by), deleted, and a notice written for each deleted one. Patrons who turned `available_now` off
 * are not picked: their watch waits until they turn it on again. Returns how many watches the batch took.
 */
async function notifyBatch(ctx: ServiceContext, tx: Tx, report: AvailabilityReport): Promise<number> {
  const picked = await tx
    .select({ id: availabilityWatches.id, workId: availabilityWatches.workId, title: works.title, ...recipientColumns })
    .from(availabilityWatches)
    .innerJoin(users, eq(users.id, availabilityWatches.userId))
    .innerJoin(works, eq(works.id, availabilityWatches.workId))
    .where(
      and(
        exists(
          tx
            .select({ one: sql`1` })
            .from(items)
            .innerJoin(publications, eq(publications.id, items.publicationId))
            .where(and(copyOfWatchedWork, onShelf)),
        ),
        sql`not ('available_now' = any(${users.noticeOptOuts}))`,
      ),
    )
    .orderBy(availabilityWatches.id)
    .limit(BATCH_WATCHES)
    .for('update', { of: availabilityWatches, skipLocked: true });
  if (picked.length === 0) return 0;
  // The delete that removes a row is the one that tells (also where the lock is not enough: PGlite, a retry).
  const deleted = await tx
    .delete(availabilityWatches)
    .where(
      inArray(
        availabilityWatches.id,
        picked.map((w) => w.id),
      ),
    )
    .returning({ id: availabilityWatches.id });
  const ours = new Set(deleted.map((d) => d.id));
  const workIds = [...new Set(picked.map((w) => w.workId))];
  const shelves = await tx
    .selectDistinct({ workId: publications.workId, library: libraries.name })
    .from(items)
    .innerJoin(publications, eq(publications.id, items.publicationId))
    .innerJoin(libraries, eq(libraries.id, items.libraryId))
    .where(and(inArray(publications.workId, workIds), onShelf))
    .orderBy(libraries.name);
  for (const { id, workId, title, ...patron } of picked) {
    if (!ours.has(id)) continue;
    const branches = shelves.filter((s) => s.workId === workId).map((s) => s.library);
    const sent = await notifyPatron(ctx, tx, patron, {
      kind: 'available_now',
      name: patron.firstName,
      title,
      branches,
      workPath: workPath(title, workId),
    });
    if (sent > 0) report.notified++;
    else report.ended++;
  }
  return picked.length;
}

/**
 * Ends the watches of patrons who have since reserved or borrowed the work, then tells the rest whose work has a copy
 * on the shelf for loan, once each, and ends those watches in the same transaction as their notice.
 */
export async function sendAvailabilityNotices(ctx: ServiceContext): Promise<AvailabilityReport> {
  const report: AvailabilityReport = { notified: 0, ended: 0 };
  const gone = await ctx.db.delete(availabilityWatches).where(patronHasWork).returning({ id: availabilityWatches.id });
  report.ended += gone.length;
  while ((await ctx.db.transaction((tx) => notifyBatch(ctx, tx, report))) > 0);
  return report;
}

/** The job (server/jobs/registry.ts): every 15 minutes. */
export async function availabilityWatchesJob(ctx: ServiceContext): Promise<AvailabilityReport> {
  const report = await sendAvailabilityNotices(ctx);
  if (report.notified > 0 || report.ended > 0) ctx.log.info(report, 'availability watches');
  return report;
}
