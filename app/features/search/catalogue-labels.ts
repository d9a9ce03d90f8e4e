// The portal's own words for catalogue vocabulary in the page's language (decision 028): languages, audiences, fiction
// or not, roles and copy statuses (media types are the vocabulary namespace's, app/i18n/use-vocabulary.ts). Codes it
// does not know are shown as the catalogue has them.
import type { TFunction } from 'i18next';
import type { VocabularyText } from '#app/i18n/use-vocabulary.ts';

export type CatalogueTexts = TFunction<'catalogue'>;

type Group = 'language' | 'audience' | 'fiction' | 'role' | 'itemStatus';

/** `fallback`: what to show for a code the catalogue namespace has no word for (default: the code itself). */
export function vocabularyText(t: CatalogueTexts, group: Group, code: string, fallback: string = code): string {
  // A dynamic key: i18next answers the default for one it does not hold.
  return t(`vocabulary.${group}.${code}` as 'vocabulary.language.nob', { defaultValue: fallback });
}

/** A search filter option's text ('mediaType_Bok', 'languages_eng' …): the portal's word, else the server's text. */
export function filterOptionText(
  t: CatalogueTexts,
  mediaTypeText: VocabularyText,
  value: string,
  serverText: string,
): string {
  const at = value.indexOf('_');
  const prefix = value.slice(0, at);
  const code = value.slice(at + 1);
  if (prefix === 'mediaType') return mediaTypeText(code, serverText);
  const group: Group | null =
    prefix === 'languages'
      ? 'language'
      : prefix === 'audience'
        ? 'audience'
        : prefix === 'fictionNonfiction'
          ? 'fiction'
          : null;
  return group ? vocabularyText(t, group, code, serverText) : serverText;
}

/** A person's years: 'Født 1859' while living, '1859–1952' after; null without a birth year. */
export function lifeYears(t: CatalogueTexts, birth: number | null, death: number | null): string | null {
  return birth === null ? null : death === null ? t('entity.born', { year: birth }) : `${birth}–${death}`;
}
