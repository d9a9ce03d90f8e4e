// Pure helpers of the loan and reservation pages: renewal outcomes (SPEC §4/§5), toasts for a reservation change and its failures (SPEC §8), wait in weeks.
import type { CatalogueT } from '#core/i18n/translator.ts';
import { reservationFailureMessage, type ReservationAction } from '#core/reservation-messages.ts';

/** One loan's answer from POST /api/authorized/cicero/renew. */
export interface RenewalResultLike {
  loanDetails: { loanId: number; dueDate: string };
  renewalStatus: string;
  denials: readonly string[];
}

export type RenewalOutcome =
  | { kind: 'renewed'; message: string; dueDate: string }
  | { kind: 'denied'; message: string }
  | { kind: 'error'; message: string };

/** The page's words for renewal outcomes: messages:renewal.success, errors:code.renewal_denied and renewalDenialMessage. */
export interface RenewalTexts {
  success: string;
  failed: string;
  denial: (codes: readonly string[]) => string;
}

/** SPEC §4: renewed → 'OK, forlenget'; otherwise the most severe denial's message, the generic renewal error for unknown codes. */
export function renewalOutcome(result: RenewalResultLike, texts: RenewalTexts): RenewalOutcome {
  if (result.renewalStatus === 'renewed')
    return { kind: 'renewed', message: texts.success, dueDate: result.loanDetails.dueDate };
  return { kind: 'denied', message: texts.denial(result.denials) };
}

/**
 * Outcome per requested loan. A failed call (non-200, network) sets the generic renewal error on every
 * affected loan (SPEC §4 "A renew error sets the error on the affected loans", §5 "must have status 200");
 * a loan missing from an otherwise good answer gets it too.
 */
export function renewalOutcomes(
  loanIds: readonly number[],
  results: readonly RenewalResultLike[] | null,
  texts: RenewalTexts,
): Map<number, RenewalOutcome> {
  const byId = new Map((results ?? []).map((r) => [r.loanDetails.loanId, r]));
  return new Map(
    loanIds.map((id) => {
      const result = byId.get(id);
      return [id, result ? renewalOutcome(result, texts) : { kind: 'error', message: texts.failed }];
    }),
  );
}

/** SPEC §8 success toasts for what the PUT changed; activationDate set = put on hold, null = resumed (SPEC §4). */
export function reservationChangeMessages(
  changed: readonly string[],
  activationDate: string | null,
  t: CatalogueT,
): string[] {
  const texts: string[] = [];
  if (changed.includes('libraryId')) texts.push(t('messages:reservations.pickupChanged'));
  if (changed.includes('expiryDate')) texts.push(t('messages:reservations.expiryChanged'));
  if (changed.includes('activationDate'))
    texts.push(t(activationDate ? 'messages:reservations.suspended' : 'messages:reservations.resumed'));
  return texts;
}

export type { ReservationAction };

export interface ErrorToast {
  text: string;
  /** Network errors stay until closed (SPEC §8: general network-error notification with close icon). */
  durationMs?: number;
}

/** SPEC §8: the message of core/reservation-messages.ts, as a toast that stays when the network failed. */
export function reservationErrorToast(
  action: ReservationAction,
  error: { status: number; code: string; message: string },
  t: CatalogueT,
): ErrorToast {
  const text = reservationFailureMessage(action, error, t);
  return error.status === 0 ? { text, durationMs: 0 } : { text };
}

/**
 * Estimated wait in whole weeks, rounded up so we never promise too early (estimatedWaitDays is rough:
 * core/circulation.ts); at least one week. Null when there is no estimate.
 */
export function waitWeeks(estimatedWaitDays: number | null): number | null {
  if (estimatedWaitDays === null || !Number.isFinite(estimatedWaitDays) || estimatedWaitDays <= 0) return null;
  return Math.max(1, Math.ceil(estimatedWaitDays / 7));
}
