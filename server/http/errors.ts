// Turns any thrown error into the API's JSON error shape {error:{code,message}} in the language asked for
// (Accept-Language; bokmål by default; decision 028); never leaks stacks.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isAppError, type AppError } from '#core/errors.ts';
import { apiLanguage, DEFAULT_LANGUAGE, type Language } from '#core/i18n/languages.ts';
import { i18nFor, translatorFor, type CatalogueT } from '#core/i18n/translator.ts';
import type { Log } from '#server/log.ts';
import { databaseErrorKind } from '#server/services/database-errors.ts';

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** The language of this API request's answer and its translator. */
export function apiTranslator(c: Context): { language: Language; t: CatalogueT } {
  const language = apiLanguage(c.req.raw.headers);
  return { language, t: translatorFor(language) };
}

/**
 * An AppError's text: the catalogue's for its code (errors:code.<code>) with its params; else, for a code not moved
 * into the catalogue yet, the service's own bokmål message to a bokmål reader and the text of its kind to others.
 */
export function appErrorMessage(err: AppError, language: Language): string {
  const t = translatorFor(language);
  const key = `errors:code.${err.code}`;
  if (i18nFor(language).exists(key)) return t(key as 'errors:code.loan_not_found', err.params);
  if (language === DEFAULT_LANGUAGE && err.message !== err.code) return err.message;
  return t(`errors:kind.${err.kind}`);
}

export function apiErrorResponse(c: Context, err: unknown, log: Log): Response {
  const { language, t } = apiTranslator(c);
  if (isAppError(err))
    return c.json(errorBody(err.code, appErrorMessage(err, language)), err.status as ContentfulStatusCode);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody('http_' + err.status, t('errors:kind.invalid')), err.status);
  }
  // Whatever slipped past validation into SQL is still bad input; a database away is an outage, not a bug.
  const databaseError = databaseErrorKind(err);
  if (databaseError === 'invalid') return c.json(errorBody('invalid_request', `${t('errors:kind.invalid')}.`), 400);
  if (databaseError === 'unavailable') {
    log.warn({ err, path: c.req.path }, 'database unavailable');
    return databaseUnavailableResponse(c);
  }
  log.error({ err, path: c.req.path }, 'unhandled error');
  return c.json(errorBody('server_error', t('errors:api.serverError')), 500);
}

/** Seconds a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** 503 while the database is away: ask again after a few seconds, and never keep this answer. */
export const DATABASE_UNAVAILABLE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

function databaseUnavailableResponse(c: Context): Response {
  const { t } = apiTranslator(c);
  return c.json(errorBody('unavailable', t('errors:api.databaseUnavailable')), 503, DATABASE_UNAVAILABLE_HEADERS);
}

export function notFoundResponse(c: Context): Response {
  const { t } = apiTranslator(c);
  return c.json(errorBody('not_found', t('errors:kind.not_found')), 404);
}
