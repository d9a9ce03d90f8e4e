// The library-system port's contract: every adapter (the built-in circulation engine, the fake, a library's own ILS) passes these.
import { expect, it } from 'vitest';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import type { Clock } from '#server/ports/clock.ts';
import type { LibrarySystem, ReservationDto, ReservationsState } from '#server/ports/library-system.ts';

export interface LibrarySystemSubject<C extends { clock: Clock }> {
  system: LibrarySystem<C>;
  ctx: C;
  /** A patron with at least one loan that can be renewed today, and another patron. */
  patron: number;
  other: number;
  /** A title the patron may reserve and has not. */
  recordId: string;
  /** Two pickup branches (ciceroIds). */
  branches: [string, string];
}

const all = (state: ReservationsState): ReservationDto[] => [...state.pickups, ...state.reservations, ...state.remoteReservations];

export function librarySystemContract<C extends { clock: Clock }>(subject: () => Promise<LibrarySystemSubject<C>>): void {
  it("renews the patron's own loan to a later due date; another's loan or an unknown one is not found", async () => {
    const { system, ctx, patron, other } = await subject();
    const loan = (await system.listLoans(ctx, patron)).loans.find((l) => l.denials.length === 0);
    if (!loan) throw new Error('the subject has no renewable loan');
    const [result] = await system.renewLoans(ctx, patron, [loan.loanDetails.loanId]);
    expect(result).toMatchObject({ loanDetails: { loanId: loan.loanDetails.loanId }, renewalStatus: 'renewed', denials: [], message: null });
    expect(result.loanDetails.dueDate > loan.loanDetails.dueDate).toBe(true);
    const after = (await system.listLoans(ctx, patron)).loans.find((l) => l.loanDetails.loanId === loan.loanDetails.loanId);
    expect(after?.loanDetails.dueDate).toBe(result.loanDetails.dueDate);
    await expect(system.renewLoans(ctx, other, [loan.loanDetails.loanId])).rejects.toMatchObject({ kind: 'not_found', code: 'loan_not_found' });
    await expect(system.renewLoans(ctx, patron, [2_000_000_000])).rejects.toMatchObject({ kind: 'not_found', code: 'loan_not_found' });
  });

  it('reserves once, changes the pickup branch, holds and resumes, and cancels', async () => {
    const { system, ctx, patron, recordId, branches } = await subject();
    const today = formatIsoDate(ctx.clock());
    const created = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    expect(created).toMatchObject({ recordId, libraryId: branches[0], LibraryId: branches[0], suspended: false, remote: false });
    expect(all(await system.listReservations(ctx, patron)).map((r) => r.id)).toContain(created.id);
    await expect(system.reserve(ctx, patron, { recordId, libraryId: branches[1] })).rejects.toMatchObject({ kind: 'conflict', code: 'alreadyReserved' });

    const keep = { reservationId: created.id, activationDate: null, expiryDate: created.expiryDate };
    const moved = await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] });
    expect(moved.changed).toEqual(['libraryId']);
    expect(moved.reservation.libraryId).toBe(branches[1]);
    expect((await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] })).changed).toEqual([]);

    const held = await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1], activationDate: addDays(today, 14) });
    expect(held).toMatchObject({ changed: ['activationDate'], reservation: { suspended: true, activationDate: addDays(today, 14) } });
    await expect(system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1], activationDate: today })).rejects.toMatchObject({ code: 'activation_in_past' });
    const resumed = await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] });
    expect(resumed).toMatchObject({ changed: ['activationDate'], reservation: { suspended: false, activationDate: null } });

    await system.cancelReservation(ctx, patron, created.id);
    expect(all(await system.listReservations(ctx, patron)).map((r) => r.id)).not.toContain(created.id);
    await expect(system.cancelReservation(ctx, patron, created.id)).rejects.toMatchObject({ kind: 'not_found', code: 'reservation_not_found' });
  });

  it("leaves another patron's reservation alone and refuses unknown titles and branches", async () => {
    const { system, ctx, patron, other, recordId, branches } = await subject();
    const mine = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    await expect(system.cancelReservation(ctx, other, mine.id)).rejects.toMatchObject({ kind: 'not_found', code: 'reservation_not_found' });
    await expect(system.changeReservation(ctx, other, { reservationId: mine.id, libraryId: branches[1], activationDate: null, expiryDate: null })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'reservation_not_found',
    });
    expect(all(await system.listReservations(ctx, other)).map((r) => r.id)).not.toContain(mine.id);
    await system.cancelReservation(ctx, patron, mine.id);
    await expect(system.reserve(ctx, patron, { recordId: 'finnes-ikke', libraryId: branches[0] })).rejects.toMatchObject({ kind: 'not_found', code: 'notFound' });
    await expect(system.reserve(ctx, patron, { recordId, libraryId: 'finnes-ikke' })).rejects.toMatchObject({ kind: 'invalid', code: 'unknown_pickup_branch' });
  });

  it("pauses all the patron's waiting reservations until a date and resumes them, within a year, never another's", async () => {
    const { system, ctx, patron, other, recordId, branches } = await subject();
    const today = formatIsoDate(ctx.clock());
    const mine = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    const theirs = await system.reserve(ctx, other, { recordId, libraryId: branches[0] });
    await expect(system.pauseReservations(ctx, patron, today)).rejects.toMatchObject({ kind: 'invalid', code: 'activation_in_past' });
    await expect(system.pauseReservations(ctx, patron, addDays(today, 366))).rejects.toMatchObject({ kind: 'invalid', code: 'pause_too_long' });
    expect((await system.pauseReservations(ctx, patron, addDays(today, 365))).changed).toBeGreaterThanOrEqual(1);
    const held = all(await system.listReservations(ctx, patron)).find((r) => r.id === mine.id);
    expect(held).toMatchObject({ suspended: true, activationDate: addDays(today, 365) });
    expect(all(await system.listReservations(ctx, other)).find((r) => r.id === theirs.id)).toMatchObject({ suspended: false, activationDate: null });
    expect((await system.pauseReservations(ctx, patron, null)).changed).toBeGreaterThanOrEqual(1);
    expect(all(await system.listReservations(ctx, patron)).find((r) => r.id === mine.id)).toMatchObject({ suspended: false, activationDate: null });
    expect((await system.pauseReservations(ctx, patron, null)).changed).toBe(0);
    await system.cancelReservation(ctx, patron, mine.id);
    await system.cancelReservation(ctx, other, theirs.id);
  });
}
