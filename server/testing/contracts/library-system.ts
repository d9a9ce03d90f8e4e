// The library-system port's contract: every adapter (the built-in circulation engine, the fake, a library's own ILS) passes these.
import { expect, it } from 'vitest';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import type { Clock } from '#server/ports/clock.ts';
import type { LibrarySystem, ReservationDto, ReservationsState } from '#server/ports/library-system.ts';

export interface LibrarySystemSubject<C extends { clock: Clock }> {
  system: LibrarySystem<C>;
  ctx: C;
  /**
   * A patron with at least one loan that can be renewed today and three or more entries in their loan history (the
   * contract deletes them), and another patron.
   */
  patron: number;
  other: number;
  /** A title the patron may reserve and has not. */
  recordId: string;
  /** Two editions of another work that the patron and the other may reserve, no copy of them on a shelf. */
  editions: [string, string];
  /** Two pickup branches (ciceroIds). */
  branches: [string, string];
  /**
   * For inter-library requests (recordId is held here): a title we hold no copy of, of a kind lent between libraries,
   * and one of a kind never lent between libraries (a film).
   */
  interLibrary: { requestable: string; notLent: string };
}

const all = (state: ReservationsState): ReservationDto[] => [
  ...state.pickups,
  ...state.reservations,
  ...state.remoteReservations,
];

