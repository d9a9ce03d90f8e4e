// A patron's reservations (SPEC §3 profile state reservations; §4 pickup change, cancel, suspension; §5 reserve rules; §7 calls).
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import {
  ASSIGNED_RESERVATION_STATUSES,
  countedReservations,
  estimatedWaitDays,
  firstInQueue,
  OPEN_RESERVATION_STATUSES,
  queuePosition,
  reservationRefusal,
  type ReservationRefusal,
} from '#core/circulation.ts';
import { digitalLendingKind } from '#core/catalogue.ts';
import { formatIsoDate } from '#core/dates.ts';
import { AppError } from '#core/errors.ts';
import { bokmalErrorText, codedError } from '#server/services/coded-error.ts';
import type { Tx } from '#server/db/client.ts';
import type {
  ChangedField,
  ReservationChange,
  ReservationDto,
  ReservationsState,
} from '#server/ports/library-system.ts';
import {
  items,
  libraries,
  plannedReservationPauses,
  publications,
  reservationGroups,
  reservations,
  works,
} from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { assertPausable } from './pause-rules.ts';
import { lockItem, lockTitle, placeFreeCopy } from './queue.ts';
import { allRules, lockPatron, ruleFor, type PatronStanding } from './rules.ts';
import { presentTitle, titleColumns, worksOfPublications } from './titles.ts';

export type { ChangedField, ReservationChange, ReservationDto, ReservationsState };

type ReservationRow = typeof reservations.$inferSelect;

const reservationColumns = {
  ...titleColumns,
  reservation: reservations,
  format: publications.format,
  publicationYear: publications.publicationYear,
  ciceroId: libraries.ciceroId,
  libraryName: libraries.name,
};

/** The patron's reservations, from the library system (the built-in engine: listReservationsHere). */
export function listReservations(ctx: ServiceContext, userId: number): Promise<ReservationsState> {
  return ctx.librarySystem.listReservations(ctx, userId);
}

export async function listReservationsHere(ctx: ServiceContext, userId: number): Promise<ReservationsState> {
  const today = formatIsoDate(ctx.clock());
  const rows = await ctx.db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(publications, eq(publications.id, reservations.publicationId))
    .innerJoin(works, worksOfPublications)
    .innerJoin(libraries, eq(libraries.id, reservations.pickupLibraryId))
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES])))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
  const waitingTitles = [
    ...new Set(
      rows.filter((r) => r.reservation.status === 'waiting' && !r.reservation.remote).map((r) => r.publicationId),
    ),
  ];
  const [queues, copies, rules, [plan]] = await Promise.all([
    waitingTitles.length
      ? ctx.db
          .select()
          .from(reservations)
          .where(
            and(
              inArray(reservations.publicationId, waitingTitles),
              eq(reservations.status, 'waiting'),
              eq(reservations.remote, false),
            ),
          )
      : Promise.resolve([] as ReservationRow[]),
    waitingTitles.length
      ? ctx.db
          .select({ publicationId: items.publicationId })
          .from(items)
          .where(
            and(
              inArray(items.publicationId, waitingTitles),
              eq(items.loanable, true),
              eq(items.reservable, true),
              notInArray(items.status, ['lost', 'discarded']),
            ),
          )
      : Promise.resolve([]),
    allRules(ctx.db),
    ctx.db
      .select({ from: plannedReservationPauses.startsOn, until: plannedReservationPauses.until })
      .from(plannedReservationPauses)
      .where(eq(plannedReservationPauses.userId, userId)),
  ]);
  const present = (r: (typeof rows)[number]): ReservationDto => {
    const res = r.reservation;
    const queue = queues.filter((q) => q.publicationId === res.publicationId);
    const waiting = res.status === 'waiting' && !res.remote;
    const position = waiting ? queuePosition(queue, res) : null;
    const circulating = copies.filter((c) => c.publicationId === res.publicationId).length;
    return {
      ...presentTitle(r),
      id: res.id,
      reservationId: res.id,
      libraryId: r.ciceroId,
      LibraryId: r.ciceroId,
      libraryName: r.libraryName,
      status: res.status,
      activationDate: res.activationDate,
      expiryDate: res.expiryDate,
      createdAt: res.createdAt.toISOString(),
      suspended: res.activationDate !== null && res.activationDate > today,
      remote: res.remote,
      queuePosition: position,
      queueLength: waiting ? queue.length : null,
      estimatedWaitDays: position
        ? estimatedWaitDays(position, circulating, rules.get(r.mediaType)?.loanDays ?? 28)
        : null,
      pickupNumber: res.status === 'ready_for_pickup' ? res.pickupNumber : null,
      pickupDeadline: res.status === 'ready_for_pickup' ? res.pickupDeadline : null,
      format: r.format,
      publicationYear: r.publicationYear,
      groupId: res.groupId,
    };
  };
  const all = rows.map(present);
  return {
    pickups: all.filter((r) => r.status === 'ready_for_pickup'),
    reservations: all.filter((r) => r.status !== 'ready_for_pickup' && !r.remote),
    remoteReservations: all.filter((r) => r.status !== 'ready_for_pickup' && r.remote),
    plannedPause: plan ?? null,
  };
}

