// Resized images for /api/images/resize/{width}{path} (SPEC §3 Image URL): source lookup, sharp, and a disk cache under DATA_DIR.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { codedError } from '#server/services/coded-error.ts';
import type { AllowedImageWidth } from '#core/image-url.ts';
import { publications, uploadedImages, works } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';
import { coverSvg } from './image-art.ts';

/** Longest image path we look at; anything longer is refused before any work. */
export const MAX_IMAGE_PATH_LENGTH = 300;
/**
 * Paths are '/'-separated segments of ASCII letters, digits, '_', '-' and '.', each starting with a
 * letter or digit, ending in an image extension. So '..', '%2e%2e' (decoded), '\\', NUL, '//', '~'
 * and absolute escapes cannot pass.
 */
const SAFE_IMAGE_PATH = /^(?:\/[A-Za-z0-9][A-Za-z0-9_.-]{0,99})+\.(?:jpe?g|png|webp)$/i;

export function isSafeImagePath(path: string): boolean {
  return path.length <= MAX_IMAGE_PATH_LENGTH && SAFE_IMAGE_PATH.test(path) && !path.includes('..');
}

export type ImageFormat = 'webp' | 'jpeg';

/** WebP when the browser says it takes it (every current browser does), otherwise JPEG. */
export function negotiateImageFormat(accept: string | null | undefined): ImageFormat {
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : 'jpeg';
}

const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** Decompression-bomb guard: sources larger than this many pixels are refused by sharp. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Source files larger than this are not read at all. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Bump when encoder settings change: part of the cache key and the ETag, so old renders are not reused. */
const RENDER_VERSION = 1;
/** Source extensions tried, in order, for a requested /images/… path (the request's extension is ignored). */
const SOURCE_EXTENSIONS = ['.svg', '.webp', '.png', '.jpg', '.jpeg'] as const;

const notFound = () => codedError('not_found', 'image_not_found');

interface ImageSource {
  /**
   * What is drawn, whatever the request spelt: '/a.JPG', '/a.png' and '/a.webp' all name the source file
   * '/a.svg', so they share one cache entry and ETag (the request's extension is ignored).
   */
  key: string;
  /** Changes whenever the picture would change (content hash or generated-data hash). */
  version: string;
  vector: boolean;
  read: () => Promise<Buffer>;
}

// ---------------------------------------------------------------- sources

let contentRootCache: string | null | undefined;

/**
 * The checked-in source images (content/images), independent of the working directory: two levels
 * up from this module in the source tree (server/services) and from the SSR bundle (build/server), or
 * three from a shared chunk of it (build/server/assets).
 */
function contentImagesRoot(): string | null {
  if (contentRootCache !== undefined) return contentRootCache;
  const here = dirname(fileURLToPath(import.meta.url));
  // The bundler may also put this module in a shared chunk one level deeper (build/server/assets).
  const candidate = ['../../content/images', '../../../content/images']
    .map((up) => resolve(here, up))
    .find((dir) => existsSync(dir));
  contentRootCache = candidate ? realpathSync(candidate) : null;
  return contentRootCache;
}

/** Content hashes of source files, keyed by path, size and mtime; a per-process memo (nothing to share). */
const fileVersions = new Map<string, string>();

async function fileSource(ctx: ServiceContext, relative: string): Promise<ImageSource> {
  const root = contentImagesRoot();
  if (!root) {
    ctx.log.warn('content/images not found: no image can be served');
    throw notFound();
  }
  const base = relative.replace(/\.[A-Za-z]+$/, '');
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = resolve(root, `.${base}${extension}`);
    // Belt and braces: the path pattern already rules out escapes, but never leave the content folder.
    if (!candidate.startsWith(root + sep)) throw notFound();
    const info = await stat(candidate).catch(() => null);
    if (!info?.isFile()) continue;
    const real = await realpath(candidate);
    if (!real.startsWith(root + sep)) throw notFound();
    if (info.size > MAX_SOURCE_BYTES) throw codedError('invalid', 'image_too_large');
    const memoKey = `${real}:${info.size}:${info.mtimeMs}`;
    let version = fileVersions.get(memoKey);
    if (!version) {
      version = createHash('sha256')
        .update(await readFile(real))
        .digest('hex')
        .slice(0, 16);
      fileVersions.set(memoKey, version);
    }
    return {
      key: `file:${real.slice(root.length)}`,
      version,
      vector: extension === '.svg',
      read: () => readFile(real),
    };
  }
  throw notFound();
}

async function coverSource(ctx: ServiceContext, recordId: string): Promise<ImageSource> {
  const [row] = await ctx.db
    .select({ title: publications.title, mediaType: publications.mediaType, creator: works.creatorNames })
    .from(publications)
    .innerJoin(works, eq(works.id, publications.workId))
    .where(eq(publications.recordId, recordId))
    .limit(1);
  if (!row) throw notFound();
  // Covers are drawn from the record's data, so a corrected title gives a new version.
  const svg = Buffer.from(coverSvg({ recordId, title: row.title, creator: row.creator, mediaType: row.mediaType }));
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return { key: `cover:${recordId}`, version, vector: true, read: async () => svg };
}

/** Pictures staff uploaded (image-uploads.ts) are addressed by the hash of their master. */
const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32})\.[A-Za-z]+$/;

/** The path content stores for an uploaded picture: /uploads/{key}.webp, a path isSafeImagePath accepts. */
export function uploadPath(key: string): string {
  return `/uploads/${key}.webp`;
}

