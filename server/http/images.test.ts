// Integration tests of /api/images/resize/{width}{path}: real resizes, formats, disk cache, cache headers and unsafe input.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, employees, events, libraries, libraryServices, publications } from '#server/db/schema.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { imageSourceExists } from '#server/services/images.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cacheRoot: string;
let services: ServiceContext;
let request: (path: string, init?: RequestInit) => Promise<Response>;

const WEBP = { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } };
const JPEG_ONLY = { headers: { accept: 'image/jpeg,image/*;q=0.8' } };

beforeAll(async () => {
  t = await createTestApp();
  // A private DATA_DIR, so the disk cache of this file is its own and is removed afterwards.
  cacheRoot = mkdtempSync(join(tmpdir(), 'bibliotek-images-test-'));
  services = { ...t.services, config: { ...t.services.config, DATA_DIR: cacheRoot } };
  const app = createHttpApp({
    config: services.config,
    log: services.log,
    services,
    handleDocument: async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
  });
  request = async (path, init) => app.request(path, init);
});
afterAll(async () => {
  await t.close();
  rmSync(cacheRoot, { recursive: true, force: true });
});

const cacheFiles = (): string[] => readdirSync(join(cacheRoot, 'image-cache'), { recursive: true }).map(String);

describe('GET /api/images/resize/{width}{path}', () => {
  it('resizes a content image to the width as WebP, with cache headers, then serves it from the disk cache', async () => {
    const first = await request('/api/images/resize/480/images/events/konsert.jpg', WEBP);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(first.headers.get('vary')).toMatch(/Accept/);
    expect(first.headers.get('etag')).toMatch(/^W\/"480-webp-[0-9a-f]{24}"$/);
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const body = Buffer.from(await first.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });

    const second = await request('/api/images/resize/480/images/events/konsert.jpg', WEBP);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    expect(cacheFiles().filter((f) => f.startsWith('480/') && f.endsWith('.webp'))).toHaveLength(1);
  });

  it('answers JPEG to a browser that does not take WebP', async () => {
    const response = await request('/api/images/resize/320/images/libraries/bjorvika.jpg', JPEG_ONLY);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('etag')).toMatch(/^W\/"320-jpeg-/);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 213,
    });
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const first = await request('/api/images/resize/768/images/campaigns/bli-laner.jpg', WEBP);
    const etag = first.headers.get('etag') ?? '';
    const again = await request('/api/images/resize/768/images/campaigns/bli-laner.jpg', {
      headers: { ...WEBP.headers, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toMatch(/^public/);
    expect(await again.text()).toBe('');
    // Another width is another representation.
    const other = await request('/api/images/resize/480/images/campaigns/bli-laner.jpg', {
      headers: { ...WEBP.headers, 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('uses the default width 1152 when the URL has none (SPEC §9)', async () => {
    const response = await request('/api/images/resize/images/campaigns/velkommen.jpg', WEBP);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 1152,
      height: 768,
    });
  });

  it('draws a cover for a catalogue record (2:3) and 404s an unknown record', async () => {
    const [record] = await t.services.db
      .select({ recordId: publications.recordId })
      .from(publications)
      .where(isNotNull(publications.coverUrl))
      .limit(1);
    const response = await request(`/api/images/resize/320/covers/${record.recordId}.jpg`, WEBP);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 480,
    });

    const unknown = await request('/api/images/resize/320/covers/099999999999.jpg', WEBP);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'image_not_found', message: 'Fant ikke bildet.' } });
  });

  it('renders a new image once for a burst of parallel requests and leaves no temporary files', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => request('/api/images/resize/1440/images/events/film-skjerm.jpg', WEBP)),
    );
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0]))).toBe(true);
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ width: 1440, height: 810 });
    expect(cacheFiles().filter((f) => f.startsWith('1440/') && /\.(webp|jpg)$/.test(f))).toHaveLength(1);
    expect(cacheFiles().some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('keeps one cache entry per source, however the request spells its extension', async () => {
    const spellings = ['konsert.jpg', 'konsert.JPG', 'konsert.Jpeg', 'konsert.png', 'konsert.webp', 'konsert.PNG'];
    const responses = await Promise.all(
      spellings.map((name) => request(`/api/images/resize/1920/images/events/${name}`, WEBP)),
    );
    expect(responses.map((r) => r.status)).toEqual(spellings.map(() => 200));
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(cacheFiles().filter((f) => f.startsWith('1920/') && f.endsWith('.webp'))).toHaveLength(1);
  });

  it('refuses widths outside the fixed set with 400 and a Norwegian message', async () => {
    for (const width of ['500', '0', '99999', '48x', '1152.5']) {
      const response = await request(`/api/images/resize/${width}/images/events/konsert.jpg`);
      expect(response.status, width).toBe(400);
      expect(await response.json(), width).toEqual({
        error: {
          code: 'invalid_request',
          message: expect.stringMatching(
            /^Ugyldig forespørsel\. «width»: Bildebredden må være en av 320, 480, 768, 1152, 1440 eller 1920\.$/,
          ),
        },
      });
    }
  });

  it('refuses traversal, encoded traversal, backslashes, NUL, double encoding and non-image paths with 400', async () => {
    const unsafe = [
      '/api/images/resize/480/images/..%2F..%2F..%2Fpackage.json',
      '/api/images/resize/480/images/%2e%2e%2fserver%2fconfig.jpg',
      '/api/images/resize/480/images/..%5C..%5Cpackage.jpg',
      '/api/images/resize/480/images/%5Cetc%5Cpasswd.jpg',
      '/api/images/resize/480/images/%252e%252e/%252e%252e/package.jpg',
      '/api/images/resize/480//etc/passwd.jpg',
      '/api/images/resize/480/images/.hidden.jpg',
      '/api/images/resize/480/images/events/konsert.svg',
      '/api/images/resize/480/images/events/konsert',
      '/api/images/resize/480/images/%E0%A4%A.jpg',
      '/api/images/resize/480/images/~root/x.jpg',
      `/api/images/resize/480/images/${'a'.repeat(400)}.jpg`,
    ];
    for (const path of unsafe) {
      const response = await request(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, path).toBe('invalid_request');
      expect(body.error.message, path).toMatch(
        /^Ugyldig forespørsel\. «path»: (Ugyldig bildesti|Bildestien kan ikke være lengre enn 300 tegn)/,
      );
    }
    // A NUL is refused before any route looks at the path.
    const nul = await request('/api/images/resize/480/images/events/konsert.jpg%00.png');
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { code: string } }).error.code).toBe('invalid_characters');
  });

  it('never serves a file outside content/images, whatever the URL normalisation makes of dot segments', async () => {
    for (const path of [
      '/api/images/resize/480/images/../../../../etc/passwd.jpg',
      '/api/images/resize/480/images/%2e%2e/%2e%2e/%2e%2e/package.jpg',
      '/api/images/resize/480/images/events/%2E%2E/%2E%2E/%2E%2E/content/images/events/konsert.jpg',
    ]) {
      const response = await request(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.get('content-type'), path).toMatch(/application\/json/);
    }
  });

  it('answers 404 in JSON for a safe path without a source', async () => {
    for (const path of [
      '/api/images/resize/480/images/events/finnes-ikke.jpg',
      '/api/images/resize/480/annet/bilde.jpg',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: { code: 'image_not_found', message: 'Fant ikke bildet.' } });
    }
  });

  it('has a source for every image URL in the demo data', async () => {
    const db = t.services.db;
    const urls = [
      ...(await db.select({ url: libraries.imageUrl }).from(libraries)).map((r) => r.url),
      ...(await db.select({ url: events.imageUrl }).from(events)).map((r) => r.url),
      ...(await db.select({ url: events.infoScreenImageUrl }).from(events)).map((r) => r.url),
      ...(await db.select({ url: libraryServices.imageUrl }).from(libraryServices)).map((r) => r.url),
      ...(await db.select({ url: employees.imageUrl }).from(employees)).map((r) => r.url),
      ...(
        await db
          .select({ a: campaigns.imageUrl, b: campaigns.imageVerticalUrl, c: campaigns.imageHorizontalUrl })
          .from(campaigns)
      ).flatMap((r) => [r.a, r.b, r.c]),
    ].filter((url): url is string => url !== null);
    const distinct = [...new Set(urls)];
    expect(distinct.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const url of distinct) if (!(await imageSourceExists(services, url))) missing.push(url);
    expect(missing).toEqual([]);
  });
});
