// The search 'filter' parameter (mediaType_Bok, languages_nob, branch_{slug} …) and the other search URL parameters (SPEC §2).
import {
  AUDIENCES,
  FICTION_VALUES,
  audienceLabel,
  fictionLabel,
  isCatalogueMediaType,
  languageName,
  mediaTypeLabel,
  type Audience,
  type CatalogueMediaType,
  type FictionValue,
} from './catalogue.ts';
import { FILTER_DEFINITIONS, dropTrackingParams, type FilterId } from './search-query.ts';

/** Prefix of a filter value → the SPEC §2 filter definition it belongs to. */
export const FILTER_PREFIXES = {
  mediaType: 'mediatype',
  languages: 'language',
  format: 'format',
  branch: 'branch',
  fictionNonfiction: 'fictionNonfiction',
  audience: 'audience',
  category: 'category',
  issuesByYear: 'issuesByYear',
} as const satisfies Record<string, FilterId>;
export type FilterPrefix = keyof typeof FILTER_PREFIXES;
export const FILTER_PREFIX_LIST = Object.keys(FILTER_PREFIXES) as FilterPrefix[];

/** Active filters grouped by prefix; within a group values are alternatives (OR), groups combine with AND. */
export interface SearchFilters {
  mediaType: CatalogueMediaType[];
  languages: string[];
  format: string[];
  branch: string[];
  fictionNonfiction: FictionValue[];
  audience: Audience[];
  category: string[];
  issuesByYear: number[];
}

function emptyFilters(): SearchFilters {
  return {
    mediaType: [],
    languages: [],
    format: [],
    branch: [],
    fictionNonfiction: [],
    audience: [],
    category: [],
    issuesByYear: [],
  };
}

const MAX_FILTERS = 50;
const MAX_VALUE_LENGTH = 80;

export type FilterVerdict = { ok: true; prefix: FilterPrefix; value: string } | { ok: false; message: string };

/** Checks one 'filter' value such as 'mediaType_Bok'; the message is Norwegian and names the value. */
export function parseFilterValue(raw: string): FilterVerdict {
  const at = raw.indexOf('_');
  const prefix = at > 0 ? raw.slice(0, at) : '';
  const value = at > 0 ? raw.slice(at + 1) : '';
  const unknown: FilterVerdict = {
    ok: false,
    message: `Ukjent filter «${raw}». Gyldige filtre begynner med ${FILTER_PREFIX_LIST.map((p) => `${p}_`).join(', ')}`,
  };
  if (!(prefix in FILTER_PREFIXES)) return unknown;
  const p = prefix as FilterPrefix;
  const invalid = (what: string): FilterVerdict => ({ ok: false, message: `Ugyldig ${what} i filteret «${raw}»` });
  if (value === '' || value.length > MAX_VALUE_LENGTH) return invalid('verdi');
  switch (p) {
    case 'mediaType':
      return isCatalogueMediaType(value) ? { ok: true, prefix: p, value } : invalid('medietype');
    case 'languages':
      return /^[a-z]{3}$/.test(value)
        ? { ok: true, prefix: p, value }
        : invalid('språkkode (tre små bokstaver, f.eks. nob)');
    case 'branch':
      return /^[a-z0-9-]+$/.test(value) ? { ok: true, prefix: p, value } : invalid('bibliotek');
    case 'fictionNonfiction':
      return (FICTION_VALUES as readonly string[]).includes(value)
        ? { ok: true, prefix: p, value }
        : invalid('verdi (fiction eller nonfiction)');
    case 'audience':
      return (AUDIENCES as readonly string[]).includes(value)
        ? { ok: true, prefix: p, value }
        : invalid('aldersgruppe (voksen, ungdom eller barn)');
    case 'issuesByYear':
      return /^\d{4}$/.test(value) ? { ok: true, prefix: p, value } : invalid('årstall');
    case 'format':
    case 'category':
      return /[\p{C}]/u.test(value) ? invalid('verdi') : { ok: true, prefix: p, value };
  }
}

