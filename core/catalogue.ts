// Catalogue vocabulary shared by server and UI: media types, languages, audiences, roles, item statuses and page paths.
import { entitySlug } from './entity-slug.ts';

/** Media types of publications (SPEC §3 Media type mapping names four of them). */
/** Noter (notated music: scores, sheet music, as Deichman lends) and Kart (maps, atlases) came with real catalogues (#17). */
const CATALOGUE_MEDIA_TYPES = [
  'Bok',
  'Tegneserie',
  'Film',
  'Musikkopptak',
  'Lydbok',
  'E-bok',
  'Tidsskrift',
  'Noter',
  'Kart',
] as const;
export type CatalogueMediaType = (typeof CATALOGUE_MEDIA_TYPES)[number];

/** Media types that accompany a main edition (audio and e-book versions of a book); SPEC §7 excludeAdditionalMediaTypes. */
export const ADDITIONAL_MEDIA_TYPES: readonly CatalogueMediaType[] = ['Lydbok', 'E-bok'];

const MEDIA_TYPE_LABELS: Readonly<Record<CatalogueMediaType, string>> = {
  Bok: 'Bok',
  Tegneserie: 'Tegneserie',
  Film: 'Film',
  Musikkopptak: 'Musikk',
  Lydbok: 'Lydbok',
  'E-bok': 'E-bok',
  Tidsskrift: 'Tidsskrift',
  Noter: 'Noter',
  Kart: 'Kart',
};

export function isCatalogueMediaType(value: string): value is CatalogueMediaType {
  return (CATALOGUE_MEDIA_TYPES as readonly string[]).includes(value);
}

export function mediaTypeLabel(mediaType: string): string {
  return isCatalogueMediaType(mediaType) ? MEDIA_TYPE_LABELS[mediaType] : mediaType;
}

/** Words a patron may type for a media type (search command medietype:), folded to lower case. */
const MEDIA_TYPE_WORDS: Readonly<Record<string, CatalogueMediaType>> = {
  bok: 'Bok',
  bøker: 'Bok',
  tegneserie: 'Tegneserie',
  tegneserier: 'Tegneserie',
  film: 'Film',
  filmer: 'Film',
  musikk: 'Musikkopptak',
  musikkopptak: 'Musikkopptak',
  lydbok: 'Lydbok',
  lydbøker: 'Lydbok',
  'e-bok': 'E-bok',
  ebok: 'E-bok',
  'e-bøker': 'E-bok',
  tidsskrift: 'Tidsskrift',
  tidsskrifter: 'Tidsskrift',
  noter: 'Noter',
  notehefte: 'Noter',
  notehefter: 'Noter',
  kart: 'Kart',
  atlas: 'Kart',
};

/** The media type a word names ('bøker' → Bok), or null. */
export function mediaTypeFromWord(word: string): CatalogueMediaType | null {
  const folded = word.trim().toLowerCase();
  const direct = CATALOGUE_MEDIA_TYPES.find((m) => m.toLowerCase() === folded);
  return direct ?? MEDIA_TYPE_WORDS[folded] ?? null;
}

/** ISO 639-2 codes used by the catalogue, with Norwegian names. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  nob: 'Norsk (bokmål)',
  nno: 'Norsk (nynorsk)',
  nor: 'Norsk',
  sme: 'Nordsamisk',
  sma: 'Sørsamisk',
  smj: 'Lulesamisk',
  eng: 'Engelsk',
  swe: 'Svensk',
  dan: 'Dansk',
  fin: 'Finsk',
  ice: 'Islandsk',
  ger: 'Tysk',
  fre: 'Fransk',
  spa: 'Spansk',
  ita: 'Italiensk',
  por: 'Portugisisk',
  dut: 'Nederlandsk',
  pol: 'Polsk',
  rus: 'Russisk',
  ukr: 'Ukrainsk',
  ara: 'Arabisk',
  per: 'Persisk',
  kur: 'Kurdisk',
  tur: 'Tyrkisk',
  som: 'Somali',
  tir: 'Tigrinja',
  urd: 'Urdu',
  hin: 'Hindi',
  pan: 'Panjabi',
  tam: 'Tamil',
  vie: 'Vietnamesisk',
  tha: 'Thai',
  chi: 'Kinesisk',
  jpn: 'Japansk',
  kor: 'Koreansk',
  heb: 'Hebraisk',
  lat: 'Latin',
  zxx: 'Uten språklig innhold',
  mul: 'Flere språk',
};

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** Languages a word names for the språk: command: a code ('eng'), a name ('engelsk'), or 'norsk' for all three Norwegian codes. */
export function languagesFromWord(word: string): string[] {
  const folded = word.trim().toLowerCase();
  if (/^[a-z]{3}$/.test(folded) && LANGUAGE_NAMES[folded]) return [folded];
  if (folded === 'norsk') return ['nob', 'nno', 'nor'];
  if (folded === 'bokmål' || folded === 'bokmal') return ['nob'];
  if (folded === 'nynorsk') return ['nno'];
  if (folded === 'samisk') return ['sme', 'sma', 'smj'];
  const byName = Object.entries(LANGUAGE_NAMES).filter(([, name]) => name.toLowerCase() === folded);
  return byName.map(([code]) => code);
}