/** A refused reservation: `code` picks the SPEC §8 message on the client. */
class ReservationRefused extends AppError {
  constructor(code: ReservationRefusal | 'remoteLoanUnavailable' | 'availableLocally') {
    super(code === 'notFound' ? 'not_found' : 'conflict', code, bokmalErrorText(code));
  }
}

async function pickupLibrary(tx: Tx, ciceroId: string): Promise<{ id: number; ciceroId: string }> {
  const [library] = await tx
    .select({ id: libraries.id, ciceroId: libraries.ciceroId })
    .from(libraries)
    .where(and(eq(libraries.ciceroId, ciceroId), eq(libraries.isPickupBranch, true)));
  if (!library?.ciceroId) throw codedError('invalid', 'unknown_pickup_branch');
  return { id: library.id, ciceroId: library.ciceroId };
}

/** Open reservations as MAX_RESERVATIONS counts them: a "første ledige" group is one (core countedReservations). */
async function openReservationCount(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: reservations.id, groupId: reservations.groupId })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES])));
  return countedReservations(rows);
}

async function findTitle(tx: Tx, recordId: string) {
  const [pub] = await tx
    .select({ id: publications.id, mediaType: publications.mediaType, format: publications.format })
    .from(publications)
    .where(eq(publications.recordId, recordId));
  if (!pub) throw new ReservationRefused('notFound');
  return pub;
}

/**
 * Copies of the title standing free on a shelf go to the queue (the first active reservation first,
 * preferring a copy at its pickup branch). The title must be locked.
 */
async function fillQueueFromShelves(ctx: ServiceContext, tx: Tx, publicationId: number): Promise<void> {
  const free = await tx
    .select()
    .from(items)
    .where(
      and(
        eq(items.publicationId, publicationId),
        eq(items.status, 'available'),
        eq(items.loanable, true),
        eq(items.reservable, true),
      ),
    )
    .orderBy(asc(items.id));
  if (free.length === 0) return;
  const today = formatIsoDate(ctx.clock());
  const queue = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.publicationId, publicationId),
        eq(reservations.status, 'waiting'),
        eq(reservations.remote, false),
      ),
    );
  const first = firstInQueue(queue, today);
  if (!first) return;
  free.sort((a, b) => Number(b.libraryId === first.pickupLibraryId) - Number(a.libraryId === first.pickupLibraryId));
  for (const item of free) {
    const placed = await placeFreeCopy(ctx, tx, item, { kind: 'shelf' });
    if (placed.outcome === 'shelved') return;
  }
}

