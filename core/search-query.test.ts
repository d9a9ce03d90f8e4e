import { describe, it, expect } from 'vitest';
import {
  EVENT_SERVICE_URL_PARAMS,
  FILTER_DEFINITIONS,
  SEARCH_URL_PARAMS,
  agentSearchQuery,
  dropTrackingParams,
  filtersForScope,
  normaliseSearchQuery,
  shouldAutocomplete,
  yearFilterOptions,
} from './search-query.ts';

describe('normaliseSearchQuery', () => {
  it('trims', () => {
    expect(normaliseSearchQuery('  ibsen ')).toBe('ibsen');
  });
  it('defaults empty to *', () => {
    expect(normaliseSearchQuery('')).toBe('*');
    expect(normaliseSearchQuery('   ')).toBe('*');
    expect(normaliseSearchQuery(null)).toBe('*');
    expect(normaliseSearchQuery(undefined)).toBe('*');
  });
});

describe('agentSearchQuery', () => {
  it('removes the aktør: prefix in any case and trims', () => {
    expect(agentSearchQuery('aktør: Jo Nesbø')).toBe('Jo Nesbø');
    expect(agentSearchQuery('  AKTØR:Nesbø ')).toBe('Nesbø');
    expect(agentSearchQuery('Aktør:  Ibsen')).toBe('Ibsen');
  });
  it('leaves other queries alone apart from trimming', () => {
    expect(agentSearchQuery(' Hamsun ')).toBe('Hamsun');
    expect(agentSearchQuery('om aktør: noe')).toBe('om aktør: noe');
    expect(agentSearchQuery('aktør:')).toBe('');
  });
});

describe('yearFilterOptions', () => {
  it('gives 5 years newest first', () => {
    expect(yearFilterOptions(new Date('2024-06-01T12:00:00Z'))).toEqual([2024, 2023, 2022, 2021, 2020]);
  });
  it('uses the Oslo year at new year', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Oslo.
    expect(yearFilterOptions(new Date('2024-12-31T23:30:00Z'))[0]).toBe(2025);
    expect(yearFilterOptions(Date.parse('2024-12-31T22:59:59Z'))[0]).toBe(2024);
  });
});

describe('shouldAutocomplete', () => {
  it('starts only when longer than 2 characters after trim', () => {
    expect(shouldAutocomplete('ab')).toBe(false);
    expect(shouldAutocomplete('  ab  ')).toBe(false);
    expect(shouldAutocomplete('abc')).toBe(true);
    expect(shouldAutocomplete('søk')).toBe(true);
    expect(shouldAutocomplete('')).toBe(false);
    expect(shouldAutocomplete(null)).toBe(false);
  });
});

describe('dropTrackingParams', () => {
  it('removes utm_* and keeps the rest, including repeated filters', () => {
    const input = new URLSearchParams('filter=a&utm_source=x&filter=b&page=2&UTM_Campaign=y&utm=keep&yearFrom=2020');
    const out = dropTrackingParams(input);
    expect(out.getAll('filter')).toEqual(['a', 'b']);
    expect(out.get('page')).toBe('2');
    expect(out.get('utm')).toBe('keep');
    expect(out.has('utm_source')).toBe(false);
    expect(out.has('UTM_Campaign')).toBe(false);
    expect(out.toString()).toBe('filter=a&filter=b&page=2&utm=keep&yearFrom=2020');
  });
  it('does not modify the input', () => {
    const input = new URLSearchParams('utm_medium=mail');
    dropTrackingParams(input);
    expect(input.get('utm_medium')).toBe('mail');
  });
});

describe('parameter names and filters', () => {
  it('has the search and events/services parameters', () => {
    expect(SEARCH_URL_PARAMS).toHaveLength(12);
    expect(SEARCH_URL_PARAMS).toContain('showDebugInfo');
    expect(EVENT_SERVICE_URL_PARAMS).toHaveLength(10);
    expect(EVENT_SERVICE_URL_PARAMS).toContain('hasAudioVideo');
  });

  it('has the 17 filter definitions with labels, types and scopes', () => {
    expect(FILTER_DEFINITIONS).toHaveLength(17);
    expect(new Set(FILTER_DEFINITIONS.map((f) => f.id)).size).toBe(17);
    for (const f of FILTER_DEFINITIONS) {
      expect(f.label.length).toBeGreaterThan(0);
      expect(['checkbox', 'list', 'date']).toContain(f.type);
      expect(f.scopes.length).toBeGreaterThan(0);
    }
    const byId = Object.fromEntries(FILTER_DEFINITIONS.map((f) => [f.id, f]));
    expect(byId['excludeUnavailable']).toMatchObject({ label: 'Kun tilgjengelige', type: 'checkbox' });
    expect(byId['date']).toMatchObject({ label: 'Dato', type: 'date' });
    expect(byId['issuesByYear']?.label).toBe('Utgaver per år');
  });

  it('filters by scope', () => {
    const events = filtersForScope('events').map((f) => f.id);
    expect(events).toContain('eventType');
    expect(events).toContain('date');
    expect(events).not.toContain('mediatype');
    expect(filtersForScope('search').map((f) => f.id)).toContain('mediatype');
  });
});
