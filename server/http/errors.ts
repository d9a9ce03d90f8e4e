// Turns any thrown error into the API's JSON error shape {error:{code,message}} in Norwegian; never leaks stacks.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isAppError, type ErrorKind } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import type { Log } from '#server/log.ts';
import { databaseErrorKind } from '#server/services/database-errors.ts';

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

const messageForKind: Record<ErrorKind, string> = {
  not_found: messages.api.notFound,
  forbidden: messages.api.forbidden,
  conflict: messages.api.conflict,
  invalid: messages.api.invalid,
  unavailable: messages.api.unavailable,
  unauthenticated: messages.api.unauthenticated,
  rate_limited: messages.api.tooManyRequests,
};

export function apiErrorResponse(c: Context, err: unknown, log: Log): Response {
  if (isAppError(err)) {
    // An AppError's message is Norwegian when the service set one; otherwise use the kind's text.
    const message = err.message !== err.code ? err.message : messageForKind[err.kind];
    return c.json(errorBody(err.code, message), err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody('http_' + err.status, messages.api.invalid), err.status);
  }
  // Whatever slipped past validation into SQL is still bad input; a database away is an outage, not a bug.
  const databaseError = databaseErrorKind(err);
  if (databaseError === 'invalid') return c.json(errorBody('invalid_request', `${messages.api.invalid}.`), 400);
  if (databaseError === 'unavailable') {
    log.warn({ err, path: c.req.path }, 'database unavailable');
    return databaseUnavailableResponse(c);
  }
  log.error({ err, path: c.req.path }, 'unhandled error');
  return c.json(errorBody('server_error', messages.api.serverError), 500);
}

/** Seconds a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** 503 while the database is away: ask again after a few seconds, and never keep this answer. */
export const DATABASE_UNAVAILABLE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

function databaseUnavailableResponse(c: Context): Response {
  return c.json(errorBody('unavailable', messages.api.databaseUnavailable), 503, DATABASE_UNAVAILABLE_HEADERS);
}

export function notFoundResponse(c: Context): Response {
  return c.json(errorBody('not_found', messages.api.notFound), 404);
}
