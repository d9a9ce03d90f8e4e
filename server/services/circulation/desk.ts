// The staff circulation desk: check out, check in and mark copies — the operations that drive loans and reservation queues.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  dueDateFor,
  FINE_FREE_CATEGORIES,
  overdueFineOre,
  OPEN_RESERVATION_STATUSES,
  type MarkableStatus,
} from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { codedError } from '#server/services/coded-error.ts';
import type { Tx } from '#server/db/client.ts';
import { fines, items, libraries, loans, publications, reservations, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { closeGroupOnCollect } from './groups.ts';
import { lockItem, lockTitle, placeFreeCopy, sendTowardsPickup, type Placement } from './queue.ts';
import { releaseCopy } from './reservations.ts';
import { lockPatron, ruleFor } from './rules.ts';

type ItemRow = typeof items.$inferSelect;

/**
 * Locks are always taken title first, then copy (as in reservations), so desk and patron paths cannot
 * deadlock; the copy is read unlocked first only to learn its title.
 */
async function findCopy(tx: Tx, barcode: string): Promise<ItemRow> {
  const [item] = await tx.select().from(items).where(eq(items.barcode, barcode));
  if (!item) throw codedError('not_found', 'item_not_found', { barcode });
  return item;
}

async function lockCopy(tx: Tx, barcode: string): Promise<ItemRow> {
  const item = await lockItem(tx, { barcode });
  if (!item) throw codedError('not_found', 'item_not_found', { barcode });
  return item;
}

export interface CheckoutResult {
  loanId: number;
  dueDate: string;
  title: string;
  barcode: string;
  /** The reservation this loan collected (the patron picked up their reserved copy). */
  collectedReservationId: number | null;
}

/**
 * Lends a copy to the patron holding the library card. A copy reserved for someone else cannot be lent;
 * a copy reserved for this patron collects the reservation. The copy row is locked, so two desks racing
 * to lend the same copy never both succeed.
 */
export async function checkoutItem(
  ctx: ServiceContext,
  input: { barcode: string; cardNumber: string },
): Promise<CheckoutResult> {
  const today = formatIsoDate(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.cardNumber, input.cardNumber));
    if (!holder) throw codedError('not_found', 'card_not_found');
    const patron = await lockPatron(ctx, tx, holder.id);
    if (!patron) throw codedError('not_found', 'card_not_found');
    const probe = await findCopy(tx, input.barcode);
    await lockTitle(tx, probe.publicationId);
    const item = await lockCopy(tx, input.barcode);
    if (item.status === 'on_loan') throw codedError('conflict', 'item_on_loan');
    if (item.status === 'lost' || item.status === 'discarded') throw codedError('conflict', 'item_gone');
    const [pub] = await tx
      .select({ title: publications.title, mediaType: publications.mediaType })
      .from(publications)
      .where(eq(publications.id, item.publicationId));
    const rule = pub ? await ruleFor(tx, pub.mediaType) : null;
    if (!item.loanable || !rule?.loanable) throw codedError('conflict', 'item_not_loanable');
    if (patron.blocked) throw codedError('conflict', 'patron_blocked');

    const [assigned] = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.itemId, item.id),
          inArray(reservations.status, ['picking', 'in_transit', 'ready_for_pickup']),
        ),
      );
    if (assigned && assigned.userId !== patron.id) throw codedError('conflict', 'item_reserved_for_other');
    if (assigned)
      await tx
        .update(reservations)
        .set({ status: 'collected', pickupNumber: null })
        .where(eq(reservations.id, assigned.id));
    // Borrowing a title one has also queued for (another copy) fulfils that reservation too, and the rest of its
    // "første ledige" group (docs/decisions/034).
    const [waiting] = assigned
      ? []
      : await tx
          .select({ id: reservations.id, groupId: reservations.groupId })
          .from(reservations)
          .where(
            and(
              eq(reservations.userId, patron.id),
              eq(reservations.publicationId, item.publicationId),
              eq(reservations.status, 'waiting'),
            ),
          );
    if (waiting) {
      await closeGroupOnCollect(tx, waiting);
      await tx
        .update(reservations)
        .set({ status: 'collected' })
        .where(and(eq(reservations.id, waiting.id), eq(reservations.status, 'waiting')));
    }
    const dueDate = dueDateFor(today, rule);
    const [loan] = await tx
      .insert(loans)
      .values({ userId: patron.id, itemId: item.id, loanedAt: ctx.clock(), dueDate, inHistory: patron.keepLoanHistory })
      .returning({ id: loans.id });
    await tx.update(items).set({ status: 'on_loan' }).where(eq(items.id, item.id));
    return {
      loanId: loan.id,
      dueDate,
      title: pub?.title ?? '',
      barcode: item.barcode,
      collectedReservationId: assigned?.id ?? null,
    };
  });
}

export interface CheckinResult {
  barcode: string;
  title: string;
  /** The loan that ended, with any overdue fine (øre). */
  returnedLoanId: number | null;
  fineOre: number;
  placement: Placement;
  /** Where the copy must go now: the branch's shelf, its pickup shelf, or in transit to another branch. */
  pickupLibraryName: string | null;
}

/**
 * A copy handed in at a branch desk: ends its loan (with an overdue fine by the rules), or receives a copy
 * in transit; then the copy goes to the first active reservation (pickup shelf or transit) or back to the shelf.
 */