/** POST /reservations {recordId, libraryId}: reserves at the library system (the built-in engine: createReservationHere). */
export function createReservation(
  ctx: ServiceContext,
  userId: number,
  input: { recordId: string; libraryId: string },
): Promise<ReservationDto> {
  return ctx.librarySystem.reserve(ctx, userId, input);
}

/**
 * "Reserver første ledige" from the work page: the editions the patron ticked as one group at the library system (the
 * built-in engine: createFirstAvailableReservationHere); one edition ticked is an ordinary reservation.
 */
export async function createFirstAvailableReservation(
  ctx: ServiceContext,
  userId: number,
  input: { recordIds: readonly string[]; libraryId: string },
): Promise<ReservationDto[]> {
  const recordIds = [...new Set(input.recordIds)];
  if (recordIds.length === 1)
    return [await createReservation(ctx, userId, { recordId: recordIds[0], libraryId: input.libraryId })];
  return ctx.librarySystem.reserveFirstAvailable(ctx, userId, { recordIds, libraryId: input.libraryId });
}

/**
 * Why the patron may not join this title's queue (SPEC §8 refusals), or null. The patron and the title are locked;
 * `openReservations` counts as MAX_RESERVATIONS does.
 */
async function refusalToReserve(
  ctx: ServiceContext,
  tx: Tx,
  patron: PatronStanding,
  pub: { id: number; mediaType: string },
  openReservations: number,
): Promise<ReservationRefusal | null> {
  const [open] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, patron.id),
        eq(reservations.publicationId, pub.id),
        inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]),
      ),
    );
  const copies = await tx
    .select({ status: items.status, loanable: items.loanable, reservable: items.reservable })
    .from(items)
    .where(eq(items.publicationId, pub.id));
  return reservationRefusal({
    blocked: patron.blocked,
    alreadyOpen: open !== undefined,
    openReservations,
    maxReservations: ctx.config.MAX_RESERVATIONS,
    rule: await ruleFor(tx, pub.mediaType),
    copies,
  });
}

/** Joins the title's queue; a free copy on a shelf is assigned at once. */
export async function createReservationHere(
  ctx: ServiceContext,
  userId: number,
  input: { recordId: string; libraryId: string },
): Promise<ReservationDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const patron = await lockPatron(ctx, tx, userId);
    if (!patron) throw codedError('unauthenticated', 'unauthenticated');
    const pub = await findTitle(tx, input.recordId);
    const pickup = await pickupLibrary(tx, input.libraryId);
    await lockTitle(tx, pub.id);
    const refusal = await refusalToReserve(ctx, tx, patron, pub, await openReservationCount(tx, userId));
    if (refusal) throw new ReservationRefused(refusal);
    const [created] = await tx
      .insert(reservations)
      .values({
        userId,
        publicationId: pub.id,
        pickupLibraryId: pickup.id,
        status: 'waiting',
        expiryDate: defaultExpiry(ctx),
        createdAt: ctx.clock(),
      })
      .returning({ id: reservations.id });
    await fillQueueFromShelves(ctx, tx, pub.id);
    return created.id;
  });
  return getReservation(ctx, userId, id);
}

/**
 * "Reserver første ledige" (issue #20, docs/decisions/034): one reservation group over the editions the patron chose (at
 * least two, of one work), a place in each edition's queue. The first copy of any of them goes to the patron and the
 * others are cancelled in that transaction (groups.ts); a copy on a shelf now goes at once, one at the pickup branch first,
 * else the first edition in the patron's order that has one. The group counts as one reservation against MAX_RESERVATIONS.
 * Lock order: patron → the titles in id order. Throws the reserve refusals, editions_of_one_work, too_few_editions.
 */
