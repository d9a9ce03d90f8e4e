import { describe, expect, it } from 'vitest';
import {
  EMPTY_SERVICE_FILTER,
  countFacet,
  foldText,
  isTargetAudience,
  matchesQuery,
  matchesServiceFilter,
  type FilterableService,
} from './library-service-filters.ts';

const service = (overrides: Partial<FilterableService>): FilterableService => ({
  serviceForm: 'Kurs og læring',
  targetAudience: ['Voksne'],
  branches: ['bjorvika'],
  searchText: 'Språkkafé Øv på norsk',
  hasAudioVideo: false,
  ...overrides,
});

const items = [
  service({}),
  service({
    serviceForm: 'Lesesirkel',
    targetAudience: ['Ungdom'],
    branches: ['bjorvika', 'nydalen'],
    searchText: 'Ungdommens lesesirkel',
  }),
  service({
    serviceForm: 'Lesesirkel',
    targetAudience: ['Voksne', 'Ungdom'],
    branches: ['grunerlokka'],
    searchText: 'Lesesirkler for voksne',
    hasAudioVideo: true,
  }),
];

describe('text matching', () => {
  it('folds case and accents, including ø and æ', () => {
    expect(foldText('Grünerløkka Æble')).toBe('grunerlokka aeble');
    expect(matchesQuery('Deichman Grünerløkka', 'grunerlokka')).toBe(true);
    expect(matchesQuery('Språkkafé', 'SPRAKKAFE')).toBe(true);
  });

  it('needs every word of the query and matches all on an empty query', () => {
    expect(matchesQuery('Lesesirkel for voksne', 'voksne lesesirkel')).toBe(true);
    expect(matchesQuery('Lesesirkel for voksne', 'voksne barn')).toBe(false);
    expect(matchesQuery('Hva som helst', '   ')).toBe(true);
  });
});

describe('service filter', () => {
  it('ORs values within a facet and ANDs facets', () => {
    const filter = {
      ...EMPTY_SERVICE_FILTER,
      serviceForm: ['Lesesirkel', 'Kurs og læring'],
      targetAudience: ['Ungdom'],
    };
    expect(items.filter((item) => matchesServiceFilter(item, filter))).toEqual([items[1], items[2]]);
  });

  it('narrows by branch, free text and recordings', () => {
    expect(
      items.filter((item) => matchesServiceFilter(item, { ...EMPTY_SERVICE_FILTER, branch: ['nydalen'] })),
    ).toEqual([items[1]]);
    expect(items.filter((item) => matchesServiceFilter(item, { ...EMPTY_SERVICE_FILTER, q: 'norsk' }))).toEqual([
      items[0],
    ]);
    expect(
      items.filter((item) => matchesServiceFilter(item, { ...EMPTY_SERVICE_FILTER, hasAudioVideo: true })),
    ).toEqual([items[2]]);
  });
});

describe('facet counts', () => {
  it('count each value with the other facets applied but not the facet itself', () => {
    const filter = { ...EMPTY_SERVICE_FILTER, serviceForm: ['Lesesirkel'] };
    // The chosen form does not hide the other forms' counts …
    expect(Object.fromEntries(countFacet(items, filter, 'serviceForm'))).toEqual({
      'Kurs og læring': 1,
      Lesesirkel: 2,
    });
    // … but narrows the other facets.
    expect(Object.fromEntries(countFacet(items, filter, 'targetAudience'))).toEqual({ Ungdom: 2, Voksne: 1 });
    expect(Object.fromEntries(countFacet(items, filter, 'branch'))).toEqual({
      bjorvika: 1,
      nydalen: 1,
      grunerlokka: 1,
    });
  });

  it('knows the target audiences', () => {
    expect(isTargetAudience('Familie')).toBe(true);
    expect(isTargetAudience('familie')).toBe(false);
  });
});
