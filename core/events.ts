// Event rules of 'Hva skjer' (SPEC §2 event filters, §3 Event): weekend and evening, filter parsing, facets with counts, paging.
import { isValid } from 'date-fns';
import { formatIsoDate, formatTime, toOslo, type DateInput } from './dates.ts';
import { lazyIntl } from './lazy-intl.ts';

/**
 * Decisions (the spec names the filters but not their meaning):
 * - weekend: the event starts on a Saturday or Sunday, Oslo time;
 * - evening: the event starts at or after 17:00, Oslo time;
 * - fromDate: events still running on or after that Oslo day (an exhibition that began earlier counts);
 * - without fromDate only events that have not ended are listed, except with hasAudioVideo, which
 *   also lists past events with a recording (recordings are mostly of past events), newest first.
 */
const EVENING_STARTS_AT = '17:00';
/** Events per page of /api/library-events and /hva-skjer. */
export const EVENTS_PAGE_SIZE = 20;
/** Highlighted events carried with the first page (searchResultsHighlighted). */
export const HIGHLIGHTED_EVENTS_LIMIT = 4;
/** Highest page number accepted; deeper pages are never useful and only cost work. */
export const EVENTS_MAX_PAGE = 500;
/** Longest free-text query accepted. */
export const EVENT_QUERY_MAX_LENGTH = 200;

/** Saturday or Sunday in Oslo. */
export function isWeekendEvent(startAt: DateInput): boolean {
  const day = toOslo(startAt).getDay();
  return day === 0 || day === 6;
}

/** Starts at or after 17:00 in Oslo. */
export function isEveningEvent(startAt: DateInput): boolean {
  return formatTime(startAt) >= EVENING_STARTS_AT;
}

// ---------------------------------------------------------------- filters

/** Filters with several options (OR within one filter, AND across filters). SPEC §2. */
const EVENT_LIST_FILTERS = ['targetAudience', 'eventType', 'branch', 'tag'] as const;
type EventListFilter = (typeof EVENT_LIST_FILTERS)[number];
/** Yes/no filters. SPEC §2. */
const EVENT_CHECKBOX_FILTERS = ['weekend', 'evening', 'hasAudioVideo'] as const;
type EventCheckboxFilter = (typeof EVENT_CHECKBOX_FILTERS)[number];
export type EventFilterName = EventListFilter | EventCheckboxFilter | 'fromDate';

/** SPEC §2 filter definitions: a label and a type per filter, in the order the panel shows them. */
const EVENT_FILTER_DEFINITIONS: readonly {
  name: EventFilterName;
  label: string;
  type: 'list' | 'checkbox' | 'date';
}[] = [
  { name: 'fromDate', label: 'Fra dato', type: 'date' },
  { name: 'branch', label: 'Bibliotek', type: 'list' },
  { name: 'targetAudience', label: 'Målgruppe', type: 'list' },
  { name: 'eventType', label: 'Type arrangement', type: 'list' },
  { name: 'weekend', label: 'Helg (lørdag og søndag)', type: 'checkbox' },
  { name: 'evening', label: 'Kveld (fra kl. 17)', type: 'checkbox' },
  { name: 'hasAudioVideo', label: 'Med opptak', type: 'checkbox' },
  { name: 'tag', label: 'Stikkord', type: 'list' },
];

export interface EventFilters {
  /** Free text; '' means everything. */
  q: string;
  targetAudience: string[];
  eventType: string[];
  branch: string[];
  tag: string[];
  weekend: boolean;
  evening: boolean;
  hasAudioVideo: boolean;
  /** 'yyyy-MM-dd' or null. */
  fromDate: string | null;
}

export const NO_EVENT_FILTERS: EventFilters = {
  q: '',
  targetAudience: [],
  eventType: [],
  branch: [],
  tag: [],
  weekend: false,
  evening: false,
  hasAudioVideo: false,
  fromDate: null,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'yyyy-MM-dd' (2026-13-01 and 2026-02-30 are not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return isValid(d) && d.toISOString().slice(0, 10) === value;
}

/** '*' (SPEC §5: an empty search is '*') and blanks mean no text filter. */
export function normaliseEventQuery(q: string | null | undefined): string {
  const trimmed = (q ?? '').trim().slice(0, EVENT_QUERY_MAX_LENGTH);
  return trimmed === '*' ? '' : trimmed;
}

function uniqueValues(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 100))];
}