export async function createFirstAvailableReservationHere(
  ctx: ServiceContext,
  userId: number,
  input: { recordIds: readonly string[]; libraryId: string },
): Promise<ReservationDto[]> {
  const recordIds = [...new Set(input.recordIds)];
  if (recordIds.length < 2) throw codedError('invalid', 'too_few_editions');
  const groupId = await ctx.db.transaction(async (tx) => {
    const patron = await lockPatron(ctx, tx, userId);
    if (!patron) throw codedError('unauthenticated', 'unauthenticated');
    const found = await tx
      .select({
        id: publications.id,
        mediaType: publications.mediaType,
        workId: publications.workId,
        recordId: publications.recordId,
      })
      .from(publications)
      .where(inArray(publications.recordId, recordIds));
    const chosen = recordIds.map((recordId) => found.find((p) => p.recordId === recordId));
    if (chosen.some((p) => p === undefined)) throw new ReservationRefused('notFound');
    const pubs = chosen.filter((p) => p !== undefined);
    if (new Set(pubs.map((p) => p.workId)).size > 1) throw codedError('invalid', 'editions_of_one_work');
    const pickup = await pickupLibrary(tx, input.libraryId);
    for (const p of [...pubs].sort((a, b) => a.id - b.id)) await lockTitle(tx, p.id);
    const counted = await openReservationCount(tx, userId);
    for (const p of pubs) {
      const refusal = await refusalToReserve(ctx, tx, patron, p, counted);
      if (refusal) throw new ReservationRefused(refusal);
    }
    const [group] = await tx
      .insert(reservationGroups)
      .values({ userId, workId: pubs[0].workId, createdAt: ctx.clock() })
      .returning({ id: reservationGroups.id });
    // Created at the same moment, in the patron's order: equal places for a tie are decided by id (core firstInQueue).
    await tx.insert(reservations).values(
      pubs.map((p) => ({
        userId,
        publicationId: p.id,
        pickupLibraryId: pickup.id,
        status: 'waiting',
        expiryDate: defaultExpiry(ctx),
        createdAt: ctx.clock(),
        groupId: group.id,
      })),
    );
    const atPickup = new Set(
      (
        await tx
          .selectDistinct({ publicationId: items.publicationId })
          .from(items)
          .where(
            and(
              inArray(
                items.publicationId,
                pubs.map((p) => p.id),
              ),
              eq(items.status, 'available'),
              eq(items.loanable, true),
              eq(items.reservable, true),
              eq(items.libraryId, pickup.id),
            ),
          )
      ).map((r) => r.publicationId),
    );
    for (const p of [...pubs].sort((a, b) => Number(atPickup.has(b.id)) - Number(atPickup.has(a.id))))
      await fillQueueFromShelves(ctx, tx, p.id);
    return group.id;
  });
  const state = await listReservationsHere(ctx, userId);
  return [...state.pickups, ...state.reservations].filter((r) => r.groupId === groupId);
}

/** A reservation nobody collects stays in the queue for a year unless the patron sets another expiry date. */
function defaultExpiry(ctx: ServiceContext): string {
  const now = ctx.clock();
  return formatIsoDate(new Date(now.getTime() + 365 * 86_400_000));
}

/**
 * POST /illrequests {recordId, userId}: an inter-library (remote) request for the patron themself (SPEC §5), at the
 * library system (the built-in engine: createIllRequestHere). The body's userId must be the patron's own (ours, the
 * API's rule): forbidden/ill_own_account_only; the library system's refusals as its port documents.
 */
export function createIllRequest(
  ctx: ServiceContext,
  userId: number,
  input: { recordId: string; userId: string },
): Promise<ReservationDto> {
  if (input.userId !== String(userId)) return Promise.reject(codedError('forbidden', 'ill_own_account_only'));
  return ctx.librarySystem.requestInterLibraryLoan(ctx, userId, { recordId: input.recordId });
}

