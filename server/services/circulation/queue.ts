// Giving free copies to reservation queues: a copy that is on a shelf, returned or released goes to the first active reservation.
import { and, eq } from 'drizzle-orm';
import { addDays, nextPickupNumber } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import type { Tx } from '#server/db/client.ts';
import { items, libraries, publications, reservations, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { notifyPatron, recipientColumns } from '../notices/send.ts';
import { firstClaimable } from './groups.ts';
import { ruleFor } from './rules.ts';

type ItemRow = typeof items.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/**
 * Locks the title so queue changes and copy assignment for it happen one at a time: two patrons racing for
 * the last copy are serialised here, and the loser finds the copy already taken.
 */
export async function lockTitle(tx: Tx, publicationId: number): Promise<void> {
  await tx.select({ id: publications.id }).from(publications).where(eq(publications.id, publicationId)).for('update');
}

export async function lockItem(tx: Tx, where: { barcode: string } | { id: number }): Promise<ItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(items)
    .where('barcode' in where ? eq(items.barcode, where.barcode) : eq(items.id, where.id))
    .for('update');
  return row;
}

/** Where the copy is when it becomes free: still on a shelf (must be picked) or in the hands of staff at a desk. */
export type CopyPlace = { kind: 'shelf' } | { kind: 'desk'; libraryId: number };

export type Placement =
  | { outcome: 'shelved' }
  | { outcome: 'picking'; reservationId: number }
  | { outcome: 'in_transit'; reservationId: number; pickupLibraryId: number }
  | { outcome: 'ready_for_pickup'; reservationId: number; pickupNumber: string };

/**
 * A copy became free (new reservation with copies on the shelf, return at a desk, cancelled or expired
 * reservation). The title must already be locked with lockTitle. Returns what happened to the copy.
 */
export async function placeFreeCopy(ctx: ServiceContext, tx: Tx, item: ItemRow, place: CopyPlace): Promise<Placement> {
  const today = formatIsoDate(ctx.clock());
  const atLibraryId = place.kind === 'desk' ? place.libraryId : item.libraryId;
  const queue =
    item.reservable && item.loanable
      ? await tx
          .select()
          .from(reservations)
          .where(
            and(
              eq(reservations.publicationId, item.publicationId),
              eq(reservations.status, 'waiting'),
              eq(reservations.remote, false),
            ),
          )
      : [];
  // A "første ledige" group's reservation takes the copy only if it is the group's first (groups.ts).
  const next = await firstClaimable(tx, queue, today);
  if (!next) {
    // Floating collection: a returned copy stays at the branch where it was handed in.
    await tx.update(items).set({ status: 'available', libraryId: atLibraryId }).where(eq(items.id, item.id));
    return { outcome: 'shelved' };
  }
  if (place.kind === 'shelf') {
    await tx.update(items).set({ status: 'picking' }).where(eq(items.id, item.id));
    await tx.update(reservations).set({ status: 'picking', itemId: item.id }).where(eq(reservations.id, next.id));
    return { outcome: 'picking', reservationId: next.id };
  }
  return sendTowardsPickup(ctx, tx, { ...item, libraryId: atLibraryId }, next);
}

/** The copy is in hand at item.libraryId: on the pickup shelf there, or on its way to the pickup branch. */
export async function sendTowardsPickup(
  ctx: ServiceContext,
  tx: Tx,
  item: ItemRow,
  reservation: ReservationRow,
): Promise<Placement> {
  if (item.libraryId !== reservation.pickupLibraryId) {
    await tx.update(items).set({ status: 'in_transit', libraryId: item.libraryId }).where(eq(items.id, item.id));
    await tx
      .update(reservations)
      .set({ status: 'in_transit', itemId: item.id })
      .where(eq(reservations.id, reservation.id));
    return { outcome: 'in_transit', reservationId: reservation.id, pickupLibraryId: reservation.pickupLibraryId };
  }
  return makeReadyForPickup(ctx, tx, item, reservation);
}

/** On the pickup shelf with a pickup number (hentenummer) and last pickup day; the patron is told. */
async function makeReadyForPickup(
  ctx: ServiceContext,
  tx: Tx,
  item: ItemRow,
  reservation: ReservationRow,
): Promise<Placement> {
  const today = formatIsoDate(ctx.clock());
  // Numbers are per branch: lock the branch row so two desks never hand out the same number.
  await tx
    .select({ id: libraries.id })
    .from(libraries)
    .where(eq(libraries.id, reservation.pickupLibraryId))
    .for('update');
  const onShelf = await tx
    .select({ pickupNumber: reservations.pickupNumber })
    .from(reservations)
    .where(
      and(eq(reservations.pickupLibraryId, reservation.pickupLibraryId), eq(reservations.status, 'ready_for_pickup')),
    );
  const inUse = onShelf.map((r) => r.pickupNumber).filter((n): n is string => n !== null);
  const pickupNumber = nextPickupNumber(inUse, [...inUse].sort().at(-1) ?? null);
  const [pub] = await tx
    .select({ mediaType: publications.mediaType, title: publications.title })
    .from(publications)
    .where(eq(publications.id, item.publicationId));
  const rule = pub ? await ruleFor(tx, pub.mediaType) : null;
  const pickupDeadline = addDays(today, rule?.holdShelfDays ?? 7);
  await tx
    .update(items)
    .set({ status: 'reserved_on_shelf', libraryId: reservation.pickupLibraryId })
    .where(eq(items.id, item.id));
  await tx
    .update(reservations)
    .set({ status: 'ready_for_pickup', itemId: item.id, pickupNumber, pickupDeadline })
    .where(eq(reservations.id, reservation.id));
  await notifyReady(ctx, tx, reservation, { title: pub?.title ?? '', pickupNumber, pickupDeadline });
  return { outcome: 'ready_for_pickup', reservationId: reservation.id, pickupNumber };
}

async function notifyReady(
  ctx: ServiceContext,
  tx: Tx,
  reservation: ReservationRow,
  detail: { title: string; pickupNumber: string; pickupDeadline: string },
): Promise<void> {
  const [row] = await tx
    .select({ ...recipientColumns, library: libraries.name })
    .from(users)
    .innerJoin(libraries, eq(libraries.id, reservation.pickupLibraryId))
    .where(eq(users.id, reservation.userId));
  if (!row) return;
  // The text, the channels and the language are the notices' (server/services/notices, docs/decisions/033).
  await notifyPatron(ctx, tx, row, { kind: 'ready_for_pickup', name: row.firstName, library: row.library, ...detail });
}
