// Integration tests of /api/pages: one page by id or slug with ordered, resolved blocks; the paged list with a tag filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Block {
  order: number;
  type: string;
  [key: string]: unknown;
}
interface Page {
  id: number;
  slug: string;
  path: string;
  title: string;
  lead: string;
  tags: string[];
  sections: { order: number; heading?: string; anchor?: string; blocks: Block[] }[];
}

const getJson = async <T>(path: string) => {
  const response = await t.request(path);
  return { response, body: (await response.json()) as T };
};

describe('GET /api/pages/{id}', () => {
  it('gives a page by slug with sections and blocks in order, and tags', async () => {
    const { response, body } = await getJson<Page>('/api/pages/personvern');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      slug: 'personvern',
      path: '/personvern',
      title: 'Personvernerklæring',
      tags: ['juridisk'],
    });
    expect(body.sections.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
    expect(body.sections[4]).toMatchObject({ heading: 'Dine rettigheter', anchor: 'rettigheter' });
    expect(body.sections[4].blocks.map((b) => [b.order, b.type])).toEqual([
      [1, 'text'],
      [2, 'links'],
    ]);
  });

  it('gives the same page by numeric id', async () => {
    const bySlug = await getJson<Page>('/api/pages/ordensreglement');
    const byId = await getJson<Page>(`/api/pages/${bySlug.body.id}`);
    expect(byId.response.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('sorts stored sections and blocks by order', async () => {
    // Store a page whose sections and blocks are out of order, then read it back.
    await t.services.db.execute(
      `insert into pages (slug, title, sections, tags) values ('uordnet', 'Uordnet', '[{"order":2,"blocks":[{"order":2,"type":"text","text":"b"},{"order":1,"type":"text","text":"a"}]},{"order":1,"blocks":[]}]'::jsonb, '{test}')`,
    );
    const { body } = await getJson<Page>('/api/pages/uordnet');
    expect(body.sections.map((s) => s.order)).toEqual([1, 2]);
    expect(body.sections[1].blocks.map((b) => b.text)).toEqual(['a', 'b']);
  });

  it('keeps the FAQ anchor of the footer link (SPEC §2)', async () => {
    const { body } = await getJson<Page>('/api/pages/ofte-stilte-sporsmal');
    const section = body.sections.find((s) => s.anchor === 'om-søk-og-min-side');
    expect(section?.blocks[0].type).toBe('faq');
    expect((section?.blocks[0].items as unknown[]).length).toBeGreaterThan(2);
  });

  it('resolves rich blocks: an image, an embedded list of works and upcoming events', async () => {
    const history = await getJson<Page>('/api/pages/historien');
    const image = history.body.sections.flatMap((s) => s.blocks).find((b) => b.type === 'image');
    expect(image).toMatchObject({
      url: '/images/libraries/bjorvika.jpg',
      width: 1200,
      height: 800,
      alt: expect.any(String),
    });

    const use = await getJson<Page>('/api/pages/bruk-biblioteket');
    const works = use.body.sections.flatMap((s) => s.blocks).find((b) => b.type === 'works') as Block & {
      list: { id: number; title: string; works: { title: string; creators: string }[] };
    };
    expect(works.list).toMatchObject({ id: 1, title: 'Nordiske perler' });
    expect(works.list.works.length).toBeGreaterThanOrEqual(8);
    expect(works.list.works[0]).toMatchObject({ title: expect.any(String), creators: expect.any(String) });

    const friby = await getJson<Page>('/api/pages/friby');
    const eventBlock = friby.body.sections.flatMap((s) => s.blocks).find((b) => b.type === 'events') as Block & {
      events: { title: string; startAt: string; endAt: string; eventType: string }[];
    };
    expect(eventBlock.events.length).toBeGreaterThan(0);
    expect(eventBlock.events.length).toBeLessThanOrEqual(3);
    expect(eventBlock.events.every((e) => e.eventType === 'Forfattermøte' && new Date(e.endAt) >= t.now)).toBe(true);
    const starts = eventBlock.events.map((e) => e.startAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('answers 404 with the JSON error shape for unknown ids and slugs and unpublished pages', async () => {
    await t.services.db.execute(`insert into pages (slug, title, published) values ('kladd', 'Kladd', false)`);
    for (const id of ['finnes-ikke', '999999', 'kladd']) {
      const { response, body } = await getJson(`/api/pages/${id}`);
      expect(response.status, id).toBe(404);
      expect(body, id).toEqual({ error: { code: 'not_found', message: 'Fant ikke siden' } });
    }
  });
});

describe('GET /api/pages', () => {
  it('pages with from and size (24 per page by default), by title, with total', async () => {
    const { response, body } = await getJson<{ hits: Omit<Page, 'sections'>[]; total: number }>(
      '/api/pages?from=0&size=24',
    );
    expect(response.status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(13);
    expect(body.hits.length).toBe(Math.min(24, body.total));
    expect(body.hits[0]).not.toHaveProperty('sections');
    const second = await getJson<{ hits: { slug: string }[] }>('/api/pages?from=2&size=2');
    expect(second.body.hits.map((h) => h.slug)).toEqual(body.hits.slice(2, 4).map((h) => h.slug));
  });

  it('filters by tag', async () => {
    const { body } = await getJson<{ hits: { slug: string; tags: string[] }[]; total: number }>(
      '/api/pages?tag=juridisk',
    );
    expect(body.total).toBe(3);
    expect(body.hits.map((h) => h.slug).sort()).toEqual(['ordensreglement', 'personvern', 'utlansreglement']);
  });

  it('answers 400 for bad paging', async () => {
    for (const query of ['from=-1', 'size=0', 'size=1001', 'from=abc']) {
      const { response, body } = await getJson<{ error: { code: string; message: string } }>(`/api/pages?${query}`);
      expect(response.status, query).toBe(400);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toMatch(/^Ugyldig forespørsel\. «(from|size)»/);
    }
  });
});