/** The built-in engine's inter-library request: a remote reservation at the patron's preferred pickup branch. */
export async function createIllRequestHere(
  ctx: ServiceContext,
  userId: number,
  input: { recordId: string },
): Promise<ReservationDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const patron = await lockPatron(ctx, tx, userId);
    if (!patron) throw codedError('unauthenticated', 'unauthenticated');
    const pub = await findTitle(tx, input.recordId);
    const rule = await ruleFor(tx, pub.mediaType);
    // An e-book or a downloadable audiobook is lent by the digital lending service, never from another library.
    if (!rule?.remoteReservable || digitalLendingKind(pub.mediaType, pub.format))
      throw new ReservationRefused('remoteLoanUnavailable');
    if (patron.blocked) throw new ReservationRefused('patronBlocked');
    const [open] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, userId),
          eq(reservations.publicationId, pub.id),
          inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]),
        ),
      );
    if (open) throw new ReservationRefused('alreadyReserved');
    if ((await openReservationCount(tx, userId)) >= ctx.config.MAX_RESERVATIONS)
      throw new ReservationRefused('maxReservationsReached');
    const local = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.publicationId, pub.id),
          eq(items.loanable, true),
          eq(items.reservable, true),
          notInArray(items.status, ['lost', 'discarded']),
        ),
      )
      .limit(1);
    if (local.length > 0) throw new ReservationRefused('availableLocally');
    const [pickup] = await tx
      .select({ id: libraries.id })
      .from(libraries)
      .where(
        and(
          eq(libraries.isPickupBranch, true),
          isNotNull(libraries.ciceroId),
          patron.preferredPickupBranch ? eq(libraries.ciceroId, patron.preferredPickupBranch) : undefined,
        ),
      )
      .orderBy(asc(libraries.id))
      .limit(1);
    if (!pickup) throw codedError('invalid', 'unknown_pickup_branch');
    const [created] = await tx
      .insert(reservations)
      .values({
        userId,
        publicationId: pub.id,
        pickupLibraryId: pickup.id,
        status: 'waiting',
        remote: true,
        expiryDate: defaultExpiry(ctx),
        createdAt: ctx.clock(),
      })
      .returning({ id: reservations.id });
    return created.id;
  });
  return getReservation(ctx, userId, id);
}

async function getReservation(ctx: ServiceContext, userId: number, reservationId: number): Promise<ReservationDto> {
  const state = await listReservationsHere(ctx, userId);
  const found = [...state.pickups, ...state.reservations, ...state.remoteReservations].find(
    (r) => r.id === reservationId,
  );
  if (!found) throw codedError('not_found', 'reservation_not_found');
  return found;
}

/**
 * The patron's open reservation, locked after its title (the lock order of every circulation path:
 * patron → title → copy/reservation, so no two paths deadlock), with the rest of its "første ledige" group. A group is one
 * reservation to the patron: any of its reservations names it (one cancelled because another edition's copy came names
 * the one left), and every open one is locked, after all their titles in id order; holding those titles, no copy of any
 * of the group's editions is being given meanwhile (groups.ts).
 */
async function lockOwnOpenReservation(
  tx: Tx,
  userId: number,
  reservationId: number,
): Promise<{ current: ReservationRow; group: ReservationRow[] }> {
  const open = and(eq(reservations.userId, userId), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]));
  const [probe] = await tx
    .select({ groupId: reservations.groupId })
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)));
  const mine = probe?.groupId
    ? and(eq(reservations.groupId, probe.groupId), open)
    : and(eq(reservations.id, reservationId), open);
  const titles = await tx
    .selectDistinct({ publicationId: reservations.publicationId })
    .from(reservations)
    .where(mine)
    .orderBy(asc(reservations.publicationId));
  for (const { publicationId } of titles) await lockTitle(tx, publicationId);
  const group = await tx.select().from(reservations).where(mine).orderBy(asc(reservations.id)).for('update');
  const current = group.find((r) => r.id === reservationId) ?? group[0];
  if (!current) throw codedError('not_found', 'reservation_not_found');
  return { current, group };
}

/**
 * PUT /reservations: pickup branch, expiry date and suspension (activationDate set = on hold until then,
 * null = resumed; SPEC §4). A copy assigned to a reservation that is put on hold goes to the next in the queue.
 */
