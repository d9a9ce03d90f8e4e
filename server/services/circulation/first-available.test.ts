// "Reserver første ledige" (issue #20, decision 034): one group over several editions of a work, a place in each queue, the
// first copy of any of them to the patron and the rest cancelled at once. On PGlite, and PostgreSQL with TEST_DB=postgres.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraries, reservations } from '#server/db/schema.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { checkinItem, checkoutItem } from './desk.ts';
import {
  cancelReservation,
  createFirstAvailableReservation,
  createReservation,
  listReservations,
  updateReservation,
  type ReservationDto,
} from './reservations.ts';

let t: TestApp;
let branches: { id: number; name: string; ciceroId: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.services.db
    .select({ id: libraries.id, name: libraries.name, ciceroId: libraries.ciceroId })
    .from(libraries)
    .where(and(eq(libraries.isPickupBranch, true), isNotNull(libraries.ciceroId)))
    .orderBy(asc(libraries.id));
  branches = rows.flatMap((b) => (b.ciceroId ? [{ ...b, ciceroId: b.ciceroId }] : []));
});
afterAll(async () => {
  await t.close();
});

/** A work with an edition per spec (format, and the copies' status and branch), nobody queueing. */
async function work(editions: { format: string; copies: { status?: string; library?: string }[] }[]) {
  const first = await createPublication(t.services.db, { format: editions[0].format, copies: editions[0].copies });
  const rest = [];
  for (const e of editions.slice(1))
    rest.push(await createPublication(t.services.db, { work: first.work, format: e.format, copies: e.copies }));
  return [first, ...rest];
}

const open = async (userId: number): Promise<ReservationDto[]> => {
  const state = await listReservations(t.services, userId);
  return [...state.pickups, ...state.reservations];
};
const rowsOf = (groupId: number) =>
  t.services.db.select().from(reservations).where(eq(reservations.groupId, groupId)).orderBy(asc(reservations.id));
const out = [{ status: 'on_loan' }];