export interface ParsedFilters {
  filters: SearchFilters;
  /** Messages for the values that were rejected (empty when all were fine). */
  errors: string[];
}

/** Groups 'filter' values by prefix, dropping duplicates and collecting messages for bad ones. */
export function parseFilters(values: readonly string[]): ParsedFilters {
  const filters = emptyFilters();
  const errors: string[] = [];
  if (values.length > MAX_FILTERS) errors.push(`For mange filtre (høyst ${MAX_FILTERS})`);
  for (const raw of values.slice(0, MAX_FILTERS)) {
    const verdict = parseFilterValue(raw);
    if (!verdict.ok) {
      errors.push(verdict.message);
      continue;
    }
    const list = filters[verdict.prefix] as (string | number)[];
    const value = verdict.prefix === 'issuesByYear' ? Number(verdict.value) : verdict.value;
    if (!list.includes(value)) list.push(value);
  }
  return { filters, errors };
}

export function filterValue(prefix: FilterPrefix, value: string | number): string {
  return `${prefix}_${String(value)}`;
}

/** Every active filter as its 'filter' parameter values, in prefix order. */
export function filterValues(filters: SearchFilters): string[] {
  return FILTER_PREFIX_LIST.flatMap((prefix) =>
    (filters[prefix] as (string | number)[]).map((v) => filterValue(prefix, v)),
  );
}

/** Text of a filter option when the server has no better name (branch names come from the library table). */
export function filterOptionText(prefix: FilterPrefix, value: string): string {
  switch (prefix) {
    case 'mediaType':
      return mediaTypeLabel(value);
    case 'languages':
      return languageName(value);
    case 'fictionNonfiction':
      return fictionLabel(value);
    case 'audience':
      return audienceLabel(value);
    default:
      return value.charAt(0).toUpperCase() + value.slice(1);
  }
}

export function filterLabel(prefix: FilterPrefix): string {
  const id = FILTER_PREFIXES[prefix];
  return FILTER_DEFINITIONS.find((f) => f.id === id)?.label ?? prefix;
}

// ---------------------------------------------------------------- the search URL (SPEC §2 Search filter URL parameters)

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

/** Everything the search URL can say, parsed; the path holds the query (/sok/{searchQuery}). */
export interface SearchParams {
  filters: SearchFilters;
  yearFrom: number | null;
  yearTo: number | null;
  page: number;
  excludeUnavailable: boolean;
  includeWithoutItems: boolean;
  recommended: boolean;
  liked: boolean;
  showDebugInfo: boolean;
  ageGain: number | null;
  itemsGain: number | null;
  /** Filter groups the patron opened in the panel (UI state kept in the URL). */
  expanded: FilterId[];
}

export function defaultSearchParams(): SearchParams {
  return {
    filters: emptyFilters(),
    yearFrom: null,
    yearTo: null,
    page: 1,
    excludeUnavailable: false,
    includeWithoutItems: false,
    recommended: false,
    liked: false,
    showDebugInfo: false,
    ageGain: null,
    itemsGain: null,
    expanded: [],
  };
}

function parseYear(value: string | null): number | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  if (!/^\d{4}$/.test(value.trim())) return 'invalid';
  return Number(value.trim());
}

function parseGain(value: string | null): number | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 10 ? n : 'invalid';
}

/**
 * Reads the search URL parameters leniently (for pages): bad values are dropped and reported, so an old
 * or mistyped link still shows results. The API validates the same parameters strictly (400).
 */
