// Unit tests of the loan and reservation page helpers: renewal outcomes, change toasts, error toasts and wait rounding.
import { describe, expect, it } from 'vitest';
import { messages } from '#core/messages.ts';
import {
  renewalOutcome,
  renewalOutcomes,
  reservationChangeMessages,
  reservationErrorToast,
  waitWeeks,
} from './outcomes.ts';

const result = (loanId: number, renewalStatus: string, denials: string[] = [], dueDate = '2026-12-20') => ({
  loanDetails: { loanId, dueDate },
  renewalStatus,
  denials,
});

describe('renewalOutcome', () => {
  it('says OK, forlenget with the new due date when renewed', () => {
    expect(renewalOutcome(result(1, 'renewed'))).toEqual({
      kind: 'renewed',
      message: 'OK, forlenget',
      dueDate: '2026-12-20',
    });
  });
  it('shows the most severe denial: reserved outranks max renewals (SPEC §4)', () => {
    expect(renewalOutcome(result(1, 'denied', ['deniedMaxRenewalsReached', 'deniedReserved']))).toEqual({
      kind: 'denied',
      message: 'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    });
    expect(renewalOutcome(result(1, 'denied', ['deniedOtherReason', 'deniedLoanerIsBlocked'])).message).toBe(
      messages.renewal.deniedLoanerIsBlocked,
    );
  });
  it('shows the further SPEC §8 code when none of the four denials applies', () => {
    expect(renewalOutcome(result(1, 'denied', ['loaningProfileNotFound'])).message).toBe(
      messages.renewal.loaningProfileNotFound,
    );
  });
  it('falls back to the generic renewal error for unknown codes', () => {
    expect(renewalOutcome(result(1, 'denied', ['somethingNew'])).message).toBe(messages.renewal.generic);
    expect(renewalOutcome(result(1, 'denied', [])).message).toBe(messages.renewal.generic);
  });
});

describe('renewalOutcomes', () => {
  it('maps each requested loan to its result', () => {
    const outcomes = renewalOutcomes([1, 2], [result(1, 'renewed'), result(2, 'denied', ['deniedMaxRenewalsReached'])]);
    expect(outcomes.get(1)?.kind).toBe('renewed');
    expect(outcomes.get(2)).toEqual({ kind: 'denied', message: messages.renewal.deniedMaxRenewalsReached });
  });
  it('sets the generic renewal error on every affected loan when the call failed (SPEC §4, §5)', () => {
    const outcomes = renewalOutcomes([3, 4], null);
    expect([...outcomes.values()]).toEqual([
      { kind: 'error', message: messages.renewal.generic },
      { kind: 'error', message: messages.renewal.generic },
    ]);
  });
  it('gives a loan missing from the answer the generic error', () => {
    expect(renewalOutcomes([1, 5], [result(1, 'renewed')]).get(5)).toEqual({
      kind: 'error',
      message: messages.renewal.generic,
    });
  });
});

describe('reservationChangeMessages', () => {
  it('picks the SPEC §8 toast from what changed', () => {
    expect(reservationChangeMessages(['libraryId'], null)).toEqual(['Endret henteavdeling']);
    expect(reservationChangeMessages(['expiryDate'], null)).toEqual(['Endret utløpsdato']);
    expect(reservationChangeMessages(['activationDate'], '2027-01-15')).toEqual([
      'OK. Bestillingen har blitt satt på vent',
    ]);
    expect(reservationChangeMessages(['activationDate'], null)).toEqual(['OK. Bestillingen har blitt gjenopptatt']);
    expect(reservationChangeMessages([], null)).toEqual([]);
  });
});

describe('reservationErrorToast', () => {
  it('shows the network notification, kept until closed, for status 0', () => {
    expect(reservationErrorToast('cancel', { status: 0, code: 'network_error', message: 'x' })).toEqual({
      text: messages.api.network,
      durationMs: 0,
    });
  });
  it('shows the API’s own message for a known 400/409 code', () => {
    expect(
      reservationErrorToast('changeExpiry', {
        status: 400,
        code: 'expiry_in_past',
        message: messages.circulation.expiryInPast,
      }),
    ).toEqual({
      text: messages.circulation.expiryInPast,
    });
    expect(
      reservationErrorToast('suspendResume', {
        status: 409,
        code: 'already_on_the_way',
        message: messages.circulation.alreadyOnTheWay,
      }).text,
    ).toBe(messages.circulation.alreadyOnTheWay);
  });
  it('falls back to the generic message of the action otherwise', () => {
    expect(
      reservationErrorToast('changePickup', { status: 500, code: 'internal', message: 'Noe gikk galt' }).text,
    ).toBe(messages.reservations.changePickupError);
    expect(
      reservationErrorToast('cancel', { status: 404, code: 'reservation_not_found', message: 'Fant ikke' }).text,
    ).toBe(messages.reservations.cancelError);
    expect(
      reservationErrorToast('changeExpiry', { status: 400, code: 'invalid_request', message: 'Ugyldig' }).text,
    ).toBe(messages.reservations.changeExpiryError);
  });
});

describe('waitWeeks', () => {
  it('rounds up to whole weeks, at least one', () => {
    expect(waitWeeks(1)).toBe(1);
    expect(waitWeeks(7)).toBe(1);
    expect(waitWeeks(8)).toBe(2);
    expect(waitWeeks(17)).toBe(3);
    expect(waitWeeks(59)).toBe(9);
  });
  it('gives no estimate without one', () => {
    expect(waitWeeks(null)).toBeNull();
    expect(waitWeeks(0)).toBeNull();
  });
});