export async function checkinItem(
  ctx: ServiceContext,
  input: { barcode: string; libraryId: number },
): Promise<CheckinResult> {
  const today = formatIsoDate(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const [desk] = await tx.select({ id: libraries.id }).from(libraries).where(eq(libraries.id, input.libraryId));
    if (!desk) throw codedError('invalid', 'unknown_library');
    const probe = await findCopy(tx, input.barcode);
    await lockTitle(tx, probe.publicationId);
    const item = await lockCopy(tx, input.barcode);
    const [pub] = await tx
      .select({ title: publications.title, mediaType: publications.mediaType })
      .from(publications)
      .where(eq(publications.id, item.publicationId));
    let fineOre = 0;
    const [loan] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.itemId, item.id), isNull(loans.returnedAt)))
      .for('update');
    if (loan) {
      const [borrower] = await tx
        .select({ category: users.category, keep: users.keepLoanHistory })
        .from(users)
        .where(eq(users.id, loan.userId));
      await tx
        .update(loans)
        .set({ returnedAt: ctx.clock(), inHistory: borrower?.keep ?? false })
        .where(eq(loans.id, loan.id));
      const rule = pub ? await ruleFor(tx, pub.mediaType) : null;
      if (rule && borrower && !FINE_FREE_CATEGORIES.includes(borrower.category))
        fineOre = overdueFineOre(loan.dueDate, today, rule);
      if (fineOre > 0) {
        await tx.insert(fines).values({
          userId: loan.userId,
          amountOre: fineOre,
          reason: 'Gebyr for for sen levering',
          loanId: loan.id,
          createdAt: ctx.clock(),
        });
      }
    }
    const [assigned] = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.itemId, item.id),
          inArray(reservations.status, ['picking', 'in_transit', 'ready_for_pickup']),
        ),
      );
    const placement = assigned
      ? assigned.status === 'ready_for_pickup'
        ? ({
            outcome: 'ready_for_pickup',
            reservationId: assigned.id,
            pickupNumber: assigned.pickupNumber ?? '',
          } as const)
        : await sendTowardsPickup(ctx, tx, { ...item, libraryId: input.libraryId }, assigned)
      : await placeFreeCopy(ctx, tx, item, { kind: 'desk', libraryId: input.libraryId });
    const pickupLibraryName = await pickupName(tx, placement);
    return {
      barcode: item.barcode,
      title: pub?.title ?? '',
      returnedLoanId: loan?.id ?? null,
      fineOre,
      placement,
      pickupLibraryName,
    };
  });
}

async function pickupName(tx: Tx, placement: Placement): Promise<string | null> {
  if (placement.outcome === 'shelved') return null;
  const [row] = await tx
    .select({ name: libraries.name })
    .from(reservations)
    .innerJoin(libraries, eq(libraries.id, reservations.pickupLibraryId))
    .where(eq(reservations.id, placement.reservationId));
  return row?.name ?? null;
}

/**
 * Marks a copy lost or discarded (its reservation goes back to the queue) or found again (available: it
 * is given to the queue from the shelf).
 */
export async function markItem(
  ctx: ServiceContext,
  input: { barcode: string; status: MarkableStatus },
): Promise<{ barcode: string; status: string }> {
  return ctx.db.transaction(async (tx) => {
    const probe = await findCopy(tx, input.barcode);
    await lockTitle(tx, probe.publicationId);
    const item = await lockCopy(tx, input.barcode);
    if (item.status === 'on_loan') throw codedError('conflict', 'item_on_loan');
    const [assigned] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.itemId, item.id), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES])));
    if (input.status === 'available') {
      if (assigned) return { barcode: item.barcode, status: item.status };
      const placed = await placeFreeCopy(ctx, tx, item, { kind: 'shelf' });
      return { barcode: item.barcode, status: placed.outcome === 'picking' ? 'picking' : 'available' };
    }
    await tx.update(items).set({ status: input.status }).where(eq(items.id, item.id));
    if (assigned) {
      // The patron keeps their place: back to waiting, first in line for the next copy.
      await tx
        .update(reservations)
        .set({ status: 'waiting', itemId: null, pickupNumber: null, pickupDeadline: null })
        .where(eq(reservations.id, assigned.id));
      const others = await tx
        .select()
        .from(items)
        .where(
          and(
            eq(items.publicationId, item.publicationId),
            eq(items.status, 'available'),
            eq(items.reservable, true),
            eq(items.loanable, true),
          ),
        )
        .limit(1);
      if (others[0]) await placeFreeCopy(ctx, tx, others[0], { kind: 'shelf' });
    }
    return { barcode: item.barcode, status: input.status };
  });
}

/**
 * Closes reservations whose pickup deadline or expiry date has passed; their copies go to the next in the
 * queue. Run before staff work with queues (picking lists, desk) and periodically by the server.
 */
export async function expireReservations(ctx: ServiceContext): Promise<number> {
  const today = formatIsoDate(ctx.clock());
  const expired = await ctx.db
    .select()
    .from(reservations)
    .where(
      or(
        and(eq(reservations.status, 'ready_for_pickup'), lt(reservations.pickupDeadline, today)),
        and(eq(reservations.status, 'waiting'), lt(reservations.expiryDate, today)),
      ),
    );
  for (const r of expired) {
    await ctx.db.transaction(async (tx) => {
      await lockTitle(tx, r.publicationId);
      const [current] = await tx.select().from(reservations).where(eq(reservations.id, r.id)).for('update');
      if (!current || !(OPEN_RESERVATION_STATUSES as readonly string[]).includes(current.status)) return;
      await tx.update(reservations).set({ status: 'expired', pickupNumber: null }).where(eq(reservations.id, r.id));
      await releaseCopy(ctx, tx, current);
    });
  }
  return expired.length;
}
