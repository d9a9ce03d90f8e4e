// Computes dated opening-hours rows (SPEC §3) from a weekly schedule plus dated exceptions.

/** ISO weekday 1 = Monday … 7 = Sunday; the API spells them like the library system does. */
export const DAY_TYPES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
type DayType = (typeof DAY_TYPES)[number];

export interface HoursSpan {
  isOpen: boolean;
  openFrom: string | null;
  openTo: string | null;
  mannedFrom: string | null;
  mannedTo: string | null;
}

export interface WeeklyHours extends HoursSpan {
  dayOfWeek: number;
}

export interface ExceptionHours extends HoursSpan {
  date: string;
  reason: string;
}

/** SPEC §3 Opening hours row, plus the reason when an exception applies. */
export interface OpeningHoursRow extends HoursSpan {
  date: string;
  dayOfWeek: DayType;
  exceptionReason: string | null;
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on yyyy-MM-dd strings; UTC so that no time zone can shift a day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function daysBetweenInclusive(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const closed: HoursSpan = { isOpen: false, openFrom: null, openTo: null, mannedFrom: null, mannedTo: null };

export function computeOpeningHours(
  weekly: readonly WeeklyHours[],
  exceptions: readonly ExceptionHours[],
  start: string,
  end: string,
): OpeningHoursRow[] {
  const byWeekday = new Map(weekly.map((w) => [w.dayOfWeek, w]));
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  return daysBetweenInclusive(start, end).map((date) => {
    const weekday = isoWeekday(date);
    const exception = byDate.get(date);
    const span = exception ?? byWeekday.get(weekday) ?? closed;
    return {
      date,
      dayOfWeek: DAY_TYPES[weekday - 1],
      isOpen: span.isOpen,
      openFrom: span.isOpen ? span.openFrom : null,
      openTo: span.isOpen ? span.openTo : null,
      mannedFrom: span.isOpen ? span.mannedFrom : null,
      mannedTo: span.isOpen ? span.mannedTo : null,
      exceptionReason: exception?.reason ?? null,
    };
  });
}

/** Longest span one openinghoursbetweendates call may ask for (a year and a day, leap years included). */
export const MAX_OPENING_HOURS_SPAN_DAYS = 366;

/** Number of calendar days from start to end, both included; 0 when end is before start. */
export function spanInDays(start: string, end: string): number {
  if (end < start) return 0;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The next open day: the first row with isOpen in a window that starts the day after the chosen
 * date (SPEC §7 openinghoursbetweendates, §9 window of 14 days). null when none is open.
 */
export function findNextOpenDay<T extends { isOpen: boolean }>(rows: readonly T[]): T | null {
  return rows.find((row) => row.isOpen) ?? null;
}

/** Open with staff, open without staff (meråpent, SPEC §6 extended hours), or closed. */
export type OpenState = 'manned' | 'unmanned' | 'closed';

/** 'HH:MM' of a database time ('07:00:00') or a clock reading ('07:00'). */
function hhmm(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

/**
 * 'HH:MM' at which a span ends: hours that end at 00:00 (meråpent libraries open until midnight, 06:00–00:00)
 * end at the end of their own day, '24:00', so they compare after every time of that day.
 */
export function spanEnd(to: string): string {
  return to === '00:00' ? '24:00' : to;
}

function within(time: string, from: string | null, to: string | null): boolean {
  const start = hhmm(from);
  const end = hhmm(to);
  return start !== null && end !== null && time >= start && time < spanEnd(end);
}

/**
 * Whether a library is open at an Oslo wall-clock time ('HH:MM') on the row's day. The closing time
 * is exclusive (open 10:00–16:00 is closed at 16:00). Manned hours win over the wider open hours.
 */
export function openStateAt(row: HoursSpan, time: string): OpenState {
  if (!row.isOpen) return 'closed';
  const t = time.slice(0, 5);
  if (within(t, row.mannedFrom, row.mannedTo)) return 'manned';
  if (within(t, row.openFrom, row.openTo)) return 'unmanned';
  return 'closed';
}

/** The seven dates of the week that starts on the given Monday. */
export function weekDates(monday: string): string[] {
  return daysBetweenInclusive(monday, addDays(monday, 6));
}
