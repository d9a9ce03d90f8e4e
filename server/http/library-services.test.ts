// Integration tests of /api/library-services: list with every filter and counts, highlighted block, detail and 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Service {
  id: number;
  title: string;
  serviceForm: string;
  targetAudience: string[];
  highlighted: boolean;
  libraries: { id: number; name: string; slug: string }[];
}
interface Filter {
  name: string;
  label: string;
  type: string;
  options: { value: string; text: string; count: number; selected: boolean }[];
}
interface ListBody {
  items: Service[];
  total: number;
  filters: Filter[];
}

const getJson = async <T = ListBody>(path: string) => {
  const response = await t.request(path);
  return { response, body: (await response.json()) as T };
};
const option = (body: ListBody, filter: string, value: string) =>
  body.filters.find((f) => f.name === filter)?.options.find((o) => o.value === value);

describe('GET /api/library-services', () => {
  it('lists every published service alphabetically with its libraries and three filters', async () => {
    const { response, body } = await getJson('/api/library-services');
    expect(response.status).toBe(200);
    expect(body.total).toBe(29);
    expect(body.items).toHaveLength(29);
    const titles = body.items.map((s) => s.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nb')));
    const sprakkafe = body.items.find((s) => s.title === 'Språkkafé');
    expect(sprakkafe).toMatchObject({ serviceForm: 'Kurs og læring', targetAudience: ['Voksne'], highlighted: true });
    expect(sprakkafe?.libraries.map((l) => l.slug)).toEqual([
      'bjorvika',
      'furuset',
      'grunerlokka',
      'holmlia',
      'romsas',
      'stovner',
      'toyen',
    ]);
    expect(body.filters.map((f) => [f.name, f.label, f.type])).toEqual([
      ['serviceForm', 'Tjenesteform', 'checkbox'],
      ['targetAudience', 'Målgruppe', 'checkbox'],
      ['branch', 'Bibliotek', 'list'],
    ]);
    // All nine service forms of SPEC §2 in order, each with a count.
    expect(body.filters[0].options.map((o) => o.value)).toEqual([...SERVICE_FORMS]);
    expect(option(body, 'serviceForm', 'Hjelp og veiledning')).toEqual({
      value: 'Hjelp og veiledning',
      text: 'Hjelp og veiledning',
      count: 4,
      selected: false,
    });
    expect(option(body, 'branch', 'bjorvika')?.text).toBe('Bjørvika');
  });

  it("filters by serviceForm and keeps the other forms' counts (facets ignore their own selection)", async () => {
    const { response, body } = await getJson(
      `/api/library-services?serviceForm=${encodeURIComponent('Kurs og læring')}`,
    );
    expect(response.status).toBe(200);
    expect(body.items.map((s) => s.title)).toEqual(['Datakurs for seniorer', 'Slektsgransking', 'Språkkafé']);
    expect(body.total).toBe(3);
    expect(option(body, 'serviceForm', 'Kurs og læring')).toMatchObject({ count: 3, selected: true });
    expect(option(body, 'serviceForm', 'Lesesirkel')).toMatchObject({ count: 3, selected: false });
    // Audience counts are narrowed by the chosen form.
    expect(option(body, 'targetAudience', 'Voksne')?.count).toBe(3);
    expect(option(body, 'targetAudience', 'Barn')?.count).toBe(0);
  });

  it('accepts a repeated serviceForm as alternatives', async () => {
    const { body } = await getJson('/api/library-services?serviceForm=Lesesirkel&serviceForm=Rom%20og%20utstyr');
    expect(body.total).toBe(7);
    expect(new Set(body.items.map((s) => s.serviceForm))).toEqual(new Set(['Lesesirkel', 'Rom og utstyr']));
  });

  it('filters by targetAudience', async () => {
    const { body } = await getJson('/api/library-services?targetAudience=Barn');
    expect(body.items.every((s) => s.targetAudience.includes('Barn'))).toBe(true);
    expect(body.items.map((s) => s.title)).toContain('Kodeklubb');
    expect(body.total).toBe(option(body, 'targetAudience', 'Barn')?.count);
  });

  it('filters by branch given as slug or as name', async () => {
    const bySlug = await getJson('/api/library-services?branch=majorstuen');
    const byName = await getJson('/api/library-services?branch=Majorstuen');
    expect(bySlug.response.status).toBe(200);
    expect(bySlug.body.items.every((s) => s.libraries.some((l) => l.slug === 'majorstuen'))).toBe(true);
    expect(bySlug.body.items.map((s) => s.title)).toContain('Slektsgransking');
    expect(bySlug.body.items.map((s) => s.title)).not.toContain('Kodeklubb');
    expect(byName.body.items).toEqual(bySlug.body.items);
    expect(option(bySlug.body, 'branch', 'majorstuen')?.selected).toBe(true);
  });

  it('searches title, lead and description with q, folding accents and case', async () => {
    const { body } = await getJson('/api/library-services?q=SPRAKKAFE');
    expect(body.items.map((s) => s.title)).toEqual(['Språkkafé']);
    const words = await getJson('/api/library-services?q=3D-printere%20laserkutter');
    expect(words.body.items.map((s) => s.title)).toEqual(['Makerspace']);
    const none = await getJson('/api/library-services?q=finnes-ikke-noe-sted');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('combines filters (AND across filters)', async () => {
    const { body } = await getJson('/api/library-services?serviceForm=Lesesirkel&targetAudience=Ungdom&branch=nydalen');
    expect(body.items.map((s) => s.title)).toEqual(['Ungdommens lesesirkel']);
  });

  it('narrows to services with recordings with hasAudioVideo=true; false means no filter', async () => {
    const all = await getJson('/api/library-services?hasAudioVideo=false');
    expect(all.body.total).toBe(29);
    const recorded = await getJson('/api/library-services?hasAudioVideo=true');
    expect(recorded.response.status).toBe(200);
    const expected = await t.services.db.execute<{ n: number }>(
      'select count(distinct a.service_id)::int as n from audio_videos a join library_services s on s.id = a.service_id left join events e on e.id = a.event_id where s.published and (e.id is null or (not e.private_event and not e.dont_show_on_web))',
    );
    expect(recorded.body.total).toBe(Number(expected.rows[0].n));
  });

  it('answers 400 with a Norwegian message for an unknown serviceForm, audience or branch', async () => {
    const form = await getJson<{ error: { code: string; message: string } }>('/api/library-services?serviceForm=Yoga');
    expect(form.response.status).toBe(400);
    expect(form.body.error.code).toBe('invalid_request');
    expect(form.body.error.message).toMatch(/^Ugyldig forespørsel\. «serviceForm\.0»/);
    const audience = await getJson<{ error: { code: string; message: string } }>(
      '/api/library-services?targetAudience=Pensjonister',
    );
    expect(audience.response.status).toBe(400);
    expect(audience.body.error.message).toMatch(/«targetAudience\.0»/);
    const branch = await getJson<{ error: { code: string; message: string } }>('/api/library-services?branch=atlantis');
    expect(branch.response.status).toBe(400);
    expect(branch.body).toEqual({ error: { code: 'unknown_branch', message: 'Ukjent bibliotek: «atlantis»' } });
    const flag = await getJson<{ error: { code: string; message: string } }>('/api/library-services?hasAudioVideo=ja');
    expect(flag.response.status).toBe(400);
    expect(flag.body.error.message).toMatch(/«hasAudioVideo»/);
  });
});

describe('GET /api/library-services/highlighted', () => {
  it('answers services, title and active (SPEC §3)', async () => {
    const { response, body } = await getJson<{ services: Service[]; title: string; active: boolean }>(
      '/api/library-services/highlighted',
    );
    expect(response.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['active', 'services', 'title']);
    expect(body.title).toBe('Utvalgte tjenester');
    expect(body.active).toBe(true);
    expect(body.services).toHaveLength(8);
    expect(body.services.every((s) => s.highlighted)).toBe(true);
    expect(body.services.map((s) => s.title)).toContain('Makerspace');
  });
});

describe('GET /api/library-services/{id}', () => {
  it('gives one service with the libraries that offer it', async () => {
    const { response, body } = await getJson<
      Service & { lead: string; description: string; image: { url: string } | null }
    >('/api/library-services/16');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: 16,
      title: 'Slektsgransking',
      serviceForm: 'Kurs og læring',
      targetAudience: ['Voksne'],
      image: { url: '/images/services/16.jpg' },
    });
    expect(body.libraries.map((l) => l.name)).toEqual(['Bjørvika', 'Majorstuen']);
  });

  it('answers 404 with the JSON error shape for unknown and non-numeric ids (SPEC §4: not found)', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      const { response, body } = await getJson(`/api/library-services/${id}`);
      expect(response.status, id).toBe(404);
      expect(body, id).toEqual({ error: { code: 'not_found', message: 'Fant ikke tjenesten' } });
    }
  });
});

describe('OpenAPI document', () => {
  it('documents the services, pages, lists and employee endpoints with their parameters', async () => {
    const { body } = await getJson<{
      paths: Record<string, { get: { parameters?: { name: string; in: string; schema: { type?: string } }[] } }>;
    }>('/api/openapi.json');
    for (const path of [
      '/library-services',
      '/library-services/highlighted',
      '/library-services/{id}',
      '/pages',
      '/pages/{id}',
      '/lists',
      '/lists/{id}',
      '/employee/{id}',
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    const params = body.paths['/library-services'].get.parameters ?? [];
    expect(params.map((p) => p.name)).toEqual(['serviceForm', 'targetAudience', 'branch', 'q', 'hasAudioVideo']);
    expect(params[0].schema.type).toBe('array');
    expect((body.paths['/lists'].get.parameters ?? []).map((p) => p.name)).toEqual([
      'field.mediaTypes',
      'field.status',
      'field.createdBy.id',
      'from',
      'size',
    ]);
  });
});