export function librarySystemContract<C extends { clock: Clock }>(
  subject: () => Promise<LibrarySystemSubject<C>>,
): void {
  it("renews the patron's own loan to a later due date; another's loan or an unknown one is not found", async () => {
    const { system, ctx, patron, other } = await subject();
    const loan = (await system.listLoans(ctx, patron)).loans.find((l) => l.denials.length === 0);
    if (!loan) throw new Error('the subject has no renewable loan');
    const [result] = await system.renewLoans(ctx, patron, [loan.loanDetails.loanId]);
    expect(result).toMatchObject({
      loanDetails: { loanId: loan.loanDetails.loanId },
      renewalStatus: 'renewed',
      denials: [],
      message: null,
    });
    expect(result.loanDetails.dueDate > loan.loanDetails.dueDate).toBe(true);
    const after = (await system.listLoans(ctx, patron)).loans.find(
      (l) => l.loanDetails.loanId === loan.loanDetails.loanId,
    );
    expect(after?.loanDetails.dueDate).toBe(result.loanDetails.dueDate);
    await expect(system.renewLoans(ctx, other, [loan.loanDetails.loanId])).rejects.toMatchObject({
      kind: 'not_found',
      code: 'loan_not_found',
    });
    await expect(system.renewLoans(ctx, patron, [2_000_000_000])).rejects.toMatchObject({
      kind: 'not_found',
      code: 'loan_not_found',
    });
  });

  it('reserves once, changes the pickup branch, holds and resumes, and cancels', async () => {
    const { system, ctx, patron, recordId, branches } = await subject();
    const today = formatIsoDate(ctx.clock());
    const created = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    expect(created).toMatchObject({
      recordId,
      libraryId: branches[0],
      LibraryId: branches[0],
      suspended: false,
      remote: false,
    });
    expect(all(await system.listReservations(ctx, patron)).map((r) => r.id)).toContain(created.id);
    await expect(system.reserve(ctx, patron, { recordId, libraryId: branches[1] })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'alreadyReserved',
    });

    const keep = { reservationId: created.id, activationDate: null, expiryDate: created.expiryDate };
    const moved = await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] });
    expect(moved.changed).toEqual(['libraryId']);
    expect(moved.reservation.libraryId).toBe(branches[1]);
    expect((await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] })).changed).toEqual([]);

    const held = await system.changeReservation(ctx, patron, {
      ...keep,
      libraryId: branches[1],
      activationDate: addDays(today, 14),
    });
    expect(held).toMatchObject({
      changed: ['activationDate'],
      reservation: { suspended: true, activationDate: addDays(today, 14) },
    });
    await expect(
      system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1], activationDate: today }),
    ).rejects.toMatchObject({ code: 'activation_in_past' });
    const resumed = await system.changeReservation(ctx, patron, { ...keep, libraryId: branches[1] });
    expect(resumed).toMatchObject({
      changed: ['activationDate'],
      reservation: { suspended: false, activationDate: null },
    });

    await system.cancelReservation(ctx, patron, created.id);
    expect(all(await system.listReservations(ctx, patron)).map((r) => r.id)).not.toContain(created.id);
    await expect(system.cancelReservation(ctx, patron, created.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'reservation_not_found',
    });
  });

  it("leaves another patron's reservation alone and refuses unknown titles and branches", async () => {
    const { system, ctx, patron, other, recordId, branches } = await subject();
    const mine = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    await expect(system.cancelReservation(ctx, other, mine.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'reservation_not_found',
    });
    await expect(
      system.changeReservation(ctx, other, {
        reservationId: mine.id,
        libraryId: branches[1],
        activationDate: null,
        expiryDate: null,
      }),
    ).rejects.toMatchObject({
      kind: 'not_found',
      code: 'reservation_not_found',
    });
    expect(all(await system.listReservations(ctx, other)).map((r) => r.id)).not.toContain(mine.id);
    await system.cancelReservation(ctx, patron, mine.id);
    await expect(
      system.reserve(ctx, patron, { recordId: 'finnes-ikke', libraryId: branches[0] }),
    ).rejects.toMatchObject({ kind: 'not_found', code: 'notFound' });
    await expect(system.reserve(ctx, patron, { recordId, libraryId: 'finnes-ikke' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'unknown_pickup_branch',
    });
  });

  it("pauses all the patron's waiting reservations until a date and resumes them, within a year, never another's", async () => {
    const { system, ctx, patron, other, recordId, branches } = await subject();
    const today = formatIsoDate(ctx.clock());
    const mine = await system.reserve(ctx, patron, { recordId, libraryId: branches[0] });
    const theirs = await system.reserve(ctx, other, { recordId, libraryId: branches[0] });
    await expect(system.pauseReservations(ctx, patron, today)).rejects.toMatchObject({
      kind: 'invalid',
      code: 'activation_in_past',
    });
    await expect(system.pauseReservations(ctx, patron, addDays(today, 366))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_too_long',
    });
    expect((await system.pauseReservations(ctx, patron, addDays(today, 365))).changed).toBeGreaterThanOrEqual(1);
    const held = all(await system.listReservations(ctx, patron)).find((r) => r.id === mine.id);
    expect(held).toMatchObject({ suspended: true, activationDate: addDays(today, 365) });
    expect(all(await system.listReservations(ctx, other)).find((r) => r.id === theirs.id)).toMatchObject({
      suspended: false,
      activationDate: null,
    });
    expect((await system.pauseReservations(ctx, patron, null)).changed).toBeGreaterThanOrEqual(1);
    expect(all(await system.listReservations(ctx, patron)).find((r) => r.id === mine.id)).toMatchObject({
      suspended: false,
      activationDate: null,
    });
    expect((await system.pauseReservations(ctx, patron, null)).changed).toBe(0);
    await system.cancelReservation(ctx, patron, mine.id);
    await system.cancelReservation(ctx, other, theirs.id);
  });

  it('reserves the first available of two editions as one group, a place in each queue, and changes and cancels it as one', async () => {
    const { system, ctx, patron, other, recordId, editions, branches } = await subject();
    const group = await system.reserveFirstAvailable(ctx, patron, { recordIds: editions, libraryId: branches[0] });
    expect(group.map((r) => [r.recordId, r.status, r.libraryId])).toEqual([
      [editions[0], 'waiting', branches[0]],
      [editions[1], 'waiting', branches[0]],
    ]);
    expect(group[0].groupId).toEqual(expect.any(Number));
    expect(group[1].groupId).toBe(group[0].groupId);
    expect(group.every((r) => (r.queuePosition ?? 0) >= 1)).toBe(true);
    await expect(
      system.reserveFirstAvailable(ctx, other, { recordIds: [editions[0], recordId], libraryId: branches[0] }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'editions_of_one_work',
    });
    await expect(system.reserve(ctx, patron, { recordId: editions[1], libraryId: branches[0] })).rejects.toMatchObject({
      code: 'alreadyReserved',
    });

    const moved = await system.changeReservation(ctx, patron, {
      reservationId: group[1].id,
      libraryId: branches[1],
      activationDate: null,
      expiryDate: group[1].expiryDate,
    });
    expect(moved.changed).toEqual(['libraryId']);
    const mine = all(await system.listReservations(ctx, patron)).filter((r) => r.groupId === group[0].groupId);
    expect(mine.map((r) => r.libraryId)).toEqual([branches[1], branches[1]]);

    await system.cancelReservation(ctx, patron, group[0].id);
    expect(all(await system.listReservations(ctx, patron)).filter((r) => r.groupId === group[0].groupId)).toEqual([]);
  });

  it('plans a pause that starts later, shows it, refuses bad dates, and cancels it', async () => {
    const { system, ctx, patron, other } = await subject();
    const today = formatIsoDate(ctx.clock());
    const pause = { from: addDays(today, 10), until: addDays(today, 24) };
    await expect(system.planPause(ctx, patron, { from: today, until: pause.until })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_start_not_future',
    });
    await expect(system.planPause(ctx, patron, { from: pause.from, until: pause.from })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'pause_ends_before_start',
    });
    await expect(system.planPause(ctx, patron, { from: pause.from, until: addDays(today, 366) })).rejects.toMatchObject(
      { kind: 'invalid', code: 'pause_too_long' },
    );
    expect(await system.planPause(ctx, patron, pause)).toEqual(pause);
    expect((await system.listReservations(ctx, patron)).plannedPause).toEqual(pause);
    expect((await system.listReservations(ctx, other)).plannedPause).toBeNull();
    expect(all(await system.listReservations(ctx, patron)).some((r) => r.suspended)).toBe(false);
    expect(await system.cancelPlannedPause(ctx, patron)).toEqual({ cancelled: true });
    expect(await system.cancelPlannedPause(ctx, patron)).toEqual({ cancelled: false });
    expect((await system.listReservations(ctx, patron)).plannedPause).toBeNull();
  });

  it('requests an inter-library loan as a remote reservation, cancelled like one and never held; refuses titles held here, kinds never lent, unknown titles and a second request', async () => {
    const { system, ctx, patron, other, recordId, interLibrary } = await subject();
    const requested = await system.requestInterLibraryLoan(ctx, patron, { recordId: interLibrary.requestable });
    expect(requested).toMatchObject({
      recordId: interLibrary.requestable,
      status: 'waiting',
      remote: true,
      queuePosition: null,
    });
    const state = await system.listReservations(ctx, patron);
    expect(state.remoteReservations.map((r) => r.id)).toContain(requested.id);
    expect(state.reservations.map((r) => r.id)).not.toContain(requested.id);
    await expect(
      system.requestInterLibraryLoan(ctx, patron, { recordId: interLibrary.requestable }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'alreadyReserved' });
    await expect(system.requestInterLibraryLoan(ctx, patron, { recordId })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'availableLocally',
    });
    await expect(system.requestInterLibraryLoan(ctx, patron, { recordId: interLibrary.notLent })).rejects.toMatchObject(
      { kind: 'conflict', code: 'remoteLoanUnavailable' },
    );
    await expect(system.requestInterLibraryLoan(ctx, patron, { recordId: 'finnes-ikke' })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'notFound',
    });
    await expect(
      system.changeReservation(ctx, patron, {
        reservationId: requested.id,
        libraryId: requested.libraryId ?? '',
        activationDate: addDays(formatIsoDate(ctx.clock()), 14),
        expiryDate: requested.expiryDate,
      }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'suspend_only_waiting' });
    await expect(system.cancelReservation(ctx, other, requested.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'reservation_not_found',
    });
    await system.cancelReservation(ctx, patron, requested.id);
    expect(all(await system.listReservations(ctx, patron)).map((r) => r.id)).not.toContain(requested.id);
  });

  it("pages the patron's loan history newest first, deletes one entry and then all; another's, an open loan or an unknown one is not found", async () => {
    const { system, ctx, patron, other } = await subject();
    const first = await system.listLoanHistory(ctx, patron, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.loans).toHaveLength(2);
    const second = await system.listLoanHistory(ctx, patron, { page: 2, pageSize: 2 });
    const pages = [...first.loans, ...second.loans];
    expect(new Set(pages.map((l) => l.loanId)).size).toBe(pages.length);
    const returned = pages.map((l) => l.returnedAt);
    expect(returned).toEqual([...returned].sort().reverse());
    const othersBefore = (await system.listLoanHistory(ctx, other, { page: 1, pageSize: 1 })).total;

    const [entry] = first.loans;
    const notFound = { kind: 'not_found', code: 'history_not_found' };
    await expect(system.deleteLoanHistory(ctx, other, entry.loanId)).rejects.toMatchObject(notFound);
    expect(await system.deleteLoanHistory(ctx, patron, entry.loanId)).toEqual({ deleted: 1 });
    const after = await system.listLoanHistory(ctx, patron, { page: 1, pageSize: first.total });
    expect(after.total).toBe(first.total - 1);
    expect(after.loans.map((l) => l.loanId)).not.toContain(entry.loanId);
    await expect(system.deleteLoanHistory(ctx, patron, entry.loanId)).rejects.toMatchObject(notFound);
    await expect(system.deleteLoanHistory(ctx, patron, 2_000_000_000)).rejects.toMatchObject(notFound);
    const [open] = (await system.listLoans(ctx, patron)).loans;
    if (!open) throw new Error('the subject has no open loan');
    await expect(system.deleteLoanHistory(ctx, patron, open.loanDetails.loanId)).rejects.toMatchObject(notFound);

    expect(await system.deleteLoanHistory(ctx, patron)).toEqual({ deleted: first.total - 1 });
    expect(await system.listLoanHistory(ctx, patron, { page: 1, pageSize: 20 })).toMatchObject({ total: 0, loans: [] });
    expect(await system.deleteLoanHistory(ctx, patron)).toEqual({ deleted: 0 });
    expect((await system.listLoanHistory(ctx, other, { page: 1, pageSize: 1 })).total).toBe(othersBefore);
  });
}
