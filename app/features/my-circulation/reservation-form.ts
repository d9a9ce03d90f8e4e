// The reservation forms of /min-side/bestillinger (SPEC §4 pickup change, expiry, suspension, cancel): their intents and the answer the
// page shows (SPEC §8 toasts). The schema the route action reads, with or without JavaScript, is in reservation-actions.server.ts, so zod
// stays out of the browser bundle.
import { browserText } from '#app/i18n/browser-text.ts';
import type { ReservationAction } from '#core/reservation-messages.ts';

export type ReservationIntent =
  | 'cancel-ask'
  | 'cancel'
  | 'changePickup'
  | 'changeExpiry'
  | 'suspend'
  | 'resume'
  | 'pauseAll'
  | 'resumeAll'
  | 'cancelPlannedPause';

/** Which SPEC §8 generic failure message an intent falls back to. */
export const FAILURE_ACTION: Record<ReservationIntent, ReservationAction> = {
  'cancel-ask': 'cancel',
  cancel: 'cancel',
  changePickup: 'changePickup',
  changeExpiry: 'changeExpiry',
  suspend: 'suspendResume',
  resume: 'suspendResume',
  pauseAll: 'suspendResume',
  resumeAll: 'suspendResume',
  cancelPlannedPause: 'suspendResume',
};

/**
 * The action's answer (reservationId null: a form for all the patron's reservations, "pause all"): a message for the toast (with JavaScript) or the page (without), or the question before a cancel
 * (without JavaScript the confirmation is inline; with it, a dialog asks and this is never returned).
 */
export type ReservationAnswer =
  | { kind: 'done'; intent: ReservationIntent; reservationId: number | null; text: string; tone: 'success' | 'info' }
  | {
      kind: 'failed';
      intent: ReservationIntent | null;
      reservationId: number | null;
      text: string;
      durationMs?: number;
    }
  | { kind: 'ask'; intent: 'cancel-ask'; reservationId: number };

/** A fetcher whose call never reached the server (SPEC §8: the network-error notification, which stays until closed), in the page's language. */
export const networkFailure = (): ReservationAnswer => ({
  kind: 'failed',
  intent: null,
  reservationId: null,
  text: browserText('errors:api.network'),
  durationMs: 0,
});
