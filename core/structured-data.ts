// schema.org structured data (JSON-LD) for the public pages (issue #21, docs/decisions/027): a work with its editions,
// a library with its real opening hours, the site with its search. Pure builders: the pages pass what their loaders
// read and the public origin; the types of schema-dts (schema.org's vocabulary) check every term at compile time.
import type {
  Book,
  BookFormatType,
  BookSeries,
  CreativeWork,
  CreativeWorkSeries,
  DayOfWeek,
  Graph,
  Library,
  OpeningHoursSpecification,
  Organization,
  Person,
  PostalAddress,
  SearchAction,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { addDays, isoWeekday, type OpeningHoursRow } from './opening-hours.ts';
import { SITE_NAME } from './site.ts';

/** One schema.org node with its context (schema-dts's types also allow a bare string, which is no document). */
export type SchemaDocument<T extends Thing> = WithContext<Exclude<T, string>>;

/** Any JSON-LD document the pages render: one node with its context, or a graph of nodes. */
export type JsonLdDocument = SchemaDocument<Thing> | Graph;

/**
 * The document as text for a <script type="application/ld+json">: `<`, `>` and `&` as JSON escapes, so a title that
 * holds '</script>' or '<!--' cannot end the script element; U+2028 and U+2029 too, which old parsers read as newlines.
 */
export function serializeJsonLd(document: JsonLdDocument): string {
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** An address on this site made absolute on the public origin ('https://bibliotek.example'); absolute ones stay. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

// ————— Works —————

/** A creator as the work page lists them (server/services/catalogue/presenters.ts). */
interface StructuredCreator {
  name: string;
  kind: 'person' | 'corporation';
  role: string;
  path: string;
}

/** An edition (publication) as the work page has it. */
export interface StructuredEdition {
  title: string;
  mediaType: string;
  format: string;
  language: string;
  publicationYear: number | null;
  publisher: string | null;
  isbn: string | null;
  isbns: readonly string[];
  edition: string | null;
  coverUrl: string | null;
}

export interface StructuredWork {
  title: string;
  subtitle: string | null;
  description: string;
  path: string;
  coverUrl: string | null;
  publicationYear: number | null;
  genres: readonly string[];
  subjects: readonly string[];
  creators: readonly StructuredCreator[];
  publications: readonly StructuredEdition[];
}

/** Media types whose editions are books to schema.org (a comic is a book; an e-book and an audiobook are formats of one). */
const BOOK_MEDIA_TYPES = new Set(['Bok', 'Tegneserie', 'E-bok', 'Lydbok']);

/** A work is a Book when any edition is one; films, music, maps and sheet music are CreativeWorks. */
export function isBookWork(work: Pick<StructuredWork, 'publications'>): boolean {
  return work.publications.some((p) => BOOK_MEDIA_TYPES.has(p.mediaType));
}

/** schema.org's book formats from the catalogue's media type and binding; null when the record does not say. */
export function bookFormat(edition: Pick<StructuredEdition, 'mediaType' | 'format'>): BookFormatType | null {
  if (edition.mediaType === 'E-bok') return 'https://schema.org/EBook';
  if (edition.mediaType === 'Lydbok') return 'https://schema.org/AudiobookFormat';
  if (!BOOK_MEDIA_TYPES.has(edition.mediaType)) return null;
  if (/^innbundet/i.test(edition.format)) return 'https://schema.org/Hardcover';
  if (/^(heftet|pocket)/i.test(edition.format)) return 'https://schema.org/Paperback';
  return null;
}

/**
 * The catalogue's ISO 639-2 codes as BCP 47 language tags (schema.org inLanguage): the two-letter code where there is
 * one, else the three-letter one (Southern and Lule Sami). 'zxx' (no language) and 'mul' (several) name no language.
 */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  nob: 'nb',
  nno: 'nn',
  nor: 'no',
  sme: 'se',
  sma: 'sma',
  smj: 'smj',
  eng: 'en',
  swe: 'sv',
  dan: 'da',
  fin: 'fi',
  ice: 'is',
  ger: 'de',
  fre: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  dut: 'nl',
  pol: 'pl',
  rus: 'ru',
  ukr: 'uk',
  ara: 'ar',
  per: 'fa',
  kur: 'ku',
  tur: 'tr',
  som: 'so',
  tir: 'ti',
  urd: 'ur',
  hin: 'hi',
  pan: 'pa',
  tam: 'ta',
  vie: 'vi',
  tha: 'th',
  chi: 'zh',
  jpn: 'ja',
  kor: 'ko',
  heb: 'he',
  lat: 'la',
};

export function languageTag(code: string): string | null {
  return LANGUAGE_TAGS[code] ?? null;
}

/** On an entity page, the page's own person or organisation: works point at its node by id instead of repeating it. */
interface SelfReference {
  path: string;
  id: string;
}

function agentNode(origin: string, creator: StructuredCreator, self?: SelfReference): Person | Organization {
  // A node reference ({ '@id' }) stands for a Person or Organization wherever one may stand.
  if (self && creator.path === self.path) return { '@id': self.id } as Person;
  const node = { name: creator.name, url: absoluteUrl(origin, creator.path) };
  return creator.kind === 'person' ? { '@type': 'Person', ...node } : { '@type': 'Organization', ...node };
}

/** Creators in the roles, or undefined when there are none (so the property is left out). */
function inRoles(
  origin: string,
  creators: readonly StructuredCreator[],
  roles: readonly string[],
  self?: SelfReference,
): (Person | Organization)[] | undefined {
  const found = creators.filter((c) => roles.includes(c.role)).map((c) => agentNode(origin, c, self));
  return found.length > 0 ? found : undefined;
}

/** People only: schema.org's illustrator and editor are Persons. */
function peopleInRole(
  origin: string,
  creators: readonly StructuredCreator[],
  role: string,
  self?: SelfReference,
): Person[] | undefined {
  return inRoles(
    origin,
    creators.filter((c) => c.kind === 'person'),
    [role],
    self,
  ) as Person[] | undefined;
}

/** The creators of a Book (author, illustrator) or of another CreativeWork (its makers are creators). */
function makerProperties(
  origin: string,
  creators: readonly StructuredCreator[],
  asBook: boolean,
  self?: SelfReference,
) {
  if (asBook)
    return defined({
      author: inRoles(origin, creators, ['author'], self),
      illustrator: peopleInRole(origin, creators, 'illustrator', self),
    });
  // A film's director, a record's composer and performers (and any author) made it; schema.org calls them creators.
  return defined({
    creator: inRoles(origin, creators, ['author', 'director', 'composer', 'performer', 'illustrator'], self),
  });
}

/** The other contributors, the same in Books and CreativeWorks. */
function helperProperties(origin: string, creators: readonly StructuredCreator[], self?: SelfReference) {
  return defined({
    translator: inRoles(origin, creators, ['translator'], self),
    editor: peopleInRole(origin, creators, 'editor', self),
    contributor: inRoles(origin, creators, ['contributor'], self),
  });
}

function editionNode(origin: string, edition: StructuredEdition, asBook: boolean): Book | CreativeWork {
  const isbn = edition.isbn ?? edition.isbns[0] ?? null;
  const language = languageTag(edition.language);
  const common = {
    name: edition.title,
    ...(language && { inLanguage: language }),
    ...(edition.publicationYear !== null && { datePublished: String(edition.publicationYear) }),
    ...(edition.publisher && {
      publisher: { '@type': 'Organization', name: edition.publisher } satisfies Organization,
    }),
    ...(edition.coverUrl && { image: absoluteUrl(origin, edition.coverUrl) }),
  };
  if (!asBook || !BOOK_MEDIA_TYPES.has(edition.mediaType)) return { '@type': 'CreativeWork', ...common };
  const format = bookFormat(edition);
  return {
    '@type': 'Book',
    ...common,
    ...(isbn && { isbn }),
    ...(format && { bookFormat: format }),
    ...(edition.edition && { bookEdition: edition.edition }),
  };
}

/** Only the properties that have a value: JSON.stringify would drop the rest anyway, but tests compare objects. */
function defined<T extends object>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T;
}

