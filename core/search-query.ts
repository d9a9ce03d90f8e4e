// Search query rules, URL parameter names and filter definitions.
import { AUTOCOMPLETE_MIN_LENGTH, YEAR_FILTER_COUNT } from './constants.ts';
import { toOslo } from './dates.ts';

/** Empty query defaults to '*'; otherwise trimmed. SPEC §5. */
export function normaliseSearchQuery(query: string | null | undefined): string {
  const trimmed = (query ?? '').trim();
  return trimmed === '' ? '*' : trimmed;
}

const AGENT_PREFIX = /^aktør:/iu;

/** Removes the 'aktør:' prefix (any case) for the agent search, then trims. SPEC §5. */
export function agentSearchQuery(query: string): string {
  return query.trim().replace(AGENT_PREFIX, '').trim();
}

/** The last 5 years counting from the current Oslo year, newest first. SPEC §2 Search filter URL parameters. */
export function yearFilterOptions(now: Date | number): number[] {
  const year = toOslo(now).getFullYear();
  return Array.from({ length: YEAR_FILTER_COUNT }, (_, i) => year - i);
}

/** Autocomplete starts only when the (trimmed) input is longer than 2 characters. SPEC §5. */
export function shouldAutocomplete(input: string | null | undefined): boolean {
  return (input ?? '').trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

/** Copy of the params without tracking parameters (utm_*). SPEC §2 Search filter URL parameters. */
export function dropTrackingParams(searchParams: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of searchParams) {
    if (!key.toLowerCase().startsWith('utm_')) result.append(key, value);
  }
  return result;
}

/** Search URL parameters; 'filter' is repeatable. SPEC §2. */
export const SEARCH_URL_PARAMS = [
  'filter',
  'yearFrom',
  'yearTo',
  'page',
  'expanded',
  'ageGain',
  'itemsGain',
  'excludeUnavailable',
  'includeWithoutItems',
  'recommended',
  'liked',
  'showDebugInfo',
] as const;

/**
 * Events/services URL parameters. SPEC §2: fromDate is ISO, query is sent as q,
 * hasAudioVideo sends false when unchecked.
 */
export const EVENT_SERVICE_URL_PARAMS = [
  'serviceForm',
  'targetAudience',
  'eventType',
  'branch',
  'tag',
  'weekend',
  'evening',
  'fromDate',
  'query',
  'hasAudioVideo',
] as const;

type FilterType = 'checkbox' | 'list' | 'date';

export type FilterScope = 'search' | 'events' | 'services';

export interface FilterDefinition {
  readonly id: string;
  readonly label: string;
  readonly type: FilterType;
  readonly scopes: readonly FilterScope[];
}

/** The 17 filter definitions with label, type and scopes. SPEC §2. Labels are our bokmål choice. */
export const FILTER_DEFINITIONS = [
  { id: 'excludeUnavailable', label: 'Kun tilgjengelige', type: 'checkbox', scopes: ['search'] },
  { id: 'fictionNonfiction', label: 'Fag eller skjønn', type: 'list', scopes: ['search'] },
  { id: 'language', label: 'Språk', type: 'list', scopes: ['search'] },
  { id: 'mediatype', label: 'Medietype', type: 'list', scopes: ['search'] },
  { id: 'format', label: 'Format', type: 'list', scopes: ['search'] },
  { id: 'category', label: 'Kategori', type: 'list', scopes: ['search'] },
  { id: 'branch', label: 'Bibliotek', type: 'list', scopes: ['search', 'events', 'services'] },
  { id: 'targetAudience', label: 'Målgruppe', type: 'list', scopes: ['events', 'services'] },
  { id: 'facility', label: 'Fasiliteter', type: 'list', scopes: ['services'] },
  { id: 'audience', label: 'Alder', type: 'list', scopes: ['search'] },
  { id: 'date', label: 'Dato', type: 'date', scopes: ['events'] },
  { id: 'weekend', label: 'Helg', type: 'checkbox', scopes: ['events'] },
  { id: 'evening', label: 'Kveld', type: 'checkbox', scopes: ['events'] },
  { id: 'serviceForm', label: 'Tjenesteform', type: 'list', scopes: ['events', 'services'] },
  { id: 'tag', label: 'Emneknagg', type: 'list', scopes: ['events', 'services'] },
  { id: 'issuesByYear', label: 'Utgaver per år', type: 'list', scopes: ['search'] },
  { id: 'eventType', label: 'Arrangementstype', type: 'list', scopes: ['events'] },
] as const satisfies readonly FilterDefinition[];
export type FilterId = (typeof FILTER_DEFINITIONS)[number]['id'];

/** Filter definitions that apply to one scope. */
export function filtersForScope(scope: FilterScope): FilterDefinition[] {
  return FILTER_DEFINITIONS.filter((f) => (f.scopes as readonly FilterScope[]).includes(scope));
}
