// Unit tests: failed reservation calls show the SPEC §8 message for their code, else the action's generic one.
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { reservationFailureMessage } from './reservation-messages.ts';

describe('reservationFailureMessage', () => {
  it('shows the network notification when the call never reached us', () => {
    expect(reservationFailureMessage('cancel', { status: 0, code: 'network_error', message: '' })).toBe(
      messages.api.network,
    );
  });
  it('picks the refusal message by code for reserve', () => {
    expect(reservationFailureMessage('reserve', { status: 409, code: 'maxReservationsReached', message: 'x' })).toBe(
      messages.reservationRefusals.maxReservationsReached,
    );
    expect(
      reservationFailureMessage('remoteReserve', { status: 409, code: 'remoteLoanUnavailable', message: 'x' }),
    ).toBe(messages.reservations.remoteLoanUnavailable);
  });
  it('falls back to the generic message of the action for unknown codes', () => {
    expect(reservationFailureMessage('reserve', { status: 500, code: 'server_error', message: 'x' })).toBe(
      messages.reservations.reserveError,
    );
    expect(reservationFailureMessage('changePickup', { status: 409, code: 'patronBlocked', message: 'x' })).toBe(
      messages.reservations.changePickupError,
    );
  });
  it('keeps the server’s explanation for a bad date', () => {
    expect(
      reservationFailureMessage('changeExpiry', {
        status: 400,
        code: 'expiry_in_past',
        message: messages.circulation.expiryInPast,
      }),
    ).toBe(messages.circulation.expiryInPast);
  });
});
