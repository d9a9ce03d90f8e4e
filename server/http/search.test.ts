// Integration tests of the catalogue search API (SPEC §7 /api/search, /api/autocomplete, /api/search/*): ranking, facets, paging, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Response shapes as the tests read them.
interface Branch {
  slug: string;
  name: string;
  availableCount: number;
  totalCount: number;
}
interface Pub {
  id: number;
  recordId: string;
  mediaType: string;
  language: string;
  publicationYear: number | null;
  isbn: string | null;
  availability: { branches: Branch[] };
}
interface Work {
  id: number;
  uri: string;
  title: string;
  mediaType: string | null;
  mediaTypes: string[];
  genres: string[];
  compositionTypes: string[];
  publicationYear: number | null;
  audience: string;
  fiction: boolean;
  subjects: string[];
  path: string;
  creators: { name: string; role: string }[];
  publications: Pub[];
  availability: { available: boolean; availableCount: number; totalCount: number; branches: Branch[] };
}
interface Option {
  value: string;
  text: string;
  count: number;
  active: boolean;
}
interface Facet {
  id: string;
  label: string;
  type: string;
  options: Option[];
}
interface Result {
  query: string;
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  hits: { work: Work; debug?: unknown }[];
  filters: Facet[];
  correctedQuery: string | null;
}

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await t.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

async function search(query: string, params = ''): Promise<Result> {
  const { status, body } = await get<Result>(
    `/api/search?query=${encodeURIComponent(query)}${params ? `&${params}` : ''}`,
  );
  expect(status).toBe(200);
  return body;
}

const facet = (r: Result, id: string) => r.filters.find((f) => f.id === id);
const option = (r: Result, id: string, value: string) => facet(r, id)?.options.find((o) => o.value === value);

describe('GET /api/search ranking', () => {
  // Real works of the demo seed (server/db/seed/real-works.ts); typos and missing accents included.
  const cases: [string, string][] = [
    ['sult', 'Sult'],
    ['hamsn sult', 'Sult'],
    ['markens grode', 'Markens grøde'],
    ['et dukkehjem', 'Et dukkehjem'],
    ['peer gynt', 'Peer Gynt'],
    ['snømannen', 'Snømannen'],
    ['snomanen', 'Snømannen'],
    ['nesbø snømannen', 'Snømannen'],
    ['knausgard min kamp 2', 'Min kamp 2'],
    ['bienes historie', 'Bienes historie'],
    ['harry potter fangen', 'Harry Potter og fangen fra Azkaban'],
    ['harry poter azkaban', 'Harry Potter og fangen fra Azkaban'],
    ['1984', '1984'],
    ['nineteen eighty-four', '1984'],
    ['animal farm', 'Kamerat Napoleon'],
    ['norwegian wood', 'Norwegian Wood'],
    ['kon-tiki', 'Kon-Tiki'],
    ['heyerdahl kon-tiki', 'Kon-Tiki ekspedisjonen'],
    ['verdens verste menneske', 'Verdens verste menneske'],
    ['flaklypa', 'Flåklypa Grand Prix'],
    ['lovehjerte', 'Brødrene Løvehjerte'],
    ['lindgrn pippi', 'Pippi Langstrømpe'],
    ['ibsn gengangere', 'Gengangere'],
    ['murakmi kafka', 'Kafka på stranden'],
    ['maus spiegelman', 'Maus'],
    ['hunting high and low', 'Hunting High and Low'],
    ['fuglane vesaas', 'Fuglane'],
    ['naiv super', 'Naiv. Super.'],
    ['tintin tibet', 'Tintin i Tibet'],
    ['kardemome', 'Folk og røvere i Kardemomme by'],
    ['ut og stjele hester', 'Ut og stjæle hester'],
  ];
  it.each(cases)('%s → %s first', async (query, title) => {
    const r = await search(query);
    expect(r.hits[0]?.work.title).toBe(title);
  });

  it('puts an exact title above a title that only contains the words', async () => {
    const r = await search('Kon-Tiki');
    expect(r.hits.map((h) => h.work.title).slice(0, 2)).toEqual(['Kon-Tiki', 'Kon-Tiki ekspedisjonen']);
  });

  it('puts title and author matches above subject and description matches', async () => {
    // 'Oslo' is in the title of 'Oslo, 31. august' and only a subject of Beatles.
    const titles = (await search('oslo')).hits.map((h) => h.work.title);
    expect(titles.indexOf('Oslo, 31. august')).toBe(0);
    const beatles = titles.indexOf('Beatles');
    expect(beatles === -1 || beatles > titles.indexOf('Oslo, 31. august')).toBe(true);
  });

  it('finds an author with a typo and says which words it searched for', async () => {
    const r = await search('hamsn');
    expect(r.correctedQuery).toBe('hamsun');
    expect(r.hits.length).toBeGreaterThan(0);
    expect(r.hits.every((h) => h.work.creators.some((c) => c.name === 'Knut Hamsun'))).toBe(true);
  });

  it('answers the same with and without Norwegian letters and accents', async () => {
    const a = await search('brødrene løvehjerte');
    const b = await search('brodrene lovehjerte');
    expect(b.hits.map((h) => h.work.id)).toEqual(a.hits.map((h) => h.work.id));
    expect(b.correctedQuery).toBeNull();
  });

  it('uses Norwegian stemming (plural finds singular)', async () => {
    const r = await search('snømenn');
    expect(r.hits.length).toBeGreaterThanOrEqual(0);
    const singular = await search('bienes');
    expect(singular.hits[0]?.work.title).toBe('Bienes historie');
  });
});

