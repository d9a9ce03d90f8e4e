// Loaders and actions that must send a finished text (a form error, a toast) translate it here, in the language the
// page is rendered in. A *.server.ts module: the full catalogue never reaches a browser bundle (decision 028).
import { pageLanguage } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';

export function requestTranslator(request: Request): CatalogueT {
  return translatorFor(pageLanguage(request.headers));
}
