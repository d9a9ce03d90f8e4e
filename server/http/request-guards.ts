// Refusals before any handler reads a request (issue #15): bodies over the route's size limit, and NUL bytes, which PostgreSQL text cannot hold and no person types.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { MAX_UPLOAD_BYTES } from '#core/image-url.ts';
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
    if (nul)
      return refuse(
        c,
        400,
        'invalid_characters',
        (t) => t('errors:api.invalidCharacters'),
        (t) => t('errors:barePages.invalidTitle'),
      );
    await next();
  };
}

const KIB = 1024;
/**
 * Most bytes a request body may have, by path prefix (the first match wins). Checked before anything
 * parses the body — a declared Content-Length at once, a chunked body as it streams in.
 */
export const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  // Log lines from the browser's auth client: a message and a little metadata.
  ['/api/auth/_log', 8 * KIB],
  ['/api/csp-report', 16 * KIB],
  // Lookups of up to 1,000 record ids or work uris (MAX_RESOURCE_IDS).
  ['/api/resources/', 512 * KIB],
  ['/api/', 64 * KIB],
  // The event form posts a picture (issue #18): the file's own limit, checked by the form with a field
  // message, plus room for the other fields. Anything larger is cut off here.
  [`${CONTENT_AREA_PATH}/arrangementer/`, MAX_UPLOAD_BYTES + 1024 * KIB],
  // Page forms: the staff content editor's longest pages are far below this.
  ['/', 1024 * KIB],
];

const readable = (bytes: number) => (bytes >= 1024 * KIB ? `${bytes / (1024 * KIB)} MB` : `${bytes / KIB} kB`);

/** 413 with a message in the reader's language when a body is larger than its route allows. */
export function limitBodies(limits: typeof BODY_LIMITS = BODY_LIMITS): MiddlewareHandler {
  const guards = limits.map(([prefix, bytes]) => {
    const limit = readable(bytes);
    const guard = bodyLimit({
      maxSize: bytes,
      onError: (c) =>
        refuse(
          c,
          413,
          'payload_too_large',
          (t) => t('errors:api.payloadTooLarge', { limit }),
          (t) => t('errors:barePages.tooLargeTitle'),
        ),
    });
    return [prefix, guard] as const;
  });
  return (c, next) => {
    const guard = guards.find(([prefix]) => c.req.path.startsWith(prefix))?.[1];
    return guard ? guard(c, next) : next();
  };
}