describe('GET /api/search hits and paging', () => {
  it('gives works with SPEC §3 metadata and availability per branch', async () => {
    const r = await search('sult');
    const work = r.hits[0].work;
    expect(work.uri).toMatch(/^http:\/\/data\.deichman\.no\/work\//);
    expect(work).toMatchObject({ mediaType: 'Bok', publicationYear: 1890, genres: ['romaner'], compositionTypes: [] });
    expect(work.path).toBe(`/verk/sult_${work.id}`);
    expect(work.availability.totalCount).toBeGreaterThan(0);
    for (const branch of work.availability.branches) {
      expect(branch.slug).toMatch(/^[a-z-]+$/);
      expect(branch.totalCount).toBeGreaterThanOrEqual(branch.availableCount);
    }
    expect(work.publications[0].availability.branches.length).toBeGreaterThan(0);
  });

  it('treats an empty query as * (everything), newest first, 20 per page', async () => {
    const all = await search('');
    expect(all.query).toBe('*');
    expect(all.total).toBeGreaterThan(1500);
    expect(all.hits).toHaveLength(20);
    expect(all.totalPages).toBe(Math.ceil(all.total / 20));
    const star = await search('*');
    expect(star.total).toBe(all.total);
  });

  it('pages without overlap, and past the end gives no hits', async () => {
    const one = await search('roman');
    const two = await search('roman', 'page=2');
    expect(two.page).toBe(2);
    expect(two.total).toBe(one.total);
    const ids = new Set(one.hits.map((h) => h.work.id));
    expect(two.hits.some((h) => ids.has(h.work.id))).toBe(false);
    const beyond = await search('roman', `page=${one.totalPages + 1}`);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(one.total);
  });

  it('leaves out editions without copies unless includeWithoutItems=true', async () => {
    const normal = await search('sult');
    expect(normal.hits[0].work.mediaTypes).not.toContain('E-bok');
    const all = await search('sult', 'includeWithoutItems=true');
    expect(all.hits[0].work.mediaTypes).toContain('E-bok');
  });

  it('shows no ranking explanation to visitors, even when asked', async () => {
    const r = await search('sult', 'showDebugInfo=true');
    expect(r.hits[0].debug).toBeUndefined();
    expect('debug' in r).toBe(false);
  });

  it('shows the ranking explanation to staff with showDebugInfo=true', async () => {
    const employee = await createEmployee(t.services.db);
    const staff = cookieClient(t.request);
    expect((await staff.login(employee.cardNumber, employee.pin)).status).toBeLessThan(400);
    const response = await staff.request('/api/search?query=sult&showDebugInfo=true');
    const r = (await response.json()) as Result & { debug: { tsquery: string } };
    expect(r.debug.tsquery).toBe('sult');
    expect(r.hits[0].debug).toMatchObject({ exactTitle: true, titleOrCreatorMatch: true });
    const without = (await (await staff.request('/api/search?query=sult')).json()) as Result;
    expect(without.hits[0].debug).toBeUndefined();
  });
});

describe('GET /api/search filters and facets', () => {
  it('lists the SPEC §2 filter groups with label, type and options with text', async () => {
    const r = await search('*');
    const ids = r.filters.map((f) => f.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'excludeUnavailable',
        'mediatype',
        'language',
        'format',
        'branch',
        'fictionNonfiction',
        'audience',
        'category',
      ]),
    );
    expect(facet(r, 'mediatype')).toMatchObject({ label: 'Medietype', type: 'list' });
    expect(option(r, 'mediatype', 'mediaType_Musikkopptak')?.text).toBe('Musikk');
    expect(option(r, 'language', 'languages_nob')?.text).toBe('Norsk (bokmål)');
    expect(option(r, 'branch', 'branch_grunerlokka')?.text).toBe('Grünerløkka');
    expect(option(r, 'fictionNonfiction', 'fictionNonfiction_nonfiction')?.text).toBe('Faglitteratur');
  });

  it('narrows by media type; the option count equals the filtered total', async () => {
    const all = await search('*');
    const films = await search('*', 'filter=mediaType_Film');
    expect(films.total).toBe(option(all, 'mediatype', 'mediaType_Film')?.count);
    expect(films.hits.every((h) => h.work.publications.every((p) => p.mediaType === 'Film'))).toBe(true);
    expect(option(films, 'mediatype', 'mediaType_Film')?.active).toBe(true);
  });

  it('counts facets with the other active filters, but not the group itself (alternatives within a group)', async () => {
    const children = await search('*', 'filter=audience_barn');
    const childFilms = await search('*', 'filter=audience_barn&filter=mediaType_Film');
    // The media type group ignores its own filter, so the Bok option still counts children's books.
    expect(option(childFilms, 'mediatype', 'mediaType_Bok')?.count).toBe(
      option(children, 'mediatype', 'mediaType_Bok')?.count,
    );
    // Other groups respect it: the audience counts are children's films only.
    expect(option(childFilms, 'audience', 'audience_barn')?.count).toBe(childFilms.total);
    const booksOrFilms = await search('*', 'filter=audience_barn&filter=mediaType_Film&filter=mediaType_Bok');
    expect(booksOrFilms.total).toBeGreaterThan(childFilms.total);
    expect(booksOrFilms.total).toBeLessThanOrEqual(children.total);
  });

  it('filters by branch, and with excludeUnavailable only copies on the shelf there count', async () => {
    const r = await search('roman', 'filter=branch_grunerlokka');
    expect(r.total).toBeGreaterThan(0);
    expect(r.hits.every((h) => h.work.availability.branches.some((b) => b.slug === 'grunerlokka'))).toBe(true);
    const onShelf = await search('roman', 'filter=branch_grunerlokka&excludeUnavailable=true');
    expect(onShelf.total).toBeLessThanOrEqual(r.total);
    expect(
      onShelf.hits.every((h) =>
        h.work.availability.branches.some((b) => b.slug === 'grunerlokka' && b.availableCount > 0),
      ),
    ).toBe(true);
    expect(option(r, 'excludeUnavailable', 'true')?.count).toBe(onShelf.total);
  });

  it('filters by language, fiction and audience', async () => {
    const english = await search('*', 'filter=languages_eng');
    expect(english.total).toBeGreaterThan(0);
    expect(english.hits.every((h) => h.work.publications.every((p) => p.language === 'eng'))).toBe(true);
    const facts = await search('*', 'filter=fictionNonfiction_nonfiction&filter=audience_voksen');
    expect(facts.hits.every((h) => !h.work.fiction && h.work.audience === 'voksen')).toBe(true);
  });

  it('filters editions by year (yearFrom, yearTo)', async () => {
    const r = await search('*', 'yearFrom=2015&yearTo=2016');
    expect(r.total).toBeGreaterThan(0);
    for (const h of r.hits) for (const p of h.work.publications) expect(p.publicationYear).toBeGreaterThanOrEqual(2015);
    for (const h of r.hits) for (const p of h.work.publications) expect(p.publicationYear).toBeLessThanOrEqual(2016);
  });

  it('keeps an active filter listed even when it has no hits, so it can be removed', async () => {
    const r = await search('sult', 'filter=mediaType_Film');
    expect(r.total).toBe(0);
    expect(option(r, 'mediatype', 'mediaType_Film')).toMatchObject({ active: true });
  });

  it('filters periodical issues by year (issuesByYear)', async () => {
    const all = await search('vagant');
    const years = facet(all, 'issuesByYear')?.options ?? [];
    expect(years.length).toBeGreaterThan(0);
    const year = years[0].value;
    const r = await search('vagant', `filter=${year}`);
    expect(r.hits[0].work.publications.every((p) => `issuesByYear_${p.publicationYear}` === year)).toBe(true);
  });
});

