// What crawlers and browsers read besides the pages (issue #21): robots.txt, the sitemap index and its files, and the
// OpenSearch description that lets a browser offer the portal's search. Addresses are absolute on PUBLIC_URL.
import { Hono } from 'hono';
import { SITE_NAME } from '#core/site.ts';
import type { Config } from '#server/config.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { listSitemapFiles, sitemapFile, type SitemapUrl } from '#server/services/sitemap.ts';

/** Crawlers may come back for these once an hour; the catalogue changes all day, not by the minute. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * Personal pages, the staff area, logins, the test tools and the API stay out of search engines; search result pages
 * too (endless combinations of one catalogue, which the sitemap lists once). Pictures under /api/images stay open.
 */
const ROBOTS_DISALLOWED = ['/min-side', '/ansatt', '/api/', '/dev/', '/logg-inn', '/registrer-deg', '/glemt-pin', '/test-idp', '/test-terminal', '/skjerm/', '/sok'];

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
  const entries = files.map((name) => `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`);
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
        controller.enqueue(encoder.encode('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'));
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

export function openWebRouter(services: ServiceContext, config: Pick<Config, 'publicUrl'>) {
  const origin = config.publicUrl;
  const router = new Hono();
  router.get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'Cache-Control': CRAWLER_CACHE }));
  router.get('/opensearch.xml', (c) =>
    c.body(openSearchXml(origin), 200, { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }),
  );
  router.get('/sitemap.xml', async (c) =>
    c.body(sitemapIndexXml(origin, await listSitemapFiles(services)), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_CACHE }),
  );
  router.get('/sitemaps/:file', (c) => {
    const name = c.req.param('file').replace(/\.xml$/, '');
    const urls = c.req.param('file').endsWith('.xml') ? sitemapFile(services, name) : null;
    if (!urls) return c.text('Fant ikke dette kartet over sidene.', 404);
    return c.body(sitemapStream(origin, urls), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_CACHE });
  });
  return router;
}
