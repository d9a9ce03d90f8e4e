// Refusals before any handler reads a request: NUL bytes, which PostgreSQL text cannot hold and no person types (issue #15).
import type { MiddlewareHandler } from 'hono';
import { messages } from '#core/messages.ts';
import { refuse } from './bare-page.ts';

const NUL_IN_URL = /%00|\u0000/i;
/** A NUL in a JSON string is the escape \u0000; in a form it is %00. Multipart is left alone (files may hold any byte). */
const NUL_IN_BODY: Record<string, RegExp> = {
  'application/json': /\\u0000|\u0000/i,
  'application/x-www-form-urlencoded': /%00|\u0000/i,
  'text/plain': /\u0000/,
};

/** Refuses a request with a NUL byte in its address or in a JSON, form or text body: 400, before any parsing or SQL. */
export function refuseNulBytes(): MiddlewareHandler {
  return async (c, next) => {
    let nul = NUL_IN_URL.test(c.req.url);
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const pattern = NUL_IN_BODY[type];
    // The body is read from a copy: handlers (and React Router) still get the original stream.
    if (!nul && pattern && c.req.raw.body) nul = pattern.test(await c.req.raw.clone().text());
    if (nul) return refuse(c, 400, 'invalid_characters', messages.api.invalidCharacters, messages.barePages.invalidTitle);
    await next();
  };
}