describe('GET /api/search field commands', () => {
  it('forfatter: finds the author only', async () => {
    const r = await search('forfatter:nesbø');
    expect(r.total).toBe(2);
    expect(r.hits.every((h) => h.work.creators.some((c) => c.name === 'Jo Nesbø' && c.role === 'author'))).toBe(true);
  });

  it('tittel: matches titles, not creators', async () => {
    const r = await search('tittel:hamsun');
    expect(r.total).toBe(0);
    expect((await search('tittel:sult')).hits[0].work.title).toBe('Sult');
  });

  it('combines free text with språk:, år: and medietype:', async () => {
    const r = await search('harry potter språk:engelsk');
    expect(r.hits.every((h) => h.work.publications.every((p) => p.language === 'eng'))).toBe(true);
    const films = await search('medietype:film år:2008');
    expect(films.total).toBeGreaterThan(0);
    expect(
      films.hits.every((h) => h.work.publications.every((p) => p.mediaType === 'Film' && p.publicationYear === 2008)),
    ).toBe(true);
  });

  it('finds an edition by ISBN, typed with hyphens or bare', async () => {
    const sult = (await search('sult')).hits[0].work.publications.find((p) => p.isbn)!;
    const isbn = sult.isbn!;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 5)}-${isbn.slice(5)}`;
    expect((await search(`isbn:${hyphenated}`)).hits[0].work.title).toBe('Sult');
    expect((await search(isbn)).hits[0].work.title).toBe('Sult');
  });

  it('emne: and sjanger: narrow by subject and genre', async () => {
    const r = await search('emne:middelalderen');
    expect(r.total).toBeGreaterThan(0);
    expect(r.hits.every((h) => h.work.subjects.some((s) => s.toLowerCase().includes('middelalder')))).toBe(true);
    const krim = await search('sjanger:krim');
    expect(krim.hits.every((h) => h.work.genres.includes('krim'))).toBe(true);
  });
});

describe('GET /api/search validation', () => {
  const bad = async (params: string) => get<{ error: { code: string; message: string } }>(`/api/search?${params}`);

  it.each([
    ['filter=foo_bar', /Ukjent filter «foo_bar»/],
    ['filter=mediaType_Dings', /Ugyldig medietype i filteret «mediaType_Dings»/],
    ['filter=languages_norsk', /Ugyldig språkkode/],
    ['filter=fictionNonfiction_kanskje', /fiction eller nonfiction/],
    ['filter=audience_eldre', /voksen, ungdom eller barn/],
    ['filter=issuesByYear_i-fjor', /Ugyldig årstall/],
    ['filter=mediaType', /Ukjent filter/],
    ['yearFrom=abcd', /«yearFrom»/],
    ['yearFrom=2020&yearTo=2010', /«yearFrom»: kan ikke være større enn «yearTo»/],
    ['page=0', /«page»/],
    ['page=abc', /«page»/],
    ['page=1&page=2', /«page»/],
    ['excludeUnavailable=kanskje', /«excludeUnavailable»/],
    ['expanded=dings', /ukjent filtergruppe «dings»/],
    ['pageSize=500', /«pageSize»/],
  ])('%s → 400', async (params, message) => {
    const { status, body } = await bad(params);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/^Ugyldig forespørsel\. /);
    expect(body.error.message).toMatch(message);
  });

  it('answers an unknown branch with 400 and names it', async () => {
    const { status, body } = await bad('filter=branch_atlantis');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'invalid_filter', message: 'Ukjent bibliotek i filteret «branch_atlantis»' },
    });
  });

  it('answers a bad field command with 400 and a Norwegian message', async () => {
    const { status, body } = await bad(`query=${encodeURIComponent('år:abc')}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_query', message: 'Ugyldig år i søket «år:abc»' } });
    expect((await bad(`query=${encodeURIComponent('språk:klingon')}`)).body.error.message).toBe(
      'Ugyldig språk i søket «språk:klingon»',
    );
  });

  it('ignores tracking parameters', async () => {
    const r = await search('sult', 'utm_source=nyhetsbrev&utm_campaign=høst');
    expect(r.hits[0].work.title).toBe('Sult');
  });
});

