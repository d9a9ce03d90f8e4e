// The work page's reserve and inter-library forms, posted to its action with or without JavaScript: the services of
// POST /api/authorized/cicero/reservations and /illrequests, and the SPEC §8 message of a refusal.
import { z } from 'zod';
import { isAppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import { reservationFailureMessage } from '#core/reservation-messages.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { editionLabel } from '#core/edition-label.ts';
import { createFirstAvailableReservation, createIllRequest, createReservation } from '#server/services/circulation/reservations.ts';
import type { ReserveAnswer, ReserveIntent } from './reserve-answer.ts';
import { reserveTexts as t } from './reserve-texts.ts';

const recordId = z.string().trim().min(1, 'Mangler recordId').max(100);

const libraryId = z.string().trim().min(1, 'Velg en henteavdeling').max(50);

/** "Reserver første ledige" (decision 034): the ticked editions (recordId once per box), the pickup branch, and which form it was. */
const firstAvailableInput = z.object({
  recordIds: z.array(recordId).min(1, t.chooseEditions).max(50),
  libraryId,
  slot: z.string().trim().max(50),
});

const reserveFormInput = z.discriminatedUnion('intent', [
  // The same words as the JSON API's validation (server/http/circulation.ts).
  z.object({ intent: z.literal('reserve' satisfies ReserveIntent), recordId, libraryId }),
  z.object({ intent: z.literal('remoteRequest' satisfies ReserveIntent), recordId }),
]);

async function answerFirstAvailableForm(ctx: ServiceContext, userId: number, form: FormData): Promise<ReserveAnswer> {
  const intent = 'reserveFirstAvailable';
  const slot = String(form.get('slot') ?? '');
  const parsed = firstAvailableInput.safeParse({ recordIds: form.getAll('recordId'), libraryId: form.get('libraryId'), slot });
  if (!parsed.success) return { kind: 'failed', intent, recordId: slot, text: parsed.error.issues[0]?.message ?? messages.api.invalid };
  try {
    const group = await createFirstAvailableReservation(ctx, userId, parsed.data);
    const ready = group.find((r) => r.status !== 'waiting');
    const text = ready ? t.reservedGroupReady(editionLabel(ready)) : group.length > 1 ? t.reservedGroup(group.length) : t.reservedQueue(group[0]?.queuePosition ?? 1);
    return { kind: 'reserved', intent, recordId: slot, text };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { kind: 'failed', intent, recordId: slot, text: reservationFailureMessage('reserve', { status: err.status, code: err.code, message: err.message }) };
  }
}

export async function answerReserveForm(ctx: ServiceContext, userId: number, form: FormData): Promise<ReserveAnswer> {
  if (form.get('intent') === 'reserveFirstAvailable') return answerFirstAvailableForm(ctx, userId, form);
  const intent: ReserveIntent = form.get('intent') === 'remoteRequest' ? 'remoteRequest' : 'reserve';
  const parsed = reserveFormInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { kind: 'failed', intent, recordId: null, text: parsed.error.issues[0]?.message ?? messages.api.invalid };
  const input = parsed.data;
  try {
    if (input.intent === 'remoteRequest') {
      await createIllRequest(ctx, userId, { recordId: input.recordId, userId: String(userId) });
      return { kind: 'reserved', intent, recordId: input.recordId, text: t.remoteRequested };
    }
    const reservation = await createReservation(ctx, userId, { recordId: input.recordId, libraryId: input.libraryId });
    const position = reservation.queuePosition;
    return { kind: 'reserved', intent, recordId: input.recordId, text: reservation.status === 'waiting' && position ? t.reservedQueue(position) : t.reservedReady };
  } catch (err) {
    if (!isAppError(err)) throw err;
    const action = intent === 'remoteRequest' ? 'remoteReserve' : 'reserve';
    return { kind: 'failed', intent, recordId: input.recordId, text: reservationFailureMessage(action, { status: err.status, code: err.code, message: err.message }) };
  }
}
