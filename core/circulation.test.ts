// Unit tests of the circulation rules: due dates, renewal denials, reservation refusals, queues, fines, wait estimates.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  plannedPauseRefusal,
  circulationBlock,
  countedReservations,
  dueDateFor,
  estimatedWaitDays,
  firstInQueue,
  isActiveInQueue,
  isPatronBlocked,
  nextPickupNumber,
  overdueFineOre,
  queuePosition,
  renewableFrom,
  renewalDenials,
  renewalMovesDueDate,
  renewedDueDate,
  reservationRefusal,
  reserveOutlook,
  soonestEdition,
  type ReserveCheck,
} from './circulation.ts';
import { pickRenewalDenial, renewalMessageCode } from './renewal.ts';

const rule = {
  loanDays: 28,
  maxRenewals: 2,
  loanable: true,
  reservable: true,
  overdueFinePerDayOre: 500,
  overdueFineMaxOre: 5000,
};

describe('due dates', () => {
  it('lends for the rule’s loan period, across month and DST boundaries', () => {
    expect(dueDateFor('2026-10-10', rule)).toBe('2026-11-07');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('renews a full period from today but never shortens a loan', () => {
    expect(renewedDueDate('2026-11-22', '2026-11-23', rule)).toBe('2026-12-20');
    expect(renewedDueDate('2026-11-22', '2027-01-30', rule)).toBe('2027-01-30');
  });
});

describe('renewal denials (SPEC §4 priority is applied by pickRenewalDenial)', () => {
  const base = {
    blocked: false,
    reservedByOthers: false,
    renewals: 0,
    rule,
    remote: false,
    today: '2026-11-26',
    dueDate: '2026-11-27',
  };
  it('renews when nothing stands in the way', () => {
    expect(renewalDenials(base)).toEqual([]);
  });
  it('collects every reason, and the most severe wins', () => {
    const codes = renewalDenials({
      ...base,
      blocked: true,
      reservedByOthers: true,
      renewals: 2,
      remote: true,
      dueDate: '2026-12-24',
    });
    expect(codes).toEqual([
      'deniedLoanerIsBlocked',
      'deniedReserved',
      'deniedMaxRenewalsReached',
      'deniedTooSoon',
      'deniedOtherReason',
    ]);
    expect(pickRenewalDenial(codes)).toBe('deniedLoanerIsBlocked');
    expect(pickRenewalDenial(renewalDenials({ ...base, reservedByOthers: true, renewals: 5 }))).toBe('deniedReserved');
    expect(pickRenewalDenial(renewalDenials({ ...base, renewals: 2 }))).toBe('deniedMaxRenewalsReached');
  });
  it('denies inter-library loans for another reason, and names a missing rule or unloanable material (SPEC §8)', () => {
    expect(renewalDenials({ ...base, remote: true })).toEqual(['deniedOtherReason']);
    expect(renewalDenials({ ...base, rule: null })).toEqual(['loaningProfileNotFound']);
    expect(renewalDenials({ ...base, rule: { ...rule, loanable: false } })).toEqual(['materialNotLoanable']);
    expect(renewalMessageCode(renewalDenials({ ...base, rule: null }))).toBe('loaningProfileNotFound');
    expect(renewalMessageCode(['deniedOtherReason', 'materialNotLoanable'])).toBe('deniedOtherReason');
    expect(renewalMessageCode(['somethingNew'])).toBe('unknown');
  });
});

describe('a renewal must move the due date (decision 022)', () => {
  const base = { blocked: false, reservedByOthers: false, renewals: 1, rule, remote: false, today: '2026-11-26' };
  it('refuses a loan renewed today (due a full period from today) as too soon, and says from when it can be renewed', () => {
    // Sult of issue #18: renewed on 24.11 to 22.12, 'Forny alle' the same day would give 22.12 again.
    expect(renewalMovesDueDate('2026-11-24', '2026-12-22', rule)).toBe(false);
    expect(renewalDenials({ ...base, today: '2026-11-24', dueDate: '2026-12-22' })).toEqual(['deniedTooSoon']);
    expect(renewalMessageCode(['deniedTooSoon'])).toBe('deniedTooSoon');
    expect(renewableFrom('2026-12-22', rule)).toBe('2026-11-25');
  });
  it('renews from the first day the due date moves, and an overdue loan', () => {
    expect(renewalDenials({ ...base, dueDate: '2026-12-23' })).toEqual([]);
    expect(renewalMovesDueDate('2026-11-26', '2026-12-23', rule)).toBe(true);
    expect(renewalMovesDueDate('2026-11-26', '2026-12-24', rule)).toBe(false);
    expect(renewalDenials({ ...base, dueDate: '2026-11-20' })).toEqual([]);
  });
  it('lets max renewals outrank too soon', () => {
    expect(pickRenewalDenial(renewalDenials({ ...base, renewals: 2, dueDate: '2027-01-30' }))).toBe(
      'deniedMaxRenewalsReached',
    );
  });
});

describe('blocks', () => {
  it('names what blocks: a block status first, else fines at the limit', () => {
    expect(circulationBlock(['manual'], 60_000, 50_000)).toBe('blockStatus');
    expect(circulationBlock([], 50_000, 50_000)).toBe('fines');
    expect(circulationBlock([], 28_000, 50_000)).toBeNull();
  });
  it('blocks on a block status or unpaid fines at the limit', () => {
    expect(isPatronBlocked(['manual'], 0, 50_000)).toBe(true);
    expect(isPatronBlocked([], 50_000, 50_000)).toBe(true);
    expect(isPatronBlocked([], 49_999, 50_000)).toBe(false);
  });
});

describe('overdue fines', () => {
  it('charges per late day up to the ceiling, nothing when on time', () => {
    expect(overdueFineOre('2026-11-20', '2026-11-20', rule)).toBe(0);
    expect(overdueFineOre('2026-11-20', '2026-11-19', rule)).toBe(0);
    expect(overdueFineOre('2026-11-20', '2026-11-23', rule)).toBe(1500);
    expect(overdueFineOre('2026-01-01', '2026-11-23', rule)).toBe(5000);
  });
});

describe('reservation refusals (SPEC §8)', () => {
  const copy = { status: 'on_loan', loanable: true, reservable: true };
  const base: ReserveCheck = {
    blocked: false,
    alreadyOpen: false,
    openReservations: 0,
    maxReservations: 30,
    rule,
    copies: [copy],
  };
  it('accepts a reservable title', () => {
    expect(reservationRefusal(base)).toBeNull();
  });
  it.each([
    [{ blocked: true }, 'patronBlocked'],
    [{ alreadyOpen: true }, 'alreadyReserved'],
    [{ openReservations: 30 }, 'maxReservationsReached'],
    [{ rule: null }, 'loaningProfileNotFound'],
    [{ rule: { ...rule, loanable: false } }, 'materialNotLoanable'],
    [{ rule: { ...rule, reservable: false } }, 'notReservable'],
    [{ copies: [] }, 'noReservableMaterials'],
    [
      {
        copies: [
          { ...copy, status: 'lost' },
          { ...copy, status: 'discarded' },
        ],
      },
      'lost',
    ],
    [{ copies: [{ ...copy, status: 'discarded' }] }, 'discarded'],
    [{ copies: [{ ...copy, loanable: false }] }, 'materialNotLoanable'],
    [{ copies: [{ ...copy, reservable: false }] }, 'notReservable'],
  ] as const)('%o → %s', (override, code) => {
    expect(reservationRefusal({ ...base, ...override })).toBe(code);
  });
});

describe('queues', () => {
  const at = (iso: string) => new Date(iso);
  const queue = [
    { id: 3, status: 'waiting', activationDate: null, expiryDate: '2027-01-01', createdAt: at('2026-11-03T10:00:00Z') },
    { id: 1, status: 'waiting', activationDate: '2026-12-01', expiryDate: null, createdAt: at('2026-11-01T10:00:00Z') },
    { id: 2, status: 'waiting', activationDate: null, expiryDate: '2026-11-21', createdAt: at('2026-11-02T10:00:00Z') },
    { id: 4, status: 'picking', activationDate: null, expiryDate: null, createdAt: at('2026-10-01T10:00:00Z') },
  ];
  it('gives the copy to the oldest active reservation, skipping suspended, expired and assigned ones', () => {
    expect(isActiveInQueue(queue[1], '2026-11-22')).toBe(false);
    expect(isActiveInQueue(queue[2], '2026-11-22')).toBe(false);
    expect(firstInQueue(queue, '2026-11-22')?.id).toBe(3);
    expect(firstInQueue(queue, '2026-12-01')?.id).toBe(1);
  });
  it('counts places among waiting reservations; suspended ones keep theirs', () => {
    expect(queuePosition(queue, queue[1])).toBe(1);
    expect(queuePosition(queue, queue[0])).toBe(3);
  });
  it('estimates the wait from place, copies and loan period', () => {
    expect(estimatedWaitDays(1, 2, 28)).toBe(17);
    expect(estimatedWaitDays(5, 2, 28)).toBe(73);
    expect(estimatedWaitDays(1, 0, 28)).toBeNull();
  });
  it('tells someone about to reserve: from the shelf, or the next place with an estimate only when there is a basis', () => {
    expect(reserveOutlook({ waiting: 0, availableCopies: 1, circulatingCopies: 3, loanDays: 28 })).toEqual({
      kind: 'fromShelf',
    });
    expect(reserveOutlook({ waiting: 4, availableCopies: 0, circulatingCopies: 2, loanDays: 28 })).toEqual({
      kind: 'queue',
      place: 5,
      waitDays: 73,
    });
    expect(reserveOutlook({ waiting: 0, availableCopies: 0, circulatingCopies: 1, loanDays: 28 })).toEqual({
      kind: 'queue',
      place: 1,
      waitDays: 17,
    });
    expect(reserveOutlook({ waiting: 2, availableCopies: 0, circulatingCopies: 0, loanDays: 28 })).toEqual({
      kind: 'queue',
      place: 3,
      waitDays: null,
    });
    expect(reserveOutlook({ waiting: 2, availableCopies: 0, circulatingCopies: 2, loanDays: null })).toEqual({
      kind: 'queue',
      place: 3,
      waitDays: null,
    });
  });
  it('tells a search hit the edition a reservation would get soonest, none when nothing can be reserved', () => {
    const book = { waiting: 9, availableCopies: 0, circulatingCopies: 2, loanDays: 28 };
    const audio = { waiting: 1, availableCopies: 0, circulatingCopies: 1, loanDays: 28 };
    const lost = { waiting: 0, availableCopies: 0, circulatingCopies: 0, loanDays: 28 };
    expect(soonestEdition([book, audio, lost])).toEqual({
      queue: audio,
      outlook: { kind: 'queue', place: 2, waitDays: 45 },
    });
    expect(soonestEdition([{ ...book, loanDays: null }, book])).toEqual({
      queue: book,
      outlook: { kind: 'queue', place: 10, waitDays: 129 },
    });
    expect(soonestEdition([lost])).toBeNull();
  });
  it('hands out pickup numbers 001–999 per branch, skipping those on the shelf', () => {
    expect(nextPickupNumber([], null)).toBe('001');
    expect(nextPickupNumber(['004', '005'], '004')).toBe('006');
    expect(nextPickupNumber(['001'], '999')).toBe('002');
  });
});

describe('planned pauses and "første ledige" groups (decision 034)', () => {
  it('a planned pause starts after today, ends after it starts, and no later than a pause from today could', () => {
    const today = '2026-11-26';
    expect(plannedPauseRefusal(today, { from: '2026-11-27', until: '2026-11-28' })).toBeNull();
    expect(plannedPauseRefusal(today, { from: '2027-11-25', until: '2027-11-26' })).toBeNull();
    expect(plannedPauseRefusal(today, { from: today, until: '2026-12-10' })).toMatchObject({
      code: 'pause_start_not_future',
    });
    expect(plannedPauseRefusal(today, { from: '2026-12-01', until: '2026-12-01' })).toMatchObject({
      code: 'pause_ends_before_start',
    });
    // The last day allowed as a date, which the message words in the reader's language.
    expect(plannedPauseRefusal(today, { from: '2026-12-01', until: '2027-11-27' })).toEqual({
      code: 'pause_too_long',
      params: { last: '2027-11-26' },
    });
  });

  it('counts a group of editions as one reservation', () => {
    expect(countedReservations([])).toBe(0);
    expect(
      countedReservations([
        { id: 1, groupId: null },
        { id: 2, groupId: 7 },
        { id: 3, groupId: 7 },
        { id: 4, groupId: 8 },
      ]),
    ).toBe(3);
  });
});
