// /api/library-events: public events with the filters of SPEC §2 and their counts (SPEC §7 Public); sign-up and cancel,
// an event's calendar file (issue #21, docs/decisions/026), and the coming events of any filter as a calendar feed (issue #20).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isAppError } from '#core/errors.ts';
import { EVENT_QUERY_MAX_LENGTH, EVENTS_MAX_PAGE, normaliseEventQuery, type EventFilters } from '#core/events.ts';
import { apiLanguage } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { eventCalendarFile, eventsCalendarFeed } from '#server/services/event-calendar.ts';
import {
  cancelRegistration,
  cancelRegistrationByToken,
  getOwnRegistration,
  registerForEvent,
  type Registrant,
} from '#server/services/event-registration.ts';
import { searchEvents } from '#server/services/events.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { noStore, type AuthEnv } from './auth-middleware.ts';
import { errorBody } from './errors.ts';
import { ErrorResponse, json, jsonBody, rowIdParam } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

/** A repeatable parameter (?tag=a&tag=b): Hono hands over a string for one value, an array for several. */
const many = (description: string) =>
  z
    .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
    .optional()
    .openapi({ description });
const flag = (description: string) =>
  z
    .union([z.enum(['true', 'false']), z.array(z.enum(['true', 'false']))])
    .optional()
    .openapi({ description });

const values = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const list = (value: string | string[] | undefined): string[] => [
  ...new Set(
    values(value)
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];
/** field.tags may also come as one comma-separated value (SPEC §7 field.tags={tags}). */
const tagList = (value: string | string[] | undefined): string[] => list(values(value).flatMap((v) => v.split(',')));
const on = (value: string | string[] | undefined): boolean =>
  Array.isArray(value) ? value.includes('true') : value === 'true';

const EventFilterQuery = z.object({
  q: z.string().max(EVENT_QUERY_MAX_LENGTH).optional().openapi({ description: 'Free text; empty or * means all' }),
  targetAudience: many('Filter: target audience (repeatable, OR)'),
  eventType: many('Filter: event type (repeatable, OR)'),
  branch: many('Filter: library name (repeatable, OR)'),
  tag: many('Filter: tag (repeatable, OR)'),
  weekend: flag('Filter: starts on Saturday or Sunday, Oslo time'),
  evening: flag('Filter: starts at 17:00 or later, Oslo time'),
  hasAudioVideo: flag('Filter: has a recording; false (sent when unchecked) means no filter'),
  fromDate: z.iso
    .date({ message: 'Må være en gyldig dato på formen åååå-mm-dd' })
    .optional()
    .openapi({ description: 'Events running on or after this day' }),
});

/** The filters of /hva-skjer from a query (the list, its calendar feed). */
function eventFilters(query: z.infer<typeof EventFilterQuery>): EventFilters {
  return {
    q: normaliseEventQuery(query.q),
    targetAudience: list(query.targetAudience),
    eventType: list(query.eventType),
    branch: list(query.branch),
    tag: list(query.tag),
    weekend: on(query.weekend),
    evening: on(query.evening),
    hasAudioVideo: on(query.hasAudioVideo),
    fromDate: query.fromDate ?? null,
  };
}

const EventsQuery = EventFilterQuery.extend({
  page: z
    .string()
    .regex(/^\d{1,4}$/, { message: 'Må være et sidenummer (et heltall)' })
    .refine((v) => Number(v) >= 1 && Number(v) <= EVENTS_MAX_PAGE, {
      message: `Må være mellom 1 og ${EVENTS_MAX_PAGE}`,
    })
    .optional()
    .openapi({ description: 'Page, from 1; 20 events a page', example: '1' }),
  'field.branch.name': z.string().max(100).optional().openapi({ description: 'Only events at this library (name)' }),
  'field.privateEvent': flag('Accepted for compatibility; private events are never returned'),
  'field.dontShowOnWeb': flag('Accepted for compatibility; hidden events are never returned'),
  'field.highlight': flag('true: only highlighted events'),
  'field.tags': many('Only events with one of these tags (repeat or comma-separate)'),
});

const Image = z.object({ url: z.string() }).nullable();
const Event = z
  .object({
    id: z.number().int(),
    title: z.string(),
    lead: z.string(),
    date: z.string().openapi({ example: '2026-11-23' }),
    startTime: z.string().openapi({ example: '18:00' }),
    endTime: z.string().openapi({ example: '19:30' }),
    startAt: z.string(),
    endAt: z.string(),
    branch: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    location: z.string().nullable(),
    targetAudience: z.array(z.string()),
    eventType: z.string(),
    tags: z.array(z.string()),
    image: Image,
    infoScreenImage: Image,
    highlight: z.boolean(),
    price: z.string().nullable(),
    registrationUrl: z.string().nullable(),
    hasAudioVideo: z.boolean(),
    cancelled: z.boolean(),
    registration: z
      .object({
        state: z.enum(['not_open_yet', 'open', 'closed', 'cancelled']),
        availability: z.enum(['available', 'few_left', 'waitlist', 'full']),
        capacity: z.number().int().nullable(),
        seatsLeft: z.number().int().nullable(),
        waitlistEnabled: z.boolean(),
        waitlisted: z.number().int(),
        opensAt: z.string().nullable(),
        closesAt: z.string(),
        visitorsMayRegister: z.boolean(),
        label: z.string().nullable().openapi({ example: '3 plasser igjen' }),
      })
      .nullable()
      .openapi('EventRegistrationInfo', { description: 'Sign-up here (issue #21); null when the event takes none' }),
  })
  .openapi('Event');

const FilterGroup = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.enum(['list', 'checkbox', 'date']),
    options: z.array(z.object({ value: z.string(), text: z.string(), count: z.number().int(), selected: z.boolean() })),
    value: z.string().nullable().optional(),
  })
  .openapi('EventFilter');

