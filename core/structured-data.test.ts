// Unit tests of the schema.org builders: each document is expanded by a JSON-LD processor (jsonld.js, safe mode:
// any term that would be dropped fails) and read back as schema.org IRIs; the HTML escaping holds against '</script>'.
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import { computeOpeningHours, type ExceptionHours, type WeeklyHours } from './opening-hours.ts';
import {
  agentStructuredData,
  bookFormat,
  languageTag,
  libraryStructuredData,
  serializeJsonLd,
  seriesStructuredData,
  siteStructuredData,
  structuredHoursWindow,
  workStructuredData,
  type JsonLdDocument,
  type StructuredEdition,
  type StructuredWork,
  type StructuredWorkSummary,
} from './structured-data.ts';

const ORIGIN = 'https://bibliotek.example';
const S = 'https://schema.org/';

/**
 * The part of schema.org's published context (https://schema.org/docs/jsonldcontext.jsonld) these documents use,
 * served offline: the vocabulary, and the properties whose values are addresses or schema.org enumeration members.
 */
const SCHEMA_ORG_CONTEXT = {
  '@context': {
    '@vocab': S,
    url: { '@type': '@id' },
    image: { '@type': '@id' },
    logo: { '@type': '@id' },
    urlTemplate: { '@type': '@id' },
    bookFormat: { '@type': '@vocab' },
    dayOfWeek: { '@type': '@vocab' },
  },
};

type Expanded = Record<string, unknown>[];

/** Expands as a JSON-LD processor would, with schema.org's context from memory; safe mode fails on anything lost. */
async function expand(document: JsonLdDocument): Promise<Expanded> {
  const documentLoader = async (url: string) => {
    if (url !== 'https://schema.org' && url !== 'https://schema.org/') throw new Error(`no network in tests: ${url}`);
    return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
  };
  // The text a page renders, parsed back: what a crawler reads.
  return (await jsonld.expand(JSON.parse(serializeJsonLd(document)), {
    documentLoader,
    safe: true,
  } as never)) as unknown as Expanded;
}

/** The values of one schema.org property of an expanded node. */
function values(node: Record<string, unknown>, property: string): Record<string, unknown>[] {
  return (node[S + property] as Record<string, unknown>[] | undefined) ?? [];
}
const text = (node: Record<string, unknown>, property: string) =>
  values(node, property).map((v) => v['@value'] ?? v['@id']);

const edition = (overrides: Partial<StructuredEdition>): StructuredEdition => ({
  title: 'Sult',
  mediaType: 'Bok',
  format: 'Innbundet',
  language: 'nob',
  publicationYear: 1890,
  publisher: 'Gyldendal',
  isbn: '9788205000001',
  isbns: [],
  edition: null,
  coverUrl: null,
  ...overrides,
});

const sult: StructuredWork = {
  title: 'Sult',
  subtitle: 'roman',
  description: 'En ung mann sulter i Kristiania.',
  path: '/verk/sult_12',
  coverUrl: '/api/images/covers/12.jpg',
  publicationYear: 1890,
  genres: ['Roman'],
  subjects: ['Sult', 'Kristiania'],
  creators: [
    { name: 'Knut Hamsun', kind: 'person', role: 'author', path: '/person/knut-hamsun_3' },
    { name: 'Ann Translator', kind: 'person', role: 'translator', path: '/person/ann-translator_4' },
  ],
  publications: [
    edition({}),
    edition({ format: 'Pocket', publicationYear: 2002, isbn: null, isbns: ['9788205000002'], edition: '2. utg.' }),
    edition({ title: 'Hunger', language: 'eng', format: 'Heftet', publisher: 'Penguin', isbn: '9780140000003' }),
    edition({
      mediaType: 'E-bok',
      format: 'Nedlastbar e-bok',
      isbn: '9788205000004',
      coverUrl: 'https://covers.example/e.jpg',
    }),
    edition({
      mediaType: 'Lydbok',
      format: 'Nedlastbar lydbok',
      language: 'zxx',
      isbn: null,
      publisher: null,
      publicationYear: null,
    }),
  ],
};

