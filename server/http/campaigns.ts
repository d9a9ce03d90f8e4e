// GET /api/campaign (SPEC §7 Public): the active campaigns; the browser picks one per slot (SPEC §4).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { listActiveCampaigns } from '#server/services/campaigns.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const ImageRef = z.object({ url: z.string().openapi({ example: '/images/campaigns/bli-laner.jpg' }) }).nullable();

const Campaign = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    link: z.string().nullable(),
    pages: z.array(z.string()).openapi({ example: ['forside'] }),
    campaignType: z.string().openapi({ example: 'hero' }),
    verticalPlacement: z.string().nullable().openapi({ example: 'top' }),
    screens: z.array(z.string()),
    screenPresentationType: z.string().openapi({ example: 'image', description: "'no-image' means no image" }),
    image: ImageRef,
    imageVertical: ImageRef,
    imageHorizontal: ImageRef,
  })
  .openapi('Campaign');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Active campaigns (the client chooses one by page slug, campaign type and placement)',
  responses: {
    200: json(z.array(Campaign), 'Campaigns'),
    400: json(ErrorResponse, 'Invalid request'),
  },
});

export function campaignsRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(listRoute, async (c) => {
    // Browsers refetch at most daily (SPEC §4); a short shared cache absorbs bursts without hiding edits long.
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return c.json(await listActiveCampaigns(ctx), 200);
  });
}
