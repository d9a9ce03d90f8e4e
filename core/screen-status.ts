// What an information screen says about the clock and the doors (issue #18): open until, the closing countdown, the next opening, and how dense an event list is.
import { formatIsoDate, formatTime } from './dates.ts';
import { addDays, openStateAt, spanEnd, type OpeningHoursRow } from './opening-hours.ts';

/** The countdown replaces "open until" this many minutes before closing (issue #18: the last hour). */
const CLOSING_COUNTDOWN_MINUTES = 60;

type NextOpening = {
  /** 'today' before the doors open, 'tomorrow', or 'later' (then the weekday is shown). */
  when: 'today' | 'tomorrow' | 'later';
  /** That day's dayType ('MONDAY'); the screen names it in its language. */
  dayOfWeek: OpeningHoursRow['dayOfWeek'];
  /** 'HH:MM'. */
  opensAt: string;
};

export type OpeningStatus =
  | { kind: 'open'; closesAt: string }
  | { kind: 'closingSoon'; closesAt: string; minutesLeft: number }
  | { kind: 'closed'; next: NextOpening | null };

function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/**
 * Whether the library is open at `now` (Oslo wall clock) and for how long, or when it opens next,
 * from the screen's rows of opening hours (today and the days after). Minutes are counted between
 * wall-clock minutes, so the countdown agrees with the clock beside it (21:50 → 10 minutes to 22:00).
 * Open without staff (meråpent) counts as open: the doors are open.
 */
export function openingStatusAt(rows: readonly OpeningHoursRow[], now: Date): OpeningStatus {
  const today = formatIsoDate(now);
  const time = formatTime(now);
  const row = rows.find((r) => r.date === today);
  if (row && row.openTo && openStateAt(row, time) !== 'closed') {
    const closesAt = row.openTo.slice(0, 5);
    const minutesLeft = minutesOfDay(spanEnd(closesAt)) - minutesOfDay(time);
    return minutesLeft < CLOSING_COUNTDOWN_MINUTES
      ? { kind: 'closingSoon', closesAt, minutesLeft }
      : { kind: 'open', closesAt };
  }
  return { kind: 'closed', next: nextOpening(rows, today, time) };
}

function nextOpening(rows: readonly OpeningHoursRow[], today: string, time: string): NextOpening | null {
  const tomorrow = addDays(today, 1);
  const next = [...rows]
    .sort((a, b) => a.date.localeCompare(b.date))
    .find((r) => r.isOpen && r.openFrom && (r.date > today || (r.date === today && r.openFrom.slice(0, 5) > time)));
  if (!next?.openFrom) return null;
  return {
    when: next.date === today ? 'today' : next.date === tomorrow ? 'tomorrow' : 'later',
    dayOfWeek: next.dayOfWeek,
    opensAt: next.openFrom.slice(0, 5),
  };
}

/** Milliseconds until the wall clock shows the next minute, so a clock ticks on the minute, not up to a minute late. */
export function msUntilNextMinute(now: Date): number {
  const ms = now.getTime();
  return 60_000 - (((ms % 60_000) + 60_000) % 60_000);
}

/**
 * How large an event list's rows are set: few rows get large type so the list fills the screen
 * from across the room; a full list stays compact so nothing is cut off.
 */
export type EventListDensity = 'roomy' | 'medium' | 'compact';

export function eventListDensity(rows: number): EventListDensity {
  if (rows <= 3) return 'roomy';
  if (rows <= 5) return 'medium';
  return 'compact';
}
