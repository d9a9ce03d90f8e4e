// AppErrors whose text is the catalogue's (errors:code.<code>, decision 028): the bokmål text becomes the error's
// message (logs, bokmål readers, the pages that show it), and the API words it again in the language asked for.
import { AppError, type ErrorKind, type ErrorParams } from '#core/errors.ts';
import type { SourceResources } from '#core/i18n/catalogue.ts';
import { translatorFor } from '#core/i18n/translator.ts';

/**
 * The variants of a code's text, chosen by i18next's context (`{ context: 'renewal' }` picks `<code>_renewal`); a
 * code without that variant keeps its own text. Named so that no code itself ends in one.
 */
type ErrorContext =
  | 'renewal'
  | 'feedback'
  | 'session'
  | 'screens'
  | 'ownLists'
  | 'pinSameAsCurrent'
  | 'pinsDiffer'
  | 'missingName'
  | 'nameTooLong'
  | 'badEmail'
  | 'badPhone'
  | 'items'
  | 'noName'
  | 'badLanguage'
  | 'badAgeLimit'
  | 'badYear'
  | 'yearOrder'
  | 'badIsbn'
  | 'badMediaType'
  | 'series'
  | 'serial'
  | 'person'
  | 'corporation'
  | 'httpStatus'
  | 'noAnswer'
  | 'isbnIndex'
  | 'unknownCause'
  | 'noWork'
  | 'defaultLibrary'
  | 'branchMap'
  | 'withMessage'
  | 'notHttp';

/** A code with a text of its own (errors:code.<code>); its variants are not codes. */
export type CataloguedCode = Exclude<keyof SourceResources['errors']['code'], `${string}_${ErrorContext}`>;

export function codedError(kind: ErrorKind, code: CataloguedCode, params: ErrorParams = {}): AppError {
  return new AppError(kind, code, bokmalErrorText(code, params), params);
}

/** The bokmål text of a code, for an AppError subclass that builds its own. */
export function bokmalErrorText(code: CataloguedCode, params: ErrorParams = {}): string {
  return translatorFor('nb')(`errors:code.${code}` as 'errors:code.loan_not_found', params);
}

/** The bokmål text of an errors key a core helper chose (renewalDenialKey). */
export function bokmalText(key: `errors:code.${string}`): string {
  return translatorFor('nb')(key as 'errors:code.loan_not_found');
}
