// /api/application/info: environment and public configuration (SPEC §7); never secrets.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { publicConfig } from '#server/config.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { apiTranslator, DATABASE_UNAVAILABLE_HEADERS, errorBody } from './errors.ts';
import { recentEventLoopDelayMs, watchEventLoopDelay } from './event-loop-delay.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const infoRoute = createRoute({
  method: 'get',
  path: '/info',
  summary: 'Environment and public properties for the server or the browser',
  request: { query: z.object({ type: z.enum(['server', 'client']) }) },
  responses: {
    200: {
      description: 'Application info',
      content: {
        'application/json': {
          schema: z.object({ environment: z.string(), props: z.record(z.string(), z.string()) }),
        },
      },
    },
    400: json(ErrorResponse, 'Invalid type'),
  },
});

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary:
    'Readiness for operators and load balancers: 200 when the database answers a fresh query within a second and the search can answer fast (its in-memory index built, on a catalogue large enough to need one), else 503; and what the index holds',
  responses: {
    200: {
      description: 'Ready: the process serves requests and its database answers',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            database: z.literal('up'),
            searchIndex: z
              .object({
                publications: z.number().int(),
                works: z.number().int(),
                changedWorks: z
                  .number()
                  .int()
                  .openapi({ description: 'Works changed since the last full build, held beside it (decision 018)' }),
                eventLoopDelayMs: z.number().optional().openapi({
                  description:
                    "The machine's search process, when it holds the index: the longest it could not answer in the last 2–4 s",
                }),
              })
              .nullable(),
            eventLoopDelayMs: z.number().openapi({
              description: 'The longest this process could not answer in the last 2–4 s (work on its request thread)',
            }),
          }),
        },
      },
    },
    503: json(
      ErrorResponse,
      'Not ready: the database does not answer, or the search index is still being built (Retry-After)',
    ),
  },
});

export function applicationRouter(ctx: ServiceContext) {
  watchEventLoopDelay();
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(infoRoute, (c) => {
      c.req.valid('query');
      // Both types get only public properties: the server's secrets never leave the process.
      return c.json({ environment: ctx.config.NODE_ENV, props: publicConfig(ctx.config) }, 200);
    })
    .openapi(healthRoute, async (c) => {
      // The body of databaseUnavailableResponse, written here so the route's typed responses know it.
      if (ctx.availability && !(await ctx.availability.check())) {
        return c.json(
          errorBody('unavailable', apiTranslator(c).t('errors:api.databaseUnavailable')),
          503,
          DATABASE_UNAVAILABLE_HEADERS,
        );
      }
      c.header('Cache-Control', 'no-store');
      // A process starting on a large catalogue is not ready until its index is built (docs/decisions/018): a load
      // balancer sends it nothing meanwhile, so no search takes the SQL path over a million publications.
      if (ctx.searchIndex && !ctx.searchIndex.ready()) {
        return c.json(
          errorBody('unavailable', apiTranslator(c).t('errors:api.searchWarmingUp')),
          503,
          DATABASE_UNAVAILABLE_HEADERS,
        );
      }
      // null: a small catalogue, where the search uses SQL alone (docs/decisions/015).
      return c.json(
        {
          status: 'ok' as const,
          database: 'up' as const,
          searchIndex: ctx.searchIndex?.summary() ?? null,
          eventLoopDelayMs: recentEventLoopDelayMs(),
        },
        200,
      );
    });
}
