// /api/search, /api/search/agents, /info, /review, /recommendation and /like (SPEC §7 Public): catalogue and content searches.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { defaultSearchParams } from '#core/search-filters.ts';
import { normaliseSearchQuery } from '#core/search-query.ts';
import { searchAgents } from '#server/services/catalogue/agents.ts';
import { searchInfo } from '#server/services/catalogue/info-search.ts';
import { searchCatalogue } from '#server/services/catalogue/search.ts';
import { searchLikes, searchRecommendations } from '#server/services/catalogue/staff-content-search.ts';
import type { ServiceContext } from '#server/services/context.ts';
import {
  AgentSearchResult,
  InfoSearchResult,
  LikeSearchResult,
  RecommendationSearchResult,
  SearchResult,
} from './catalogue-schemas.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import {
  contributionPageSize,
  createdByParam,
  expandedOf,
  filtersOf,
  pageParam,
  queryText,
  searchQuerySchema,
  viewerIsStaff,
} from './search-schemas.ts';
import { validationHook } from './validation.ts';

const invalid = json(ErrorResponse, 'Invalid parameter (Norwegian message)');

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Search the catalogue: ranked works with filters, facet counts, availability per branch and paging',
  request: { query: searchQuerySchema },
  responses: { 200: json(SearchResult, 'Hits and filters'), 400: invalid },
});

const agentsRoute = createRoute({
  method: 'get',
  path: '/agents',
  summary: "People and corporations by name ('aktør:' is removed from the query, SPEC §5)",
  request: { query: z.object({ query: queryText.optional(), page: pageParam }) },
  responses: { 200: json(AgentSearchResult, 'Agents'), 400: invalid },
});

const infoRoute = createRoute({
  method: 'get',
  path: '/info',
  summary: 'Libraries, library services and pages',
  request: { query: z.object({ q: queryText.optional(), page: pageParam }) },
  responses: { 200: json(InfoSearchResult, 'Hits'), 400: invalid },
});

const reviewRoute = createRoute({
  method: 'get',
  path: '/review',
  summary: 'Published staff reviews',
  request: {
    query: z.object({
      q: queryText.optional(),
      query: queryText.optional(),
      page: pageParam,
      createdBy: createdByParam,
      pageSize: contributionPageSize,
    }),
  },
  responses: { 200: json(RecommendationSearchResult, 'Reviews'), 400: invalid },
});

const recommendationRoute = createRoute({
  method: 'get',
  path: '/recommendation',
  summary: 'Published staff recommendations, optionally by one employee (createdBy) — SPEC §7 reads hits',
  request: {
    query: z.object({
      query: queryText.optional(),
      page: pageParam,
      createdBy: createdByParam,
      pageSize: contributionPageSize,
    }),
  },
  responses: { 200: json(RecommendationSearchResult, 'Recommendations'), 400: invalid },
});

const likeRoute = createRoute({
  method: 'get',
  path: '/like',
  summary: 'What employees have liked, optionally one employee (createdBy) — SPEC §7 reads hits',
  request: {
    query: z.object({
      query: queryText.optional(),
      page: pageParam,
      createdBy: createdByParam,
      pageSize: contributionPageSize,
    }),
  },
  responses: { 200: json(LikeSearchResult, 'Likes'), 400: invalid },
});

export function searchRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(searchRoute, async (c) => {
      const q = c.req.valid('query');
      const debug = q.showDebugInfo && (await viewerIsStaff(c));
      const params = {
        ...defaultSearchParams(),
        filters: filtersOf(q.filter),
        yearFrom: q.yearFrom ?? null,
        yearTo: q.yearTo ?? null,
        page: q.page,
        excludeUnavailable: q.excludeUnavailable,
        includeWithoutItems: q.includeWithoutItems,
        recommended: q.recommended,
        liked: q.liked,
        showDebugInfo: debug,
        ageGain: q.ageGain ?? null,
        itemsGain: q.itemsGain ?? null,
        expanded: expandedOf(q.expanded),
      };
      const result = await searchCatalogue(ctx, {
        query: normaliseSearchQuery(q.query),
        params,
        pageSize: q.pageSize,
        debug,
      });
      return c.json(result, 200);
    })
    .openapi(agentsRoute, async (c) => {
      const q = c.req.valid('query');
      return c.json(await searchAgents(ctx, { query: normaliseSearchQuery(q.query), page: q.page }), 200);
    })
    .openapi(infoRoute, async (c) => {
      const q = c.req.valid('query');
      return c.json(await searchInfo(ctx, { q: q.q ?? '', page: q.page }), 200);
    })
    .openapi(reviewRoute, async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await searchRecommendations(ctx, 'review', {
          query: q.q ?? q.query,
          page: q.page,
          createdBy: q.createdBy,
          pageSize: q.pageSize,
        }),
        200,
      );
    })
    .openapi(recommendationRoute, async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await searchRecommendations(ctx, 'recommendation', {
          query: q.query,
          page: q.page,
          createdBy: q.createdBy,
          pageSize: q.pageSize,
        }),
        200,
      );
    })
    .openapi(likeRoute, async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await searchLikes(ctx, { query: q.query, page: q.page, createdBy: q.createdBy, pageSize: q.pageSize }),
        200,
      );
    });
}