/**
 * A work as a schema.org Book (or CreativeWork) whose editions are its workExamples: ISBN, format, language, year,
 * publisher and cover per edition; its creators as people (or organisations) with their pages on this site.
 */
export function workStructuredData(
  origin: string,
  work: StructuredWork,
): SchemaDocument<Book> | SchemaDocument<CreativeWork> {
  const url = absoluteUrl(origin, work.path);
  const asBook = isBookWork(work);
  const common = defined({
    '@id': `${url}#verk`,
    url,
    name: work.title,
    alternativeHeadline: work.subtitle ?? undefined,
    description: work.description || undefined,
    image: work.coverUrl ? absoluteUrl(origin, work.coverUrl) : undefined,
    datePublished: work.publicationYear !== null ? String(work.publicationYear) : undefined,
    genre: work.genres.length > 0 ? [...work.genres] : undefined,
    keywords: work.subjects.length > 0 ? work.subjects.join(', ') : undefined,
    ...helperProperties(origin, work.creators),
    workExample:
      work.publications.length > 0 ? work.publications.map((p) => editionNode(origin, p, asBook)) : undefined,
  });
  const makers = makerProperties(origin, work.creators, asBook);
  return asBook
    ? { '@context': 'https://schema.org', '@type': 'Book', ...common, ...makers }
    : { '@context': 'https://schema.org', '@type': 'CreativeWork', ...common, ...makers };
}

