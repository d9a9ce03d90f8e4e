import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, addWeeks, format, getISOWeek, startOfWeek } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { OSLO_TZ } from './constants.ts';
import { formatDate, formatTime, relativeDayWithWeekday, toOslo, weekdayDate } from './dates.ts';
import { OsloDate, osloOffsetMinutes, scanOsloOffsets, setKnownOsloOffsets } from './oslo-time.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 12);

afterEach(() => setKnownOsloOffsets(null));

describe('scanOsloOffsets', () => {
  it('covers two years back to three ahead with the two changes of each year, at 01:00 UTC', () => {
    const offsets = scanOsloOffsets(NOW);
    expect(offsets.from).toBe(Date.UTC(2024, 0, 1));
    expect(offsets.until).toBe(Date.UTC(2030, 0, 1));
    expect(offsets.spans).toHaveLength(13);
    expect(offsets.spans.slice(0, 3)).toEqual([
      [Date.UTC(2024, 0, 1), 60],
      [Date.UTC(2024, 2, 31, 1), 120],
      [Date.UTC(2024, 9, 27, 1), 60],
    ]);
    expect(JSON.stringify(offsets).length).toBeLessThan(400);
  });

  it('gives the platform offset for every hour of the window, and every minute around each change', () => {
    const offsets = scanOsloOffsets(NOW);
    setKnownOsloOffsets(offsets);
    const instants: number[] = [];
    for (let t = offsets.from; t < offsets.until; t += HOUR) instants.push(t);
    for (const [start] of offsets.spans) for (let m = -90; m <= 90; m++) instants.push(start + m * 60_000);
    const wrong = instants.filter((t) => osloOffsetMinutes(t) !== tzOffset(OSLO_TZ, new Date(t)));
    expect(wrong).toEqual([]);
  });
});

describe('OsloDate', () => {
  // Instants across both changes of 2025, midnights, and a leap day, read on either side of the offsets' window.
  const instants = [
    '2025-03-30T00:59:59.999Z',
    '2025-03-30T01:00:00Z',
    '2025-10-26T00:30:00Z',
    '2025-10-26T01:30:00Z',
    '2028-02-28T23:30:00Z',
    '2026-12-31T23:00:00Z',
    '2019-06-01T22:15:00Z',
  ].map((iso) => Date.parse(iso));

  for (const known of [false, true]) {
    describe(known ? 'with the offsets the page was sent' : 'asking Intl', () => {
      it('reads and moves as TZDate does, across the clock changes', () => {
        if (known) setKnownOsloOffsets(scanOsloOffsets(NOW));
        for (const instant of instants) {
          const oslo = new OsloDate(instant);
          const tz = new TZDate(instant, OSLO_TZ);
          const pattern = 'yyyy-MM-dd HH:mm:ss.SSS EEEE';
          expect(format(oslo, pattern)).toBe(format(tz, pattern));
          expect(oslo.getTime()).toBe(instant);
          expect(oslo.getDay()).toBe(tz.getDay());
          expect(oslo.getTimezoneOffset()).toBe(tz.getTimezoneOffset());
          for (const days of [-1, 1, 7, 200]) {
            expect(addDays(oslo, days)).toBeInstanceOf(OsloDate);
            expect(addDays(oslo, days).getTime()).toBe(addDays(tz, days).getTime());
          }
          expect(addWeeks(oslo, -1).getTime()).toBe(addWeeks(tz, -1).getTime());
          expect(startOfWeek(oslo, { weekStartsOn: 1 }).getTime()).toBe(startOfWeek(tz, { weekStartsOn: 1 }).getTime());
          expect(getISOWeek(oslo)).toBe(getISOWeek(tz));
        }
      });

      it('reads wall-clock times, including those the clocks skip or show twice', () => {
        if (known) setKnownOsloOffsets(scanOsloOffsets(NOW));
        const at = (...fields: [number, number, number, number, number]) =>
          new Date(OsloDate.fromWallClock(...fields).getTime()).toISOString();
        expect(at(2025, 0, 15, 18, 0)).toBe('2025-01-15T17:00:00.000Z');
        expect(at(2025, 6, 15, 18, 0)).toBe('2025-07-15T16:00:00.000Z');
        // 02:30 on 30 March 2025 is skipped: an hour later, 03:30 summer time.
        expect(at(2025, 2, 30, 2, 30)).toBe('2025-03-30T01:30:00.000Z');
        expect(format(OsloDate.fromWallClock(2025, 2, 30, 2, 30), 'HH:mm')).toBe('03:30');
        // 02:30 on 26 October 2025 happens twice: the second, winter time.
        expect(at(2025, 9, 26, 2, 30)).toBe('2025-10-26T01:30:00.000Z');
        expect(at(2025, 9, 26, 1, 30)).toBe('2025-10-25T23:30:00.000Z');
      });

      it('local setters set the wall clock, UTC setters the instant', () => {
        if (known) setKnownOsloOffsets(scanOsloOffsets(NOW));
        const d = toOslo('2025-03-29T12:00');
        d.setDate(30);
        d.setHours(12, 0, 0, 0);
        expect(d.toISOString()).toBe('2025-03-30T10:00:00.000Z');
        d.setUTCHours(0);
        expect([d.getDate(), d.getHours()]).toEqual([30, 1]);
        expect(Number.isNaN(new OsloDate(NaN).getHours())).toBe(true);
      });
    });
  }
});

describe('a page with the offsets', () => {
  it('words its dates by the offsets it was sent, and asks Intl only outside them', () => {
    // Offsets no platform has (UTC all through 2026) show where each answer came from.
    setKnownOsloOffsets({
      from: Date.UTC(2026, 0, 1),
      until: Date.UTC(2027, 0, 1),
      spans: [[Date.UTC(2026, 0, 1), 0]],
    });
    expect(formatTime('2026-07-01T10:00:00Z')).toBe('10:00');
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('01.07.2026');
    expect(toOslo('2026-07-01T18:00').toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(formatTime('2025-07-01T10:00:00Z')).toBe('12:00');
  });

  it('words them as the server does with the offsets the server sends', () => {
    setKnownOsloOffsets(scanOsloOffsets(NOW));
    expect(formatDate('2026-07-01T22:30:00Z')).toBe('02.07.2026');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(weekdayDate('2026-12-24T17:00:00Z', NOW)).toBe('Torsdag 24. desember');
    expect(relativeDayWithWeekday('2026-11-29T09:00', NOW)).toBe('I morgen');
  });
});
