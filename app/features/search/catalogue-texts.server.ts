// The catalogue namespace in the page's language for loaders and actions, for helpers shared with the components
// (catalogue-labels.ts take the same translator there). A *.server.ts module: the catalogue stays out of browser bundles.
import { pageLanguage } from '#core/i18n/languages.ts';
import { i18nFor } from '#core/i18n/translator.ts';
import type { CatalogueTexts } from './catalogue-labels.ts';

export function requestCatalogueTexts(request: Request): CatalogueTexts {
  const language = pageLanguage(request.headers);
  return i18nFor(language).getFixedT(language, 'catalogue');
}
