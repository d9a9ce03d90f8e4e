// Which message a failed reservation call shows (SPEC §8: reserve picks a message by error code, else the action's generic one).
import { RESERVATION_REFUSALS, type ReservationRefusal } from './circulation.ts';
import type { CatalogueT } from './i18n/translator.ts';
import { messages } from './messages.ts';

export type ReservationAction =
  'reserve' | 'remoteReserve' | 'cancel' | 'changePickup' | 'changeExpiry' | 'suspendResume';

const GENERIC: Record<ReservationAction, string> = {
  reserve: messages.reservations.reserveError,
  remoteReserve: messages.reservations.remoteReserveError,
  cancel: messages.reservations.cancelError,
  changePickup: messages.reservations.changePickupError,
  changeExpiry: messages.reservations.changeExpiryError,
  suspendResume: messages.reservations.suspendResumeError,
};

/** Codes whose own server message is clearer than the generic one (bad dates, a copy already on its way). */
const EXPLAINED_CODES = new Set([
  'expiry_in_past',
  'activation_in_past',
  'already_on_the_way',
  'suspend_only_waiting',
  'pause_too_long',
  'pause_start_not_future',
  'pause_ends_before_start',
  'editions_of_one_work',
  'unknown_pickup_branch',
  'availableLocally',
  'ill_own_account_only',
]);

function isRefusal(code: string): code is ReservationRefusal {
  return (RESERVATION_REFUSALS as readonly string[]).includes(code);
}

/**
 * The message for a failed call. status 0 = the network failed (SPEC §8 network-error notification);
 * refusal codes pick their SPEC §8 message; anything else gives the action's generic message.
 * With `t` (the page's language), reserving and inter-library requests are worded from the catalogue namespace; the
 * explained codes keep `error.message`, which the caller gives in that language.
 */
export function reservationFailureMessage(
  action: ReservationAction,
  error: { status: number; code: string; message: string },
  t?: CatalogueT,
): string {
  if (t && (action === 'reserve' || action === 'remoteReserve')) return translatedReserveFailure(t, action, error);
  if (error.status === 0) return messages.api.network;
  if ((action === 'reserve' || action === 'remoteReserve') && isRefusal(error.code))
    return messages.reservationRefusals[error.code];
  if (action === 'remoteReserve' && error.code === 'remoteLoanUnavailable')
    return messages.reservations.remoteLoanUnavailable;
  if (EXPLAINED_CODES.has(error.code)) return error.message;
  return GENERIC[action];
}

function translatedReserveFailure(
  t: CatalogueT,
  action: 'reserve' | 'remoteReserve',
  error: { status: number; code: string; message: string },
): string {
  if (error.status === 0) return t('errors:api.network');
  if (isRefusal(error.code)) return t(`catalogue:reserve.refusals.${error.code}`);
  if (action === 'remoteReserve' && error.code === 'remoteLoanUnavailable')
    return t('catalogue:reserve.remoteLoanUnavailable');
  if (EXPLAINED_CODES.has(error.code)) return error.message;
  return t(action === 'reserve' ? 'catalogue:reserve.reserveError' : 'catalogue:reserve.remoteReserveError');
}