interface AutoItem {
  type: string;
  id: string;
  label: string;
  typeLabel: string;
  slug: string;
  path: string;
  highlightedLabelParts: { text: string; highlighted: boolean }[];
}

describe('GET /api/autocomplete', () => {
  const complete = async (params: string) => get<{ query: string; items: AutoItem[] }>(`/api/autocomplete?${params}`);

  it('suggests people, works and libraries with the SPEC §3 fields and highlighted parts', async () => {
    const { status, body } = await complete('query=hams&size=8');
    expect(status).toBe(200);
    const hamsun = body.items.find((i) => i.label === 'Knut Hamsun');
    expect(hamsun).toMatchObject({
      type: 'person',
      typeLabel: 'Person',
      slug: 'knut-hamsun',
      path: `/person/knut-hamsun_${hamsun?.id}`,
    });
    expect(hamsun?.highlightedLabelParts).toEqual([
      { text: 'Knut ', highlighted: false },
      { text: 'Hams', highlighted: true },
      { text: 'un', highlighted: false },
    ]);
    expect(body.items.some((i) => i.type === 'work' && i.label === 'Sult')).toBe(true);
  });

  it('words each kind in the language asked for: a work by its media type, a person, a library (#19)', async () => {
    const kinds = async (query: string, language: string) => {
      const response = await t.request(`/api/autocomplete?query=${query}&size=8`, {
        headers: { 'accept-language': language },
      });
      expect(response.headers.get('vary')).toContain('Accept-Language');
      return ((await response.json()) as { items: (AutoItem & { mediaType: string | null })[] }).items;
    };
    const english = await kinds('hams', 'en');
    expect(english.find((i) => i.label === 'Knut Hamsun')).toMatchObject({ typeLabel: 'Person', mediaType: null });
    expect(english.find((i) => i.label === 'Sult')).toMatchObject({ typeLabel: 'Book', mediaType: 'Bok' });
    expect((await kinds('grunerlokka', 'en'))[0].typeLabel).toBe('Library');
    expect((await kinds('grunerlokka', 'nn'))[0].typeLabel).toBe('Bibliotek');
    expect((await kinds('hams', 'nb')).find((i) => i.label === 'Sult')?.typeLabel).toBe('Bok');
  });

  it('folds accents: grunerlokka suggests the Grünerløkka library', async () => {
    const { body } = await complete('query=grunerlokka');
    expect(body.items[0]).toMatchObject({
      type: 'library',
      label: 'Grünerløkka',
      slug: 'grunerlokka',
      path: '/bibliotekene/grunerlokka',
      typeLabel: 'Bibliotek',
    });
  });

  it('suggests a series by the words of its name in any order', async () => {
    const { body } = await complete(`query=${encodeURIComponent('hole harr')}`);
    expect(body.items).toContainEqual(
      expect.objectContaining({ type: 'workSeries', label: 'Harry Hole', typeLabel: 'Serie' }),
    );
  });

  it('completes the last word as a prefix', async () => {
    const { body } = await complete(`query=${encodeURIComponent('harry potter og fan')}`);
    expect(body.items[0].label).toBe('Harry Potter og fangen fra Azkaban');
  });

  it('gives at most size items, 8 by default', async () => {
    expect((await complete('query=bjør')).body.items).toHaveLength(8);
    expect((await complete('query=bjør&size=3')).body.items).toHaveLength(3);
  });

  it('uses spelling similarity only with fuzziness=true', async () => {
    expect((await complete('query=hamsn')).body.items.some((i) => i.label === 'Knut Hamsun')).toBe(false);
    const fuzzy = (await complete('query=hamsn&fuzziness=true')).body.items.map((i) => i.label);
    // The person first (the name is spelt most like the input), then works by him, found through the correction.
    expect(fuzzy[0]).toBe('Knut Hamsun');
    expect(fuzzy).toContain('Sult');
    const mistyped = (await complete(`query=${encodeURIComponent('harry poter')}&fuzziness=true`)).body.items.map(
      (i) => i.label,
    );
    expect(mistyped.filter((label) => label.startsWith('Harry Potter')).length).toBeGreaterThanOrEqual(3);
  });

  it('gives nothing for 2 characters or fewer (SPEC §5)', async () => {
    expect((await complete('query=ha')).body).toEqual({ query: 'ha', items: [] });
  });

  it.each([
    ['', /«query»/],
    ['query=abc&size=0', /«size»/],
    ['query=abc&size=21', /«size»/],
    ['query=abc&fuzziness=kanskje', /«fuzziness»/],
  ])('%s → 400', async (params, message) => {
    const { status, body } = await complete(params);
    expect(status).toBe(400);
    expect((body as unknown as { error: { message: string } }).error.message).toMatch(message);
  });
});

