// The work page's like toggle and 'Legg til i liste' form (SPEC §3 Likes and Favourites list, §5, §8): the zod schema the route action reads,
// with or without JavaScript, and its answer.
import { z } from 'zod';
import { messages } from '#core/messages.ts';

/** Publication record ids (SPEC §3 bibliographicRecordId / recordId), as the JSON API takes them. */
const recordId = z.string().trim().min(1).max(64).regex(/^[\w.:-]+$/, 'Ugyldig post-id');

/** The radio value of 'Ny liste'. */
export const NEW_LIST = '__new__';

export const favouritesFormInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('like'), recordId }),
  // Unliking a work removes the like of each of its editions the patron likes.
  z.object({ intent: z.literal('unlike'), recordId: z.union([recordId, z.array(recordId).min(1)]) }),
  z.object({ intent: z.literal('addToList'), recordId, list: z.string().min(1).default(NEW_LIST), name: z.string().default('') }),
]);
export type FavouritesIntent = z.infer<typeof favouritesFormInput>['intent'];
export const FAVOURITES_INTENTS: readonly string[] = ['like', 'unlike', 'addToList'] satisfies FavouritesIntent[];

export type FavouritesAnswer =
  | { kind: 'likes'; intent: 'like' | 'unlike'; likes: string[] }
  | { kind: 'added'; intent: 'addToList'; recordId: string; text: string }
  | { kind: 'failed'; intent: FavouritesIntent; recordId: string | null; text: string; field?: 'name'; durationMs?: number };

export const favouritesNetworkFailure = (intent: FavouritesIntent, recordId: string): FavouritesAnswer => ({
  kind: 'failed',
  intent,
  recordId,
  text: messages.api.network,
  durationMs: 0,
});
