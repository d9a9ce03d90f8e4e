// /api/libraries: the list of branches (SPEC §7 Public).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { listLibraries } from '#server/services/libraries.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const OpeningHoursRow = z.object({
  date: z.string().openapi({ example: '2026-11-23' }),
  dayOfWeek: z.string().openapi({ example: 'MONDAY' }),
  isOpen: z.boolean(),
  openFrom: z.string().nullable().openapi({ example: '07:00:00' }),
  openTo: z.string().nullable(),
  mannedFrom: z.string().nullable(),
  mannedTo: z.string().nullable(),
  exceptionReason: z.string().nullable(),
});

const Library = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    ciceroId: z.string().nullable(),
    isPickupBranch: z.boolean(),
    signature: z.string(),
    extendedOpeningHours: z.boolean(),
    merapentOnlyWithOslonokkel: z.boolean(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    openingHours: z.array(OpeningHoursRow).optional(),
  })
  .openapi('Library');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'All libraries, with this week\'s opening hours unless excluded',
  request: {
    query: z.object({
      excludeOpeningHours: z.enum(['true', 'false']).optional().openapi({ description: 'true omits openingHours' }),
    }),
  },
  responses: {
    200: { description: 'Libraries', content: { 'application/json': { schema: z.array(Library) } } },
    400: { description: 'Invalid query', content: { 'application/json': { schema: ErrorResponse } } },
  },
});

export function librariesRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(listRoute, async (c) => {
    const { excludeOpeningHours } = c.req.valid('query');
    // Branch data changes rarely (browsers keep it for a day, SPEC §4): let browsers and a CDN reuse it briefly.
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return c.json(await listLibraries(ctx, { includeOpeningHours: excludeOpeningHours !== 'true' }), 200);
  });
}
