// Filtering and facet counts for library services (SPEC §2 events/services filter parameters): pure rules.

/** Target audiences used by services and events, in display order. */
export const TARGET_AUDIENCES = ['Barn', 'Ungdom', 'Voksne', 'Familie'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

export function isTargetAudience(value: unknown): value is TargetAudience {
  return typeof value === 'string' && (TARGET_AUDIENCES as readonly string[]).includes(value);
}

/** The facets a service list can be narrowed by; `q` and `hasAudioVideo` narrow but are not counted. */
const SERVICE_FACETS = ['serviceForm', 'targetAudience', 'branch'] as const;
export type ServiceFacet = (typeof SERVICE_FACETS)[number];

/** What the rules need to know about one service. */
export interface FilterableService {
  serviceForm: string;
  targetAudience: readonly string[];
  /** Slugs of the libraries that offer it. */
  branches: readonly string[];
  /** Title, lead, description and the like: what a free-text query searches. */
  searchText: string;
  hasAudioVideo: boolean;
}

/** Within one facet the values are alternatives (OR); different facets must all match (AND). */
export interface ServiceFilter {
  serviceForm: readonly string[];
  targetAudience: readonly string[];
  branch: readonly string[];
  q: string;
  hasAudioVideo: boolean;
}

export const EMPTY_SERVICE_FILTER: ServiceFilter = {
  serviceForm: [],
  targetAudience: [],
  branch: [],
  q: '',
  hasAudioVideo: false,
};

/**
 * Lower case without accents, so 'grunerlokka' finds 'Grünerløkka' and 'kurs' finds 'Kurs'.
 * ø and æ have no decomposition, so they are mapped by hand.
 */
export function foldText(value: string): string {
  return value.toLocaleLowerCase('nb').replace(/ø/g, 'o').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Every word of the query occurs in the text (accent- and case-insensitive); an empty query matches all. */
export function matchesQuery(text: string, q: string): boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((word) => haystack.includes(word));
}

function valuesOf(item: FilterableService, facet: ServiceFacet): readonly string[] {
  if (facet === 'serviceForm') return [item.serviceForm];
  if (facet === 'targetAudience') return item.targetAudience;
  return item.branches;
}

/** Does the service pass the filter? `ignore` leaves one facet out (for that facet's own counts). */
export function matchesServiceFilter(item: FilterableService, filter: ServiceFilter, ignore?: ServiceFacet): boolean {
  for (const facet of SERVICE_FACETS) {
    if (facet === ignore) continue;
    const wanted = filter[facet];
    if (wanted.length > 0 && !valuesOf(item, facet).some((value) => wanted.includes(value))) return false;
  }
  if (filter.hasAudioVideo && !item.hasAudioVideo) return false;
  return matchesQuery(item.searchText, filter.q);
}

/**
 * How many services each value of a facet would give, with every other filter applied (the usual
 * faceted-search rule, so choosing one service form still shows how many the others have).
 */
export function countFacet(
  items: readonly FilterableService[],
  filter: ServiceFilter,
  facet: ServiceFacet,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!matchesServiceFilter(item, filter, facet)) continue;
    for (const value of new Set(valuesOf(item, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