const EventSearchResult = z
  .object({
    searchResults: z.array(Event),
    searchResultsHighlighted: z.array(Event).optional(),
    filters: z.array(FilterGroup),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('EventSearchResult');

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Public events: filters combine with AND across filters and OR within one; counts respect the other filters',
  request: { query: EventsQuery },
  responses: {
    200: json(EventSearchResult, 'Events'),
    400: json(ErrorResponse, 'Invalid query'),
  },
});

const EventIdParams = z.object({
  id: rowIdParam('Ugyldig arrangement-id').openapi({ param: { name: 'id', in: 'path' }, example: 8 }),
});

const RegistrationBody = z
  .object({
    name: z.string().max(200).optional().openapi({ description: 'Visitors without a card: their name' }),
    email: z.string().max(254).optional().openapi({ description: 'Visitors: e-mail, or phone, or both' }),
    phone: z.string().max(30).optional().openapi({ description: 'Visitors: a Norwegian phone number (8 digits)' }),
  })
  .strict()
  .openapi('EventRegistrationBody');

const Registration = z
  .object({
    registrationId: z.number().int(),
    status: z.enum(['confirmed', 'waitlisted']),
    waitlistPosition: z.number().int().nullable(),
    cancelToken: z
      .string()
      .nullable()
      .openapi({ description: 'Visitors only, given once: DELETE /registrations/{token} cancels' }),
  })
  .openapi('EventRegistration');

const OwnRegistration = z
  .object({ registration: Registration.omit({ cancelToken: true }).nullable() })
  .openapi('OwnEventRegistration');

const refusals = {
  404: json(ErrorResponse, 'event_not_found, registration_not_found'),
  409: json(
    ErrorResponse,
    'registration_not_offered, registration_not_open, registration_closed, event_cancelled, event_full, already_registered, event_started',
  ),
};

const registerRoute = createRoute({
  method: 'post',
  path: '/{id}/registrations',
  summary:
    'Sign up: the logged-in patron (empty body), or a visitor with name and e-mail or phone where the event allows it. A seat, else the waitlist',
  request: { params: EventIdParams, ...jsonBody(RegistrationBody) },
  responses: {
    201: json(Registration, 'Signed up (confirmed) or on the waitlist'),
    400: json(ErrorResponse, 'invalid_request'),
    401: json(ErrorResponse, 'login_required: this event takes card holders only'),
    ...refusals,
    422: json(ErrorResponse, 'invalid_contact: no name, or neither a valid e-mail nor a Norwegian phone number'),
  },
});

const ownRoute = createRoute({
  method: 'get',
  path: '/{id}/registrations/mine',
  summary: "The logged-in patron's own sign-up for the event (never anyone else's)",
  request: { params: EventIdParams },
  responses: {
    200: json(OwnRegistration, 'Own sign-up or null'),
    400: json(ErrorResponse, 'invalid_request'),
    401: json(ErrorResponse, 'Not logged in'),
  },
});

