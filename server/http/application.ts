// /api/application/info: environment and public configuration (SPEC §7); never secrets.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { publicConfig } from '#server/config.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse } from './openapi-schemas.ts';
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
    400: { description: 'Invalid type', content: { 'application/json': { schema: ErrorResponse } } },
  },
});

export function applicationRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(infoRoute, (c) => {
    c.req.valid('query');
    // Both types get only public properties: the server's secrets never leave the process.
    return c.json({ environment: ctx.config.NODE_ENV, props: publicConfig(ctx.config) }, 200);
  });
}
