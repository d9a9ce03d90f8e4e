// Which message a failed reservation call shows (SPEC §8: reserve picks a message by error code, else the action's generic one).
import { RESERVATION_REFUSALS, type ReservationRefusal } from './circulation.ts';
import type { CatalogueT } from './i18n/translator.ts';

export type ReservationAction =
  'reserve' | 'remoteReserve' | 'cancel' | 'changePickup' | 'changeExpiry' | 'suspendResume';

/** The action's own message when nothing more precise applies (catalogue keys). */
const GENERIC = {
  reserve: 'catalogue:reserve.reserveError',
  remoteReserve: 'catalogue:reserve.remoteReserveError',
  cancel: 'messages:reservations.cancelError',
  changePickup: 'messages:reservations.changePickupError',
  changeExpiry: 'messages:reservations.changeExpiryError',
  suspendResume: 'messages:reservations.suspendResumeError',
} as const satisfies Record<ReservationAction, string>;

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
 * The message for a failed call in t's language. status 0 = the network failed (SPEC §8 network-error notification);
 * refusal codes pick their SPEC §8 message (errors:code.<code>); the explained codes keep `error.message`, which the
 * caller gives in the same language (appErrorMessage); anything else gives the action's generic message.
 */
export function reservationFailureMessage(
  action: ReservationAction,
  error: { status: number; code: string; message: string },
  t: CatalogueT,
): string {
  if (error.status === 0) return t('errors:api.network');
  const reserving = action === 'reserve' || action === 'remoteReserve';
  if (reserving && isRefusal(error.code)) return t(`errors:code.${error.code}`);
  if (action === 'remoteReserve' && error.code === 'remoteLoanUnavailable')
    return t('errors:code.remoteLoanUnavailable');
  if (EXPLAINED_CODES.has(error.code)) return error.message;
  return t(GENERIC[action]);
}
