// /api/library-services: filtered list with counts, the highlighted block, and one service (SPEC §7 Public).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { TARGET_AUDIENCES } from '#core/library-service-filters.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { getLibraryService, listHighlightedServices, listLibraryServices } from '#server/services/library-services.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { booleanFlag, repeatable } from './query-params.ts';
import { validationHook } from './validation.ts';

const ServiceLibrary = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

const LibraryService = z
  .object({
    id: z.number().int(),
    title: z.string(),
    lead: z.string(),
    description: z.string(),
    serviceForm: z.string().openapi({ example: 'Kurs og læring' }),
    targetAudience: z.array(z.string()),
    highlighted: z.boolean(),
    image: z.object({ url: z.string() }).nullable(),
    libraries: z.array(ServiceLibrary),
  })
  .openapi('LibraryService');

const FilterDefinition = z
  .object({
    name: z.enum(['serviceForm', 'targetAudience', 'branch']),
    label: z.string(),
    type: z.enum(['checkbox', 'list']),
    options: z.array(z.object({ value: z.string(), text: z.string(), count: z.number().int(), selected: z.boolean() })),
  })
  .openapi('ServiceFilter');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Library services narrowed by the events/services filters of SPEC §2, with counts per option',
  request: {
    query: z.object({
      serviceForm: repeatable(z.enum(SERVICE_FORMS)).openapi({
        description: 'One of the 9 service forms; repeat for several',
      }),
      targetAudience: repeatable(z.enum(TARGET_AUDIENCES)).openapi({
        description: 'Barn, Ungdom, Voksne or Familie; repeatable',
      }),
      branch: repeatable(z.string().max(100)).openapi({ description: 'Library slug or name; repeatable' }),
      q: z.string().trim().max(200).optional().openapi({ description: 'Free text (SPEC §2: query is sent as q)' }),
      hasAudioVideo: booleanFlag.openapi({ description: 'true: only services with recordings' }),
    }),
  },
  responses: {
    200: json(
      z.object({ items: z.array(LibraryService), total: z.number().int(), filters: z.array(FilterDefinition) }),
      'Matching services and the filter options with counts',
    ),
    400: json(ErrorResponse, 'Invalid filter value or unknown branch'),
  },
});

const highlightedRoute = createRoute({
  method: 'get',
  path: '/highlighted',
  summary: 'The highlighted services block: services, title and whether it is active',
  responses: {
    200: json(
      z.object({ services: z.array(LibraryService), title: z.string(), active: z.boolean() }),
      'Highlighted services',
    ),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One library service with the libraries that offer it',
  request: { params: z.object({ id: z.string().openapi({ example: '1' }) }) },
  responses: {
    200: json(LibraryService, 'The service'),
    404: json(ErrorResponse, 'Unknown or non-numeric id'),
  },
});

export function libraryServicesRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      return c.json(await listLibraryServices(ctx, query), 200);
    })
    .openapi(highlightedRoute, async (c) => c.json(await listHighlightedServices(ctx), 200))
    .openapi(detailRoute, async (c) => {
      // SPEC §4/§8: a service that cannot be loaded is a not-found (404), also for ids that are not numbers.
      const service = await getLibraryService(ctx, c.req.valid('param').id);
      if (!service) return c.json(errorBody('not_found', apiTranslator(c).t('errors:code.service_not_found')), 404);
      return c.json(service, 200);
    });
}
