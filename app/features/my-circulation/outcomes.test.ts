// Unit tests of the loan and reservation page helpers: renewal outcomes, change toasts, error toasts and wait rounding.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '#core/i18n/translator.ts';
import { renewalDenialKey } from '#core/renewal.ts';
import {
  renewalOutcome,
  renewalOutcomes,
  reservationChangeMessages,
  reservationErrorToast,
  waitWeeks,
} from './outcomes.ts';

const nb = translatorFor('nb');
const texts = (t = nb) => ({
  success: t('messages:renewal.success'),
  failed: t('errors:code.renewal_denied'),
  denial: (codes: readonly string[]) => t(renewalDenialKey(codes)),
});

const result = (loanId: number, renewalStatus: string, denials: string[] = [], dueDate = '2026-12-20') => ({
  loanDetails: { loanId, dueDate },
  renewalStatus,
  denials,
});

describe('renewalOutcome', () => {
  it('says OK, forlenget with the new due date when renewed', () => {
    expect(renewalOutcome(result(1, 'renewed'), texts())).toEqual({
      kind: 'renewed',
      message: 'OK, forlenget',
      dueDate: '2026-12-20',
    });
  });
  it('shows the most severe denial: reserved outranks max renewals (SPEC §4)', () => {
    expect(renewalOutcome(result(1, 'denied', ['deniedMaxRenewalsReached', 'deniedReserved']), texts())).toEqual({
      kind: 'denied',
      message: 'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    });
    expect(renewalOutcome(result(1, 'denied', ['deniedOtherReason', 'deniedLoanerIsBlocked']), texts()).message).toBe(
      'Lånet kan ikke fornyes fordi du er sperret.',
    );
  });
  it('shows the further SPEC §8 code when none of the four denials applies', () => {
    expect(renewalOutcome(result(1, 'denied', ['loaningProfileNotFound']), texts()).message).toBe(
      'Fant ikke låneprofilen.',
    );
  });
  it('falls back to the generic renewal error for unknown codes', () => {
    expect(renewalOutcome(result(1, 'denied', ['somethingNew']), texts()).message).toBe(
      'Lånet kunne ikke fornyes. Prøv igjen senere.',
    );
    expect(renewalOutcome(result(1, 'denied', []), texts()).message).toBe(
      'Lånet kunne ikke fornyes. Prøv igjen senere.',
    );
  });
});

describe('renewal texts in English and nynorsk', () => {
  it('words a refused renewal and the generic error in the page’s language', () => {
    expect(renewalOutcome(result(1, 'denied', ['deniedReserved']), texts(translatorFor('en'))).message).toBe(
      'The loan cannot be renewed because someone else has reserved it.',
    );
    expect(renewalOutcome(result(1, 'denied', ['materialNotLoanable']), texts(translatorFor('nn'))).message).toBe(
      'Materialet kan ikkje lånast.',
    );
    expect(renewalOutcome(result(1, 'renewed'), texts(translatorFor('en'))).message).toBe('OK, renewed');
    expect(reservationChangeMessages(['libraryId'], null, translatorFor('nn'))).toEqual(['Endra henteavdeling']);
  });
});

describe('renewalOutcomes', () => {
  it('maps each requested loan to its result', () => {
    const outcomes = renewalOutcomes(
      [1, 2],
      [result(1, 'renewed'), result(2, 'denied', ['deniedMaxRenewalsReached'])],
      texts(),
    );
    expect(outcomes.get(1)?.kind).toBe('renewed');
    expect(outcomes.get(2)).toEqual({ kind: 'denied', message: 'Lånet kan ikke fornyes flere ganger.' });
  });
  it('sets the generic renewal error on every affected loan when the call failed (SPEC §4, §5)', () => {
    const outcomes = renewalOutcomes([3, 4], null, texts());
    expect([...outcomes.values()]).toEqual([
      { kind: 'error', message: 'Lånet kunne ikke fornyes. Prøv igjen senere.' },
      { kind: 'error', message: 'Lånet kunne ikke fornyes. Prøv igjen senere.' },
    ]);
  });
  it('gives a loan missing from the answer the generic error', () => {
    expect(renewalOutcomes([1, 5], [result(1, 'renewed')], texts()).get(5)).toEqual({
      kind: 'error',
      message: 'Lånet kunne ikke fornyes. Prøv igjen senere.',
    });
  });
});

describe('reservationChangeMessages', () => {
  it('picks the SPEC §8 toast from what changed', () => {
    expect(reservationChangeMessages(['libraryId'], null, nb)).toEqual(['Endret henteavdeling']);
    expect(reservationChangeMessages(['expiryDate'], null, nb)).toEqual(['Endret utløpsdato']);
    expect(reservationChangeMessages(['activationDate'], '2027-01-15', nb)).toEqual([
      'OK. Bestillingen har blitt satt på vent',
    ]);
    expect(reservationChangeMessages(['activationDate'], null, nb)).toEqual(['OK. Bestillingen har blitt gjenopptatt']);
    expect(reservationChangeMessages([], null, nb)).toEqual([]);
  });
});

describe('reservationErrorToast', () => {
  it('shows the network notification, kept until closed, for status 0', () => {
    expect(reservationErrorToast('cancel', { status: 0, code: 'network_error', message: 'x' }, nb)).toEqual({
      text: 'Vi fikk ikke kontakt med tjenesten. Sjekk internettforbindelsen og prøv igjen.',
      durationMs: 0,
    });
  });
  it('shows the API’s own message for a known 400/409 code', () => {
    expect(
      reservationErrorToast(
        'changeExpiry',
        {
          status: 400,
          code: 'expiry_in_past',
          message: 'Utløpsdatoen kan ikke være tilbake i tid.',
        },
        nb,
      ),
    ).toEqual({
      text: 'Utløpsdatoen kan ikke være tilbake i tid.',
    });
    expect(
      reservationErrorToast(
        'suspendResume',
        {
          status: 409,
          code: 'already_on_the_way',
          message: 'Bestillingen er allerede på vei til deg og kan ikke endres. Du kan avbestille den.',
        },
        nb,
      ).text,
    ).toBe('Bestillingen er allerede på vei til deg og kan ikke endres. Du kan avbestille den.');
  });
  it('falls back to the generic message of the action otherwise', () => {
    expect(
      reservationErrorToast('changePickup', { status: 500, code: 'internal', message: 'Noe gikk galt' }, nb).text,
    ).toBe('Vi kunne ikke endre henteavdeling. Prøv igjen senere.');
    expect(
      reservationErrorToast('cancel', { status: 404, code: 'reservation_not_found', message: 'Fant ikke' }, nb).text,
    ).toBe('Vi kunne ikke avbestille. Prøv igjen senere.');
    expect(
      reservationErrorToast('changeExpiry', { status: 400, code: 'invalid_request', message: 'Ugyldig' }, nb).text,
    ).toBe('Vi kunne ikke endre utløpsdatoen. Prøv igjen senere.');
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
