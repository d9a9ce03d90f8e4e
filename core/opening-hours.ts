// Computes dated opening-hours rows (SPEC §3) from a weekly schedule plus dated exceptions.

/** ISO weekday 1 = Monday … 7 = Sunday; the API spells them like the library system does. */
export const DAY_TYPES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayType = (typeof DAY_TYPES)[number];

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

export function daysBetweenInclusive(start: string, end: string): string[] {
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
