// /api/loan-calendar/{token}/laan.ics: a patron's due dates as a calendar feed (issue #20). The secret in the address is
// the only key (calendars send no cookies); Min side turns it on, renews and revokes it (app/routes/min-side.kalender.tsx).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { loanCalendarFeed } from '#server/services/loan-calendar.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const feedRoute = createRoute({
  method: 'get',
  path: '/{token}/laan.ics',
  summary:
    "A patron's loans (due dates) and pickups (last day) as all-day entries, iCalendar (RFC 5545); the token is the key",
  request: {
    params: z.object({
      token: z
        .string()
        .max(100)
        .openapi({ param: { name: 'token', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    404: json(ErrorResponse, 'calendar_not_found: unknown, renewed or turned off'),
  },
});

export function loanCalendarRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(feedRoute, async (c) => {
    const ics = await loanCalendarFeed(ctx, c.req.valid('param').token);
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Personal: no shared cache keeps it, nothing indexes it, and it never leaks the address onwards as a referrer.
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