/**
 * Filters from a URL's query. The page (/hva-skjer) calls the text `query`, the API `q` (SPEC §2:
 * "query (sent as q)"); both are read. Checkboxes are on when any value is 'true' (so
 * hasAudioVideo=false, sent when unchecked, is off). An invalid fromDate is ignored.
 */
export function parseEventFilters(params: URLSearchParams): EventFilters {
  const fromDate = params.get('fromDate');
  const on = (name: string) => params.getAll(name).includes('true');
  return {
    q: normaliseEventQuery(params.get('query') ?? params.get('q')),
    targetAudience: uniqueValues(params.getAll('targetAudience')),
    eventType: uniqueValues(params.getAll('eventType')),
    branch: uniqueValues(params.getAll('branch')),
    tag: uniqueValues(params.getAll('tag')),
    weekend: on('weekend'),
    evening: on('evening'),
    hasAudioVideo: on('hasAudioVideo'),
    fromDate: fromDate !== null && isIsoDate(fromDate) ? fromDate : null,
  };
}

function appendFilters(params: URLSearchParams, filters: EventFilters) {
  for (const name of EVENT_LIST_FILTERS) for (const value of filters[name]) params.append(name, value);
  if (filters.weekend) params.set('weekend', 'true');
  if (filters.evening) params.set('evening', 'true');
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
}

/**
 * The /api/library-events query of SPEC §7 for these filters: text as q, hasAudioVideo=false when
 * unchecked, fromDate ISO, the public-only fields always set.
 */
export function eventApiSearchParams(filters: EventFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(page));
  if (filters.q) params.set('q', filters.q);
  params.set('field.privateEvent', 'false');
  params.set('field.dontShowOnWeb', 'false');
  appendFilters(params, filters);
  params.set('hasAudioVideo', filters.hasAudioVideo ? 'true' : 'false');
  return params;
}

/** The /hva-skjer URL query for these filters (text as query; page only past the first). */
export function eventPageSearchParams(filters: EventFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('query', filters.q);
  appendFilters(params, filters);
  if (filters.hasAudioVideo) params.set('hasAudioVideo', 'true');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The calendar feed (iCalendar) of the coming events these filters choose: /hva-skjer's list to subscribe to (issue #20). */
export function eventFeedPath(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  appendFilters(params, filters);
  const query = params.toString();
  return query ? `/api/library-events/kalender.ics?${query}` : '/api/library-events/kalender.ics';
}

/** Whether any filter or text narrows the list. */
export function hasActiveEventFilters(filters: EventFilters): boolean {
  return (
    filters.q !== '' ||
    EVENT_LIST_FILTERS.some((name) => filters[name].length > 0) ||
    EVENT_CHECKBOX_FILTERS.some((name) => filters[name]) ||
    filters.fromDate !== null
  );
}

// ---------------------------------------------------------------- matching and facets

/** What filtering and counting need to know about one event. */
export interface EventFacetRow {
  targetAudience: readonly string[];
  eventType: string;
  /** Library name, or null for events outside a branch. */
  branch: string | null;
  tags: readonly string[];
  startAt: Date;
  endAt: Date;
  hasAudioVideo: boolean;
}

/** The instant an Oslo calendar day begins. */
function osloDayStart(isoDate: string): number {
  return toOslo(isoDate).getTime();
}

/** The time window of the list: see the decisions at the top. */
function inDateScope(row: EventFacetRow, filters: EventFilters, now: Date): boolean {
  if (filters.fromDate) return row.endAt.getTime() >= osloDayStart(filters.fromDate);
  if (filters.hasAudioVideo) return true;
  return row.endAt.getTime() > now.getTime();
}

function listValues(row: EventFacetRow, name: EventListFilter): readonly string[] {
  switch (name) {
    case 'targetAudience':
      return row.targetAudience;
    case 'eventType':
      return [row.eventType];
    case 'branch':
      return row.branch === null ? [] : [row.branch];
    case 'tag':
      return row.tags;
  }
}

function checkboxValue(row: EventFacetRow, name: EventCheckboxFilter): boolean {
  switch (name) {
    case 'weekend':
      return isWeekendEvent(row.startAt);
    case 'evening':
      return isEveningEvent(row.startAt);
    case 'hasAudioVideo':
      return row.hasAudioVideo;
  }
}

/**
 * Whether an event passes the filters: AND across filters, OR within one list filter. `except`
 * leaves one filter out, which is how each filter's counts respect all the others.
 */
export function matchesEventFilters(
  row: EventFacetRow,
  filters: EventFilters,
  now: Date,
  except?: EventFilterName,
): boolean {
  if (!inDateScope(row, except === 'hasAudioVideo' ? { ...filters, hasAudioVideo: true } : filters, now)) return false;
  for (const name of EVENT_LIST_FILTERS) {
    if (name === except || filters[name].length === 0) continue;
    const values = listValues(row, name);
    if (!filters[name].some((wanted) => values.includes(wanted))) return false;
  }
  for (const name of EVENT_CHECKBOX_FILTERS) {
    if (name === except || !filters[name]) continue;
    if (!checkboxValue(row, name)) return false;
  }
  return true;
}

interface EventFilterOption {
  value: string;
  text: string;
  count: number;
  selected: boolean;
}

/** One filter of the panel with its options and counts (SPEC §3 Search state: filters with type and options). */
export interface EventFilterGroup {
  name: EventFilterName;
  label: string;
  type: 'list' | 'checkbox' | 'date';
  options: EventFilterOption[];
  /** The chosen date of a date filter. */
  value?: string | null;
}

const collator = lazyIntl(() => new Intl.Collator('nb', { sensitivity: 'base', numeric: true }));

/**
 * Every filter with its options and how many events each would give together with the other
 * active filters. Selected options stay listed even when their count drops to 0, so they can be
 * unchecked. Options are sorted alphabetically (Norwegian order).
 */
export function computeEventFacets(
  rows: readonly EventFacetRow[],
  filters: EventFilters,
  now: Date,
): EventFilterGroup[] {
  return EVENT_FILTER_DEFINITIONS.map(({ name, label, type }) => {
    if (type === 'date') return { name, label, type, options: [], value: filters.fromDate };
    const pool = rows.filter((row) => matchesEventFilters(row, filters, now, name));
    if (type === 'checkbox') {
      const checkbox = name as EventCheckboxFilter;
      const count = pool.filter((row) => checkboxValue(row, checkbox)).length;
      return { name, label, type, options: [{ value: 'true', text: label, count, selected: filters[checkbox] }] };
    }
    const list = name as EventListFilter;
    const counts = new Map<string, number>();
    for (const row of pool)
      for (const value of new Set(listValues(row, list))) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const selected of filters[list]) if (!counts.has(selected)) counts.set(selected, 0);
    const options = [...counts]
      .map(([value, count]) => ({ value, text: value, count, selected: filters[list].includes(value) }))
      .sort((a, b) => collator().compare(a.text, b.text));
    return { name, label, type, options };
  });
}