// ————— Entity pages: a person or an organisation with their works, a series with its parts —————

/** A work as an entity page lists it (server/services/catalogue/presenters.ts presentWork). */
export interface StructuredWorkSummary {
  title: string;
  path: string;
  publicationYear: number | null;
  coverUrl: string | null;
  mediaTypes: readonly string[];
  creators: readonly StructuredCreator[];
  /** Its number in the series, on a series page. */
  seriesPosition?: number | null;
}

/** A short work node: name, address, year, cover and its makers; `self` is the page's own agent, given by id. */
function workSummaryNode(origin: string, work: StructuredWorkSummary, self?: SelfReference): Book | CreativeWork {
  const asBook = work.mediaTypes.some((m) => BOOK_MEDIA_TYPES.has(m));
  const common = defined({
    url: absoluteUrl(origin, work.path),
    name: work.title,
    datePublished: work.publicationYear !== null ? String(work.publicationYear) : undefined,
    image: work.coverUrl ? absoluteUrl(origin, work.coverUrl) : undefined,
    position: work.seriesPosition ?? undefined,
    ...makerProperties(origin, work.creators, asBook, self),
    ...helperProperties(origin, work.creators, self),
  });
  return asBook ? { '@type': 'Book', ...common } : { '@type': 'CreativeWork', ...common };
}

export interface StructuredAgent {
  kind: 'person' | 'corporation';
  name: string;
  path: string;
  description: string;
  birthYear: number | null;
  deathYear: number | null;
  works: readonly StructuredWorkSummary[];
}

/**
 * A person's or an organisation's page (/person, /korporasjon): a graph of the Person (or Organization) and its works,
 * each work naming it by id in the role it had (author, translator, illustrator …). A work listed under two roles is
 * one node. schema.org has no "works of" property on Person, so the works point at the agent, not the other way.
 */
export function agentStructuredData(origin: string, agent: StructuredAgent): Graph {
  const url = absoluteUrl(origin, agent.path);
  const self: SelfReference = { path: agent.path, id: `${url}#${agent.kind === 'person' ? 'person' : 'organisasjon'}` };
  const facts = { '@id': self.id, url, name: agent.name, description: agent.description || undefined };
  const node: Person | Organization =
    agent.kind === 'person'
      ? defined({
          '@type': 'Person',
          ...facts,
          birthDate: agent.birthYear !== null ? String(agent.birthYear) : undefined,
          deathDate: agent.deathYear !== null ? String(agent.deathYear) : undefined,
        } satisfies Person)
      : defined({ '@type': 'Organization', ...facts } satisfies Organization);
  const works = [...new Map(agent.works.map((w) => [w.path, w])).values()];
  return { '@context': 'https://schema.org', '@graph': [node, ...works.map((w) => workSummaryNode(origin, w, self))] };
}

export interface StructuredSeries {
  name: string;
  path: string;
  description: string;
  /** A publisher series' publisher; null for a work series. */
  publisher: string | null;
  works: readonly StructuredWorkSummary[];
}

/**
 * A series page (/serie, /forlagsserie): a BookSeries when its works are books, else a CreativeWorkSeries, with its
 * works as parts in series order (their number as `position`) and a publisher series' publisher.
 */
export function seriesStructuredData(
  origin: string,
  series: StructuredSeries,
): SchemaDocument<BookSeries> | SchemaDocument<CreativeWorkSeries> {
  const url = absoluteUrl(origin, series.path);
  const common = defined({
    '@id': `${url}#serie`,
    url,
    name: series.name,
    description: series.description || undefined,
    publisher: series.publisher
      ? ({ '@type': 'Organization', name: series.publisher } satisfies Organization)
      : undefined,
    hasPart: series.works.length > 0 ? series.works.map((w) => workSummaryNode(origin, w)) : undefined,
  });
  const books = series.works.length > 0 && series.works.every((w) => w.mediaTypes.some((m) => BOOK_MEDIA_TYPES.has(m)));
  return books
    ? { '@context': 'https://schema.org', '@type': 'BookSeries', ...common }
    : { '@context': 'https://schema.org', '@type': 'CreativeWorkSeries', ...common };
}

// ————— Libraries —————

export interface StructuredLibrary {
  name: string;
  path: string;
  description: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  imageUrl?: string | null;
  /** Where the building is, when the library system knows it. */
  geo?: { latitude: number; longitude: number } | null;
}

