// Unit tests: failed reservation calls show the SPEC §8 message for their code, else the action's generic one.
import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n/translator.ts';
import { reservationFailureMessage } from './reservation-messages.ts';

const nb = translatorFor('nb');

describe('reservationFailureMessage', () => {
  it('shows the network notification when the call never reached us', () => {
    expect(reservationFailureMessage('cancel', { status: 0, code: 'network_error', message: '' }, nb)).toBe(
      'Vi fikk ikke kontakt med tjenesten. Sjekk internettforbindelsen og prøv igjen.',
    );
  });
  it('picks the refusal message by code for reserve', () => {
    expect(
      reservationFailureMessage('reserve', { status: 409, code: 'maxReservationsReached', message: 'x' }, nb),
    ).toBe('Du har nådd maksimalt antall reservasjoner.');
    expect(
      reservationFailureMessage('remoteReserve', { status: 409, code: 'remoteLoanUnavailable', message: 'x' }, nb),
    ).toBe('Fjernlån er ikke tilgjengelig for dette materialet.');
  });
  it('falls back to the generic message of the action for unknown codes', () => {
    expect(reservationFailureMessage('reserve', { status: 500, code: 'server_error', message: 'x' }, nb)).toBe(
      'Vi kunne ikke reservere materialet. Prøv igjen senere.',
    );
    expect(reservationFailureMessage('changePickup', { status: 409, code: 'patronBlocked', message: 'x' }, nb)).toBe(
      'Vi kunne ikke endre henteavdeling. Prøv igjen senere.',
    );
  });
  it('keeps the server’s explanation for a bad date', () => {
    expect(
      reservationFailureMessage(
        'changeExpiry',
        {
          status: 400,
          code: 'expiry_in_past',
          message: 'Utløpsdatoen kan ikke være tilbake i tid.',
        },
        nb,
      ),
    ).toBe('Utløpsdatoen kan ikke være tilbake i tid.');
  });
  it('speaks the page’s language', () => {
    const refused = { status: 409, code: 'alreadyReserved', message: 'x' };
    expect(reservationFailureMessage('reserve', refused, translatorFor('en'))).toBe(
      'You have already reserved this item.',
    );
    expect(reservationFailureMessage('reserve', refused, translatorFor('nn'))).toBe(
      'Du har alt reservert dette materialet.',
    );
    expect(reservationFailureMessage('cancel', { status: 500, code: 'x', message: 'x' }, translatorFor('en'))).toBe(
      'We could not cancel. Please try again later.',
    );
  });
});