describe('workStructuredData', () => {
  it('is a Book whose editions are workExamples with ISBN, format, language, year and publisher, and Person authors', async () => {
    const [work] = await expand(workStructuredData(ORIGIN, sult));
    expect(work['@type']).toEqual([`${S}Book`]);
    expect(work['@id']).toBe(`${ORIGIN}/verk/sult_12#verk`);
    expect(text(work, 'url')).toEqual([`${ORIGIN}/verk/sult_12`]);
    expect(text(work, 'name')).toEqual(['Sult']);
    expect(text(work, 'alternativeHeadline')).toEqual(['roman']);
    expect(text(work, 'image')).toEqual([`${ORIGIN}/api/images/covers/12.jpg`]);
    expect(text(work, 'datePublished')).toEqual(['1890']);
    const [author] = values(work, 'author');
    expect(author['@type']).toEqual([`${S}Person`]);
    expect(text(author, 'name')).toEqual(['Knut Hamsun']);
    expect(text(author, 'url')).toEqual([`${ORIGIN}/person/knut-hamsun_3`]);
    expect(values(work, 'translator').map((t) => text(t, 'name')[0])).toEqual(['Ann Translator']);

    const editions = values(work, 'workExample');
    expect(editions).toHaveLength(5);
    expect(editions.map((e) => e['@type'])).toEqual(Array(5).fill([`${S}Book`]));
    expect(editions.map((e) => text(e, 'isbn')[0])).toEqual([
      '9788205000001',
      '9788205000002',
      '9780140000003',
      '9788205000004',
      undefined,
    ]);
    expect(editions.map((e) => text(e, 'bookFormat')[0])).toEqual([
      `${S}Hardcover`,
      `${S}Paperback`,
      `${S}Paperback`,
      `${S}EBook`,
      `${S}AudiobookFormat`,
    ]);
    expect(editions.map((e) => text(e, 'inLanguage')[0])).toEqual(['nb', 'nb', 'en', 'nb', undefined]);
    expect(editions.map((e) => text(e, 'datePublished')[0])).toEqual(['1890', '2002', '1890', '1890', undefined]);
    expect(text(editions[1], 'bookEdition')).toEqual(['2. utg.']);
    const [publisher] = values(editions[2], 'publisher');
    expect(publisher['@type']).toEqual([`${S}Organization`]);
    expect(text(publisher, 'name')).toEqual(['Penguin']);
    expect(text(editions[3], 'image')).toEqual(['https://covers.example/e.jpg']);
  });

  it('is a CreativeWork with creators for a film, its editions without book terms; empty facts are left out', async () => {
    const film: StructuredWork = {
      ...sult,
      subtitle: null,
      description: '',
      coverUrl: null,
      genres: [],
      subjects: [],
      creators: [{ name: 'Erik Poppe', kind: 'person', role: 'director', path: '/person/erik-poppe_9' }],
      publications: [edition({ mediaType: 'Film', format: 'DVD', isbn: null })],
    };
    const built = workStructuredData(ORIGIN, film);
    expect(Object.keys(built)).not.toContain('description');
    expect(Object.keys(built)).not.toContain('genre');
    const [work] = await expand(built);
    expect(work['@type']).toEqual([`${S}CreativeWork`]);
    expect(values(work, 'creator').map((c) => text(c, 'name')[0])).toEqual(['Erik Poppe']);
    const [dvd] = values(work, 'workExample');
    expect(dvd['@type']).toEqual([`${S}CreativeWork`]);
    expect(dvd[`${S}bookFormat`]).toBeUndefined();
  });

  it('maps formats and languages, and names none it does not know', () => {
    expect(bookFormat({ mediaType: 'Tegneserie', format: 'Heftet' })).toBe('https://schema.org/Paperback');
    expect(bookFormat({ mediaType: 'Bok', format: 'Spiralrygg' })).toBeNull();
    expect(bookFormat({ mediaType: 'Film', format: 'Innbundet' })).toBeNull();
    expect([
      languageTag('nno'),
      languageTag('sma'),
      languageTag('ger'),
      languageTag('mul'),
      languageTag('xyz'),
    ]).toEqual(['nn', 'sma', 'de', null, null]);
  });
});