export function readSearchParams(input: URLSearchParams): { params: SearchParams; errors: string[] } {
  const search = dropTrackingParams(input);
  const params = defaultSearchParams();
  const errors: string[] = [];
  const parsed = parseFilters(search.getAll('filter').filter((v) => v !== ''));
  params.filters = parsed.filters;
  errors.push(...parsed.errors);
  const yearFrom = parseYear(search.get('yearFrom'));
  const yearTo = parseYear(search.get('yearTo'));
  if (yearFrom === 'invalid') errors.push('Ugyldig «fra år»');
  else params.yearFrom = yearFrom;
  if (yearTo === 'invalid') errors.push('Ugyldig «til år»');
  else params.yearTo = yearTo;
  if (params.yearFrom !== null && params.yearTo !== null && params.yearFrom > params.yearTo) {
    errors.push('«Fra år» kan ikke være etter «til år»');
    params.yearTo = null;
  }
  const page = search.get('page');
  if (page !== null && page !== '') {
    if (/^\d{1,4}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_SEARCH_PAGE) params.page = Number(page);
    else errors.push('Ugyldig sidetall');
  }
  const flag = (name: string) => search.get(name) === 'true' || search.get(name) === 'on';
  params.excludeUnavailable = flag('excludeUnavailable');
  params.includeWithoutItems = flag('includeWithoutItems');
  params.recommended = flag('recommended');
  params.liked = flag('liked');
  params.showDebugInfo = flag('showDebugInfo');
  const ageGain = parseGain(search.get('ageGain'));
  const itemsGain = parseGain(search.get('itemsGain'));
  params.ageGain = ageGain === 'invalid' ? null : ageGain;
  params.itemsGain = itemsGain === 'invalid' ? null : itemsGain;
  const ids = new Set<string>(FILTER_DEFINITIONS.map((f) => f.id));
  params.expanded = (search.get('expanded') ?? '').split(',').filter((id): id is FilterId => ids.has(id));
  return { params, errors };
}

/** URL parameters for a search state, defaults left out, in a stable order (so links are shareable and comparable). */
function writeSearchParams(params: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const value of filterValues(params.filters)) out.append('filter', value);
  if (params.yearFrom !== null) out.set('yearFrom', String(params.yearFrom));
  if (params.yearTo !== null) out.set('yearTo', String(params.yearTo));
  if (params.excludeUnavailable) out.set('excludeUnavailable', 'true');
  if (params.includeWithoutItems) out.set('includeWithoutItems', 'true');
  if (params.recommended) out.set('recommended', 'true');
  if (params.liked) out.set('liked', 'true');
  if (params.ageGain !== null) out.set('ageGain', String(params.ageGain));
  if (params.itemsGain !== null) out.set('itemsGain', String(params.itemsGain));
  if (params.expanded.length > 0) out.set('expanded', params.expanded.join(','));
  if (params.showDebugInfo) out.set('showDebugInfo', 'true');
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** '?…' for a search state, or '' when everything is default. */
export function searchQueryString(params: SearchParams): string {
  const s = writeSearchParams(params).toString();
  return s === '' ? '' : `?${s}`;
}

/** The state with one filter value added or removed; any change of filters goes back to page 1. */
export function toggleFilter(params: SearchParams, prefix: FilterPrefix, value: string | number): SearchParams {
  const list = params.filters[prefix] as (string | number)[];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return { ...params, page: 1, filters: { ...params.filters, [prefix]: next } };
}

/**
 * The search's one address (docs/decisions/027), and a saved search's stored form (decision 036): the query's filters
 * that choose the works; not the page number, the filter groups left open, the patron's own likes or the staff's
 * ranking and debug switches.
 */
export function canonicalSearchString(params: SearchParams): string {
  return searchQueryString({
    ...params,
    page: 1,
    expanded: [],
    liked: false,
    showDebugInfo: false,
    ageGain: null,
    itemsGain: null,
  });
}

export function withPage(params: SearchParams, page: number): SearchParams {
  return { ...params, page };
}

export function clearFilters(params: SearchParams): SearchParams {
  return { ...params, filters: emptyFilters(), yearFrom: null, yearTo: null, excludeUnavailable: false, page: 1 };
}
