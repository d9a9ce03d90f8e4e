// Saved searches (issue #20 point 5, docs/decisions/036): their stored form, the name a patron sees and the limit.
import { searchPath } from './catalogue.ts';
import {
  FILTER_PREFIX_LIST,
  canonicalSearchString,
  filterOptionText,
  readSearchParams,
  type SearchParams,
} from './search-filters.ts';
import { normaliseSearchQuery } from './search-query.ts';

/** Saved searches per patron: enough for the subjects and authors one follows, few enough for a weekly run. */
export const MAX_SAVED_SEARCHES = 20;

/** A search as it is saved: the query as /sok normalises it (spaces collapsed) and the canonical filter string. */
export interface SavedSearchKey {
  query: string;
  filters: string;
}

export function savedSearchKey(query: string, search: URLSearchParams | string): SavedSearchKey {
  const { params } = readSearchParams(typeof search === 'string' ? new URLSearchParams(search) : search);
  return { query: normaliseSearchQuery(query.replace(/\s+/gu, ' ')), filters: canonicalSearchString(params) };
}

/** The saved search's address on /sok. */
export function savedSearchPath(key: SavedSearchKey): string {
  return searchPath(key.query) + key.filters;
}

/**
 * The name shown on Min side and in the notice: the words (or "Alle titler"), then the filters in the panel's order,
 * libraries by name: "krim · Bok, Norsk (bokmål), fra 2020".
 */
export function savedSearchName(
  key: SavedSearchKey,
  libraryName: (slug: string) => string | undefined = () => undefined,
): string {
  const { params } = readSearchParams(new URLSearchParams(key.filters));
  const words = key.query === '*' ? 'Alle titler' : key.query;
  const parts = filterParts(params, libraryName);
  return parts.length > 0 ? `${words} · ${parts.join(', ')}` : words;
}

function filterParts(params: SearchParams, libraryName: (slug: string) => string | undefined): string[] {
  const parts = FILTER_PREFIX_LIST.flatMap((prefix) =>
    (params.filters[prefix] as (string | number)[]).map((v) =>
      prefix === 'branch'
        ? (libraryName(String(v)) ?? filterOptionText(prefix, String(v)))
        : filterOptionText(prefix, String(v)),
    ),
  );
  if (params.yearFrom !== null) parts.push(`fra ${params.yearFrom}`);
  if (params.yearTo !== null) parts.push(`til ${params.yearTo}`);
  if (params.excludeUnavailable) parts.push('bare på hylla');
  if (params.includeWithoutItems) parts.push('også uten eksemplarer');
  if (params.recommended) parts.push('anbefalt');
  return parts;
}
