// GET /api/screens/{screenId} (issue #8, docs/decisions/010): everything an information screen shows, in one response.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  SCREEN_LAYOUTS,
  SLIDE_EVENT_DATES,
  SLIDE_PRESENTATION_MODES,
  SLIDE_THEMES,
  SLIDE_TYPES,
} from '#core/screens.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { getScreenData, SCREEN_ID_PATTERN } from '#server/services/screens.ts';
import { errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { describeIssues } from './validation.ts';

const PREFIX = '/screens/';

const screenIdParam = z.object({
  screenId: z
    .string()
    .min(1, { message: 'Skjerm-id mangler.' })
    .max(200, { message: 'Skjerm-id kan ikke være lengre enn 200 tegn.' })
    .regex(SCREEN_ID_PATTERN, {
      message:
        'Ugyldig skjerm-id: bruk små bokstaver, tall og bindestrek, med / mellom delene (for eksempel bjorvika/0-1).',
    }),
});

const ImageRef = z.object({ url: z.string() }).nullable();
const HoursRow = z.object({
  date: z.string(),
  dayOfWeek: z.string(),
  isOpen: z.boolean(),
  openFrom: z.string().nullable(),
  openTo: z.string().nullable(),
  mannedFrom: z.string().nullable(),
  mannedTo: z.string().nullable(),
  exceptionReason: z.string().nullable(),
});
const Slide = z
  .object({
    type: z.enum(SLIDE_TYPES),
    duration: z.number().openapi({ description: 'Seconds; 0 means the default of SPEC §9 for the type and layout' }),
    slideKey: z.string(),
    theme: z.enum(SLIDE_THEMES),
    eventDate: z.enum(SLIDE_EVENT_DATES).optional(),
    videoUrl: z.string().optional(),
    presentationMode: z.enum(SLIDE_PRESENTATION_MODES).optional(),
    showEveryNthIteration: z.number().int().optional(),
    sources: z.array(z.object({ videoUrl: z.string(), duration: z.number() })).optional(),
  })
  .openapi('Slide');

export const ScreenDataSchema = z
  .object({
    screen: z.object({
      id: z.string().openapi({ example: 'bjorvika/0-1' }),
      name: z.string(),
      layout: z.enum(SCREEN_LAYOUTS),
      floor: z
        .number()
        .int()
        .openapi({ description: "From the last path segment: '0-1' → 0 … '5-1' → 5, else 1 (SPEC §2)" }),
      orientation: z.enum(['landscape', 'portrait']),
    }),
    library: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      wifi: z.object({ network: z.string(), password: z.string().nullable() }).nullable(),
    }),
    openingHours: z.array(HoursRow),
    events: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        lead: z.string(),
        startAt: z.string(),
        endAt: z.string(),
        location: z.string().nullable(),
        image: ImageRef,
        infoScreenImage: ImageRef,
      }),
    ),
    campaigns: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        text: z.string(),
        screenPresentationType: z.string(),
        image: ImageRef,
        imageVertical: ImageRef,
        imageHorizontal: ImageRef,
      }),
    ),
    slides: z.array(Slide),
    generatedAt: z.string(),
    buildId: z
      .string()
      .openapi({ description: 'Changes with each deployment; a screen reloads when it sees a new one' }),
  })
  .openapi('ScreenData');

async function screenData(c: Context, ctx: ServiceContext): Promise<Response> {
  // The id has slashes, so it is everything after /screens/ in the raw path, decoded once.
  const pathname = new URL(c.req.url).pathname;
  const at = pathname.indexOf(PREFIX);
  let raw = at === -1 ? '' : pathname.slice(at + PREFIX.length).replace(/\/+$/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    raw = '\u0000';
  }
  const parsed = screenIdParam.safeParse({ screenId: raw });
  if (!parsed.success) return c.json(errorBody('invalid_request', describeIssues(parsed.error)), 400);
  const data = await getScreenData(ctx, parsed.data.screenId);
  if (!data) return c.json(errorBody('screen_not_found', `Fant ikke skjermen «${parsed.data.screenId}».`), 404);
  // Screens poll this; never let a cache hand back stale content or an old build id.
  c.header('Cache-Control', 'no-store');
  return c.json(data, 200);
}

export function screensRouter(ctx: ServiceContext) {
  const router = new OpenAPIHono();
  // The id is a path with slashes, which createRoute cannot express: describe it by hand and
  // validate with zod inside the handler (as /api/images/resize does).
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/{screenId}',
    summary: "An information screen's slides and content: events of its branch, campaigns, opening hours, wifi",
    description: 'The screen id may contain slashes (bjorvika/0-1) and is given unencoded: /api/screens/bjorvika/0-1.',
    request: { params: z.object({ screenId: z.string().openapi({ example: 'bjorvika/0-1' }) }) },
    responses: {
      200: json(ScreenDataSchema, 'The screen and its content'),
      400: json(ErrorResponse, 'Malformed screen id'),
      404: json(ErrorResponse, 'No such screen'),
    },
  });
  router.get('/*', (c) => screenData(c, ctx));
  return router;
}
