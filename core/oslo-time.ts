// Oslo's wall clock for an instant, without the browser's Intl where the page can avoid it (issue #18, decision 040).
// The first Intl date or number format a page makes sets up ICU: 25–40 ms in Chromium on a laptop, four times that on
// a phone, inside hydration on every page that shows a date. @date-fns/tz's TZDate asks Intl for each offset, so the
// wall clock here is OsloDate, and the offsets still come from the platform's tz data: the server scans them with Intl
// and sends the page those of the years around now (app/lib/oslo-offsets.tsx); any other instant asks Intl.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { tzScan } from '@date-fns/tz/tzScan';
import { OSLO_TZ } from './constants.ts';

/** Oslo's UTC offsets over [from, until): each span's first instant (ms) and its offset in minutes, ascending. */
export interface OsloOffsets {
  from: number;
  until: number;
  spans: [start: number, offsetMinutes: number][];
}

const YEARS_BEFORE = 2;
const YEARS_AFTER = 3;
const MINUTE = 60_000;

let scanned: { year: number; offsets: OsloOffsets } | null = null;

/**
 * The offsets from 1 January two years before `now`'s year to the end of the third year after it (twelve changes,
 * about 300 bytes as JSON): loans, reservations, events and opening hours fall in it. Scanned once a year per process.
 */
export function scanOsloOffsets(now: number = Date.now()): OsloOffsets {
  const year = new Date(now).getUTCFullYear();
  if (scanned?.year === year) return scanned.offsets;
  const from = Date.UTC(year - YEARS_BEFORE, 0, 1);
  const until = Date.UTC(year + YEARS_AFTER + 1, 0, 1);
  const spans: OsloOffsets['spans'] = [[from, tzOffset(OSLO_TZ, new Date(from))]];
  for (const change of tzScan(OSLO_TZ, { start: new Date(from), end: new Date(until) })) {
    spans.push([change.date.getTime(), change.offset]);
  }
  scanned = { year, offsets: { from, until, spans } };
  return scanned.offsets;
}

let known: OsloOffsets | null = null;

/** Offsets to use instead of Intl from now on (the browser, before hydration); null to ask Intl again. */
export function setKnownOsloOffsets(offsets: OsloOffsets | null): void {
  known = offsets;
}

/** The offsets a page is sent: those the browser was given, else (the server) this year's scan. */
export function osloOffsetsForPage(): OsloOffsets {
  return known ?? scanOsloOffsets();
}

/** Oslo's offset from UTC in minutes at the instant (60 in winter, 120 in summer); NaN for an invalid instant. */
export function osloOffsetMinutes(instant: number): number {
  if (Number.isNaN(instant)) return NaN;
  if (known && instant >= known.from && instant < known.until) {
    let offset = known.spans[0]![1];
    for (const [start, minutes] of known.spans) {
      if (start > instant) break;
      offset = minutes;
    }
    return offset;
  }
  return tzOffset(OSLO_TZ, new Date(instant));
}

/** Oslo's wall clock at the instant, as the UTC fields of the number returned. */
function wallClockOf(instant: number): number {
  return instant + osloOffsetMinutes(instant) * MINUTE;
}

/**
 * The instant Oslo's wall clock shows `wallClock` (UTC fields). A time the clocks skip in spring (02:30) is read with
 * the winter offset, so it lands an hour later (03:30); a time shown twice in autumn is the second (winter) one.
 */
function instantOf(wallClock: number): number {
  const guess = wallClock - osloOffsetMinutes(wallClock) * MINUTE;
  return wallClock - osloOffsetMinutes(guess) * MINUTE;
}

type DateField = 'FullYear' | 'Month' | 'Date' | 'Hours' | 'Minutes' | 'Seconds' | 'Milliseconds';
const FIELDS: readonly DateField[] = ['FullYear', 'Month', 'Date', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'];

/**
 * An instant that reads as Oslo's wall clock: getHours(), getDay() and the local setters work in Oslo time, the UTC
 * ones and getTime() on the instant, as TZDate does for any zone. date-fns keeps the type through its arithmetic
 * (addDays, startOfWeek) by the constructDateFrom symbol.
 */
export class OsloDate extends Date {
  readonly timeZone = OSLO_TZ;
  /** Oslo's wall clock for this instant, in the UTC fields of a second Date. */
  readonly wallClock: Date;

  constructor(instant: number) {
    super(instant);
    this.wallClock = new Date(wallClockOf(instant));
  }

  /** The instant Oslo's wall clock shows these fields (month from 0, as Date). */
  static fromWallClock(...fields: Parameters<typeof Date.UTC>): OsloDate {
    return new OsloDate(instantOf(Date.UTC(...fields)));
  }

  override setTime(instant: number): number {
    super.setTime(instant);
    this.wallClock.setTime(wallClockOf(this.getTime()));
    return this.getTime();
  }

  override getDay(): number {
    return this.wallClock.getUTCDay();
  }

  override getTimezoneOffset(): number {
    return -osloOffsetMinutes(this.getTime());
  }

  [Symbol.for('constructDateFrom')](value: Date | number | string): OsloDate {
    return new OsloDate(new Date(value).getTime());
  }
}

type DateMethod = (this: Date, ...args: number[]) => number;
const dateMethod = (name: string) => (Date.prototype as unknown as Record<string, DateMethod>)[name]!;
const osloPrototype = OsloDate.prototype as unknown as Record<string, DateMethod>;
for (const field of FIELDS) {
  const getUtc = dateMethod(`getUTC${field}`);
  const setUtc = dateMethod(`setUTC${field}`);
  // Local getters read Oslo's wall clock.
  osloPrototype[`get${field}`] = function (this: OsloDate) {
    return getUtc.call(this.wallClock);
  } as DateMethod;
  // Local setters change the wall clock, and the instant follows.
  osloPrototype[`set${field}`] = function (this: OsloDate, ...args: number[]) {
    setUtc.apply(this.wallClock, args);
    return this.setTime(instantOf(this.wallClock.getTime()));
  } as DateMethod;
  // UTC setters change the instant, and the wall clock follows.
  osloPrototype[`setUTC${field}`] = function (this: OsloDate, ...args: number[]) {
    setUtc.apply(this, args);
    return this.setTime(this.getTime());
  } as DateMethod;
}