/**
 * The events that pass every filter, in list order: by start time, except the recordings view
 * (hasAudioVideo without fromDate), which shows the newest first.
 */
export function filterAndSortEvents<T extends EventFacetRow>(
  rows: readonly T[],
  filters: EventFilters,
  now: Date,
): T[] {
  const newestFirst = filters.hasAudioVideo && !filters.fromDate;
  return rows
    .filter((row) => matchesEventFilters(row, filters, now))
    .sort((a, b) =>
      newestFirst ? b.startAt.getTime() - a.startAt.getTime() : a.startAt.getTime() - b.startAt.getTime(),
    );
}

/** The slice of a page (1-based) and the number of pages. */
export function pageSlice<T>(
  rows: readonly T[],
  page: number,
  pageSize = EVENTS_PAGE_SIZE,
): { items: T[]; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), pageCount };
}

// ---------------------------------------------------------------- display

/** SPEC §3 Event date fields in Oslo time: date 'yyyy-MM-dd', startTime and endTime 'HH:mm'. */
export function eventDateFields(
  startAt: DateInput,
  endAt: DateInput,
): { date: string; startTime: string; endTime: string } {
  return { date: formatIsoDate(startAt), startTime: formatTime(startAt), endTime: formatTime(endAt) };
}

/** 'kl. 18:00–19:30', or 'kl. 18:00' when the end is missing or the same. */
export function formatEventTime(startTime: string, endTime?: string | null): string {
  if (!startTime) return '';
  return endTime && endTime !== startTime ? `kl. ${startTime}–${endTime}` : `kl. ${startTime}`;
}

/** Whether an event runs over more than one Oslo calendar day (shown as a date range, SPEC §9). */
export function spansSeveralDays(startAt: DateInput, endAt: DateInput): boolean {
  return formatIsoDate(startAt) !== formatIsoDate(endAt);
}

/** A page number from a URL: a whole number from 1 to EVENTS_MAX_PAGE, else the first page. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= EVENTS_MAX_PAGE ? page : 1;
}