describe('GET /api/search/agents, /info, /review, /recommendation, /like', () => {
  interface Paged<T> {
    total: number;
    page: number;
    totalPages: number;
    hits: T[];
  }

  it('agents: removes aktør: and finds the person, with a typo too', async () => {
    const { status, body } = await get<
      Paged<{ name: string; kind: string; path: string; workCount: number; roles: { role: string }[] }>
    >(`/api/search/agents?query=${encodeURIComponent('aktør: Hamsun')}&page=1`);
    expect(status).toBe(200);
    expect(body.hits[0]).toMatchObject({ name: 'Knut Hamsun', kind: 'person', workCount: 2 });
    expect(body.hits[0].roles.map((r) => r.role)).toEqual(['author']);
    const typo = await get<Paged<{ name: string }>>('/api/search/agents?query=hamsn');
    expect(typo.body.hits[0].name).toBe('Knut Hamsun');
  });

  it('agents: validates page', async () => {
    const { status, body } = await get<{ error: { message: string } }>('/api/search/agents?query=a&page=0');
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/«page»/);
  });

  it('info: finds libraries, services and pages, accent-insensitively', async () => {
    const library = await get<Paged<{ type: string; title: string; path: string }>>(
      '/api/search/info?q=grunerlokka&page=1',
    );
    expect(library.status).toBe(200);
    expect(library.body.hits[0]).toMatchObject({
      type: 'library',
      title: 'Grünerløkka',
      path: '/bibliotekene/grunerlokka',
    });
    const service = await get<Paged<{ type: string; title: string }>>(
      `/api/search/info?q=${encodeURIComponent('språkkafé')}`,
    );
    expect(service.body.hits[0]).toMatchObject({ type: 'service', title: 'Språkkafé' });
    const page = await get<Paged<{ type: string; path: string }>>('/api/search/info?q=personvern');
    expect(page.body.hits.some((h) => h.type === 'page' && h.path === '/personvern')).toBe(true);
    expect((await get('/api/search/info?q=x&page=-1')).status).toBe(400);
  });

  it('recommendation: published only, by employee uri, pageSize up to 1000', async () => {
    const uri = 'http://data.deichman.no/person/e1';
    const { status, body } = await get<Paged<{ kind: string; createdBy: { id: string }; work: Work | null }>>(
      `/api/search/recommendation?createdBy=${encodeURIComponent(uri)}&pageSize=1000`,
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.every((h) => h.kind === 'recommendation' && h.createdBy.id === uri && h.work !== null)).toBe(true);
    expect(body.hits.some((h) => h.work?.title === 'Beatles')).toBe(false);
    expect((await get('/api/search/recommendation?pageSize=1001')).status).toBe(400);
  });

  it('review: reviews only, searchable', async () => {
    const { body } = await get<Paged<{ kind: string }>>('/api/search/review?page=1');
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.every((h) => h.kind === 'review')).toBe(true);
  });

  it('like: what the employee liked', async () => {
    const uri = 'http://data.deichman.no/person/e1';
    const { status, body } = await get<Paged<{ recordId: string; createdBy: { id: string }; work: Work | null }>>(
      `/api/search/like?createdBy=${encodeURIComponent(uri)}&pageSize=1000`,
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.every((h) => h.createdBy.id === uri && h.work !== null)).toBe(true);
    expect((await get('/api/search/like?pageSize=0')).status).toBe(400);
  });
});

