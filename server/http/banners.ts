// GET /api/banner: the active site-wide banner (SPEC §3 Banner) or null, for clients that did not get it server-rendered.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { getActiveBanner } from '#server/services/banners.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const Banner = z
  .object({
    id: z.number().int(),
    active: z.boolean(),
    message: z.string(),
    link: z.string().nullable(),
    linkText: z.string().nullable(),
    revision: z.number().int().openapi({
      description:
        'Raised when the text is changed; remember a dismissal by id and revision (id alone while 1), so a reworded banner shows again',
    }),
  })
  .openapi('Banner');

const bannerRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The newest active banner, or null when there is none',
  responses: {
    200: json(Banner.nullable(), 'Banner or null'),
  },
});

export function bannerRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(bannerRoute, async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await getActiveBanner(ctx), 200);
  });
}
