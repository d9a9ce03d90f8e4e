// Picking lists (/ansatt/plukklister): per branch, the copies to fetch from the shelves for reservations, sorted by shelf.
import { and, asc, eq } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { employees, items, libraries, publications, reservations, works } from '#server/db/schema.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context.ts';
import { lockItem, lockTitle, sendTowardsPickup, type Placement } from './queue.ts';
import { presentTitle, titleColumns, worksOfPublications, type TitleDto } from './titles.ts';

export interface PickingLine extends TitleDto {
  reservationId: number;
  barcode: string;
  shelfLocation: string;
  pickupLibraryName: string;
  /** The copy leaves the branch: it goes in transit to the pickup branch after picking. */
  sendToOtherBranch: boolean;
  reservedAt: string;
}

const pickupLibraries = alias(libraries, 'pickup_library');

/** Lines for one branch, in shelf order (signature, then title) so a librarian walks the shelves once. */
export async function pickingList(ctx: ServiceContext, libraryId: number): Promise<PickingLine[]> {
  const rows = await ctx.db
    .select({
      ...titleColumns,
      reservationId: reservations.id,
      barcode: items.barcode,
      shelfLocation: items.shelfLocation,
      pickupLibraryId: reservations.pickupLibraryId,
      pickupLibraryName: pickupLibraries.name,
      reservedAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(items, eq(items.id, reservations.itemId))
    .innerJoin(publications, eq(publications.id, items.publicationId))
    .innerJoin(works, worksOfPublications)
    .innerJoin(pickupLibraries, eq(pickupLibraries.id, reservations.pickupLibraryId))
    .where(and(eq(reservations.status, 'picking'), eq(items.libraryId, libraryId)))
    .orderBy(asc(items.shelfLocation), asc(publications.title), asc(items.barcode));
  return rows.map((r) => ({
    ...presentTitle(r),
    reservationId: r.reservationId,
    barcode: r.barcode,
    shelfLocation: r.shelfLocation,
    pickupLibraryName: r.pickupLibraryName,
    sendToOtherBranch: r.pickupLibraryId !== libraryId,
    reservedAt: r.reservedAt.toISOString(),
  }));
}

export interface PickingBranch {
  id: number;
  name: string;
  count: number;
}

/**
 * Every branch with its number of lines, and the one to show first: the asked-for branch, else the
 * staff member's own, else the one with most to pick.
 */
export async function pickingBranches(
  ctx: ServiceContext,
  staffUserId: number,
  asked: number | null,
): Promise<{ branches: PickingBranch[]; chosen: PickingBranch | null }> {
  const [rows, counts, [own]] = await Promise.all([
    ctx.db.select({ id: libraries.id, name: libraries.name }).from(libraries).orderBy(asc(libraries.name)),
    pickingCounts(ctx),
    ctx.db.select({ libraryId: employees.libraryId }).from(employees).where(eq(employees.userId, staffUserId)).limit(1),
  ]);
  const branches = rows.map((b) => ({ ...b, count: counts.get(b.id) ?? 0 }));
  const busiest = [...branches].sort((a, b) => b.count - a.count)[0];
  const chosen =
    branches.find((b) => b.id === asked) ?? branches.find((b) => b.id === own?.libraryId) ?? busiest ?? null;
  return { branches, chosen };
}

/** Number of lines per branch, for the branch chooser. */
async function pickingCounts(ctx: ServiceContext): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ libraryId: items.libraryId })
    .from(reservations)
    .innerJoin(items, eq(items.id, reservations.itemId))
    .where(eq(reservations.status, 'picking'));
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.libraryId, (counts.get(r.libraryId) ?? 0) + 1);
  return counts;
}

/** The copy is in the librarian's hands: on the pickup shelf here (patron told), or sent to the pickup branch. */
export async function markPicked(ctx: ServiceContext, reservationId: number): Promise<Placement> {
  return ctx.db.transaction(async (tx) => {
    const [probe] = await tx
      .select({ publicationId: reservations.publicationId })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    if (!probe) throw codedError('not_found', 'reservation_not_found');
    await lockTitle(tx, probe.publicationId);
    const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
    if (!reservation || reservation.status !== 'picking' || reservation.itemId === null) {
      throw codedError('conflict', 'not_picking');
    }
    const item = await lockItem(tx, { id: reservation.itemId });
    if (!item) throw codedError('conflict', 'not_picking');
    return sendTowardsPickup(ctx, tx, item, reservation);
  });
}
