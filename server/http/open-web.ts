// What crawlers, feed readers and browsers read besides the pages (issue #21): robots.txt, the sitemap index and its
// files, Atom feeds of new titles and the librarians' lists, and the OpenSearch description that lets a browser offer
// the portal's search. Addresses are absolute on PUBLIC_URL.
import { Feed } from 'feed';
import { Hono } from 'hono';
import { newArrivalsFeedPath, STAFF_LISTS_FEED_PATH } from '#core/feeds.ts';
import { isInspirationMediaType } from '#core/media-types.ts';
import { SITE_NAME } from '#core/site.ts';
import type { Config } from '#server/config.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { newArrivals, newestStaffLists, type FeedEntry } from '#server/services/feeds.ts';
import { listSitemapFiles, sitemapFile, type SitemapUrl } from '#server/services/sitemap.ts';

/** Crawlers may come back for these once an hour; the catalogue changes all day, not by the minute. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * Personal pages, the staff area, logins, the test tools and the API stay out of search engines; search result pages
 * too (endless combinations of one catalogue, which the sitemap lists once). Pictures under /api/images stay open.
 */
const ROBOTS_DISALLOWED = [
  '/min-side',
  '/ansatt',
  '/api/',
  '/dev/',
  '/logg-inn',
  '/registrer-deg',
  '/glemt-pin',
  '/test-idp',
  '/test-terminal',
  '/skjerm/',
  '/sok',
];

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sitemapIndexXml(publicUrl: string, files: readonly string[]): string {
  const entries = files.map(
    (name) => `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One <urlset>, written as its rows are read, so a file of 50,000 works is never built as one string. */
function sitemapStream(publicUrl: string, urls: AsyncIterable<SitemapUrl>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = urls[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
          ),
        );
      }
      const lines: string[] = [];
      // About a thousand addresses per chunk: few enough to keep memory flat, enough to keep writes efficient.
      while (lines.length < 1000) {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(`${lines.join('')}</urlset>\n`));
          controller.close();
          return;
        }
        const { path, lastModified } = next.value;
        const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
        lines.push(`<url><loc>${xmlEscape(publicUrl + path)}</loc>${lastmod}</url>\n`);
      }
      controller.enqueue(encoder.encode(lines.join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

function openSearchXml(publicUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${xmlEscape(SITE_NAME)}</ShortName>
  <Description>${xmlEscape(`Søk i samlingen til ${SITE_NAME}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>nb-NO</Language>
  <Image height="16" width="16" type="image/svg+xml">${xmlEscape(`${publicUrl}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${xmlEscape(`${publicUrl}/sok/{searchTerms}`)}"/>
</OpenSearchDescription>
`;
}

/** An Atom 1.0 document (RFC 4287) from a feed's entries; `path` is the feed's own address. */
function atomXml(
  publicUrl: string,
  path: string,
  title: string,
  alternatePath: string,
  entries: readonly FeedEntry[],
): string {
  const feed = new Feed({
    id: publicUrl + path,
    title: `${title} – ${SITE_NAME}`,
    link: publicUrl + alternatePath,
    language: 'nb',
    updated: entries[0]?.updated ?? new Date(0),
    generator: false,
    favicon: `${publicUrl}/favicon.svg`,
    feedLinks: { atom: publicUrl + path },
    author: { name: SITE_NAME, link: publicUrl },
    copyright: SITE_NAME,
  });
  for (const entry of entries) {
    feed.addItem({
      id: `${publicUrl}/#${entry.id}`,
      title: entry.title,
      link: publicUrl + entry.path,
      date: entry.updated,
      description: entry.summary,
      author: entry.author ? [{ name: entry.author }] : undefined,
    });
  }
  return feed.atom1();
}

const ATOM = { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' };

export function openWebRouter(services: ServiceContext, config: Pick<Config, 'publicUrl'>) {
  const origin = config.publicUrl;
  const router = new Hono();
  router.get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'Cache-Control': CRAWLER_CACHE }));
  router.get('/opensearch.xml', (c) =>
    c.body(openSearchXml(origin), 200, {
      'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  router.get('/sitemap.xml', async (c) =>
    c.body(sitemapIndexXml(origin, await listSitemapFiles(services)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE,
    }),
  );
  router.get('/sitemaps/:file', (c) => {
    const name = c.req.param('file').replace(/\.xml$/, '');
    const urls = c.req.param('file').endsWith('.xml') ? sitemapFile(services, name) : null;
    if (!urls) return c.text('Fant ikke dette kartet over sidene.', 404);
    return c.body(sitemapStream(origin, urls), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE,
    });
  });
  router.get(STAFF_LISTS_FEED_PATH, async (c) =>
    c.body(
      atomXml(
        origin,
        STAFF_LISTS_FEED_PATH,
        'Lister fra bibliotekarene',
        '/litteratur',
        await newestStaffLists(services),
      ),
      200,
      ATOM,
    ),
  );
  router.get('/feeds/nytt/:file', async (c) => {
    const type = c.req.param('file').replace(/\.xml$/, '');
    if (!c.req.param('file').endsWith('.xml') || !isInspirationMediaType(type))
      return c.text('Fant ikke denne strømmen.', 404);
    return c.body(
      atomXml(
        origin,
        newArrivalsFeedPath(type),
        `Nytt i samlingen: ${type}`,
        `/inspirasjon/${encodeURIComponent(type)}`,
        await newArrivals(services, type),
      ),
      200,
      ATOM,
    );
  });
  return router;
}
