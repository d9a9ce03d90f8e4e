// Unit tests of what a screen says about the clock and the doors: open until, the countdown in the last hour, the next opening with its weekday, the minute tick and the list density.
import { describe, expect, it } from 'vitest';
import type { OpeningHoursRow } from './opening-hours.ts';
import { eventListDensity, msUntilNextMinute, openingStatusAt } from './screen-status.ts';

const row = (
  date: string,
  dayOfWeek: OpeningHoursRow['dayOfWeek'],
  openFrom: string | null,
  openTo: string | null,
  manned: [string, string] | null = null,
): OpeningHoursRow => ({
  date,
  dayOfWeek,
  isOpen: openFrom !== null,
  openFrom,
  openTo,
  mannedFrom: manned?.[0] ?? null,
  mannedTo: manned?.[1] ?? null,
  exceptionReason: null,
});

// Thursday 26 November 2026 to Monday; Oslo is UTC+1 in November.
const WEEK = [
  row('2026-11-26', 'THURSDAY', '08:00:00', '22:00:00'),
  row('2026-11-27', 'FRIDAY', '08:00:00', '22:00:00'),
  row('2026-11-28', 'SATURDAY', '10:00:00', '18:00:00'),
  row('2026-11-29', 'SUNDAY', null, null),
  row('2026-11-30', 'MONDAY', '10:00:00', '19:00:00'),
];
const oslo = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('openingStatusAt', () => {
  it('says until when the library is open, outside the last hour', () => {
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '12:03'))).toEqual({ kind: 'open', closesAt: '22:00' });
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '21:00'))).toEqual({ kind: 'open', closesAt: '22:00' });
  });

  it('counts down the minutes in the last hour, by the wall clock', () => {
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '21:01'))).toEqual({
      kind: 'closingSoon',
      closesAt: '22:00',
      minutesLeft: 59,
    });
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '21:50'))).toEqual({
      kind: 'closingSoon',
      closesAt: '22:00',
      minutesLeft: 10,
    });
    // 21:50:45 still reads 21:50 on the clock beside it.
    expect(openingStatusAt(WEEK, new Date(oslo('2026-11-26', '21:50').getTime() + 45_000))).toMatchObject({
      minutesLeft: 10,
    });
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '21:59'))).toMatchObject({ minutesLeft: 1 });
  });

  it('counts down to midnight when the hours end at 00:00', () => {
    const untilMidnight = [row('2026-11-26', 'THURSDAY', '06:00', '00:00', ['10:00', '16:00'])];
    expect(openingStatusAt(untilMidnight, oslo('2026-11-26', '12:00'))).toEqual({ kind: 'open', closesAt: '00:00' });
    expect(openingStatusAt(untilMidnight, oslo('2026-11-26', '23:50'))).toEqual({
      kind: 'closingSoon',
      closesAt: '00:00',
      minutesLeft: 10,
    });
  });

  it('counts meråpent hours without staff as open', () => {
    const extended = [row('2026-11-26', 'THURSDAY', '07:00', '22:00', ['10:00', '19:00'])];
    expect(openingStatusAt(extended, oslo('2026-11-26', '20:00'))).toEqual({ kind: 'open', closesAt: '22:00' });
    expect(openingStatusAt(extended, oslo('2026-11-26', '07:30'))).toEqual({ kind: 'open', closesAt: '22:00' });
  });

  it('when closed, tells the next opening: today before the doors open, tomorrow, or a weekday', () => {
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '22:00'))).toEqual({
      kind: 'closed',
      next: { when: 'tomorrow', dayOfWeek: 'FRIDAY', opensAt: '08:00' },
    });
    expect(openingStatusAt(WEEK, oslo('2026-11-26', '06:30'))).toEqual({
      kind: 'closed',
      next: { when: 'today', dayOfWeek: 'THURSDAY', opensAt: '08:00' },
    });
    expect(openingStatusAt(WEEK.slice(2), oslo('2026-11-28', '18:30'))).toEqual({
      kind: 'closed',
      next: { when: 'later', dayOfWeek: 'MONDAY', opensAt: '10:00' },
    });
    expect(openingStatusAt(WEEK.slice(3), oslo('2026-11-29', '12:00'))).toEqual({
      kind: 'closed',
      next: { when: 'tomorrow', dayOfWeek: 'MONDAY', opensAt: '10:00' },
    });
  });

  it('says only closed when no opening is known', () => {
    expect(openingStatusAt([], oslo('2026-11-26', '12:00'))).toEqual({ kind: 'closed', next: null });
    expect(openingStatusAt([WEEK[3]], oslo('2026-11-29', '12:00'))).toEqual({ kind: 'closed', next: null });
  });
});

describe('the screen clock', () => {
  it('ticks on the next whole minute', () => {
    expect(msUntilNextMinute(new Date('2026-11-26T20:50:00.000Z'))).toBe(60_000);
    expect(msUntilNextMinute(new Date('2026-11-26T20:50:59.250Z'))).toBe(750);
  });
});

describe('eventListDensity', () => {
  it('sets few rows large and a full list compact', () => {
    expect([1, 3, 4, 5, 6, 9].map(eventListDensity)).toEqual([
      'roomy',
      'roomy',
      'medium',
      'medium',
      'compact',
      'compact',
    ]);
  });
});
