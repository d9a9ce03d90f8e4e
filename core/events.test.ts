// Unit tests of the event rules: weekend/evening in Oslo time, filter parsing and URLs, matching, facets, paging, display.
import { describe, expect, it } from 'vitest';
import {
  computeEventFacets,
  eventApiSearchParams,
  eventDateFields,
  eventPageSearchParams,
  filterAndSortEvents,
  formatEventTime,
  hasActiveEventFilters,
  isEveningEvent,
  isIsoDate,
  isWeekendEvent,
  matchesEventFilters,
  NO_EVENT_FILTERS,
  pageSlice,
  parseEventFilters,
  spansSeveralDays,
  type EventFacetRow,
  type EventFilters,
} from './events.ts';

const NOW = new Date('2026-11-23T09:00:00Z'); // Monday 10:00 in Oslo

function row(start: string, end: string, over: Partial<EventFacetRow> = {}): EventFacetRow & { id: string } {
  return {
    id: `${start}-${over.eventType ?? 'Konsert'}`,
    targetAudience: ['Voksne'],
    eventType: 'Konsert',
    branch: 'Bjørvika',
    tags: ['Musikk'],
    startAt: new Date(start),
    endAt: new Date(end),
    hasAudioVideo: false,
    ...over,
  };
}

const filters = (over: Partial<EventFilters>): EventFilters => ({ ...NO_EVENT_FILTERS, ...over });

describe('weekend and evening (Oslo time)', () => {
  it('counts Saturday and Sunday in Oslo as weekend, also when UTC says otherwise', () => {
    expect(isWeekendEvent('2026-11-28T12:00:00Z')).toBe(true); // Saturday
    expect(isWeekendEvent('2026-11-29T12:00:00Z')).toBe(true); // Sunday
    expect(isWeekendEvent('2026-11-27T12:00:00Z')).toBe(false); // Friday
    expect(isWeekendEvent('2026-11-27T23:30:00Z')).toBe(true); // 00:30 Saturday in Oslo
    expect(isWeekendEvent('2026-11-29T23:30:00Z')).toBe(false); // 00:30 Monday in Oslo
  });

  it('counts starts from 17:00 Oslo time as evening, in winter and summer time', () => {
    expect(isEveningEvent('2026-11-23T16:00:00Z')).toBe(true); // 17:00 CET
    expect(isEveningEvent('2026-11-23T15:59:00Z')).toBe(false);
    expect(isEveningEvent('2026-06-23T15:00:00Z')).toBe(true); // 17:00 CEST
    expect(isEveningEvent('2026-06-23T14:30:00Z')).toBe(false);
  });
});

