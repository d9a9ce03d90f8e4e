// Integration tests of /api/lists and /api/lists/{id}: media type, status and creator filters, paging, drafts hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Summary {
  id: number;
  title: string;
  mediaTypes: string[];
  status: string;
  created: string;
  createdBy: { id: string; employeeId: number; name: string; title: string };
  itemCount: number;
}
interface Hits {
  hits: Summary[];
  total: number;
}
const NORA = 'http://data.deichman.no/person/e1';

const getJson = async <T = Hits>(path: string) => {
  const response = await t.request(path);
  return { response, body: (await response.json()) as T };
};

describe('GET /api/lists', () => {
  it('gives published lists newest first with creator and item count; drafts never show', async () => {
    const { response, body } = await getJson('/api/lists');
    expect(response.status).toBe(200);
    expect(body.total).toBe(9);
    expect(body.hits.every((h) => h.status === 'published')).toBe(true);
    expect(body.hits.map((h) => h.title)).not.toContain('Klassikere på nynorsk');
    const created = body.hits.map((h) => h.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.hits[0]).toMatchObject({
      id: 1,
      title: 'Nordiske perler',
      createdBy: { id: NORA, employeeId: 1, name: 'Nora Lie' },
    });
    expect(body.hits[0].itemCount).toBeGreaterThanOrEqual(8);
  });

  it('filters by field.mediaTypes, with or without the mediaType_ prefix', async () => {
    const film = await getJson('/api/lists?field.mediaTypes=Film&from=0&size=24');
    expect(film.response.status).toBe(200);
    expect(film.body.hits.map((h) => h.title).sort()).toEqual(['Filmkvelder med familien', 'Norsk film du må se']);
    const prefixed = await getJson('/api/lists?field.mediaTypes=mediaType_Film');
    expect(prefixed.body).toEqual(film.body);
    const either = await getJson('/api/lists?field.mediaTypes=Film&field.mediaTypes=Tegneserie');
    expect(either.body.total).toBe(4);
  });

  it('filters by field.status=published and field.createdBy.id (the employee page read, size 1000)', async () => {
    const { response, body } = await getJson(
      `/api/lists?field.status=published&field.createdBy.id=${encodeURIComponent(NORA)}&size=1000`,
    );
    expect(response.status).toBe(200);
    expect(body.hits.map((h) => h.title)).toEqual(['Nordiske perler', 'Krim til påske']);
    const nobody = await getJson('/api/lists?field.createdBy.id=http%3A%2F%2Fdata.deichman.no%2Fperson%2Fingen');
    expect(nobody.body).toEqual({ hits: [], total: 0 });
  });

  it('pages with from and size = 24 × page', async () => {
    const first = await getJson('/api/lists?from=0&size=4');
    const second = await getJson('/api/lists?from=4&size=4');
    expect(first.body.hits).toHaveLength(4);
    expect(first.body.total).toBe(9);
    expect(second.body.hits.map((h) => h.id)).not.toContain(first.body.hits[0].id);
    const all = await getJson('/api/lists?from=0&size=48');
    expect(all.body.hits.map((h) => h.id)).toEqual(
      [...first.body.hits, ...second.body.hits, ...all.body.hits.slice(8)].map((h) => h.id),
    );
  });

  it('answers 400 for drafts, bad media types and bad paging', async () => {
    const draft = await getJson<{ error: { code: string; message: string } }>('/api/lists?field.status=draft');
    expect(draft.response.status).toBe(400);
    expect(draft.body.error.message).toMatch(/^Ugyldig forespørsel\. «field\.status»/);
    const media = await getJson<{ error: { code: string; message: string } }>(
      '/api/lists?field.mediaTypes=%3Cscript%3E',
    );
    expect(media.response.status).toBe(400);
    expect(media.body.error.message).toMatch(/«field\.mediaTypes\.0»/);
    const size = await getJson<{ error: { code: string; message: string } }>('/api/lists?size=5000');
    expect(size.response.status).toBe(400);
    expect(size.body.error.message).toMatch(/«size»/);
  });
});

describe('GET /api/lists/{id}', () => {
  it('gives one published list with its works in list order', async () => {
    const { response, body } = await getJson<
      Summary & { works: { id: number; uri: string; title: string; creators: string; mediaType: string | null }[] }
    >('/api/lists/3');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: 3,
      title: 'Norsk film du må se',
      mediaTypes: ['Film'],
      createdBy: { name: 'Magnus Tveit' },
    });
    expect(body.works).toHaveLength(body.itemCount);
    expect(body.works[0]).toMatchObject({ title: 'Ni liv', mediaType: 'Film' });
    expect(body.works.every((w) => w.uri.length > 0)).toBe(true);
  });

  it('answers 404 for drafts, unknown and non-numeric ids', async () => {
    for (const id of ['9', '999999', 'abc']) {
      const { response, body } = await getJson(`/api/lists/${id}`);
      expect(response.status, id).toBe(404);
      expect(body, id).toEqual({ error: { code: 'not_found', message: 'Fant ikke listen' } });
    }
  });
});