const hamsun = { name: 'Knut Hamsun', kind: 'person', role: 'author', path: '/person/knut-hamsun_3' } as const;
const summary = (overrides: Partial<StructuredWorkSummary>): StructuredWorkSummary => ({
  title: 'Sult',
  path: '/verk/sult_12',
  publicationYear: 1890,
  coverUrl: '/api/images/covers/12.jpg',
  mediaTypes: ['Bok'],
  creators: [hamsun],
  ...overrides,
});
const byType = (nodes: Expanded, type: string) =>
  nodes.filter((n) => (n['@type'] as string[] | undefined)?.includes(S + type));

describe('agentStructuredData', () => {
  it('is a graph of the Person and their works, each naming the person by id in the role they had, each work once', async () => {
    const works = [
      summary({}),
      summary({ title: 'Markens grøde', path: '/verk/markens-grode_13', coverUrl: null, publicationYear: null }),
      // Translated by the page's person, written by another: the person is the translator here.
      summary({
        title: 'Hunger',
        path: '/verk/hunger_14',
        creators: [
          { ...hamsun, name: 'Ann Author', path: '/person/ann-author_5' },
          { ...hamsun, role: 'translator' },
        ],
      }),
      // A film they wrote the book for: a CreativeWork whose creator they are.
      summary({ title: 'Sult (film)', path: '/verk/sult-film_15', mediaTypes: ['Film'] }),
    ];
    const graph = await expand(
      agentStructuredData(ORIGIN, {
        kind: 'person',
        name: 'Knut Hamsun',
        path: '/person/knut-hamsun_3',
        description: 'Norsk forfatter.',
        birthYear: 1859,
        deathYear: 1952,
        works: [...works, works[0]],
      }),
    );
    const [person] = byType(graph, 'Person');
    const id = `${ORIGIN}/person/knut-hamsun_3#person`;
    expect(person['@id']).toBe(id);
    expect(text(person, 'name')).toEqual(['Knut Hamsun']);
    expect(text(person, 'url')).toEqual([`${ORIGIN}/person/knut-hamsun_3`]);
    expect(text(person, 'birthDate')).toEqual(['1859']);
    expect(text(person, 'deathDate')).toEqual(['1952']);
    expect(text(person, 'description')).toEqual(['Norsk forfatter.']);
    const books = byType(graph, 'Book');
    expect(books.map((b) => text(b, 'name')[0])).toEqual(['Sult', 'Markens grøde', 'Hunger']);
    expect(values(books[0], 'author')).toEqual([{ '@id': id }]);
    expect(text(books[0], 'image')).toEqual([`${ORIGIN}/api/images/covers/12.jpg`]);
    expect(text(books[0], 'datePublished')).toEqual(['1890']);
    expect(books[1][`${S}image`]).toBeUndefined();
    expect(values(books[2], 'translator')).toEqual([{ '@id': id }]);
    expect(values(books[2], 'author').map((a) => text(a, 'name')[0])).toEqual(['Ann Author']);
    const [film] = byType(graph, 'CreativeWork');
    expect(text(film, 'url')).toEqual([`${ORIGIN}/verk/sult-film_15`]);
    expect(values(film, 'creator')).toEqual([{ '@id': id }]);
  });

  it('is an Organization for a corporation, without the facts it does not have', async () => {
    const built = agentStructuredData(ORIGIN, {
      kind: 'corporation',
      name: 'Norsk Folkehjelp',
      path: '/korporasjon/norsk-folkehjelp_8',
      description: '',
      birthYear: null,
      deathYear: null,
      works: [
        summary({
          creators: [
            { name: 'Norsk Folkehjelp', kind: 'corporation', role: 'author', path: '/korporasjon/norsk-folkehjelp_8' },
          ],
        }),
      ],
    });
    const graph = await expand(built);
    const [organization] = byType(graph, 'Organization');
    expect(organization['@id']).toBe(`${ORIGIN}/korporasjon/norsk-folkehjelp_8#organisasjon`);
    expect(organization[`${S}description`]).toBeUndefined();
    expect(values(byType(graph, 'Book')[0], 'author')).toEqual([{ '@id': organization['@id'] }]);
  });
});

