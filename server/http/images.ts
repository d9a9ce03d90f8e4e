// /api/images/resize/{width}{path} (SPEC §3 Image URL, §9 default width 1152): resized images with cache headers.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DEFAULT_IMAGE_WIDTH } from '#core/constants.ts';
import { ALLOWED_IMAGE_WIDTHS, isAllowedImageWidth } from '#core/image-url.ts';
import type { ServiceContext } from '#server/services/context.ts';
import {
  MAX_IMAGE_PATH_LENGTH,
  getResizedImage,
  isSafeImagePath,
  negotiateImageFormat,
} from '#server/services/images.ts';
import { errorBody } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { describeIssues } from './validation.ts';

/**
 * Decision (docs/decisions/005-images-and-campaign-choice.md): the paths in our data carry no version, and a
 * source can change (an editor replaces a picture, a cover is drawn from a corrected title). So
 * browsers and CDNs keep a resize for a day and may serve it stale for a week while revalidating;
 * the ETag changes with the source, so revalidation is a cheap 304.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const widthList = `${ALLOWED_IMAGE_WIDTHS.slice(0, -1).join(', ')} eller ${ALLOWED_IMAGE_WIDTHS.at(-1)}`;

const resizeParams = z.object({
  width: z.coerce
    .number({ error: `Bildebredden må være en av ${widthList}.` })
    .refine(isAllowedImageWidth, { message: `Bildebredden må være en av ${widthList}.` }),
  path: z
    .string()
    .max(MAX_IMAGE_PATH_LENGTH, { message: `Bildestien kan ikke være lengre enn ${MAX_IMAGE_PATH_LENGTH} tegn.` })
    .refine(isSafeImagePath, {
      message: 'Ugyldig bildesti: bruk en sti som /images/… eller /covers/… som slutter på .jpg, .png eller .webp.',
    }),
});

const PREFIX = '/images/resize/';

/**
 * Width and path from the raw request URL (not Hono's decoded path), so we decode exactly once and
 * a doubly encoded '%252e%252e' stays visibly wrong. No leading number means the default width.
 */
function splitResizeUrl(url: string): { width: string; path: string } | null {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(PREFIX);
  if (at === -1) return null;
  const rest = pathname.slice(at + PREFIX.length);
  const slash = rest.indexOf('/');
  const first = slash === -1 ? rest : rest.slice(0, slash);
  // '480/images/a.jpg' has a width; 'images/a.jpg' gets the default; '48x/…' is a bad width.
  const hasWidth = /^\d/.test(first);
  const width = hasWidth ? first : String(DEFAULT_IMAGE_WIDTH);
  const encodedPath = hasWidth ? rest.slice(first.length) : `/${rest}`;
  try {
    return { width, path: decodeURIComponent(encodedPath) };
  } catch {
    // Malformed percent-encoding: a path the safety rule rejects.
    return { width, path: '\u0000' };
  }
}

async function resize(c: Context, ctx: ServiceContext): Promise<Response> {
  const parts = splitResizeUrl(c.req.url);
  const parsed = resizeParams.safeParse(parts ?? {});
  if (!parsed.success) return c.json(errorBody('invalid_request', describeIssues(parsed.error)), 400);
  const { width, path } = parsed.data;
  if (!isAllowedImageWidth(width))
    return c.json(errorBody('invalid_request', `Bildebredden må være en av ${widthList}.`), 400);

  const result = await getResizedImage(ctx, {
    path,
    width,
    format: negotiateImageFormat(c.req.header('accept')),
    ifNoneMatch: c.req.header('if-none-match'),
  });
  const headers: Record<string, string> = {
    'Cache-Control': IMAGE_CACHE_CONTROL,
    ETag: result.etag,
    // The format follows the Accept header, so shared caches must key on it.
    Vary: 'Accept',
  };
  if (result.status === 'not-modified') return c.body(null, 304, headers);
  return c.body(new Uint8Array(result.body), 200, {
    ...headers,
    'Content-Type': result.contentType,
    'Content-Length': String(result.body.length),
    'X-Image-Cache': result.cache,
  });
}

export function imagesRouter(ctx: ServiceContext) {
  const router = new OpenAPIHono();
  // The path is a wildcard (it has slashes), which createRoute cannot express: register the
  // description by hand and validate with the same zod schema inside the handler.
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/resize/{width}/{path}',
    summary: 'An image resized to one of the allowed widths, as WebP or JPEG by the Accept header',
    description: `URL form /api/images/resize/{width}{path}; without a width the default ${DEFAULT_IMAGE_WIDTH} is used. Paths: /images/… (content images) and /covers/{recordId}.jpg (generated covers).`,
    request: {
      params: z.object({
        width: z.string().openapi({ example: '480', description: `One of ${ALLOWED_IMAGE_WIDTHS.join(', ')}` }),
        path: z.string().openapi({ example: 'images/events/konsert.jpg' }),
      }),
    },
    responses: {
      200: {
        description: 'The image',
        content: {
          'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
          'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag)' },
      400: json(ErrorResponse, 'Width not allowed or unsafe path'),
      404: json(ErrorResponse, 'No such image'),
    },
  });
  router.get('/resize/*', (c) => resize(c, ctx));
  return router;
}
