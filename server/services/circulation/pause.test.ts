// "Sett alle reservasjoner på pause" (issue #20): every waiting reservation of one patron on hold at once, queue places kept,
// ready-for-pickup ones and other patrons' untouched, and resumed again; a pause planned to start later starts on its day
// (decision 034). On PGlite, and PostgreSQL with TEST_DB=postgres.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { libraries, reservations } from '#server/db/schema.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { cancelPlannedPause, planPause, startPlannedPauses } from './planned-pauses.ts';
import { createReservation, listReservations, pauseReservations, type ReservationDto } from './reservations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const all = async (userId: number): Promise<ReservationDto[]> => {
  const state = await listReservations(t.services, userId);
  return [...state.pickups, ...state.reservations, ...state.remoteReservations];
};

describe('pausing all reservations', () => {
  it('holds every waiting reservation (a copy being picked goes to the next), keeps queue places, leaves pickups and others alone, and resumes', async () => {
    const [x, y, z] = await Promise.all([1, 2, 3].map(() => createPublication(t.services.db, { copies: 1 })));
    const [first, patron, other] = (await Promise.all([1, 2, 3].map(() => createPatron(t.services.db)))).map(
      (p) => p.id,
    );
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`))
      .limit(1);
    const reserve = (userId: number, recordId: string) =>
      createReservation(t.services, userId, { recordId, libraryId: pickup.ciceroId! });
    // x: someone else has the copy, the patron and another wait behind; y: the patron's copy is being picked, another waits;
    // z: the patron's copy is on the pickup shelf.
    await reserve(first, x.recordId);
    const waitingX = await reserve(patron, x.recordId);
    const otherX = await reserve(other, x.recordId);
    const pickingY = await reserve(patron, y.recordId);
    const otherY = await reserve(other, y.recordId);
    const readyZ = await reserve(patron, z.recordId);
    await t.services.db
      .update(reservations)
      .set({ status: 'ready_for_pickup', pickupNumber: '99' })
      .where(eq(reservations.id, readyZ.id));
    expect(pickingY.status).toBe('picking');
    const before = await all(patron);
    const othersBefore = await all(other);

    const today = formatIsoDate(t.services.clock());
    const until = addDays(today, 21);
    expect(await pauseReservations(t.services, patron, until)).toEqual({ changed: 2 });
    const held = await all(patron);
    expect(held.find((r) => r.id === waitingX.id)).toMatchObject({
      status: 'waiting',
      suspended: true,
      activationDate: until,
      queuePosition: before.find((r) => r.id === waitingX.id)?.queuePosition,
    });
    // The copy being picked for the patron went to the next in the queue; the patron keeps the first place.
    expect(held.find((r) => r.id === pickingY.id)).toMatchObject({
      status: 'waiting',
      suspended: true,
      activationDate: until,
      queuePosition: 1,
    });
    expect(held.find((r) => r.id === readyZ.id)).toMatchObject({
      status: 'ready_for_pickup',
      suspended: false,
      activationDate: null,
      pickupNumber: '99',
    });
    const others = await all(other);
    expect(others.find((r) => r.id === otherY.id)).toMatchObject({ status: 'picking', activationDate: null });
    expect(others.find((r) => r.id === otherX.id)).toEqual(othersBefore.find((r) => r.id === otherX.id));
    expect(others.every((r) => r.activationDate === null)).toBe(true);

    // Out of range: nothing changes (all or none).
    await expect(pauseReservations(t.services, patron, today)).rejects.toMatchObject({ code: 'activation_in_past' });
    await expect(pauseReservations(t.services, patron, addDays(today, 366))).rejects.toMatchObject({
      code: 'pause_too_long',
    });
    expect(await all(patron)).toEqual(held);

    expect(await pauseReservations(t.services, patron, null)).toEqual({ changed: 2 });
    const resumed = await all(patron);
    expect(resumed.find((r) => r.id === waitingX.id)).toMatchObject({
      status: 'waiting',
      suspended: false,
      activationDate: null,
      queuePosition: before.find((r) => r.id === waitingX.id)?.queuePosition,
    });
    expect(resumed.find((r) => r.id === pickingY.id)).toMatchObject({
      status: 'waiting',
      suspended: false,
      activationDate: null,
      queuePosition: 1,
    });
    expect(resumed.find((r) => r.id === readyZ.id)).toMatchObject({ status: 'ready_for_pickup', activationDate: null });
    expect((await all(other)).every((r) => r.activationDate === null)).toBe(true);
    expect(await pauseReservations(t.services, patron, null)).toEqual({ changed: 0 });

    await t.services.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(inArray(reservations.publicationId, [x.publication.id, y.publication.id, z.publication.id]));
  });

  it('a pause planned to start later: nothing on hold before its day; on it the job holds every reservation then in a queue, places kept, once', async () => {
    const [x, y] = await Promise.all([1, 2].map(() => createPublication(t.services.db, { copies: 1 })));
    const [first, patron] = (await Promise.all([1, 2].map(() => createPatron(t.services.db)))).map((p) => p.id);
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), sql`cicero_id is not null`))
      .limit(1);
    const reserve = (userId: number, recordId: string) =>
      createReservation(t.services, userId, { recordId, libraryId: pickup.ciceroId! });
    await reserve(first, x.recordId);
    const waitingX = await reserve(patron, x.recordId);
    const pickingY = await reserve(patron, y.recordId);
    const today = formatIsoDate(t.services.clock());
    const from = addDays(today, 7);
    const until = addDays(today, 21);
    const onDay = (day: string) => ({ ...t.services, clock: () => new Date(`${day}T12:00:00Z`) });

    await expect(planPause(t.services, patron, { from: today, until })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_start_not_future',
    });
    await expect(planPause(t.services, patron, { from, until: from })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_ends_before_start',
    });
    await expect(planPause(t.services, patron, { from, until: addDays(today, 366) })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_too_long',
    });
    expect(await planPause(t.services, patron, { from, until })).toEqual({ from, until });
    const planned = await listReservations(t.services, patron);
    expect(planned.plannedPause).toEqual({ from, until });
    expect((await all(patron)).every((r) => !r.suspended)).toBe(true);

    // The day before: nothing starts. On the day: every reservation then in a queue is on hold until the end, in its place.
    expect(await startPlannedPauses(onDay(addDays(from, -1)))).toEqual({ started: 0, paused: 0 });
    expect((await all(patron)).find((r) => r.id === pickingY.id)).toMatchObject({
      status: 'picking',
      suspended: false,
    });
    expect(await startPlannedPauses(onDay(from))).toEqual({ started: 1, paused: 2 });
    const held = await all(patron);
    expect(held.find((r) => r.id === waitingX.id)).toMatchObject({
      status: 'waiting',
      activationDate: until,
      queuePosition: 1,
    });
    expect(held.find((r) => r.id === pickingY.id)).toMatchObject({
      status: 'waiting',
      activationDate: until,
      queuePosition: 1,
    });
    expect((await listReservations(t.services, patron)).plannedPause).toBeNull();
    expect(await startPlannedPauses(onDay(from))).toEqual({ started: 0, paused: 0 });

    // A plan is cancelled before its day; one whose end has passed as well (the server was down) is dropped, holding nothing.
    await pauseReservations(t.services, patron, null);
    await planPause(t.services, patron, { from, until });
    expect(await cancelPlannedPause(t.services, patron)).toEqual({ cancelled: true });
    expect(await cancelPlannedPause(t.services, patron)).toEqual({ cancelled: false });
    expect((await listReservations(t.services, patron)).plannedPause).toBeNull();
    await planPause(t.services, patron, { from, until: addDays(from, 1) });
    expect(await startPlannedPauses(onDay(addDays(from, 2)))).toEqual({ started: 1, paused: 0 });
    expect((await all(patron)).every((r) => r.activationDate === null)).toBe(true);

    await t.services.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(inArray(reservations.publicationId, [x.publication.id, y.publication.id]));
  });
});
