// 503 with Retry-After while the database is away — at once for new requests, and as soon as a probe fails for requests already waiting on it (issue #15).
import type { Context, MiddlewareHandler } from 'hono';
import type { ServiceContext } from '#server/services/context.ts';
import { refuse } from './bare-page.ts';
import { DATABASE_UNAVAILABLE_HEADERS } from './errors.ts';

/** A request still running after this long makes us look whether the database answers (a probe takes at most 1 s, so a hung database is answered within 1.5 s). */
const SUSPECT_AFTER_MS = 500;

/** The database's availability watch, as the service context carries it (server/db/availability.ts). */
type DatabaseAvailability = NonNullable<ServiceContext['availability']>;

const unavailable = (c: Context) =>
  refuse(
    c,
    503,
    'unavailable',
    (t) => t('errors:api.databaseUnavailable'),
    (t) => t('errors:barePages.unavailableTitle'),
    DATABASE_UNAVAILABLE_HEADERS,
  );

/** Replaces whatever the handler answered (cleared first, so none of its headers carry over). */
function replaceWithUnavailable(c: Context): void {
  c.res = undefined as unknown as Response;
  c.res = unavailable(c);
}

export function answerWhileDatabaseAway(availability: DatabaseAvailability): MiddlewareHandler {
  return async (c, next) => {
    if (availability.isDown()) return unavailable(c);
    const watchdog = setTimeout(() => void availability.suspect(), SUSPECT_AFTER_MS);
    try {
      const handled = next().then(() => 'handled' as const);
      // If the outage wins the race below, the handler's own ending is of no interest.
      handled.catch(() => undefined);
      const outcome = await Promise.race([handled, availability.whenDown().then(() => 'down' as const)]);
      // Refused connections fail fast, as a 500 from the page or the API: a probe tells an outage from a bug.
      if (outcome === 'down' || (c.res.status === 500 && (await availability.suspect()))) replaceWithUnavailable(c);
    } finally {
      clearTimeout(watchdog);
    }
  };
}
