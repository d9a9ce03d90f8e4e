// Inspiration route media types (/inspirasjon/{mediaType}) and their search filter values.

/** Route media type → search filter. SPEC §3 Media type mapping. */
export const MEDIA_TYPE_FILTERS = {
  bøker: 'mediaType_Bok',
  tegneserier: 'mediaType_Tegneserie',
  film: 'mediaType_Film',
  musikk: 'mediaType_Musikkopptak',
} as const;

/** Allowed values of the inspiration route param, in SPEC §2 order. */
export const INSPIRATION_MEDIA_TYPES = ['bøker', 'tegneserier', 'film', 'musikk'] as const;
export type InspirationMediaType = (typeof INSPIRATION_MEDIA_TYPES)[number];
export type MediaTypeFilter = (typeof MEDIA_TYPE_FILTERS)[InspirationMediaType];

export function isInspirationMediaType(value: unknown): value is InspirationMediaType {
  return typeof value === 'string' && (INSPIRATION_MEDIA_TYPES as readonly string[]).includes(value);
}

/** Filter value for a route media type, or null when the value is not one of the four. SPEC §3. */
export function mediaTypeFilter(value: string): MediaTypeFilter | null {
  return isInspirationMediaType(value) ? MEDIA_TYPE_FILTERS[value] : null;
}
