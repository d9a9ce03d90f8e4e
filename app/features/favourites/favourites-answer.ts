// The work page's like toggle and 'Legg til i liste' form (SPEC §3 Likes and Favourites list, §5, §8):
// their intents and answer. The schema the action reads (with or without JavaScript) is in favourites-actions.server.ts,
// so zod stays out of the browser bundle.
/** The radio value of 'Ny liste'. */
export const NEW_LIST = '__new__';

export type FavouritesIntent = 'like' | 'unlike' | 'addToList';
export const FAVOURITES_INTENTS: readonly string[] = ['like', 'unlike', 'addToList'] satisfies FavouritesIntent[];

export type FavouritesAnswer =
  | { kind: 'likes'; intent: 'like' | 'unlike'; likes: string[] }
  | { kind: 'added'; intent: 'addToList'; recordId: string; text: string }
  | {
      kind: 'failed';
      intent: FavouritesIntent;
      recordId: string | null;
      text: string;
      field?: 'name';
      durationMs?: number;
      offline?: true;
    };

/** A refusal's words: the action words its own in the page's language; a call that never left the browser gets `network`. */
export function favouritesFailureText(answer: Extract<FavouritesAnswer, { kind: 'failed' }>, network: string): string {
  return answer.offline ? network : answer.text;
}

export const favouritesNetworkFailure = (intent: FavouritesIntent, recordId: string): FavouritesAnswer => ({
  kind: 'failed',
  intent,
  recordId,
  text: '',
  durationMs: 0,
  offline: true,
});
