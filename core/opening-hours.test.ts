// Unit tests of the opening-hours rules: weekly schedule plus exceptions, next open day, DST weeks, open now.
import { describe, expect, it } from 'vitest';
import { nextOpenDayWindow, weekStart } from './dates.ts';
import {
  addDays,
  computeOpeningHours,
  DAY_TYPES,
  findNextOpenDay,
  openStateAt,
  spanInDays,
  weekDates,
  type WeeklyHours,
} from './opening-hours.ts';

const weekday = (dayOfWeek: number, isOpen = true): WeeklyHours => ({
  dayOfWeek,
  isOpen,
  openFrom: isOpen ? '07:00:00' : null,
  openTo: isOpen ? '22:00:00' : null,
  mannedFrom: isOpen ? '10:00:00' : null,
  mannedTo: isOpen ? '19:00:00' : null,
});

describe('computeOpeningHours', () => {
  const weekly = [1, 2, 3, 4, 5, 6].map((d) => weekday(d)).concat(weekday(7, false));

  it('gives one row per day with English day types, Monday first', () => {
    const rows = computeOpeningHours(weekly, [], '2026-11-23', '2026-11-29');
    expect(rows.map((r) => r.dayOfWeek)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(rows[0]).toMatchObject({ date: '2026-11-23', isOpen: true, openFrom: '07:00:00', mannedTo: '19:00:00' });
    expect(rows[6]).toMatchObject({ date: '2026-11-29', isOpen: false, openFrom: null, exceptionReason: null });
  });

  it('lets a dated exception override the weekly schedule', () => {
    const rows = computeOpeningHours(
      weekly,
      [
        {
          date: '2026-12-24',
          isOpen: true,
          openFrom: '09:00:00',
          openTo: '13:00:00',
          mannedFrom: '09:00:00',
          mannedTo: '13:00:00',
          reason: 'Julaften',
        },
        {
          date: '2026-12-25',
          isOpen: false,
          openFrom: null,
          openTo: null,
          mannedFrom: null,
          mannedTo: null,
          reason: '1. juledag',
        },
      ],
      '2026-12-24',
      '2026-12-26',
    );
    expect(rows[0]).toMatchObject({ isOpen: true, openTo: '13:00:00', exceptionReason: 'Julaften' });
    expect(rows[1]).toMatchObject({ isOpen: false, exceptionReason: '1. juledag' });
    expect(rows[2]).toMatchObject({ isOpen: true, exceptionReason: null });
  });

  it('treats a weekday missing from the schedule as closed', () => {
    expect(computeOpeningHours([weekday(1)], [], '2026-11-24', '2026-11-24')[0].isOpen).toBe(false);
  });

  it('steps calendar days across the DST change without skipping or repeating', () => {
    const days = computeOpeningHours(weekly, [], '2026-03-28', '2026-03-30').map((r) => r.date);
    expect(days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('findNextOpenDay and the 14-day window (SPEC §7, §9)', () => {
  const weekly = [1, 2, 3, 4, 5].map((d) => weekday(d)).concat(weekday(6, false), weekday(7, false));
  const holiday = (date: string, reason: string) => ({
    date,
    isOpen: false,
    openFrom: null,
    openTo: null,
    mannedFrom: null,
    mannedTo: null,
    reason,
  });

  it('takes the first open row of the window that starts the day after', () => {
    const window = nextOpenDayWindow('2026-11-28'); // a Saturday
    expect(window).toEqual({ start: '2026-11-29', end: '2026-12-12' });
    const rows = computeOpeningHours(weekly, [], window.start, window.end);
    expect(rows).toHaveLength(14);
    expect(findNextOpenDay(rows)).toMatchObject({ date: '2026-11-30', dayOfWeek: 'MONDAY' });
  });

  it('skips holidays: Easter 2026 (Thursday to Monday closed) gives Tuesday', () => {
    const easter = [
      holiday('2026-04-02', 'Skjærtorsdag'),
      holiday('2026-04-03', 'Langfredag'),
      holiday('2026-04-06', '2. påskedag'),
    ];
    const window = nextOpenDayWindow('2026-04-01');
    expect(findNextOpenDay(computeOpeningHours(weekly, easter, window.start, window.end))).toMatchObject({
      date: '2026-04-07',
      dayOfWeek: 'TUESDAY',
    });
  });

  it('gives null when nothing in the window is open', () => {
    const window = nextOpenDayWindow('2026-11-23');
    expect(findNextOpenDay(computeOpeningHours([], [], window.start, window.end))).toBeNull();
  });

  it('does not look past 14 days', () => {
    const closedFortnight = Array.from({ length: 14 }, (_, i) => holiday(addDays('2026-07-01', i), 'Sommerstengt'));
    const window = nextOpenDayWindow('2026-06-30');
    const rows = computeOpeningHours(weekly, closedFortnight, window.start, window.end);
    expect(rows.at(-1)?.date).toBe('2026-07-14');
    expect(findNextOpenDay(rows)).toBeNull();
  });
});

describe('weeks across the DST changes', () => {
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((d) => weekday(d));

  it('gives seven dated rows Monday to Sunday in the spring-forward week (29 March 2026)', () => {
    const monday = weekStart('2026-03-29T12:00:00Z');
    expect(monday).toBe('2026-03-23');
    const rows = computeOpeningHours(weekly, [], monday, addDays(monday, 6));
    expect(rows.map((r) => r.date)).toEqual(weekDates(monday));
    expect(rows.map((r) => r.dayOfWeek)).toEqual([...DAY_TYPES]);
    expect(rows[6].date).toBe('2026-03-29');
  });

  it('gives seven rows in the fall-back week (25 October 2026), Monday from an instant late on Sunday UTC', () => {
    // 23:30Z on Sunday 25 October is already 00:30 on Monday 26 October in Oslo (UTC+1 after the change).
    expect(weekStart('2026-10-25T23:30:00Z')).toBe('2026-10-26');
    expect(weekStart('2026-10-25T12:00:00Z')).toBe('2026-10-19');
    expect(weekDates('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
  });
});

describe('openStateAt', () => {
  const extended = {
    isOpen: true,
    openFrom: '07:00:00',
    openTo: '22:00:00',
    mannedFrom: '10:00:00',
    mannedTo: '19:00:00',
  };

  it('tells manned, unmanned (meråpent) and closed hours apart; closing time is exclusive', () => {
    expect(openStateAt(extended, '06:59')).toBe('closed');
    expect(openStateAt(extended, '07:00')).toBe('unmanned');
    expect(openStateAt(extended, '10:00')).toBe('manned');
    expect(openStateAt(extended, '18:59')).toBe('manned');
    expect(openStateAt(extended, '19:00')).toBe('unmanned');
    expect(openStateAt(extended, '22:00')).toBe('closed');
  });

  it('keeps a library open until midnight when its hours end at 00:00', () => {
    const untilMidnight = {
      isOpen: true,
      openFrom: '06:00:00',
      openTo: '00:00:00',
      mannedFrom: '10:00:00',
      mannedTo: '16:00:00',
    };
    expect(openStateAt(untilMidnight, '05:59')).toBe('closed');
    expect(openStateAt(untilMidnight, '06:00')).toBe('unmanned');
    expect(openStateAt(untilMidnight, '23:59')).toBe('unmanned');
    expect(openStateAt(untilMidnight, '00:00')).toBe('closed');
  });

  it('is closed all day on a closed day and unmanned all day without staff', () => {
    expect(openStateAt({ ...extended, isOpen: false }, '12:00')).toBe('closed');
    expect(openStateAt({ ...extended, mannedFrom: null, mannedTo: null }, '12:00')).toBe('unmanned');
  });
});

describe('spanInDays', () => {
  it('counts both ends, and 0 when the end is first', () => {
    expect(spanInDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(spanInDays('2026-03-23', '2026-03-30')).toBe(8);
    expect(spanInDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(spanInDays('2026-11-24', '2026-11-23')).toBe(0);
  });
});
