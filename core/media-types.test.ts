import { describe, it, expect } from 'vitest';
import { INSPIRATION_MEDIA_TYPES, MEDIA_TYPE_FILTERS, isInspirationMediaType, mediaTypeFilter } from './media-types.ts';

describe('media types', () => {
  it('maps the four route values', () => {
    expect(mediaTypeFilter('bøker')).toBe('mediaType_Bok');
    expect(mediaTypeFilter('film')).toBe('mediaType_Film');
    expect(mediaTypeFilter('musikk')).toBe('mediaType_Musikkopptak');
    expect(mediaTypeFilter('tegneserier')).toBe('mediaType_Tegneserie');
  });

  it('lists every mapped type once', () => {
    expect([...INSPIRATION_MEDIA_TYPES].sort()).toEqual(Object.keys(MEDIA_TYPE_FILTERS).sort());
  });

  it('refuses other values', () => {
    expect(mediaTypeFilter('boker')).toBeNull();
    expect(mediaTypeFilter('Bøker')).toBeNull();
    expect(mediaTypeFilter('')).toBeNull();
    expect(mediaTypeFilter('toString')).toBeNull();
    expect(isInspirationMediaType('film')).toBe(true);
    expect(isInspirationMediaType(undefined)).toBe(false);
    expect(isInspirationMediaType('constructor')).toBe(false);
  });
});
