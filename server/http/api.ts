// The JSON API under /api (SPEC §7): one router per resource group, plus the generated OpenAPI document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { applicationRouter } from './application.ts';
import { apiErrorResponse } from './errors.ts';
import { librariesRouter } from './libraries.ts';
import { validationHook } from './validation.ts';

export function createApi(ctx: ServiceContext) {
  const api = new OpenAPIHono({ defaultHook: validationHook });
  api.route('/libraries', librariesRouter(ctx));
  api.route('/application', applicationRouter(ctx));

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Bibliotekportalen API', version: '1.0.0', description: 'JSON API of the library portal (SPEC §7).' },
    servers: [{ url: '/api' }],
  });
  api.onError((err, c) => apiErrorResponse(c, err, ctx.log));
  return api;
}
