// Entity page routes (/person, /korporasjon, /forlagsserie, /serie): slug building and parsing.

/** Entity kinds with their route prefix. SPEC §2 Routes. */
const ENTITY_ROUTE_PREFIXES = {
  person: '/person',
  korporasjon: '/korporasjon',
  forlagsserie: '/forlagsserie',
  serie: '/serie',
} as const;

export type EntityKind = keyof typeof ENTITY_ROUTE_PREFIXES;

export const ENTITY_KINDS = Object.keys(ENTITY_ROUTE_PREFIXES) as readonly EntityKind[];

/**
 * Entity slug: lowercased, spaces become hyphens. SPEC §2 Entity slug rule.
 * Beyond the spec only trimming and collapsing repeated whitespace; letters like æøå are kept.
 */
export function entitySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Path of an entity page, e.g. /person/jo-nesbø_123. SPEC §2 Routes. */
export function entityPath(kind: EntityKind, name: string, id: string | number): string {
  return `${ENTITY_ROUTE_PREFIXES[kind]}/${entitySlug(name)}_${String(id)}`;
}

export interface EntityParam {
  slug: string;
  /** Whatever follows the last underscore; null when there is none or it is empty. */
  id: string | null;
}

/** Splits a '{slug}_{id}' route param; the id follows the LAST underscore. SPEC §2 Entity slug rule. */
export function parseEntityParam(param: string): EntityParam {
  const at = param.lastIndexOf('_');
  if (at === -1) return { slug: param, id: null };
  const id = param.slice(at + 1);
  return { slug: param.slice(0, at), id: id === '' ? null : id };
}