const SCHEMA_DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/**
 * The doors' hours of a row (open from–to, as the page's 'Åpent' column): the meråpent hours without staff count,
 * since the building is open. A closed day is 00:00–00:00 (Google's convention); hours that end at midnight close
 * at 23:59, which cannot be mistaken for that.
 */
function span(row: Pick<OpeningHoursRow, 'isOpen' | 'openFrom' | 'openTo'>): { opens: string; closes: string } {
  if (!row.isOpen || !row.openFrom || !row.openTo) return { opens: '00:00', closes: '00:00' };
  const closes = row.openTo.slice(0, 5);
  return { opens: row.openFrom.slice(0, 5), closes: closes === '00:00' ? '23:59' : closes };
}

/**
 * The regular week read back from dated rows: each weekday's hours are those of its first date without an exception.
 * Weekdays with the same hours share one specification. A weekday that has an exception on every date of the window
 * is left out (the exceptions describe it).
 */
function weeklySpecifications(rows: readonly OpeningHoursRow[]): OpeningHoursSpecification[] {
  const byWeekday = new Map<number, { opens: string; closes: string }>();
  for (const row of rows) {
    const weekday = isoWeekday(row.date);
    if (row.exceptionReason === null && !byWeekday.has(weekday)) byWeekday.set(weekday, span(row));
  }
  const groups = new Map<string, { days: DayOfWeek[]; opens: string; closes: string }>();
  for (const weekday of [...byWeekday.keys()].sort((a, b) => a - b)) {
    const hours = byWeekday.get(weekday) as { opens: string; closes: string };
    const key = `${hours.opens}-${hours.closes}`;
    const group = groups.get(key) ?? { days: [], ...hours };
    group.days.push(SCHEMA_DAYS[weekday - 1]);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** Dated exceptions (holidays, short days, closures) as special hours valid on their one day. */
function specialSpecifications(rows: readonly OpeningHoursRow[]): OpeningHoursSpecification[] {
  return rows
    .filter((row) => row.exceptionReason !== null)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      name: row.exceptionReason as string,
      validFrom: row.date,
      validThrough: row.date,
      ...span(row),
    }));
}

/** How many days of opening hours a library's structured data covers: its exceptions for about two months. */
const STRUCTURED_HOURS_DAYS = 60;

/** The window of dates, from today, whose rows libraryStructuredData expects. */
export function structuredHoursWindow(today: string): { start: string; end: string } {
  return { start: today, end: addDays(today, STRUCTURED_HOURS_DAYS - 1) };
}

/**
 * A library as schema.org's Library: address, contact, picture and the opening hours computed for the coming weeks
 * (core/opening-hours.ts), split into the regular week and the dated exceptions.
 */
export function libraryStructuredData(
  origin: string,
  library: StructuredLibrary,
  hours: readonly OpeningHoursRow[],
): SchemaDocument<Library> {
  const url = absoluteUrl(origin, library.path);
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: library.address,
    postalCode: library.postalCode,
    addressLocality: library.city,
    addressCountry: 'NO',
  };
  const special = specialSpecifications(hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'Library',
    '@id': `${url}#bibliotek`,
    url,
    name: library.name,
    ...(library.description && { description: library.description }),
    address,
    ...(library.geo && {
      geo: { '@type': 'GeoCoordinates', latitude: library.geo.latitude, longitude: library.geo.longitude },
    }),
    ...(library.phone && { telephone: library.phone }),
    ...(library.email && { email: library.email }),
    ...(library.imageUrl && { image: absoluteUrl(origin, library.imageUrl) }),
    parentOrganization: { '@id': `${origin}/#organisasjon` },
    openingHoursSpecification: weeklySpecifications(hours),
    ...(special.length > 0 && { specialOpeningHoursSpecification: special }),
  };
}

// ————— The site —————

/** The search address with the placeholder search engines fill in (SPEC §2 /sok/{query}). */
const SEARCH_TERM = 'search_term_string';

/** The home page's graph: the site, its search (a SearchAction on /sok/{query}) and the library organisation. */
export function siteStructuredData(origin: string): Graph {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organisasjon`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
  // 'query-input' is Google's reading of schema.org's PropertyValueSpecification shorthand; schema-dts lacks it.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/sok/{${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  const site: WebSite = {
    '@type': 'WebSite',
    '@id': `${origin}/#nettsted`,
    url: `${origin}/`,
    name: SITE_NAME,
    inLanguage: 'nb',
    publisher: { '@id': `${origin}/#organisasjon` },
    potentialAction: search,
  };
  return { '@context': 'https://schema.org', '@graph': [site, organization] };
}