const cancelOwnRoute = createRoute({
  method: 'delete',
  path: '/{id}/registrations/mine',
  summary: 'The logged-in patron cancels; a freed seat goes to the first on the waitlist, who is told',
  request: { params: EventIdParams },
  responses: {
    204: { description: 'Cancelled' },
    400: json(ErrorResponse, 'invalid_request'),
    401: json(ErrorResponse, 'Not logged in'),
    ...refusals,
  },
});

const cancelByTokenRoute = createRoute({
  method: 'delete',
  path: '/registrations/{token}',
  summary: 'A visitor cancels with the token given at sign-up (the token is the only key)',
  request: { params: z.object({ token: z.string().max(100) }) },
  responses: { 204: { description: 'Cancelled' }, ...refusals },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/{id}/kalender.ics',
  summary: 'The event as an iCalendar file (RFC 5545), for adding to a calendar',
  request: { params: EventIdParams },
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    400: json(ErrorResponse, 'invalid_request'),
    404: json(ErrorResponse, 'event_not_found'),
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/kalender.ics',
  summary:
    "The coming events of /hva-skjer's filters (a library: ?branch=Bjørvika) as an iCalendar feed (RFC 5545) to subscribe to",
  request: { query: EventFilterQuery },
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    400: json(ErrorResponse, 'invalid_request'),
  },
});

/** The feed's name in a calendar's list: what it was filtered on, or all events. */
function feedName(filters: EventFilters): string {
  const t = translatorFor('nb');
  const chosen = [
    ...filters.branch,
    ...filters.eventType,
    ...filters.targetAudience,
    ...filters.tag,
    ...(filters.q ? [`«${filters.q}»`] : []),
  ];
  return chosen.length > 0
    ? t('common:calendar.events.nameFor', { filter: chosen.join(', ') })
    : t('common:calendar.events.name');
}

/** Sign-up refusals keep the service's Norwegian message; a bad contact is 422 (the body was well-formed, its content not). */
function registrationError(c: Context, err: unknown): Response {
  if (isAppError(err) && err.code === 'invalid_contact') return c.json(errorBody(err.code, err.message), 422);
  throw err;
}

/** Sign-up and cancel answer the caller alone: never stored by a cache. */
function registrationRoutes(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  const unauthenticated = (c: Context) =>
    c.json(errorBody('unauthenticated', 'Logg inn for å se og endre påmeldingen din.'), 401);
  app.openapi(registerRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const session = await c.get('auth').session();
    // A visitor's notices are in the language asked for: the portal's own scripts send the page's (docs/decisions/026).
    const registrant: Registrant = session
      ? { kind: 'patron', userId: session.userId }
      : {
          kind: 'visitor',
          name: body.name ?? '',
          email: body.email,
          phone: body.phone,
          language: apiLanguage(c.req.raw.headers),
        };
    try {
      const result = await registerForEvent(ctx, id, registrant);
      return c.json(result, 201);
    } catch (err) {
      return registrationError(c, err) as never;
    }
  });
  app.openapi(ownRoute, async (c) => {
    noStore(c);
    const session = await c.get('auth').session();
    if (!session) return unauthenticated(c) as never;
    return c.json({ registration: await getOwnRegistration(ctx, c.req.valid('param').id, session.userId) }, 200);
  });
  app.openapi(cancelOwnRoute, async (c) => {
    noStore(c);
    const session = await c.get('auth').session();
    if (!session) return unauthenticated(c) as never;
    await cancelRegistration(ctx, c.req.valid('param').id, session.userId);
    return c.body(null, 204);
  });
  app.openapi(cancelByTokenRoute, async (c) => {
    noStore(c);
    await cancelRegistrationByToken(ctx, c.req.valid('param').token);
    return c.body(null, 204);
  });
  app.openapi(feedRoute, async (c) => {
    const filters = eventFilters(c.req.valid('query'));
    const ics = await eventsCalendarFeed(ctx, { filters, name: feedName(filters) });
    // Calendars poll a subscription every few hours at most; a shared cache may keep it a quarter of an hour.
    return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=900' });
  });
  app.openapi(calendarRoute, async (c) => {
    const { filename, ics } = await eventCalendarFile(ctx, String(c.req.valid('param').id));
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=300',
    });
  });
  return app;
}

export function libraryEventsRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.route('/', registrationRoutes(ctx));
  return app.openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const result = await searchEvents(ctx, {
      filters: eventFilters(query),
      page: query.page ? Number(query.page) : 1,
      highlightOnly: on(query['field.highlight']),
      branchName: query['field.branch.name']?.trim() || null,
      fieldTags: tagList(query['field.tags']),
    });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(result, 200);
  });
}
