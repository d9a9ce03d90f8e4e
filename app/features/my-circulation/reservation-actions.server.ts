// The action of /min-side/bestillinger: a posted reservation form (with or without JavaScript) calls the same services as PUT/DELETE
// /api/authorized/cicero/reservations and answers with the SPEC §8 message.
import { z } from 'zod';
import { formatDate, formatIsoDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import type { Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { reservationFailureMessage } from '#core/reservation-messages.ts';
import { appErrorMessage } from '#server/http/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { cancelPlannedPause, planPause } from '#server/services/circulation/planned-pauses.ts';
import {
  cancelReservation,
  listReservations,
  pauseReservations,
  updateReservation,
  type ReservationChange,
} from '#server/services/circulation/reservations.ts';
import { reservationChangeMessages } from './outcomes.ts';
import { FAILURE_ACTION, type ReservationAnswer, type ReservationIntent } from './reservation-form.ts';

// The same words as the JSON API's validation (server/http/circulation.ts).
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen må skrives som åååå-mm-dd');
const reservationId = z.coerce.number().int().positive();
const intent = <T extends ReservationIntent>(name: T) => z.literal(name);

/** One form per intent; `intent` is the submit button's or a hidden field's value. */
const reservationFormInput = z.discriminatedUnion('intent', [
  z.object({ intent: intent('cancel-ask'), reservationId }),
  z.object({ intent: intent('cancel'), reservationId }),
  z.object({
    intent: intent('changePickup'),
    reservationId,
    libraryId: z.string().trim().min(1, 'Velg en henteavdeling').max(50),
  }),
  z.object({ intent: intent('changeExpiry'), reservationId, expiryDate: isoDate }),
  z.object({ intent: intent('suspend'), reservationId, activationDate: isoDate }),
  z.object({ intent: intent('resume'), reservationId }),
]);

/**
 * "Sett alle reservasjoner på pause" (from today, or planned from a later day: decision 034), "Avslutt pausen" and "Avlys den
 * planlagte pausen": forms for all the patron's reservations, with no reservationId. Without a start day the pause is from today.
 */
const pauseFormInput = z.discriminatedUnion('intent', [
  z.object({
    intent: intent('pauseAll'),
    from: z.union([z.literal(''), isoDate]).optional(),
    until: z.string().min(1, 'Velg datoen pausen skal vare til').pipe(isoDate),
  }),
  z.object({ intent: intent('resumeAll') }),
  z.object({ intent: intent('cancelPlannedPause') }),
]);
const PAUSE_INTENTS: readonly ReservationIntent[] = ['pauseAll', 'resumeAll', 'cancelPlannedPause'];

async function answerPauseForm(
  ctx: ServiceContext,
  userId: number,
  form: FormData,
  language: Language,
): Promise<ReservationAnswer> {
  const t = translatorFor(language);
  const parsed = pauseFormInput.safeParse(Object.fromEntries(form));
  const intent = PAUSE_INTENTS.find((i) => i === form.get('intent')) ?? 'pauseAll';
  if (!parsed.success)
    return {
      kind: 'failed',
      intent,
      reservationId: null,
      text: parsed.error.issues[0]?.message ?? t('errors:kind.invalid'),
    };
  const input = parsed.data;
  const today = formatIsoDate(ctx.clock());
  try {
    if (input.intent === 'cancelPlannedPause') {
      const { cancelled } = await cancelPlannedPause(ctx, userId);
      return cancelled
        ? {
            kind: 'done',
            intent,
            reservationId: null,
            text: t('account:reservations.plannedCancelled'),
            tone: 'success',
          }
        : { kind: 'done', intent, reservationId: null, text: t('messages:reservations.noPlannedPause'), tone: 'info' };
    }
    if (input.intent === 'pauseAll' && input.from && input.from < today)
      return { kind: 'failed', intent, reservationId: null, text: t('account:reservations.pauseStartInPast') };
    if (input.intent === 'pauseAll' && input.from && input.from > today) {
      const plan = await planPause(ctx, userId, { from: input.from, until: input.until });
      return {
        kind: 'done',
        intent,
        reservationId: null,
        text: t('account:reservations.planned', {
          from: formatDate(plan.from, language),
          until: formatDate(plan.until, language),
        }),
        tone: 'success',
      };
    }
    const until = input.intent === 'pauseAll' ? input.until : null;
    const { changed } = await pauseReservations(ctx, userId, until);
    if (changed === 0) {
      return {
        kind: 'done',
        intent,
        reservationId: null,
        text: t(until ? 'messages:reservations.nothingToPause' : 'messages:reservations.nothingPaused'),
        tone: 'info',
      };
    }
    return {
      kind: 'done',
      intent,
      reservationId: null,
      text: until
        ? t('account:reservations.pausedAll', { count: changed, date: formatDate(until, language) })
        : t('account:reservations.resumedAll', { count: changed }),
      tone: 'success',
    };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return {
      kind: 'failed',
      intent,
      reservationId: null,
      text: reservationFailureMessage(
        FAILURE_ACTION[intent],
        { status: err.status, code: err.code, message: appErrorMessage(err, language) },
        t,
      ),
    };
  }
}

/** `language`: the page's, for every text of the answer. */
export async function answerReservationForm(
  ctx: ServiceContext,
  userId: number,
  form: FormData,
  language: Language = 'nb',
): Promise<ReservationAnswer> {
  if (PAUSE_INTENTS.some((i) => i === form.get('intent'))) return answerPauseForm(ctx, userId, form, language);
  const t = translatorFor(language);
  const parsed = reservationFormInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const intent =
      reservationFormInput.options.map((o) => o.shape.intent.value).find((i) => i === form.get('intent')) ?? null;
    return {
      kind: 'failed',
      intent,
      reservationId: null,
      text: parsed.error.issues[0]?.message ?? t('errors:kind.invalid'),
    };
  }
  const input = parsed.data;
  const { intent, reservationId } = input;
  try {
    if (intent === 'cancel-ask') return { kind: 'ask', intent, reservationId };
    if (intent === 'cancel') {
      await cancelReservation(ctx, userId, reservationId);
      return { kind: 'done', intent, reservationId, text: t('messages:reservations.cancelled'), tone: 'success' };
    }
    // The form sends only what it changes; the rest is the reservation as it stands (the API's PUT takes all four).
    const state = await listReservations(ctx, userId);
    const current = [...state.pickups, ...state.reservations, ...state.remoteReservations].find(
      (r) => r.id === reservationId,
    );
    const change: ReservationChange = {
      reservationId,
      libraryId: input.intent === 'changePickup' ? input.libraryId : (current?.libraryId ?? ''),
      activationDate:
        input.intent === 'suspend'
          ? input.activationDate
          : input.intent === 'resume'
            ? null
            : (current?.activationDate ?? null),
      expiryDate: input.intent === 'changeExpiry' ? input.expiryDate : (current?.expiryDate ?? null),
    };
    const result = await updateReservation(ctx, userId, change);
    // SPEC §8: which message follows from what the service says it changed.
    const texts = reservationChangeMessages(result.changed, result.reservation.activationDate, t);
    return texts.length > 0
      ? { kind: 'done', intent, reservationId, text: texts.join('. '), tone: 'success' }
      : {
          kind: 'done',
          intent,
          reservationId,
          text: t('account:reservations.noChanges'),
          tone: 'info',
        };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return {
      kind: 'failed',
      intent,
      reservationId,
      text: reservationFailureMessage(
        FAILURE_ACTION[intent],
        { status: err.status, code: err.code, message: appErrorMessage(err, language) },
        t,
      ),
    };
  }
}