export function updateReservation(
  ctx: ServiceContext,
  userId: number,
  change: ReservationChange,
): Promise<{ reservation: ReservationDto; changed: ChangedField[] }> {
  return ctx.librarySystem.changeReservation(ctx, userId, change);
}

/** The built-in engine's updateReservation; a "første ledige" group's reservation changes the whole group alike. */
export async function updateReservationHere(
  ctx: ServiceContext,
  userId: number,
  change: ReservationChange,
): Promise<{ reservation: ReservationDto; changed: ChangedField[] }> {
  const today = formatIsoDate(ctx.clock());
  const changed = await ctx.db.transaction(async (tx) => {
    await lockPatron(ctx, tx, userId);
    const { current, group } = await lockOwnOpenReservation(tx, userId, change.reservationId);
    const pickup = await pickupLibrary(tx, change.libraryId);
    const fields: ChangedField[] = [];
    if (pickup.id !== current.pickupLibraryId) fields.push('libraryId');
    if ((change.activationDate ?? null) !== (current.activationDate ?? null)) fields.push('activationDate');
    if ((change.expiryDate ?? null) !== (current.expiryDate ?? null)) fields.push('expiryDate');
    if (fields.length === 0) return { reservationId: current.id, fields };

    const onTheWay = current.status === 'in_transit' || current.status === 'ready_for_pickup';
    if (onTheWay) throw codedError('conflict', 'already_on_the_way');
    if (change.expiryDate !== null && change.expiryDate < today) throw codedError('invalid', 'expiry_in_past');
    const suspending = fields.includes('activationDate') && change.activationDate !== null;
    if (suspending && change.activationDate !== null && change.activationDate <= today) {
      throw codedError('invalid', 'activation_in_past');
    }
    if (suspending && current.remote) throw codedError('conflict', 'suspend_only_waiting');

    await tx
      .update(reservations)
      .set({ pickupLibraryId: pickup.id, activationDate: change.activationDate, expiryDate: change.expiryDate })
      .where(
        inArray(
          reservations.id,
          group.map((r) => r.id),
        ),
      );
    for (const r of group) {
      if (suspending && r.status === 'picking' && r.itemId !== null) {
        // On hold: the copy waiting to be picked for this patron goes to the next in the queue instead.
        await tx.update(reservations).set({ status: 'waiting', itemId: null }).where(eq(reservations.id, r.id));
        const item = await lockItem(tx, { id: r.itemId });
        if (item) await placeFreeCopy(ctx, tx, item, { kind: 'shelf' });
      } else if (fields.includes('activationDate') && !r.remote) {
        // Resumed: a copy that stood free while everyone in the queue was on hold is assigned now.
        await fillQueueFromShelves(ctx, tx, r.publicationId);
      }
    }
    return { reservationId: current.id, fields };
  });
  return { reservation: await getReservation(ctx, userId, changed.reservationId), changed: changed.fields };
}

/**
 * "Sett alle reservasjoner på pause" (issue #20): every reservation of the patron still waiting in a queue on hold until
 * `until`, or (null) every one on hold resumed, through the library system (the built-in engine: pauseReservationsHere).
 */
export function pauseReservations(
  ctx: ServiceContext,
  userId: number,
  until: string | null,
): Promise<{ changed: number }> {
  return ctx.librarySystem.pauseReservations(ctx, userId, until);
}

/** The reservations a pause takes: the patron's own, in a local queue, nothing on its way yet (the single hold's rule). */
const PAUSABLE_STATUSES = ['waiting', 'picking'] as const;

/**
 * The built-in engine's pauseReservations: updateReservationHere's hold or resume for each, in one transaction (holdAll).
 */
export async function pauseReservationsHere(
  ctx: ServiceContext,
  userId: number,
  until: string | null,
): Promise<{ changed: number }> {
  const today = formatIsoDate(ctx.clock());
  if (until !== null) assertPausable(today, until);
  return ctx.db.transaction(async (tx) => {
    await lockPatron(ctx, tx, userId);
    return holdAll(ctx, tx, userId, until);
  });
}

