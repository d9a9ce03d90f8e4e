// The work page's like toggle and 'Legg til i liste', posted to its action with or without JavaScript: the services of
// /api/authorized/likes and PUT /api/authorized/cicero/favourites, with the SPEC §5 list rules of core/favourites.ts.
import { z } from 'zod';
import { isAppError } from '#core/errors.ts';
import { addToList, checkListName, createList, sameListName } from '#core/favourites.ts';
import type { Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { appErrorMessage } from '#server/http/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { editFavourites, getFavourites } from '#server/services/favourites.ts';
import { addLike, listLikes, removeLike } from '#server/services/likes.ts';
import { NEW_LIST, type FavouritesAnswer, type FavouritesIntent } from './favourites-answer.ts';
import { listNameError } from './list-name-error.ts';

/** Publication record ids (SPEC §3 bibliographicRecordId / recordId), as the JSON API takes them. */
const recordId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'Ugyldig post-id');

const favouritesFormInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('like' satisfies FavouritesIntent), recordId }),
  // Unliking a work removes the like of each of its editions the patron likes.
  z.object({
    intent: z.literal('unlike' satisfies FavouritesIntent),
    recordId: z.union([recordId, z.array(recordId).min(1)]),
  }),
  z.object({
    intent: z.literal('addToList' satisfies FavouritesIntent),
    recordId,
    list: z.string().min(1).default(NEW_LIST),
    name: z.string().default(''),
  }),
]);

/** Reads a form whose fields may repeat (several editions' record ids) the way zod wants it. */
function formObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map(String);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

/** The answer, worded in the page's `language`. */
export async function answerFavouritesForm(
  ctx: ServiceContext,
  language: Language,
  userId: number,
  form: FormData,
): Promise<FavouritesAnswer> {
  const t = translatorFor(language);
  const parsed = favouritesFormInput.safeParse(formObject(form));
  const intent = String(form.get('intent')) as FavouritesIntent;
  if (!parsed.success) return { kind: 'failed', intent, recordId: null, text: t('errors:kind.invalid') };
  const input = parsed.data;
  try {
    if (input.intent === 'like')
      return { kind: 'likes', intent: input.intent, likes: await addLike(ctx, userId, input.recordId) };
    if (input.intent === 'unlike') {
      const ids = Array.isArray(input.recordId) ? input.recordId : [input.recordId];
      const liked = await listLikes(ctx, userId);
      for (const id of ids.filter((i) => liked.includes(i))) await removeLike(ctx, userId, id);
      return { kind: 'likes', intent: input.intent, likes: await listLikes(ctx, userId) };
    }
    // SPEC §5: a new list needs a name ('Mangler navn'); adding removes any duplicate first.
    const names = (await getFavourites(ctx, userId)).data.map((l) => l.name);
    let target = input.list;
    if (input.list === NEW_LIST) {
      const verdict = checkListName(input.name, names);
      if (!verdict.ok) {
        const [key, values] = listNameError(verdict);
        const text = t(`lists:${key}`, values);
        return { kind: 'failed', intent: input.intent, recordId: input.recordId, text, field: 'name' };
      }
      target = verdict.name;
    } else if (!names.some((n) => sameListName(n, input.list))) {
      return { kind: 'failed', intent: input.intent, recordId: input.recordId, text: t('errors:kind.not_found') };
    }
    const saved = await editFavourites(ctx, userId, (lists) =>
      addToList(input.list === NEW_LIST ? createList(lists, target) : lists, target, input.recordId),
    );
    const list = saved.data.find((l) => sameListName(l.name, target));
    return {
      kind: 'added',
      intent: input.intent,
      recordId: input.recordId,
      text: t('lists:favourites.addedTo', { list: list?.tag ?? target }),
    };
  } catch (err) {
    if (!isAppError(err) || (err.kind !== 'invalid' && err.kind !== 'not_found')) throw err;
    // SPEC §8: the favourites form shows the error message or 'En feil oppsto'.
    return {
      kind: 'failed',
      intent: input.intent,
      recordId: 'recordId' in input && typeof input.recordId === 'string' ? input.recordId : null,
      text: appErrorMessage(err, language) || t('lists:favourites.error'),
    };
  }
}
