// "Reserver første ledige" (issue #20, docs/decisions/034): a group's reservations get one copy between them. The group's
// row is the lock: whoever gives one of them a copy holds it and cancels the others in the same transaction.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ASSIGNED_RESERVATION_STATUSES, firstInQueue, type QueueEntry } from '#core/circulation.ts';
import type { Tx } from '#server/db/client.ts';
import { reservationGroups, reservations } from '#server/db/schema.ts';

type GroupMember = QueueEntry & { groupId: number | null };

/**
 * Lets a copy go to this reservation: always for a reservation of one edition; for a group's, only when no other
 * transaction is giving the group a copy right now and none of its reservations has one. Then the group's other
 * reservations are cancelled here, so the patron never gets two. The copy's title is locked (lock order: title → group).
 *
 * SKIP LOCKED, not a wait: a transaction holding the group is giving it a copy of another edition (the patron's own paths
 * lock every title of the group first, so they never hold it while a copy of one of those titles is given), and this
 * reservation is about to be cancelled; waiting here while holding this title could close a circle with a transaction
 * that gives several copies (a shelf filled at once) and holds another group.
 */
async function claimForCopy(tx: Tx, reservation: GroupMember): Promise<boolean> {
  if (reservation.groupId === null) return true;
  const [group] = await tx
    .select({ id: reservationGroups.id })
    .from(reservationGroups)
    .where(eq(reservationGroups.id, reservation.groupId))
    .for('update', { skipLocked: true });
  if (!group) return false;
  // Read again under the lock: another edition's copy may have gone to the group since the queue was read.
  const members = await tx
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.groupId, group.id));
  const self = members.find((m) => m.id === reservation.id);
  if (self?.status !== 'waiting') return false;
  if (members.some((m) => (ASSIGNED_RESERVATION_STATUSES as readonly string[]).includes(m.status))) return false;
  await cancelOtherMembers(tx, group.id, reservation.id);
  return true;
}

/** The group's other reservations still waiting are cancelled: the patron has (or is getting) a copy of the work. */
async function cancelOtherMembers(tx: Tx, groupId: number, keptId: number): Promise<void> {
  await tx
    .update(reservations)
    .set({ status: 'cancelled' })
    .where(
      and(eq(reservations.groupId, groupId), ne(reservations.id, keptId), inArray(reservations.status, ['waiting'])),
    );
}

/**
 * The reservation a free copy goes to: the first active one in the title's queue (core firstInQueue) whose group, if it
 * has one, may take it now (claimForCopy); a group's reservation passed by keeps its place.
 */
export async function firstClaimable<T extends GroupMember>(
  tx: Tx,
  queue: readonly T[],
  today: string,
): Promise<T | undefined> {
  let rest = queue;
  for (;;) {
    const next = firstInQueue(rest, today);
    if (!next || (await claimForCopy(tx, next))) return next;
    rest = rest.filter((r) => r.id !== next.id);
  }
}

/**
 * The patron collects one of the group's editions some other way (borrows a copy from the shelf at the desk): waits for
 * the group (a copy of another edition may be on its way to them right now) and cancels its other reservations.
 * Called under the patron's and the title's locks (patron → title → copy → group).
 */
export async function closeGroupOnCollect(tx: Tx, collected: { id: number; groupId: number | null }): Promise<void> {
  if (collected.groupId === null) return;
  await tx
    .select({ id: reservationGroups.id })
    .from(reservationGroups)
    .where(eq(reservationGroups.id, collected.groupId))
    .for('update');
  await cancelOtherMembers(tx, collected.groupId, collected.id);
}
