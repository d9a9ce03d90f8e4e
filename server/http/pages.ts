// /api/pages: one editorial page by id or slug, and the paged list of pages (SPEC §7 Public, §3 Page).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { getPublishedPage, listPublishedPages } from '#server/services/pages.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { fromParam, sizeParam } from './query-params.ts';
import { validationHook } from './validation.ts';

const PageSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string().openapi({ example: '/personvern' }),
    title: z.string(),
    lead: z.string(),
    tags: z.array(z.string()),
  })
  .openapi('PageSummary');

const PageBlock = z
  .looseObject({
    order: z.number().int(),
    type: z.enum(['text', 'faq', 'links', 'image', 'works', 'events']),
  })
  .openapi('PageBlock', {
    description:
      'text {text}; faq {items:[{question, answer}]}; links {links:[{text, href}]}; image {url, alt, width, height, caption?}; ' +
      'works {listId, heading?, list (the staff list with its works, or null)}; events {heading?, tag?, eventType?, branch?, limit?, events}',
  });

const Page = PageSummary.extend({
  sections: z.array(
    z.object({
      order: z.number().int(),
      heading: z.string().optional(),
      anchor: z.string().optional(),
      blocks: z.array(PageBlock),
    }),
  ),
}).openapi('Page');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Published pages by title, paged with from/size (24 per page)',
  request: {
    query: z.object({
      from: fromParam,
      size: sizeParam,
      tag: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .optional()
        .openapi({ description: 'Only pages with this tag', example: 'juridisk' }),
    }),
  },
  responses: {
    200: json(z.object({ hits: z.array(PageSummary), total: z.number().int() }), 'Pages'),
    400: json(ErrorResponse, 'Invalid paging or tag'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One published page by numeric id or slug, sections and blocks sorted by order',
  request: { params: z.object({ id: z.string().openapi({ example: 'personvern' }) }) },
  responses: {
    200: json(Page, 'The page'),
    404: json(ErrorResponse, 'No published page with this id or slug'),
  },
});

export function pagesRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => c.json(await listPublishedPages(ctx, c.req.valid('query')), 200))
    .openapi(detailRoute, async (c) => {
      const page = await getPublishedPage(ctx, c.req.valid('param').id);
      if (!page) return c.json(errorBody('not_found', apiTranslator(c).t('errors:code.page_not_found')), 404);
      return c.json(page, 200);
    });
}
