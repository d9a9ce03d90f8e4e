// The work page's reserve and inter-library forms, posted to its action with or without JavaScript: the services of
// POST /api/authorized/cicero/reservations and /illrequests, and the SPEC §8 message of a refusal.
import { z } from 'zod';
import { isAppError, type AppError } from '#core/errors.ts';
import type { Language } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';
import { reservationFailureMessage } from '#core/reservation-messages.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { editionLabel } from '#core/edition-label.ts';
import {
  createFirstAvailableReservation,
  createIllRequest,
  createReservation,
} from '#server/services/circulation/reservations.ts';
import type { ReserveAnswer, ReserveIntent } from './reserve-answer.ts';
import { appErrorMessage } from '#server/http/errors.ts';

/** The forms' fields, their messages in the page's language (the JSON API's validation words them in bokmål: server/http/circulation.ts). */
function schemas(t: CatalogueT) {
  const recordId = z.string().trim().min(1, t('catalogue:reserve.missingRecordId')).max(100);
  const libraryId = z.string().trim().min(1, t('catalogue:reserve.choosePickup')).max(50);
  return {
    /** "Reserver første ledige" (decision 034): the ticked editions (recordId once per box), the pickup branch, and which form it was. */
    firstAvailable: z.object({
      recordIds: z.array(recordId).min(1, t('catalogue:reserve.chooseEditions')).max(50),
      libraryId,
      slot: z.string().trim().max(50),
    }),
    reserve: z.discriminatedUnion('intent', [
      z.object({ intent: z.literal('reserve' satisfies ReserveIntent), recordId, libraryId }),
      z.object({ intent: z.literal('remoteRequest' satisfies ReserveIntent), recordId }),
    ]),
  };
}

/** A refusal's text: the SPEC §8 message by code, else the service's own in the page's language. */
function failureText(action: 'reserve' | 'remoteReserve', err: AppError, language: Language): string {
  return reservationFailureMessage(
    action,
    { status: err.status, code: err.code, message: appErrorMessage(err, language) },
    translatorFor(language),
  );
}

async function answerFirstAvailableForm(
  ctx: ServiceContext,
  language: Language,
  userId: number,
  form: FormData,
): Promise<ReserveAnswer> {
  const t = translatorFor(language);
  const intent = 'reserveFirstAvailable';
  const slot = String(form.get('slot') ?? '');
  const parsed = schemas(t).firstAvailable.safeParse({
    recordIds: form.getAll('recordId'),
    libraryId: form.get('libraryId'),
    slot,
  });
  if (!parsed.success)
    return {
      kind: 'failed',
      intent,
      recordId: slot,
      text: parsed.error.issues[0]?.message ?? t('catalogue:reserve.invalid'),
    };
  try {
    const group = await createFirstAvailableReservation(ctx, userId, parsed.data);
    const ready = group.find((r) => r.status !== 'waiting');
    const text = ready
      ? t('catalogue:reserve.reservedGroupReady', {
          edition: editionLabel(ready, (m) =>
            t(`vocabulary:mediaType.${m}` as 'vocabulary:mediaType.Bok', { defaultValue: m }),
          ),
        })
      : group.length > 1
        ? t('catalogue:reserve.reservedGroup', { count: group.length })
        : t('catalogue:reserve.reservedQueue', { position: group[0]?.queuePosition ?? 1 });
    return { kind: 'reserved', intent, recordId: slot, text };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { kind: 'failed', intent, recordId: slot, text: failureText('reserve', err, language) };
  }
}

/** `language`: the page's, for the answer's text. */
export async function answerReserveForm(
  ctx: ServiceContext,
  language: Language,
  userId: number,
  form: FormData,
): Promise<ReserveAnswer> {
  if (form.get('intent') === 'reserveFirstAvailable') return answerFirstAvailableForm(ctx, language, userId, form);
  const t = translatorFor(language);
  const intent: ReserveIntent = form.get('intent') === 'remoteRequest' ? 'remoteRequest' : 'reserve';
  const parsed = schemas(t).reserve.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return {
      kind: 'failed',
      intent,
      recordId: null,
      text: parsed.error.issues[0]?.message ?? t('catalogue:reserve.invalid'),
    };
  const input = parsed.data;
  try {
    if (input.intent === 'remoteRequest') {
      await createIllRequest(ctx, userId, { recordId: input.recordId, userId: String(userId) });
      return { kind: 'reserved', intent, recordId: input.recordId, text: t('catalogue:reserve.remoteRequested') };
    }
    const reservation = await createReservation(ctx, userId, { recordId: input.recordId, libraryId: input.libraryId });
    const position = reservation.queuePosition;
    return {
      kind: 'reserved',
      intent,
      recordId: input.recordId,
      text:
        reservation.status === 'waiting' && position
          ? t('catalogue:reserve.reservedQueue', { position })
          : t('catalogue:reserve.reservedReady'),
    };
  } catch (err) {
    if (!isAppError(err)) throw err;
    const action = intent === 'remoteRequest' ? 'remoteReserve' : 'reserve';
    return { kind: 'failed', intent, recordId: input.recordId, text: failureText(action, err, language) };
  }
}
