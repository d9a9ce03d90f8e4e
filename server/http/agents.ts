// /api/agent/person/{id} and /api/agent/corporation/{id} (SPEC §7 Public): an agent with its works by role.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { codedError } from '#server/services/coded-error.ts';
import { getAgent } from '#server/services/catalogue/agents.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { AgentDetail } from './catalogue-schemas.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const route = (kind: 'person' | 'corporation') =>
  createRoute({
    method: 'get',
    path: `/${kind}/{id}`,
    summary:
      kind === 'person' ? 'A person with their works' : 'A corporation (band, orchestra, institution) with its works',
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^\d{1,9}$/, 'må være et tall')
          .openapi({ example: '1' }),
      }),
    },
    responses: {
      200: json(AgentDetail, 'The agent'),
      400: json(ErrorResponse, 'Non-numeric id'),
      404: json(ErrorResponse, 'Unknown id, or an id of the other kind'),
    },
  });

export function agentRouter(ctx: ServiceContext) {
  const handler = (kind: 'person' | 'corporation') => async (id: string) => {
    const agent = await getAgent(ctx, kind, id);
    if (!agent) throw codedError('not_found', 'not_found', { context: kind });
    return agent;
  };
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(route('person'), async (c) => c.json(await handler('person')(c.req.valid('param').id), 200))
    .openapi(route('corporation'), async (c) => c.json(await handler('corporation')(c.req.valid('param').id), 200));
}
