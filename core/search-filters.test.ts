import { describe, expect, it } from 'vitest';
import {
  defaultSearchParams,
  filterValues,
  parseFilterValue,
  parseFilters,
  readSearchParams,
  searchQueryString,
  toggleFilter,
  withPage,
} from './search-filters.ts';

describe('parseFilterValue', () => {
  it('accepts the SPEC §2 filter forms', () => {
    for (const value of [
      'mediaType_Bok',
      'languages_nob',
      'branch_grunerlokka',
      'fictionNonfiction_fiction',
      'audience_barn',
      'category_krim',
      'format_Pocket',
      'issuesByYear_2024',
      'mediaType_E-bok',
    ]) {
      expect(parseFilterValue(value)).toMatchObject({ ok: true });
    }
  });

  it('names what is wrong', () => {
    expect(parseFilterValue('foo_bar')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Ukjent filter «foo_bar»/),
    });
    expect(parseFilterValue('mediaType_Dvd')).toEqual({
      ok: false,
      message: 'Ugyldig medietype i filteret «mediaType_Dvd»',
    });
    expect(parseFilterValue('languages_NO')).toMatchObject({ ok: false });
    expect(parseFilterValue('branch_Grünerløkka')).toMatchObject({ ok: false });
    expect(parseFilterValue('mediaType_')).toMatchObject({ ok: false });
    expect(parseFilterValue('_Bok')).toMatchObject({ ok: false });
  });
});

describe('parseFilters', () => {
  it('groups by prefix and drops duplicates', () => {
    const { filters, errors } = parseFilters(['mediaType_Bok', 'mediaType_Film', 'mediaType_Bok', 'issuesByYear_2024']);
    expect(errors).toEqual([]);
    expect(filters.mediaType).toEqual(['Bok', 'Film']);
    expect(filters.issuesByYear).toEqual([2024]);
  });
  it('limits the number of filters', () => {
    expect(parseFilters(Array.from({ length: 51 }, (_, i) => `category_${i}`)).errors[0]).toMatch(/For mange filtre/);
  });
});

describe('search URL parameters', () => {
  it('reads and writes a stable, shareable query string without utm_* and defaults', () => {
    const { params, errors } = readSearchParams(
      new URLSearchParams(
        'utm_source=x&filter=mediaType_Bok&page=2&yearFrom=2020&excludeUnavailable=true&expanded=language,branch',
      ),
    );
    expect(errors).toEqual([]);
    expect(searchQueryString(params)).toBe(
      '?filter=mediaType_Bok&yearFrom=2020&excludeUnavailable=true&expanded=language%2Cbranch&page=2',
    );
    expect(searchQueryString(defaultSearchParams())).toBe('');
  });

  it('drops bad values leniently and reports them', () => {
    const { params, errors } = readSearchParams(
      new URLSearchParams('filter=foo_bar&filter=audience_barn&page=x&yearFrom=2020&yearTo=2010'),
    );
    expect(params.filters.audience).toEqual(['barn']);
    expect(params.page).toBe(1);
    expect(params.yearTo).toBeNull();
    expect(errors).toHaveLength(3);
  });

  it('toggling a filter adds or removes it and goes back to page 1', () => {
    const start = withPage(defaultSearchParams(), 3);
    const on = toggleFilter(start, 'branch', 'toyen');
    expect(filterValues(on.filters)).toEqual(['branch_toyen']);
    expect(on.page).toBe(1);
    expect(filterValues(toggleFilter(on, 'branch', 'toyen').filters)).toEqual([]);
  });
});
