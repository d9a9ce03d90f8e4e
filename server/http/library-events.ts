// /api/library-events: public events with the filters of SPEC §2 and their counts (SPEC §7 Public).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { EVENT_QUERY_MAX_LENGTH, EVENTS_MAX_PAGE, normaliseEventQuery, type EventFilters } from '#core/events.ts';
import { searchEvents } from '#server/services/events.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

/** A repeatable parameter (?tag=a&tag=b): Hono hands over a string for one value, an array for several. */
const many = (description: string) =>
  z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).optional().openapi({ description });
const flag = (description: string) =>
  z.union([z.enum(['true', 'false']), z.array(z.enum(['true', 'false']))]).optional().openapi({ description });

const values = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const list = (value: string | string[] | undefined): string[] => [...new Set(values(value).map((v) => v.trim()).filter(Boolean))];
/** field.tags may also come as one comma-separated value (SPEC §7 field.tags={tags}). */
const tagList = (value: string | string[] | undefined): string[] => list(values(value).flatMap((v) => v.split(',')));
const on = (value: string | string[] | undefined): boolean => (Array.isArray(value) ? value.includes('true') : value === 'true');

const EventsQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,4}$/, { message: 'Må være et sidenummer (et heltall)' })
    .refine((v) => Number(v) >= 1 && Number(v) <= EVENTS_MAX_PAGE, { message: `Må være mellom 1 og ${EVENTS_MAX_PAGE}` })
    .optional()
    .openapi({ description: 'Page, from 1; 20 events a page', example: '1' }),
  q: z.string().max(EVENT_QUERY_MAX_LENGTH).optional().openapi({ description: 'Free text; empty or * means all' }),
  'field.branch.name': z.string().max(100).optional().openapi({ description: 'Only events at this library (name)' }),
  'field.privateEvent': flag('Accepted for compatibility; private events are never returned'),
  'field.dontShowOnWeb': flag('Accepted for compatibility; hidden events are never returned'),
  'field.highlight': flag('true: only highlighted events'),
  'field.tags': many('Only events with one of these tags (repeat or comma-separate)'),
  targetAudience: many('Filter: target audience (repeatable, OR)'),
  eventType: many('Filter: event type (repeatable, OR)'),
  branch: many('Filter: library name (repeatable, OR)'),
  tag: many('Filter: tag (repeatable, OR)'),
  weekend: flag('Filter: starts on Saturday or Sunday, Oslo time'),
  evening: flag('Filter: starts at 17:00 or later, Oslo time'),
  hasAudioVideo: flag('Filter: has a recording; false (sent when unchecked) means no filter'),
  fromDate: z.iso.date({ message: 'Må være en gyldig dato på formen åååå-mm-dd' }).optional().openapi({ description: 'Events running on or after this day' }),
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

export function libraryEventsRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const filters: EventFilters = {
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
    const result = await searchEvents(ctx, {
      filters,
      page: query.page ? Number(query.page) : 1,
      highlightOnly: on(query['field.highlight']),
      branchName: query['field.branch.name']?.trim() || null,
      fieldTags: tagList(query['field.tags']),
    });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(result, 200);
  });
}