export const AUDIENCES = ['voksen', 'ungdom', 'barn'] as const;
export type Audience = (typeof AUDIENCES)[number];
const AUDIENCE_LABELS: Readonly<Record<Audience, string>> = { voksen: 'Voksne', ungdom: 'Ungdom', barn: 'Barn' };
export function audienceLabel(audience: string): string {
  return (AUDIENCE_LABELS as Record<string, string>)[audience] ?? audience;
}

export const FICTION_VALUES = ['fiction', 'nonfiction'] as const;
export type FictionValue = (typeof FICTION_VALUES)[number];
export function fictionLabel(value: string): string {
  return value === 'fiction' ? 'Skjønnlitteratur' : value === 'nonfiction' ? 'Faglitteratur' : value;
}

/** editor and contributor came with real catalogues (#17): an editor or a 7XX without a role is not an author. */
export type AgentRole =
  | 'author'
  | 'illustrator'
  | 'translator'
  | 'director'
  | 'composer'
  | 'performer'
  | 'publisher'
  | 'editor'
  | 'contributor';
const ROLE_LABELS: Readonly<Record<AgentRole, string>> = {
  author: 'Forfatter',
  illustrator: 'Illustratør',
  translator: 'Oversetter',
  director: 'Regissør',
  composer: 'Komponist',
  performer: 'Utøver',
  publisher: 'Utgiver',
  editor: 'Redaktør',
  contributor: 'Medvirkende',
};
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

/**
 * Work detail page: /verk/{slug}_{id} under the entity slug rule (SPEC §2); the slug is URI-encoded
 * because titles may hold '?', '/' or '#'.
 */
/**
 * Editions a digital lending service lends, not the branches: e-books, and audiobooks made to be downloaded or streamed
 * (issue #18). No branch holds a copy of them, and no other library lends them to us.
 */
export function digitalLendingKind(mediaType: string, format: string): 'e-bok' | 'e-lydbok' | null {
  if (mediaType === 'E-bok') return 'e-bok';
  if (mediaType === 'Lydbok' && /nedlastbar|strømming|e-lydbok/i.test(format)) return 'e-lydbok';
  return null;
}

export function workPath(title: string, id: number | string): string {
  return `/verk/${encodeURIComponent(entitySlug(title))}_${String(id)}`;
}

export type CatalogueEntityKind = 'person' | 'korporasjon' | 'forlagsserie' | 'serie';

/** Entity page path with the slug URI-encoded (same rule as core/entity-slug.ts entityPath). */
export function catalogueEntityPath(kind: CatalogueEntityKind, name: string, id: number | string): string {
  return `/${kind}/${encodeURIComponent(entitySlug(name))}_${String(id)}`;
}

export function agentPath(kind: 'person' | 'corporation', name: string, id: number | string): string {
  return catalogueEntityPath(kind === 'person' ? 'person' : 'korporasjon', name, id);
}

/** Search page for a query: /sok/{query} (SPEC §2), the query URI-encoded. */
export function searchPath(
  query: string,
  prefix: 'sok' | 'sok-person' | 'sok-info' | 'sok-anbefaling' | 'sok-event' = 'sok',
): string {
  return `/${prefix}/${encodeURIComponent(query.trim() === '' ? '*' : query.trim())}`;
}

/** Subject uri as the resources API accepts it (SPEC §7 publicationBySubjectUris); the label is the last segment. */
const SUBJECT_URI_PREFIX = 'http://data.deichman.no/subject/';
export function subjectUri(subject: string): string {
  return SUBJECT_URI_PREFIX + encodeURIComponent(subject);
}
/** The subject label of a subject uri or plain label; null when the uri is malformed. */
export function subjectFromUri(value: string): string | null {
  const raw = value.startsWith(SUBJECT_URI_PREFIX) ? value.slice(SUBJECT_URI_PREFIX.length) : value;
  try {
    const label = decodeURIComponent(raw).trim();
    return label === '' ? null : label;
  } catch {
    return null;
  }
}

/** Normalises an ISBN/EAN typed with hyphens or spaces to its digits (and a final X); null if it is not one. */
export function normaliseIsbn(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(compact) || /^\d{9}[\dX]$/.test(compact) || /^\d{8}$/.test(compact)) return compact;
  return null;
}

/** ISBN-10 → ISBN-13 (978 prefix), so either form finds the edition. */
export function isbn10to13(isbn10: string): string | null {
  if (!/^\d{9}[\dX]$/.test(isbn10)) return null;
  const first12 = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}
