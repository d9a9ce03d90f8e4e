// /api/resources/… (SPEC §7 Public): publications by record ids, by work uris and by subjects; one publication; series and serials.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { isCatalogueMediaType } from '#core/catalogue.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  MAX_RESOURCE_IDS,
  getPublication,
  getSerial,
  getSerialPublications,
  getWorkSeries,
  publicationByWorkUris,
  publicationBySubjectUris,
  publicationsByIds,
} from '#server/services/catalogue/resources.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { isStaffRequest, noStore, type AuthEnv } from './auth-middleware.ts';
import {
  Publication,
  PublicationDetail,
  PublicationWithWork,
  Serial,
  SeriesDetail,
  Work,
} from './catalogue-schemas.ts';
import { ErrorResponse, json, jsonBody, rowIdParam } from './openapi-schemas.ts';
import { booleanFlag, repeatable } from './query-params.ts';
import { validationHook } from './validation.ts';

const invalid = json(ErrorResponse, 'Invalid input (Norwegian message)');
const notFound = json(ErrorResponse, 'Unknown id');
const numericId = z
  .string()
  .regex(/^\d{1,9}$/, 'må være et tall')
  .openapi({ example: '1' });

const idsBody = z.object({
  ids: z.array(z.string().trim().min(1).max(300)).min(1).max(MAX_RESOURCE_IDS),
});

const byIdsRoute = createRoute({
  method: 'post',
  path: '/publicationsByIds/',
  summary: 'Publications by record id (the ids likes and favourites hold), in the order given',
  request: jsonBody(
    z.object({
      ids: z
        .array(z.string().regex(/^[0-9A-Za-z-]{1,40}$/, 'er ikke en gyldig post-id'))
        .min(1)
        .max(MAX_RESOURCE_IDS),
    }),
  ),
  responses: {
    200: json(
      z.object({ publications: z.array(PublicationWithWork), missing: z.array(z.string()) }),
      'Publications; unknown ids in missing',
    ),
    400: invalid,
  },
});

const FILTER = /^(languages_[a-z]{3}|mediaType_[A-Za-z-]{2,20})$/;

const byWorkUrisRoute = createRoute({
  method: 'post',
  path: '/publicationByWorkUris',
  summary: 'One preferred publication per work uri (filters narrow the editions)',
  request: {
    query: z.object({
      filter: repeatable(z.string().regex(FILTER, 'må være languages_{kode} eller mediaType_{type}')),
      sort: z.enum(['created:desc']).optional(),
      excludeAdditionalMediaTypes: booleanFlag,
    }),
    ...jsonBody(idsBody),
  },
  responses: { 200: json(z.object({ publications: z.array(PublicationWithWork) }), 'Publications'), 400: invalid },
});

const bySubjectRoute = createRoute({
  method: 'post',
  path: '/publicationBySubjectUris',
  summary: 'Works about the subjects (labels or http://data.deichman.no/subject/{label}); read hits',
  request: jsonBody(idsBody),
  responses: {
    200: json(z.object({ total: z.number().int(), hits: z.array(z.object({ work: Work })) }), 'Hits'),
    400: invalid,
  },
});

const publicationRoute = createRoute({
  method: 'get',
  path: '/publication/{id}',
  summary: 'One publication (record id) with its work, all editions, copies per branch and recommendations',
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[0-9A-Za-z-]{1,40}$/, 'er ikke en gyldig post-id')
        .openapi({ example: '010000023' }),
    }),
    query: z.object({
      showDraftRecommendationById: rowIdParam('Ugyldig anbefaling').optional().openapi({
        description: 'Also show this draft recommendation (a preview for staff; ignored for everyone else)',
      }),
    }),
  },
  responses: { 200: json(PublicationDetail, 'The publication'), 400: invalid, 404: notFound },
});

const workSeriesRoute = createRoute({
  method: 'get',
  path: '/workseries/{id}',
  summary: 'A series with its works in series order',
  request: { params: z.object({ id: numericId }) },
  responses: { 200: json(SeriesDetail, 'The series'), 400: invalid, 404: notFound },
});

const serialRoute = createRoute({
  method: 'get',
  path: '/serial/{id}',
  summary: 'A periodical with its issue counts per year',
  request: { params: z.object({ id: numericId }) },
  responses: { 200: json(Serial, 'The serial'), 400: invalid, 404: notFound },
});

const serialPublicationsRoute = createRoute({
  method: 'get',
  path: '/serial/{id}/publications',
  summary: 'Issues of a periodical, newest first, optionally of one year',
  request: {
    params: z.object({ id: numericId }),
    query: z.object({ year: z.coerce.number().int().min(1000).max(9999).optional() }),
  },
  responses: { 200: json(z.object({ publications: z.array(Publication) }), 'Issues'), 400: invalid, 404: notFound },
});

const missing = (what: 'series' | 'serial') => codedError('not_found', 'not_found', { context: what });

export function resourcesRouter(ctx: ServiceContext) {
  return new OpenAPIHono<AuthEnv>({ defaultHook: validationHook })
    .openapi(byIdsRoute, async (c) => c.json(await publicationsByIds(ctx, c.req.valid('json').ids), 200))
    .openapi(byWorkUrisRoute, async (c) => {
      const q = c.req.valid('query');
      const filters = q.filter ?? [];
      const mediaTypes = filters.filter((f) => f.startsWith('mediaType_')).map((f) => f.slice('mediaType_'.length));
      const unknown = mediaTypes.find((m) => !isCatalogueMediaType(m));
      if (unknown)
        throw codedError('invalid', 'invalid_filter', { context: 'badMediaType', filter: `mediaType_${unknown}` });
      const result = await publicationByWorkUris(ctx, c.req.valid('json').ids, {
        languages: filters.filter((f) => f.startsWith('languages_')).map((f) => f.slice('languages_'.length)),
        mediaTypes,
        sortCreatedDesc: q.sort === 'created:desc',
        excludeAdditionalMediaTypes: q.excludeAdditionalMediaTypes,
      });
      return c.json(result, 200);
    })
    .openapi(bySubjectRoute, async (c) => c.json(await publicationBySubjectUris(ctx, c.req.valid('json').ids), 200))
    .openapi(publicationRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { showDraftRecommendationById } = c.req.valid('query');
      // Drafts are unpublished staff text: only staff get the preview, and it is never cached.
      const draftId =
        showDraftRecommendationById !== undefined && (await isStaffRequest(c)) ? showDraftRecommendationById : null;
      if (draftId !== null) noStore(c);
      return c.json(await getPublication(ctx, id, { showDraftRecommendationById: draftId }), 200);
    })
    .openapi(workSeriesRoute, async (c) => {
      const series = await getWorkSeries(ctx, c.req.valid('param').id);
      if (!series) throw missing('series');
      return c.json(series, 200);
    })
    .openapi(serialRoute, async (c) => {
      const serial = await getSerial(ctx, c.req.valid('param').id);
      if (!serial) throw missing('serial');
      return c.json(serial, 200);
    })
    .openapi(serialPublicationsRoute, async (c) => {
      const result = await getSerialPublications(ctx, c.req.valid('param').id, c.req.valid('query').year ?? null);
      if (!result) throw missing('serial');
      return c.json(result, 200);
    });
}