describe('parseEventFilters and the URLs', () => {
  it('reads the page URL (query) and the API (q); repeated list values; checkboxes on only for true', () => {
    const page = parseEventFilters(
      new URLSearchParams(
        'query= jazz &branch=Bjørvika&branch=Tøyen&branch=Bjørvika&weekend=true&hasAudioVideo=false&fromDate=2026-12-01',
      ),
    );
    expect(page).toEqual(filters({ q: 'jazz', branch: ['Bjørvika', 'Tøyen'], weekend: true, fromDate: '2026-12-01' }));
    expect(parseEventFilters(new URLSearchParams('q=foredrag&evening=true')).q).toBe('foredrag');
    expect(parseEventFilters(new URLSearchParams('q=*')).q).toBe('');
  });

  it('ignores a fromDate that is not a real day', () => {
    expect(parseEventFilters(new URLSearchParams('fromDate=2026-13-01')).fromDate).toBeNull();
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('builds the SPEC §7 API query: q, hasAudioVideo=false when unchecked, fromDate ISO, public fields', () => {
    const params = eventApiSearchParams(filters({ q: 'jazz', tag: ['Musikk', 'Jazz'], fromDate: '2026-12-01' }), 2);
    expect(params.toString()).toBe(
      'page=2&q=jazz&field.privateEvent=false&field.dontShowOnWeb=false&tag=Musikk&tag=Jazz&fromDate=2026-12-01&hasAudioVideo=false',
    );
    expect(eventApiSearchParams(filters({ hasAudioVideo: true })).get('hasAudioVideo')).toBe('true');
  });

  it('builds the page URL, which parses back to the same filters', () => {
    const f = filters({ q: 'barn', targetAudience: ['Barn'], evening: true, hasAudioVideo: true });
    const params = eventPageSearchParams(f, 3);
    expect(params.toString()).toBe('query=barn&targetAudience=Barn&evening=true&hasAudioVideo=true&page=3');
    expect(parseEventFilters(params)).toEqual(f);
    expect(eventPageSearchParams(NO_EVENT_FILTERS).toString()).toBe('');
  });

  it('knows when anything narrows the list', () => {
    expect(hasActiveEventFilters(NO_EVENT_FILTERS)).toBe(false);
    expect(hasActiveEventFilters(filters({ weekend: true }))).toBe(true);
    expect(hasActiveEventFilters(filters({ fromDate: '2026-12-01' }))).toBe(true);
  });
});

describe('matching, facets and order', () => {
  const rows = [
    row('2026-11-28T18:00:00Z', '2026-11-28T19:00:00Z'), // Saturday 19:00, Bjørvika, Konsert
    row('2026-11-24T11:00:00Z', '2026-11-24T12:00:00Z', { eventType: 'Foredrag', branch: 'Tøyen', tags: ['Kunnskap'] }), // Tuesday 12:00
    row('2026-11-25T17:00:00Z', '2026-11-25T18:00:00Z', {
      eventType: 'Foredrag',
      targetAudience: ['Voksne', 'Ungdom'],
    }), // Wednesday 18:00
    row('2026-11-20T17:00:00Z', '2026-11-20T18:00:00Z', { hasAudioVideo: true }), // past, recorded
    row('2026-11-22T09:00:00Z', '2026-11-30T16:00:00Z', { eventType: 'Utstilling', branch: null }), // running exhibition
  ];

  it('lists only events that have not ended, in start order', () => {
    expect(filterAndSortEvents(rows, NO_EVENT_FILTERS, NOW).map((r) => r.eventType)).toEqual([
      'Utstilling',
      'Foredrag',
      'Foredrag',
      'Konsert',
    ]);
  });

  it('ANDs across filters and ORs within one', () => {
    const f = filters({ eventType: ['Konsert', 'Foredrag'], branch: ['Bjørvika'] });
    expect(filterAndSortEvents(rows, f, NOW).map((r) => r.startAt.toISOString())).toEqual([
      '2026-11-25T17:00:00.000Z',
      '2026-11-28T18:00:00.000Z',
    ]);
    expect(matchesEventFilters(rows[1], f, NOW)).toBe(false);
    expect(matchesEventFilters(rows[1], f, NOW, 'branch')).toBe(true);
  });

  it('counts each option with the other filters applied, keeping selected options', () => {
    const facets = computeEventFacets(rows, filters({ branch: ['Bjørvika', 'Majorstuen'], weekend: true }), NOW);
    const byName = Object.fromEntries(facets.map((f) => [f.name, f]));
    // Branch counts ignore the branch filter but respect weekend: only Saturday's concert remains.
    expect(byName.branch.options).toEqual([
      { value: 'Bjørvika', text: 'Bjørvika', count: 1, selected: true },
      { value: 'Majorstuen', text: 'Majorstuen', count: 0, selected: true },
    ]);
    // Weekend counts ignore weekend but respect the branches.
    expect(byName.weekend.options).toEqual([
      { value: 'true', text: 'Helg (lørdag og søndag)', count: 1, selected: true },
    ]);
    expect(byName.eventType.options.map((o) => [o.value, o.count])).toEqual([['Konsert', 1]]);
    expect(byName.fromDate).toMatchObject({ type: 'date', value: null });
  });

  it('counts recordings over past events too, and lists them newest first', () => {
    const facets = computeEventFacets(rows, NO_EVENT_FILTERS, NOW);
    expect(facets.find((f) => f.name === 'hasAudioVideo')?.options[0].count).toBe(1);
    const recorded = [...rows, row('2026-11-10T17:00:00Z', '2026-11-10T18:00:00Z', { hasAudioVideo: true })];
    expect(
      filterAndSortEvents(recorded, filters({ hasAudioVideo: true }), NOW).map((r) =>
        r.startAt.toISOString().slice(0, 10),
      ),
    ).toEqual(['2026-11-20', '2026-11-10']);
  });

  it('starts at fromDate (Oslo day), keeping events still running then', () => {
    const from = filterAndSortEvents(rows, filters({ fromDate: '2026-11-25' }), NOW).map((r) => r.eventType);
    expect(from).toEqual(['Utstilling', 'Foredrag', 'Konsert']);
    // A past fromDate shows past events too.
    expect(filterAndSortEvents(rows, filters({ fromDate: '2026-11-01' }), NOW)).toHaveLength(5);
  });

  it('sorts options in Norwegian alphabetical order', () => {
    const many = ['Tøyen', 'Bjørvika', 'Økern', 'Årvoll', 'Furuset'].map((branch, i) =>
      row(`2026-12-0${i + 1}T10:00:00Z`, `2026-12-0${i + 1}T11:00:00Z`, { branch }),
    );
    expect(
      computeEventFacets(many, NO_EVENT_FILTERS, NOW)
        .find((f) => f.name === 'branch')
        ?.options.map((o) => o.value),
    ).toEqual(['Bjørvika', 'Furuset', 'Tøyen', 'Økern', 'Årvoll']);
  });

  it('slices pages of 20', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageSlice(items, 1)).toEqual({ items: items.slice(0, 20), pageCount: 3 });
    expect(pageSlice(items, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageSlice([], 1)).toEqual({ items: [], pageCount: 1 });
  });
});

describe('display fields', () => {
  it('gives SPEC §3 date, startTime and endTime in Oslo time across DST', () => {
    expect(eventDateFields('2026-11-23T17:00:00Z', '2026-11-23T18:30:00Z')).toEqual({
      date: '2026-11-23',
      startTime: '18:00',
      endTime: '19:30',
    });
    expect(eventDateFields('2026-06-30T22:30:00Z', '2026-06-30T23:00:00Z')).toEqual({
      date: '2026-07-01',
      startTime: '00:30',
      endTime: '01:00',
    });
  });

  it('formats times and tells multi-day events', () => {
    expect(formatEventTime('18:00', '19:30')).toBe('kl. 18:00–19:30');
    expect(formatEventTime('18:00', '18:00')).toBe('kl. 18:00');
    expect(formatEventTime('')).toBe('');
    expect(spansSeveralDays('2026-11-22T09:00:00Z', '2026-11-30T16:00:00Z')).toBe(true);
    expect(spansSeveralDays('2026-11-22T09:00:00Z', '2026-11-22T16:00:00Z')).toBe(false);
  });
});