describe('/api/resources and /api/agent', () => {
  // A browser stand-in: these reads are POSTs (SPEC §7); apiFetch sends its CSRF token anyway.
  const post = async <T>(path: string, body: unknown) => {
    const response = await cookieClient(t.request).send('POST', path, body);
    return { status: response.status, body: (await response.json()) as T };
  };

  it('publicationsByIds: by record id, in the order given, unknown ids listed', async () => {
    const sult = (await search('sult')).hits[0].work.publications[0];
    const snow = (await search('snømannen')).hits[0].work.publications[0];
    const { status, body } = await post<{
      publications: { recordId: string; work: { title: string } }[];
      missing: string[];
    }>('/api/resources/publicationsByIds/', { ids: [snow.recordId, sult.recordId, '099999999'] });
    expect(status).toBe(200);
    expect(body.publications.map((p) => p.work.title)).toEqual(['Snømannen', 'Sult']);
    expect(body.missing).toEqual(['099999999']);
  });

  it('answers plain clients without a CSRF token: the POST lookups are public and change nothing', async () => {
    const response = await t.request('/api/resources/publicationsByIds/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['099999999'] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ missing: ['099999999'] });
  });

  it.each([
    [{}, /«ids»/],
    [{ ids: [] }, /«ids»/],
    [{ ids: 'abc' }, /«ids»/],
    [{ ids: ['<script>'] }, /gyldig post-id/],
  ])('publicationsByIds rejects %j', async (body, message) => {
    const r = await post<{ error: { message: string } }>('/api/resources/publicationsByIds/', body);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(message);
  });

  it('publicationByWorkUris: one edition per work, filters and sort', async () => {
    const hp = (await search('harry potter')).hits.map((h) => h.work);
    const uris = hp.map((w) => w.uri);
    const all = await post<{ publications: { mediaType: string; language: string; work: { uri: string } }[] }>(
      '/api/resources/publicationByWorkUris',
      { ids: uris },
    );
    expect(all.status).toBe(200);
    expect(all.body.publications.map((p) => p.work.uri)).toEqual(uris);
    const english = await post<{ publications: { language: string }[] }>(
      '/api/resources/publicationByWorkUris?filter=languages_eng',
      { ids: uris },
    );
    expect(english.body.publications.every((p) => p.language === 'eng')).toBe(true);
    const sorted = await post<{ publications: { createdAt: string }[] }>(
      '/api/resources/publicationByWorkUris?sort=created:desc&excludeAdditionalMediaTypes=true',
      { ids: uris },
    );
    const created = sorted.body.publications.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const bad = await post<{ error: { message: string } }>(
      '/api/resources/publicationByWorkUris?filter=mediaType_Dings',
      { ids: uris },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Ukjent medietype i filteret «mediaType_Dings»');
    expect((await post('/api/resources/publicationByWorkUris?sort=title', { ids: uris })).status).toBe(400);
  });

  it('publicationBySubjectUris: works about the subject, as hits', async () => {
    const { status, body } = await post<{ total: number; hits: { work: Work }[] }>(
      '/api/resources/publicationBySubjectUris',
      { ids: ['http://data.deichman.no/subject/Oslo'] },
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(3);
    expect(body.hits.every((h) => h.work.subjects.some((s) => s.toLowerCase() === 'oslo'))).toBe(true);
    const byLabel = await post<{ total: number }>('/api/resources/publicationBySubjectUris', { ids: ['oslo'] });
    expect(byLabel.body.total).toBe(body.total);
    expect(
      (await post('/api/resources/publicationBySubjectUris', { ids: ['http://data.deichman.no/subject/%E0%A4%A'] }))
        .status,
    ).toBe(400);
  });

  it('publication/{id}: the edition with its work, copies and recommendations; drafts only on request', async () => {
    const sult = (await search('sult')).hits[0].work;
    const recordId = sult.publications[0].recordId;
    const { status, body } = await get<{
      publication: { recordId: string };
      work: Work;
      items: Record<string, { branch: { slug: string }; status: string }[]>;
      recommendations: { title: string }[];
    }>(`/api/resources/publication/${recordId}`);
    expect(status).toBe(200);
    expect(body.publication.recordId).toBe(recordId);
    expect(body.work.title).toBe('Sult');
    expect(Object.values(body.items).flat().length).toBeGreaterThan(0);
    expect(body.recommendations.map((r) => r.title)).toContain('Sulten som driver en roman');

    const beatles = (await search('beatles')).hits.find((h) => h.work.title === 'Beatles')!.work;
    const plain = await get<{ recommendations: { id: number; status: string }[] }>(
      `/api/resources/publication/${beatles.publications[0].recordId}`,
    );
    expect(plain.body.recommendations.some((r) => r.status === 'draft')).toBe(false);
    // A draft is unpublished staff text: the preview is shown to staff only, and never cached.
    const previewPath = `/api/resources/publication/${beatles.publications[0].recordId}?showDraftRecommendationById=22`;
    const anonymous = await get<{ recommendations: { id: number; status: string }[] }>(previewPath);
    expect(anonymous.body.recommendations.some((r) => r.status === 'draft')).toBe(false);
    const [patronCard, employee] = [await createPatron(t.services.db), await createEmployee(t.services.db)];
    const patron = await (await t.loggedIn(patronCard.cardNumber, patronCard.pin)).request(previewPath);
    expect(
      ((await patron.json()) as { recommendations: { status: string }[] }).recommendations.some(
        (r) => r.status === 'draft',
      ),
    ).toBe(false);
    const staff = await (await t.loggedIn(employee.cardNumber, employee.pin)).request(previewPath);
    expect(staff.headers.get('cache-control')).toContain('no-store');
    expect(
      ((await staff.json()) as { recommendations: { status: string }[] }).recommendations.some(
        (r) => r.status === 'draft',
      ),
    ).toBe(true);

    const missing = await get<{ error: { code: string; message: string } }>('/api/resources/publication/099999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Fant ikke utgivelsen');
    expect((await get('/api/resources/publication/a.b')).status).toBe(400);
    expect((await get(`/api/resources/publication/${recordId}?showDraftRecommendationById=x`)).status).toBe(400);
  });

  it('workseries/{id}: works in series order', async () => {
    const { status, body } = await get<{ name: string; works: { title: string; seriesPosition: number }[] }>(
      '/api/resources/workseries/1',
    );
    expect(status).toBe(200);
    expect(body.name).toBe('Harry Potter');
    expect(body.works.map((w) => w.seriesPosition)).toEqual([1, 2, 3]);
    expect((await get('/api/resources/workseries/999')).status).toBe(404);
    expect((await get('/api/resources/workseries/abc')).status).toBe(400);
  });

  it('serial/{id} and its publications by year', async () => {
    const { status, body } = await get<{ title: string; issuesByYear: { year: number; count: number }[] }>(
      '/api/resources/serial/1',
    );
    expect(status).toBe(200);
    expect(body.title).toBe('Vagant');
    const year = body.issuesByYear[0].year;
    const issues = await get<{ publications: Pub[] }>(`/api/resources/serial/1/publications?year=${year}`);
    expect(issues.body.publications).toHaveLength(body.issuesByYear[0].count);
    expect(issues.body.publications.every((p) => p.publicationYear === year)).toBe(true);
    expect((await get('/api/resources/serial/999')).status).toBe(404);
    expect((await get('/api/resources/serial/999/publications')).status).toBe(404);
    expect((await get('/api/resources/serial/1/publications?year=nå')).status).toBe(400);
  });

  it('agent/person/{id} and agent/corporation/{id}', async () => {
    const { status, body } = await get<{ name: string; works: { role: string; works: { title: string }[] }[] }>(
      '/api/agent/person/1',
    );
    expect(status).toBe(200);
    expect(body.name).toBe('Knut Hamsun');
    expect(body.works[0].role).toBe('author');
    expect(body.works[0].works.map((w) => w.title).sort()).toEqual(['Markens grøde', 'Sult']);
    const wrongKind = await get<{ error: { message: string } }>('/api/agent/corporation/1');
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.error.message).toBe('Fant ikke korporasjonen');
    expect((await get('/api/agent/person/abc')).status).toBe(400);
    expect((await get('/api/agent/person/999999')).status).toBe(404);
  });

  it('documents the search API in the OpenAPI document', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    for (const path of [
      '/search',
      '/search/agents',
      '/search/info',
      '/autocomplete',
      '/resources/publicationsByIds/',
      '/resources/publication/{id}',
      '/agent/person/{id}',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
