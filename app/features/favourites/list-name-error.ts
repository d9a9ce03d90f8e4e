// A refused list name in the page's language (SPEC §5 'Mangler navn'): core/favourites.ts gives the reason, the
// lists namespace the words, for the dialog in the browser and for the actions on the server alike.
import { LIST_NAME_MAX_LENGTH, type NameVerdict } from '#core/favourites.ts';

type Refused = Extract<NameVerdict, { ok: false }>;

/** The key and values of the refusal's text in the lists namespace. */
export function listNameError(verdict: Refused) {
  if (verdict.reason === 'too_long') return ['favourites.nameTooLong', { max: LIST_NAME_MAX_LENGTH }] as const;
  if (verdict.reason === 'duplicate') return ['favourites.duplicateName', { list: verdict.clash ?? '' }] as const;
  return ['favourites.missingName', {}] as const;
}