describe('seriesStructuredData', () => {
  it('is a BookSeries whose parts are its books in order, with their numbers and authors', async () => {
    const [series] = await expand(
      seriesStructuredData(ORIGIN, {
        name: 'Millennium',
        path: '/serie/millennium_2',
        description: 'Krimserie.',
        publisher: null,
        works: [
          summary({ title: 'Menn som hater kvinner', path: '/verk/menn_1', seriesPosition: 1 }),
          summary({ title: 'Jenta som lekte med ilden', path: '/verk/jenta_2', seriesPosition: 2 }),
        ],
      }),
    );
    expect(series['@type']).toEqual([`${S}BookSeries`]);
    expect(series['@id']).toBe(`${ORIGIN}/serie/millennium_2#serie`);
    expect(text(series, 'name')).toEqual(['Millennium']);
    expect(text(series, 'description')).toEqual(['Krimserie.']);
    const parts = values(series, 'hasPart');
    expect(parts.map((p) => p['@type'])).toEqual([[`${S}Book`], [`${S}Book`]]);
    expect(parts.map((p) => text(p, 'position')[0])).toEqual([1, 2]);
    expect(text(values(parts[0], 'author')[0], 'url')).toEqual([`${ORIGIN}/person/knut-hamsun_3`]);
  });

  it("is a CreativeWorkSeries when not every part is a book, with a publisher series' publisher", async () => {
    const [series] = await expand(
      seriesStructuredData(ORIGIN, {
        name: 'Filmklassikere',
        path: '/forlagsserie/filmklassikere_4',
        description: '',
        publisher: 'Norsk filminstitutt',
        works: [summary({ mediaTypes: ['Film'], seriesPosition: null })],
      }),
    );
    expect(series['@type']).toEqual([`${S}CreativeWorkSeries`]);
    const [publisher] = values(series, 'publisher');
    expect(publisher['@type']).toEqual([`${S}Organization`]);
    expect(text(publisher, 'name')).toEqual(['Norsk filminstitutt']);
    const [part] = values(series, 'hasPart');
    expect(part[`${S}position`]).toBeUndefined();
    expect(values(part, 'creator')).toHaveLength(1);
  });
});

describe('serializeJsonLd', () => {
  it("cannot end its script early: '<' and '>' are JSON escapes, and the text parses back to the same title", () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const serialized = serializeJsonLd(workStructuredData(ORIGIN, { ...sult, title }));
    expect(serialized).not.toMatch(/[<>\u2028]/);
    expect(serialized).toContain('\\u003c/script\\u003e');
    expect((JSON.parse(serialized) as { name: string }).name).toBe(title);
  });
});