/** The content-hash key of an /uploads/… path, or null for any other path. */
export function uploadKeyOf(path: string): string | null {
  return UPLOAD_PATH.exec(path)?.[1] ?? null;
}

async function uploadSource(ctx: ServiceContext, key: string): Promise<ImageSource> {
  // Only the key is looked up; the bytes are read when a size is not in the cache yet.
  const [row] = await ctx.db
    .select({ key: uploadedImages.key })
    .from(uploadedImages)
    .where(eq(uploadedImages.key, key))
    .limit(1);
  if (!row) throw notFound();
  const read = async () => {
    const [stored] = await ctx.db
      .select({ bytes: uploadedImages.bytes })
      .from(uploadedImages)
      .where(eq(uploadedImages.key, key))
      .limit(1);
    if (!stored) throw notFound();
    return Buffer.from(stored.bytes);
  };
  // The key is the content hash, so it is also the version.
  return { key: `upload:${key}`, version: key, vector: false, read };
}

/** /covers/{recordId}.jpg → a cover drawn from the record; /uploads/… → a picture staff uploaded; /images/… → a file under content/images. */
async function resolveSource(ctx: ServiceContext, path: string): Promise<ImageSource> {
  const cover = /^\/covers\/([A-Za-z0-9-]{1,40})\.[A-Za-z]+$/.exec(path);
  if (cover) return coverSource(ctx, cover[1]);
  const upload = uploadKeyOf(path);
  if (upload) return uploadSource(ctx, upload);
  if (path.startsWith('/images/')) return fileSource(ctx, path.slice('/images'.length));
  throw notFound();
}

// ---------------------------------------------------------------- rendering

async function render(source: Buffer, vector: boolean, width: number, format: ImageFormat): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let image = sharp(source, options);
  if (vector) {
    // Rasterise SVG at the requested width directly instead of scaling up a 72 dpi bitmap.
    const { width: natural } = await image.metadata();
    const density = Math.min(Math.max((72 * width) / (natural || width), 1), 2400);
    image = sharp(source, { ...options, density });
  }
  const resized = image.rotate().resize({ width, withoutEnlargement: !vector });
  if (format === 'webp') return resized.webp({ quality: 78, effort: 4 }).toBuffer();
  return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Write aside, then rename: readers in any process see no file or a whole one, never half.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Renders in progress in this process, so a burst of requests for one new image renders it once. */
const inFlight = new Map<string, Promise<Buffer>>();

export interface ImageRequest {
  /** A path that passed isSafeImagePath. */
  path: string;
  width: AllowedImageWidth;
  format: ImageFormat;
  /** The request's If-None-Match header, if any. */
  ifNoneMatch?: string | null;
}

export type ImageResult =
  | { status: 'not-modified'; etag: string }
  | { status: 'ok'; etag: string; body: Buffer; contentType: string; cache: 'hit' | 'miss' };

function matchesETag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The image at `path`, `width` pixels wide (never enlarged beyond a raster source), as WebP or JPEG.
 * Rendered once per source version and width/format, then read from DATA_DIR/image-cache.
 * Throws AppError not_found (image_not_found) for unknown paths, invalid (image_too_large) and
 * unavailable (image_unreadable) for sources sharp refuses.
 */
export async function getResizedImage(ctx: ServiceContext, request: ImageRequest): Promise<ImageResult> {
  if (!isSafeImagePath(request.path)) throw notFound();
  const source = await resolveSource(ctx, request.path);
  const digest = createHash('sha256').update(`${source.key}|${source.version}|${RENDER_VERSION}`).digest('hex');
  const etag = `W/"${request.width}-${request.format}-${digest.slice(0, 24)}"`;
  if (matchesETag(request.ifNoneMatch, etag)) return { status: 'not-modified', etag };

  const extension = request.format === 'webp' ? 'webp' : 'jpg';
  const pathHash = createHash('sha256').update(source.key).digest('hex');
  const file = join(
    ctx.config.DATA_DIR,
    'image-cache',
    String(request.width),
    pathHash.slice(0, 2),
    `${digest.slice(0, 40)}.${extension}`,
  );
  const contentType = CONTENT_TYPES[request.format];

  const cached = await readFile(file).catch(() => null);
  if (cached) return { status: 'ok', etag, body: cached, contentType, cache: 'hit' };

  let pending = inFlight.get(file);
  if (!pending) {
    pending = (async () => {
      let body: Buffer;
      try {
        body = await render(await source.read(), source.vector, request.width, request.format);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/pixel limit/i.test(message)) throw codedError('invalid', 'image_too_large');
        ctx.log.error({ err: error, path: request.path }, 'image could not be rendered');
        throw codedError('unavailable', 'image_unreadable');
      }
      // A full disk must not break the page: serve the render and try again next time.
      await writeAtomically(file, body).catch((err: unknown) =>
        ctx.log.warn({ err, file }, 'image cache write failed'),
      );
      return body;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return { status: 'ok', etag, body: await pending, contentType, cache: 'miss' };
}

/** Whether a path has a source (content file or catalogue record); for checks of the seed's image URLs. */
export async function imageSourceExists(ctx: ServiceContext, path: string): Promise<boolean> {
  if (!isSafeImagePath(path)) return false;
  try {
    await resolveSource(ctx, path);
    return true;
  } catch {
    return false;
  }
}
