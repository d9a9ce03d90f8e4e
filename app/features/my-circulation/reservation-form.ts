// The reservation forms of /min-side/bestillinger (SPEC §4 pickup change, expiry, suspension, cancel): one zod schema per intent, read by the route action
// with or without JavaScript, and the answer the page shows (SPEC §8 toasts).
import { z } from 'zod';
import { messages } from '#core/messages.ts';
import type { ReservationAction } from '#core/reservation-messages.ts';

// The same words as the JSON API's validation (server/http/circulation.ts).
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen må skrives som åååå-mm-dd');
const reservationId = z.coerce.number().int().positive();

/** One form per intent; `intent` is the submit button's or a hidden field's value. */
export const reservationFormInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('cancel-ask'), reservationId }),
  z.object({ intent: z.literal('cancel'), reservationId }),
  z.object({ intent: z.literal('changePickup'), reservationId, libraryId: z.string().trim().min(1, 'Velg en henteavdeling').max(50) }),
  z.object({ intent: z.literal('changeExpiry'), reservationId, expiryDate: isoDate }),
  z.object({ intent: z.literal('suspend'), reservationId, activationDate: isoDate }),
  z.object({ intent: z.literal('resume'), reservationId }),
]);
type ReservationFormInput = z.infer<typeof reservationFormInput>;
export type ReservationIntent = ReservationFormInput['intent'];

/** Which SPEC §8 generic failure message an intent falls back to. */
export const FAILURE_ACTION: Record<ReservationIntent, ReservationAction> = {
  'cancel-ask': 'cancel',
  cancel: 'cancel',
  changePickup: 'changePickup',
  changeExpiry: 'changeExpiry',
  suspend: 'suspendResume',
  resume: 'suspendResume',
};

/**
 * The action's answer: a message for the toast (with JavaScript) or the page (without), or the question before a cancel
 * (without JavaScript the confirmation is inline; with it, a dialog asks and this is never returned).
 */
export type ReservationAnswer =
  | { kind: 'done'; intent: ReservationIntent; reservationId: number; text: string; tone: 'success' | 'info' }
  | { kind: 'failed'; intent: ReservationIntent | null; reservationId: number | null; text: string; durationMs?: number }
  | { kind: 'ask'; intent: 'cancel-ask'; reservationId: number };

/** A fetcher whose call never reached the server (SPEC §8: the network-error notification, which stays until closed). */
export const networkFailure = (): ReservationAnswer => ({ kind: 'failed', intent: null, reservationId: null, text: messages.api.network, durationMs: 0 });
