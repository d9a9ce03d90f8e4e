// /api/libraries: the list of branches (SPEC §7 Public).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { formatIsoDate } from '#core/dates.ts';
import { listLibraries, openingHoursBetweenDates, openingHoursForWeek } from '#server/services/libraries.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
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
  summary: "All libraries, with this week's opening hours unless excluded",
  request: {
    query: z.object({
      excludeOpeningHours: z.enum(['true', 'false']).optional().openapi({ description: 'true omits openingHours' }),
    }),
  },
  responses: {
    200: json(z.array(Library), 'Libraries'),
    400: json(ErrorResponse, 'Invalid query'),
  },
});

const LibraryIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'Må være et bibliotek-id (et heltall)' })
    .openapi({ param: { name: 'id', in: 'path' }, example: '5' }),
});

// SPEC §9: dates are yyyy-MM-dd; zod's ISO date also rejects days that do not exist (2026-13-01, 2026-02-30).
const isoDate = (name: string) =>
  z.iso
    .date({ message: 'Må være en gyldig dato på formen åååå-mm-dd' })
    .openapi({ param: { name, in: 'query' }, example: '2026-11-23' });

const HoursResponses = {
  200: json(z.array(OpeningHoursRow), 'One row per day'),
  400: json(ErrorResponse, 'Invalid id or dates'),
  404: json(ErrorResponse, 'Unknown library'),
} as const;

const weekRoute = createRoute({
  method: 'get',
  path: '/{id}/openinghoursforweek',
  summary: 'Opening hours Monday to Sunday of the week containing date (default today, Oslo time)',
  request: { params: LibraryIdParam, query: z.object({ date: isoDate('date').optional() }) },
  responses: HoursResponses,
});

const betweenRoute = createRoute({
  method: 'get',
  path: '/{id}/openinghoursbetweendates',
  summary: 'Opening hours for every day from start to end (both included, at most 366 days)',
  description:
    'SPEC §7: for the next open day, start is the day after the chosen date and end 14 days after; the first row with isOpen is the next open day.',
  request: { params: LibraryIdParam, query: z.object({ start: isoDate('start'), end: isoDate('end') }) },
  responses: HoursResponses,
});

export function librariesRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const { excludeOpeningHours } = c.req.valid('query');
      // Branch data changes rarely (browsers keep it for a day, SPEC §4): let browsers and a CDN reuse it briefly.
      c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
      return c.json(await listLibraries(ctx, { includeOpeningHours: excludeOpeningHours !== 'true' }), 200);
    })
    .openapi(weekRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { date } = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await openingHoursForWeek(ctx, Number(id), date ?? formatIsoDate(ctx.clock())), 200);
    })
    .openapi(betweenRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { start, end } = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await openingHoursBetweenDates(ctx, Number(id), start, end), 200);
    });
}
