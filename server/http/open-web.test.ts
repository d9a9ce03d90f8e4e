// robots.txt, the sitemap index and files, and the OpenSearch description (issue #21), on the seeded demo library.
import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workPath } from '#core/catalogue.ts';
import { events, publications } from '#server/db/schema.ts';
import { listSitemapFiles, sitemapFile } from '#server/services/sitemap.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = t.services.config.publicUrl;
});
afterAll(async () => {
  await t.close();
});

/** The <loc> addresses of a sitemap or index, after checking the document is well-formed XML. */
function locs(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
}

async function collect(urls: AsyncIterable<{ path: string }> | null): Promise<string[]> {
  const paths: string[] = [];
  for await (const url of urls ?? []) paths.push(url.path);
  return paths;
}

describe('robots.txt', () => {
  it('keeps personal pages, the staff area, logins and search results out, and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    for (const path of ['/min-side', '/ansatt', '/api/', '/logg-inn', '/sok'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/images/');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  it('indexes files that each answer with absolute addresses of public pages, the works among them', async () => {
    const index = await t.request('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await index.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = locs(body);
    expect(files).toContain(`${origin}/sitemaps/sider.xml`);
    expect(files).toContain(`${origin}/sitemaps/verk-1.xml`);

    const addresses: string[] = [];
    for (const file of files) {
      const response = await t.request(file.slice(origin.length));
      expect(response.status, file).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n[\s\S]*<\/urlset>\n$/);
      addresses.push(...locs(xml));
    }
    expect(addresses.every((a) => a.startsWith(`${origin}/`))).toBe(true);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toContain(`${origin}/`);
    expect(addresses).toContain(`${origin}/bibliotekene/grunerlokka`);
    expect(addresses).toContain(`${origin}${workPath('Gengangere', 5)}`);
    expect(addresses.some((a) => a.startsWith(`${origin}/person/`))).toBe(true);
    expect(addresses.filter((a) => /^\/(min-side|ansatt|sok(-[a-z]+)?)(\/|$)/.test(new URL(a).pathname))).toEqual([]);
  });

  it('splits each catalogue family into files of the limit, read in batches, every live work once', async () => {
    const sizes = { file: 500, batch: 70 };
    const names = (await listSitemapFiles(t.services, sizes)).filter((name) => name.startsWith('verk-'));
    const { rows } = await t.services.db.execute<{ n: number; last: number }>(sql`
      select count(*)::int as n, max(w.id)::int as last from works w
      where exists (select 1 from publications p where p.work_id = w.id and p.withdrawn_at is null)`);
    expect(names).toHaveLength(Math.ceil(rows[0].last / sizes.file));
    const perFile = await Promise.all(names.map((name) => collect(sitemapFile(t.services, name, sizes))));
    expect(Math.max(...perFile.map((paths) => paths.length))).toBeLessThanOrEqual(sizes.file);
    const all = perFile.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(rows[0].n);
  });

  it('leaves out a work whose every publication is withdrawn, and events kept off the web', async () => {
    const [publication] = await t.services.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.workId, 5));
    const [hidden] = await t.services.db
      .update(events)
      .set({ dontShowOnWeb: true })
      .where(
        sql`${events.id} = (select min(id) from events where end_at > now() and not private_event and not dont_show_on_web)`,
      )
      .returning({ id: events.id });
    const allWithdrawn = await t.services.db.execute(
      sql`update publications set withdrawn_at = now() where work_id = 5 and withdrawn_at is null returning id`,
    );
    try {
      expect(publication).toBeDefined();
      expect(await collect(sitemapFile(t.services, 'verk-1'))).not.toContain(workPath('Gengangere', 5));
      expect(await collect(sitemapFile(t.services, 'sider'))).not.toContain(`/hva-skjer/${hidden.id}`);
    } finally {
      const ids = allWithdrawn.rows.map((row) => Number((row as { id: number }).id));
      await t.services.db.execute(
        sql`update publications set withdrawn_at = null where id in ${sql.raw(`(${ids.join(',')})`)}`,
      );
      await t.services.db.update(events).set({ dontShowOnWeb: false }).where(eq(events.id, hidden.id));
    }
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const path of ['/sitemaps/ukjent-1.xml', '/sitemaps/verk-0.xml', '/sitemaps/verk-1', '/sitemaps/sider.txt']) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});

describe('Atom feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' });
  type AtomEntry = {
    id: string;
    title: string;
    updated: string;
    link: { '@_href': string }[];
    author?: { name: string };
  };
  async function atom(path: string) {
    const response = await t.request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml) as { feed: { '@_xmlns': string; title: string; entry?: AtomEntry[] } };
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    return { title: feed.title, entries: feed.entry ?? [] };
  }

  it('lists the newest titles of a media type first, one entry per work, linking to the work page', async () => {
    // A book added just now comes first (no feed is read before, so none is cached yet).
    const [newest] = await t.services.db
      .execute<{ work_id: number; title: string }>(
        sql`
      update publications set created_at = (select max(created_at) from publications) + interval '1 minute'
      where id = (select min(p.id) from publications p where p.media_type = 'Bok' and p.withdrawn_at is null)
      returning work_id, (select title from works where id = work_id) as title`,
      )
      .then((r) => r.rows);
    const { title, entries } = await atom(`/feeds/nytt/${encodeURIComponent('bøker')}.xml`);
    expect(title).toBe('Nytt i samlingen: bøker – Oslo bibliotek');
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThanOrEqual(50);
    expect(entries[0].link[0]['@_href']).toBe(origin + workPath(newest.title, newest.work_id));
    const updated = entries.map((e) => Date.parse(e.updated));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("carries the librarians' published lists with their authors, and answers 404 for an unknown feed", async () => {
    const { entries } = await atom('/feeds/lister.xml');
    const published = await t.services.db.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_lists where status = 'published'`,
    );
    expect(entries).toHaveLength(Math.min(50, published.rows[0].n));
    expect(entries.every((e) => /\/lister\/\d+$/.test(e.link[0]['@_href']) && e.author?.name)).toBe(true);
    for (const path of ['/feeds/nytt/ukjent.xml', '/feeds/nytt/film'])
      expect((await t.request(path)).status, path).toBe(404);
  });
});

describe('OpenSearch', () => {
  it('describes the catalogue search so browsers can offer it', async () => {
    const response = await t.request('/opensearch.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<ShortName>Oslo bibliotek</ShortName>');
    expect(xml).toContain(`<Url type="text/html" method="get" template="${origin}/sok/{searchTerms}"/>`);
  });
});