describe('reserving the first available edition', () => {
  it('queues for every edition chosen as one group, and the first copy back goes to it and cancels the rest at once', async () => {
    const [innbundet, pocket, lydbok] = await work([
      { format: 'Innbundet', copies: out },
      { format: 'Pocket', copies: out },
      { format: 'CD', copies: out },
    ]);
    const [ahead, patron] = await Promise.all([createPatron(t.services.db), createPatron(t.services.db)]);
    await createReservation(t.services, ahead.id, { recordId: pocket.recordId, libraryId: branches[0].ciceroId });
    const group = await createFirstAvailableReservation(t.services, patron.id, {
      recordIds: [innbundet.recordId, pocket.recordId],
      libraryId: branches[0].ciceroId,
    });
    // One reservation per edition, one group, each with its own place; an edition not chosen is not reserved.
    expect(group.map((r) => [r.recordId, r.format, r.status, r.queuePosition])).toEqual([
      [innbundet.recordId, 'Innbundet', 'waiting', 1],
      [pocket.recordId, 'Pocket', 'waiting', 2],
    ]);
    const groupId = group[0].groupId;
    expect(groupId).toEqual(expect.any(Number));
    expect(group.every((r) => r.groupId === groupId)).toBe(true);
    expect((await open(patron.id)).map((r) => r.recordId).sort()).toEqual([innbundet.recordId, pocket.recordId].sort());
    expect((await open(patron.id)).some((r) => r.recordId === lydbok.recordId)).toBe(false);

    // A pocket copy comes back: the one ahead in that queue gets it; the patron keeps both places.
    await checkinItem(t.services, { barcode: pocket.copies[0].barcode, libraryId: branches[0].id });
    expect((await open(patron.id)).map((r) => [r.format, r.status, r.queuePosition])).toEqual([
      ['Innbundet', 'waiting', 1],
      ['Pocket', 'waiting', 1],
    ]);

    // The hardback comes back at the pickup branch: ready for the patron, and the pocket reservation is cancelled with it.
    const checkin = await checkinItem(t.services, { barcode: innbundet.copies[0].barcode, libraryId: branches[0].id });
    expect(checkin.placement).toMatchObject({ outcome: 'ready_for_pickup', reservationId: group[0].id });
    expect((await rowsOf(groupId!)).map((r) => r.status)).toEqual(['ready_for_pickup', 'cancelled']);
    const state = await listReservations(t.services, patron.id);
    expect(state.pickups.map((r) => r.recordId)).toEqual([innbundet.recordId]);
    expect(state.reservations).toEqual([]);
  });

  it('takes a copy on a shelf at once, one at the pickup branch first, and cancels the rest', async () => {
    const [elsewhere, here] = await work([
      { format: 'Innbundet', copies: [{ library: branches[1].name }] },
      { format: 'Pocket', copies: [{ library: branches[0].name }] },
    ]);
    const patron = await createPatron(t.services.db);
    const group = await createFirstAvailableReservation(t.services, patron.id, {
      recordIds: [elsewhere.recordId, here.recordId],
      libraryId: branches[0].ciceroId,
    });
    expect(group.map((r) => [r.recordId, r.status])).toEqual([[here.recordId, 'picking']]);
    expect((await rowsOf(group[0].groupId!)).map((r) => [r.publicationId, r.status])).toEqual([
      [elsewhere.publication.id, 'cancelled'],
      [here.publication.id, 'picking'],
    ]);
  });

  it('changes and cancels the group as one, and it counts as one reservation against the maximum', async () => {
    const [a, b] = await work([
      { format: 'Innbundet', copies: out },
      { format: 'Pocket', copies: out },
    ]);
    const [single] = await work([{ format: 'Heftet', copies: out }]);
    const patron = await createPatron(t.services.db);
    const ctx = { ...t.services, config: { ...t.services.config, MAX_RESERVATIONS: 2 } };
    await createReservation(ctx, patron.id, { recordId: single.recordId, libraryId: branches[0].ciceroId });
    const [first, second] = await createFirstAvailableReservation(ctx, patron.id, {
      recordIds: [a.recordId, b.recordId],
      libraryId: branches[0].ciceroId,
    });
    const [another] = await work([{ format: 'Heftet', copies: out }]);
    await expect(
      createReservation(ctx, patron.id, { recordId: another.recordId, libraryId: branches[0].ciceroId }),
    ).rejects.toMatchObject({ code: 'maxReservationsReached' });

    // A change to one of the group's reservations is the group's: pickup branch, expiry, hold.
    const { changed } = await updateReservation(t.services, patron.id, {
      reservationId: second.id,
      libraryId: branches[1].ciceroId,
      activationDate: '2099-01-01',
      expiryDate: second.expiryDate,
    });
    expect(changed).toEqual(['libraryId', 'activationDate']);
    const changedGroup = (await open(patron.id)).filter((r) => r.groupId === first.groupId);
    expect(changedGroup.map((r) => [r.libraryId, r.suspended])).toEqual([
      [branches[1].ciceroId, true],
      [branches[1].ciceroId, true],
    ]);

    await cancelReservation(t.services, patron.id, first.id);
    expect((await open(patron.id)).map((r) => r.recordId)).toEqual([single.recordId]);
    expect((await rowsOf(first.groupId!)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses, writing nothing: an edition already reserved, editions of two works, an unknown edition, a blocked patron', async () => {
    const [a, b] = await work([
      { format: 'Innbundet', copies: out },
      { format: 'Pocket', copies: out },
    ]);
    const [otherWork] = await work([{ format: 'Heftet', copies: out }]);
    const [patron, blocked] = await Promise.all([
      createPatron(t.services.db),
      createPatron(t.services.db, { blockStatuses: ['library'] }),
    ]);
    const pickup = branches[0].ciceroId;
    await createReservation(t.services, patron.id, { recordId: b.recordId, libraryId: pickup });
    const attempt = (userId: number, recordIds: string[]) =>
      createFirstAvailableReservation(t.services, userId, { recordIds, libraryId: pickup });
    await expect(attempt(patron.id, [a.recordId, b.recordId])).rejects.toMatchObject({
      kind: 'conflict',
      code: 'alreadyReserved',
    });
    await expect(attempt(patron.id, [a.recordId, otherWork.recordId])).rejects.toMatchObject({
      kind: 'invalid',
      code: 'editions_of_one_work',
    });
    await expect(attempt(patron.id, [a.recordId, 'finnes-ikke'])).rejects.toMatchObject({
      kind: 'not_found',
      code: 'notFound',
    });
    await expect(attempt(blocked.id, [a.recordId, b.recordId])).rejects.toMatchObject({ code: 'patronBlocked' });
    expect((await open(patron.id)).map((r) => r.recordId)).toEqual([b.recordId]);
    expect(await open(blocked.id)).toEqual([]);
  });

  it('borrowing a copy of one edition at the desk collects it and cancels the rest of the group', async () => {
    const [a, b] = await work([
      { format: 'Innbundet', copies: out },
      { format: 'Pocket', copies: out },
    ]);
    const patron = await createPatron(t.services.db);
    const [first] = await createFirstAvailableReservation(t.services, patron.id, {
      recordIds: [a.recordId, b.recordId],
      libraryId: branches[0].ciceroId,
    });
    // On hold, so the copy handed in stays on the shelf; the patron finds it there and borrows it.
    await updateReservation(t.services, patron.id, {
      reservationId: first.id,
      libraryId: branches[0].ciceroId,
      activationDate: '2099-01-01',
      expiryDate: first.expiryDate,
    });
    expect(
      (await checkinItem(t.services, { barcode: a.copies[0].barcode, libraryId: branches[0].id })).placement,
    ).toEqual({ outcome: 'shelved' });
    await checkoutItem(t.services, { barcode: a.copies[0].barcode, cardNumber: patron.cardNumber });
    expect((await rowsOf(first.groupId!)).map((r) => r.status)).toEqual(['collected', 'cancelled']);
  });
});
