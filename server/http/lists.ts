// /api/lists: employees' published lists of works, and one list (SPEC §7 Public, §3 list fields status and createdBy.id).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { getStaffList, listStaffLists } from '#server/services/staff-lists.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { fromParam, repeatable, sizeParam } from './query-params.ts';
import { validationHook } from './validation.ts';

const CreatedBy = z
  .object({
    id: z.string().openapi({ description: 'Employee person uri', example: 'http://data.deichman.no/person/e1' }),
    employeeId: z.number().int(),
    name: z.string(),
    title: z.string(),
  })
  .openapi('CreatedBy');

const WorkSummary = z
  .object({
    id: z.number().int(),
    uri: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    creators: z.string(),
    year: z.number().int().nullable(),
    mediaType: z.string().nullable(),
    recordId: z.string().nullable(),
  })
  .openapi('WorkSummary');

const StaffListSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    mediaTypes: z.array(z.string()),
    status: z.string(),
    created: z.string().openapi({ description: 'ISO timestamp' }),
    createdBy: CreatedBy,
    itemCount: z.number().int(),
  })
  .openapi('StaffListSummary');

const StaffList = StaffListSummary.extend({ works: z.array(WorkSummary) }).openapi('StaffList');

const MEDIA_TYPE = /^(mediaType_)?[A-Za-zÆØÅæøå-]{1,40}$/;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Published staff lists, newest first, by media type and creator; from/size paging (24 × page)',
  request: {
    query: z.object({
      'field.mediaTypes': repeatable(z.string().regex(MEDIA_TYPE)).openapi({
        description: 'Bok, Film, Musikkopptak, Tegneserie … (or mediaType_Bok); repeatable',
        example: ['Bok'],
      }),
      // Drafts are never served publicly, so 'published' is the only value (and the default).
      'field.status': z.enum(['published']).optional(),
      'field.createdBy.id': z
        .string()
        .trim()
        .min(1)
        .max(300)
        .optional()
        .openapi({ description: 'Employee person uri' }),
      from: fromParam,
      size: sizeParam,
    }),
  },
  responses: {
    200: json(z.object({ hits: z.array(StaffListSummary), total: z.number().int() }), 'Lists'),
    400: json(ErrorResponse, 'Invalid parameter'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One published staff list with its works in list order',
  request: { params: z.object({ id: z.string().openapi({ example: '1' }) }) },
  responses: {
    200: json(StaffList, 'The list'),
    404: json(ErrorResponse, 'Unknown, draft or non-numeric id'),
  },
});

export function listsRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      return c.json(
        await listStaffLists(ctx, {
          mediaTypes: query['field.mediaTypes'],
          status: query['field.status'],
          createdBy: query['field.createdBy.id'],
          from: query.from,
          size: query.size,
        }),
        200,
      );
    })
    .openapi(detailRoute, async (c) => {
      const list = await getStaffList(ctx, c.req.valid('param').id);
      if (!list) return c.json(errorBody('not_found', apiTranslator(c).t('errors:code.list_not_found')), 404);
      return c.json(list, 200);
    });
}
