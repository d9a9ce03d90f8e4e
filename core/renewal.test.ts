import { describe, it, expect } from 'vitest';
import { RENEWAL_DENIAL_PRIORITY, RENEWAL_ERROR_CODES, isRenewalDenialCode, pickRenewalDenial } from './renewal.ts';

describe('pickRenewalDenial', () => {
  it('picks the most severe code regardless of order', () => {
    expect(pickRenewalDenial(['deniedOtherReason', 'deniedReserved', 'deniedLoanerIsBlocked'])).toBe(
      'deniedLoanerIsBlocked',
    );
    expect(pickRenewalDenial(['deniedMaxRenewalsReached', 'deniedReserved'])).toBe('deniedReserved');
    expect(pickRenewalDenial(['deniedOtherReason', 'deniedMaxRenewalsReached'])).toBe('deniedMaxRenewalsReached');
    expect(pickRenewalDenial(['deniedOtherReason'])).toBe('deniedOtherReason');
    // Ours (decision 022): max renewals outranks too soon, too soon outranks the catch-all.
    expect(pickRenewalDenial(['deniedTooSoon', 'deniedMaxRenewalsReached'])).toBe('deniedMaxRenewalsReached');
    expect(pickRenewalDenial(['deniedOtherReason', 'deniedTooSoon'])).toBe('deniedTooSoon');
  });

  it('ignores unknown codes and falls back to unknown', () => {
    expect(pickRenewalDenial(['somethingNew', 'deniedReserved'])).toBe('deniedReserved');
    expect(pickRenewalDenial(['somethingNew'])).toBe('unknown');
    expect(pickRenewalDenial([])).toBe('unknown');
    expect(pickRenewalDenial(['DENIEDRESERVED'])).toBe('unknown');
  });
});

describe('codes', () => {
  it('lists the priority order and further codes', () => {
    expect(RENEWAL_DENIAL_PRIORITY).toEqual([
      'deniedLoanerIsBlocked',
      'deniedReserved',
      'deniedMaxRenewalsReached',
      'deniedTooSoon',
      'deniedOtherReason',
    ]);
    expect(Object.keys(RENEWAL_ERROR_CODES)).toHaveLength(4);
    expect(isRenewalDenialCode('deniedReserved')).toBe(true);
    expect(isRenewalDenialCode(RENEWAL_ERROR_CODES.materialNotFound)).toBe(false);
  });
});
