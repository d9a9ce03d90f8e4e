// Norwegian texts of the search pages, the work page and the header search (SPEC §2 search routes, §8 search messages).
import { messages } from '#core/messages.ts';
import { formatWholeNumber } from '#core/numbers.ts';
import { SITE_NAME } from '#app/lib/site.ts';

/** The search pages, one tab each (SearchTabs). */
export type SearchScope = 'sok' | 'sok-person' | 'sok-info' | 'sok-anbefaling' | 'sok-event';

export const searchTexts = {
  noHits: messages.search.noHits,
  error: messages.search.error,
  headings: {
    sok: 'Søk i samlingen',
    'sok-person': 'Søk etter personer',
    'sok-info': 'Søk i bibliotek og tjenester',
    'sok-anbefaling': 'Søk i anbefalinger',
    'sok-event': 'Søk i arrangementer',
  },
  /** The document title of a search page (before the site name): the scope, then the query ('*' is everything). */
  pageTitle: (scope: SearchScope, query: string): string => (query === '*' ? searchTexts.headings[scope] : `${searchTexts.headings[scope]}: «${query}»`),
  /** <meta name="description"> of the search pages: what the page finds, for search engines and shared links. */
  metaDescription: (scope: SearchScope, query: string): string => {
    const matching = query === '*' ? '' : ` som passer «${query}»`;
    const descriptions: Record<SearchScope, string> = {
      sok: `Bøker, lydbøker, film, musikk og tegneserier${matching} i samlingen til ${SITE_NAME}. Avgrens etter type, språk, år og bibliotek, se hva som er ledig, og reserver.`,
      'sok-person': `Forfattere, artister og andre personer og grupper${matching}, med verkene deres i samlingen til ${SITE_NAME}.`,
      'sok-info': `Bibliotek, tjenester og sider${matching} hos ${SITE_NAME}: adresser, åpningstider, rom og det bibliotekene tilbyr.`,
      'sok-anbefaling': `Anbefalinger og anmeldelser fra bibliotekarene i ${SITE_NAME}${matching}.`,
      'sok-event': `Konserter, foredrag, kurs, verksteder og eventyrstunder på bibliotekene i Oslo${matching}. Gratis, med mindre noe annet står.`,
    };
    return descriptions[scope];
  },
  tabs: {
    label: 'Hva vil du søke i?',
    sok: 'Samlingen',
    'sok-person': 'Personer',
    'sok-info': 'Bibliotek og tjenester',
    'sok-anbefaling': 'Anbefalinger',
    'sok-event': 'Arrangementer',
  },
  searchFor: (query: string) => (query === '*' ? 'Alt i samlingen' : `Søk: «${query}»`),
  hitCount: (n: number) => (n === 1 ? '1 treff' : `${formatWholeNumber(n)} treff`),
  corrected: (typed: string, used: string) => `Ingen treff på «${typed}». Viser treff for «${used}».`,
  noHitsTips: 'Sjekk stavemåten, bruk færre ord, eller fjern et filter.',
  ignoredParams: 'Noen filtre i adressen var ugyldige og ble ikke brukt:',
  results: 'Treff',
  filters: 'Avgrens søket',
  apply: 'Bruk filtre',
  clearAll: 'Fjern alle filtre',
  activeFilters: 'Valgte filtre',
  removeFilter: (text: string) => `Fjern filteret ${text}`,
  year: 'Utgivelsesår',
  yearFrom: 'Fra år',
  yearTo: 'Til år',
  anyYear: 'Alle år',
  includeWithoutItems: 'Vis også titler uten eksemplarer (e-bøker og nedlastbare lydbøker)',
  showMore: (n: number) => `Vis ${n} til`,
  by: 'av',
  available: (n: number) => (n === 1 ? 'Ledig på 1 bibliotek' : `Ledig på ${n} bibliotek`),
  noneAvailable: 'Alle eksemplarer er utlånt eller reservert',
  noCopies: 'Ingen fysiske eksemplarer',
  availableOnline: 'Tilgjengelig på nett',
  moreBranches: (n: number) => `og ${n} til`,
  people: 'Personer og grupper',
  allPeople: (query: string) => `Alle personer som passer «${query}»`,
  works: (n: number) => (n === 1 ? '1 verk' : `${n} verk`),
  debug: 'Rangering',
  coverAlt: (title: string) => `Omslag: ${title}`,
  recommendationBy: (name: string) => `Anbefalt av ${name}`,
  reviewBy: (name: string) => `Anmeldt av ${name}`,
  readMore: 'Les mer',
};

export const workTexts = {
  editions: 'Utgaver',
  availability: 'Tilgjengelighet',
  branch: 'Bibliotek',
  shelf: 'Hylleplass',
  status: 'Status',
  dueBack: (date: string) => `Utlånt, forventet tilbake ${date}`,
  referenceOnly: 'Kan ikke lånes (lesesal)',
  notReservable: 'Hurtiglån',
  format: 'Format',
  language: 'Språk',
  year: 'År',
  publisher: 'Utgiver',
  isbn: 'ISBN/EAN',
  extent: 'Omfang',
  ageLimit: 'Aldersgrense',
  subjects: 'Emner',
  genres: 'Sjanger',
  series: 'Serie',
  publisherSeries: 'Forlagsserie',
  firstPublished: 'Først utgitt',
  creators: 'Opphav',
  recommendations: 'Bibliotekarene anbefaler',
  draft: 'Utkast – vises bare for deg',
  otherInSeries: 'Flere i serien',
  noCopiesHere: 'Biblioteket har ingen fysiske eksemplarer av denne utgaven.',
  copies: (available: number, total: number) => `${available} av ${total} på hylla`,
  seeAll: 'Se alle titler',
};

export const entityTexts = {
  kinds: { person: 'Person', korporasjon: 'Korporasjon', forlagsserie: 'Forlagsserie', serie: 'Serie' },
  born: (birth: number | null, death: number | null) =>
    birth === null ? null : death === null ? `Født ${birth}` : `${birth}–${death}`,
  worksHeading: 'Verk',
  seriesWorks: 'Titler i serien',
  searchAll: (name: string) => `Søk etter «${name}» i samlingen`,
};
