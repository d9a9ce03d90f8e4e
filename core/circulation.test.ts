// Unit tests of the circulation rules: due dates, renewal denials, reservation refusals, queues, fines, wait estimates.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dueDateFor,
  estimatedWaitDays,
  firstInQueue,
  isActiveInQueue,
  isPatronBlocked,
  nextPickupNumber,
  overdueFineOre,
  queuePosition,
  renewalDenials,
  renewedDueDate,
  reservationRefusal,
  type ReserveCheck,
} from './circulation.ts';
import { pickRenewalDenial, renewalMessageCode } from './renewal.ts';

const rule = { loanDays: 28, maxRenewals: 2, loanable: true, reservable: true, overdueFinePerDayOre: 500, overdueFineMaxOre: 5000 };

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
  const base = { blocked: false, reservedByOthers: false, renewals: 0, rule, remote: false };
  it('renews when nothing stands in the way', () => {
    expect(renewalDenials(base)).toEqual([]);
  });
  it('collects every reason, and the most severe wins', () => {
    const codes = renewalDenials({ ...base, blocked: true, reservedByOthers: true, renewals: 2, remote: true });
    expect(codes).toEqual(['deniedLoanerIsBlocked', 'deniedReserved', 'deniedMaxRenewalsReached', 'deniedOtherReason']);
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

describe('blocks', () => {
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
  const base: ReserveCheck = { blocked: false, alreadyOpen: false, openReservations: 0, maxReservations: 30, rule, copies: [copy] };
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
    [{ copies: [{ ...copy, status: 'lost' }, { ...copy, status: 'discarded' }] }, 'lost'],
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
  it('hands out pickup numbers 001–999 per branch, skipping those on the shelf', () => {
    expect(nextPickupNumber([], null)).toBe('001');
    expect(nextPickupNumber(['004', '005'], '004')).toBe('006');
    expect(nextPickupNumber(['001'], '999')).toBe('002');
  });
});