/**
 * Every reservation of the patron waiting in a local queue on hold until `until`, or (null) every one on hold resumed. The
 * patron is locked; the titles are locked here in id order (patron → title → copy/reservation, so no two paths deadlock).
 * On hold: a copy waiting to be picked goes to the next in the queue; resumed: a copy that stood free is assigned now.
 * Also the start of a planned pause (planned-pauses.ts).
 */
export async function holdAll(
  ctx: ServiceContext,
  tx: Tx,
  userId: number,
  until: string | null,
): Promise<{ changed: number }> {
  const today = formatIsoDate(ctx.clock());
  const mine = and(
    eq(reservations.userId, userId),
    eq(reservations.remote, false),
    inArray(reservations.status, [...PAUSABLE_STATUSES]),
  );
  const titles = await tx
    .selectDistinct({ publicationId: reservations.publicationId })
    .from(reservations)
    .where(mine)
    .orderBy(asc(reservations.publicationId));
  for (const { publicationId } of titles) await lockTitle(tx, publicationId);
  const rows = await tx.select().from(reservations).where(mine).orderBy(asc(reservations.id)).for('update');
  // Resuming wakes only those on hold; pausing sets the date on every one (a shorter or longer single hold too).
  const touched =
    until === null
      ? rows.filter((r) => r.activationDate !== null && r.activationDate > today)
      : rows.filter((r) => r.activationDate !== until);
  if (touched.length === 0) return { changed: 0 };
  await tx
    .update(reservations)
    .set({ activationDate: until })
    .where(
      inArray(
        reservations.id,
        touched.map((r) => r.id),
      ),
    );
  for (const r of touched) {
    if (until !== null && r.status === 'picking' && r.itemId !== null) {
      await tx.update(reservations).set({ status: 'waiting', itemId: null }).where(eq(reservations.id, r.id));
      const item = await lockItem(tx, { id: r.itemId });
      if (item) await placeFreeCopy(ctx, tx, item, { kind: 'shelf' });
    }
  }
  if (until === null)
    for (const publicationId of new Set(touched.map((r) => r.publicationId)))
      await fillQueueFromShelves(ctx, tx, publicationId);
  return { changed: touched.length };
}

/** DELETE /reservations {reservationId}: cancels at the library system (the built-in engine: cancelReservationHere). */
export function cancelReservation(ctx: ServiceContext, userId: number, reservationId: number): Promise<void> {
  return ctx.librarySystem.cancelReservation(ctx, userId, reservationId);
}

/** Cancels (a "første ledige" group's reservation: the whole group); an assigned copy goes to the next in the queue (SPEC §4 Cancel). */
export async function cancelReservationHere(ctx: ServiceContext, userId: number, reservationId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockPatron(ctx, tx, userId);
    const { group } = await lockOwnOpenReservation(tx, userId, reservationId);
    await tx
      .update(reservations)
      .set({ status: 'cancelled', pickupNumber: null })
      .where(
        inArray(
          reservations.id,
          group.map((r) => r.id),
        ),
      );
    for (const r of group) {
      if (r.itemId !== null && (ASSIGNED_RESERVATION_STATUSES as readonly string[]).includes(r.status))
        await releaseCopy(ctx, tx, r);
    }
  });
}

/** The copy of a closed reservation is free again: on its shelf (picking) or at the pickup desk (transit, pickup shelf). */
export async function releaseCopy(ctx: ServiceContext, tx: Tx, closed: ReservationRow): Promise<void> {
  if (closed.itemId === null) return;
  const item = await lockItem(tx, { id: closed.itemId });
  if (!item) return;
  const place =
    closed.status === 'picking'
      ? ({ kind: 'shelf' } as const)
      : ({ kind: 'desk', libraryId: closed.pickupLibraryId } as const);
  await placeFreeCopy(ctx, tx, item, place);
}
