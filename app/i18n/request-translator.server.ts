// Loaders and actions that must send a finished text (a form error, a toast) translate it here, in the language the
// page is rendered in. A *.server.ts module: the full catalogue never reaches a browser bundle (decision 028).
import type { AppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';
import { appErrorMessage } from '#server/http/errors.ts';

export function requestTranslator(request: Request): CatalogueT {
  return translatorFor(pageLanguage(request.headers));
}

/** A service's AppError in the page's language (errors:code.<code>; decision 028), for an action's form error. */
export function requestErrorMessage(request: Request, err: AppError): string {
  return appErrorMessage(err, pageLanguage(request.headers));
}
