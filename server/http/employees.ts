// /api/employee/{id}: an employee's public profile (SPEC §7 Public; one of the employee page's four reads).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { getEmployee } from '#server/services/employees.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const Employee = z
  .object({
    id: z.number().int(),
    uri: z.string().openapi({
      description: 'Person uri, used as field.createdBy.id / createdBy',
      example: 'http://data.deichman.no/person/e1',
    }),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    image: z.object({ url: z.string() }).nullable(),
    library: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  })
  .openapi('Employee');

const detailRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One employee by numeric id',
  request: { params: z.object({ id: z.string().openapi({ example: '1' }) }) },
  responses: {
    200: json(Employee, 'The employee'),
    404: json(ErrorResponse, 'Unknown or non-numeric id'),
  },
});

export function employeesRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(detailRoute, async (c) => {
    const employee = await getEmployee(ctx, c.req.valid('param').id);
    if (!employee) return c.json(errorBody('not_found', apiTranslator(c).t('errors:code.employee_not_found')), 404);
    return c.json(employee, 200);
  });
}
