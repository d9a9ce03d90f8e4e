// /api/audiovideo: one recording by id, or the recordings of a library service (SPEC §7 Public).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { getAudioVideo, listAudioVideosForService } from '#server/services/audio-videos.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const numericId = (name: string, where: 'path' | 'query') =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: 'Må være et id (et heltall)' })
    .openapi({ param: { name, in: where }, example: '1' });

const AudioVideo = z
  .object({
    id: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    kind: z.enum(['video', 'audio']),
    url: z.string(),
    durationSeconds: z.number().int().nullable(),
    image: z.object({ url: z.string() }).nullable(),
    eventId: z.number().int().nullable(),
    serviceId: z.number().int().nullable(),
    publishedAt: z.string(),
  })
  .openapi('AudioVideo');

const errors = {
  400: json(ErrorResponse, 'Invalid id'),
  404: json(ErrorResponse, 'Unknown id'),
} as const;

const byIdRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One recording (video or audio)',
  request: { params: z.object({ id: numericId('id', 'path') }) },
  responses: { 200: json(AudioVideo, 'The recording'), ...errors },
});

const byServiceRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The recordings of a library service, newest first',
  request: { query: z.object({ serviceId: numericId('serviceId', 'query') }) },
  responses: { 200: json(z.array(AudioVideo), 'Recordings'), ...errors },
});

export function audioVideoRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(byIdRoute, async (c) => c.json(await getAudioVideo(ctx, Number(c.req.valid('param').id)), 200))
    .openapi(byServiceRoute, async (c) =>
      c.json(await listAudioVideosForService(ctx, Number(c.req.valid('query').serviceId)), 200),
    );
}
