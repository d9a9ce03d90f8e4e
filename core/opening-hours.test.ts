import { describe, expect, it } from 'vitest';
import { addDays, computeOpeningHours, type WeeklyHours } from './opening-hours.ts';

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
      'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY',
    ]);
    expect(rows[0]).toMatchObject({ date: '2026-11-23', isOpen: true, openFrom: '07:00:00', mannedTo: '19:00:00' });
    expect(rows[6]).toMatchObject({ date: '2026-11-29', isOpen: false, openFrom: null, exceptionReason: null });
  });

  it('lets a dated exception override the weekly schedule', () => {
    const rows = computeOpeningHours(
      weekly,
      [{ date: '2026-12-24', isOpen: true, openFrom: '09:00:00', openTo: '13:00:00', mannedFrom: '09:00:00', mannedTo: '13:00:00', reason: 'Julaften' },
       { date: '2026-12-25', isOpen: false, openFrom: null, openTo: null, mannedFrom: null, mannedTo: null, reason: '1. juledag' }],
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