describe('libraryStructuredData', () => {
  // Weekdays 08:00–22:00 with staff 10:00–16:00 (meråpent), Saturday to midnight, Sunday closed.
  const weekly: WeeklyHours[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    openFrom: '08:00:00',
    openTo: '22:00:00',
    mannedFrom: '10:00:00',
    mannedTo: '16:00:00',
  }));
  weekly.push({
    dayOfWeek: 6,
    isOpen: true,
    openFrom: '10:00:00',
    openTo: '00:00:00',
    mannedFrom: '10:00:00',
    mannedTo: '16:00:00',
  });
  // Monday 2026-12-21: short day; Thursday 2026-12-24: closed.
  const exceptions: ExceptionHours[] = [
    {
      date: '2026-12-21',
      reason: 'Kort dag',
      isOpen: true,
      openFrom: '10:00:00',
      openTo: '14:00:00',
      mannedFrom: '10:00:00',
      mannedTo: '14:00:00',
    },
    {
      date: '2026-12-24',
      reason: 'Julaften',
      isOpen: false,
      openFrom: null,
      openTo: null,
      mannedFrom: null,
      mannedTo: null,
    },
  ];
  const window = structuredHoursWindow('2026-12-20');
  const hours = computeOpeningHours(weekly, exceptions, window.start, window.end);
  const library = {
    name: 'Bjørvika',
    path: '/bibliotekene/bjorvika',
    description: 'Hovedbiblioteket.',
    address: 'Anne-Cath. Vestlys plass 1',
    postalCode: '0150',
    city: 'Oslo',
    phone: '23 43 29 00',
    email: null,
    imageUrl: '/media/bjorvika.jpg',
  };

  it('covers sixty days from today', () => {
    expect(window).toEqual({ start: '2026-12-20', end: '2027-02-17' });
    expect(hours).toHaveLength(60);
  });

  it('is a Library with its postal address, telephone, url and the regular week built from the real hours', async () => {
    const built = libraryStructuredData(ORIGIN, library, hours);
    const [node] = await expand(built);
    expect(node['@type']).toEqual([`${S}Library`]);
    expect(text(node, 'url')).toEqual([`${ORIGIN}/bibliotekene/bjorvika`]);
    expect(text(node, 'telephone')).toEqual(['23 43 29 00']);
    expect(text(node, 'image')).toEqual([`${ORIGIN}/media/bjorvika.jpg`]);
    expect(node[`${S}email`]).toBeUndefined();
    expect(node[`${S}geo`]).toBeUndefined();
    const [address] = values(node, 'address');
    expect(address['@type']).toEqual([`${S}PostalAddress`]);
    expect(
      ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'].map((p) => text(address, p)[0]),
    ).toEqual(['Anne-Cath. Vestlys plass 1', '0150', 'Oslo', 'NO']);

    const week = values(node, 'openingHoursSpecification').map((spec) => ({
      days: text(spec, 'dayOfWeek').map((d) => String(d).slice(S.length)),
      opens: text(spec, 'opens')[0],
      closes: text(spec, 'closes')[0],
    }));
    expect(week).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '22:00' },
      // Open until midnight closes at 23:59, never 00:00, which means closed.
      { days: ['Saturday'], opens: '10:00', closes: '23:59' },
      { days: ['Sunday'], opens: '00:00', closes: '00:00' },
    ]);
  });

  it('gives the dated exceptions as special hours valid that one day, a closed day as 00:00–00:00', async () => {
    const [node] = await expand(libraryStructuredData(ORIGIN, library, hours));
    const special = values(node, 'specialOpeningHoursSpecification').map((spec) =>
      ['name', 'validFrom', 'validThrough', 'opens', 'closes'].map((p) => text(spec, p)[0]),
    );
    expect(special).toEqual([
      ['Kort dag', '2026-12-21', '2026-12-21', '10:00', '14:00'],
      ['Julaften', '2026-12-24', '2026-12-24', '00:00', '00:00'],
    ]);
  });

  it('adds where the building is when that is known', () => {
    const built = libraryStructuredData(ORIGIN, { ...library, geo: { latitude: 59.9079, longitude: 10.7527 } }, hours);
    expect(built).toMatchObject({ geo: { '@type': 'GeoCoordinates', latitude: 59.9079, longitude: 10.7527 } });
  });
});

describe('siteStructuredData', () => {
  it('is the WebSite with a SearchAction on /sok/{query} and the library Organization that publishes it', async () => {
    const graph = await expand(siteStructuredData(ORIGIN));
    const site = graph.find((n) => (n['@type'] as string[]).includes(`${S}WebSite`)) as Record<string, unknown>;
    const organization = graph.find((n) => (n['@type'] as string[]).includes(`${S}Organization`)) as Record<
      string,
      unknown
    >;
    expect(text(site, 'url')).toEqual([`${ORIGIN}/`]);
    expect(text(site, 'name')).toEqual(['Oslo bibliotek']);
    expect(values(site, 'publisher')).toEqual([{ '@id': organization['@id'] }]);
    const [search] = values(site, 'potentialAction');
    expect(search['@type']).toEqual([`${S}SearchAction`]);
    const [target] = values(search, 'target');
    expect(text(target, 'urlTemplate')).toEqual([`${ORIGIN}/sok/{search_term_string}`]);
    expect(text(search, 'query-input')).toEqual(['required name=search_term_string']);
    expect(text(organization, 'logo')).toEqual([`${ORIGIN}/favicon.svg`]);
  });
});
