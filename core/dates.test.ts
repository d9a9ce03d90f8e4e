import { describe, it, expect } from 'vitest';
import { OSLO_TZ } from './constants.ts';
import {
  canGoToPreviousWeek,
  formatDate,
  formatDateRange,
  formatIsoDate,
  formatOpeningHours,
  formatTime,
  nextOpenDayWindow,
  norwegianWeekdayName,
  relativeDayLabel,
  relativeDayWithWeekday,
  toOslo,
  weekdayDate,
  weekStart,
} from './dates.ts';

describe('toOslo', () => {
  it('converts UTC instants with the platform offset', () => {
    expect(OSLO_TZ).toBe('Europe/Oslo');
    expect(formatTime('2024-01-15T10:00:00Z')).toBe('11:00'); // CET +1
    expect(formatTime('2024-07-15T10:00:00Z')).toBe('12:00'); // CEST +2
    expect(toOslo('2024-03-31T10:00:00Z').getHours()).toBe(12);
    expect(toOslo(new Date('2024-03-31T10:00:00Z')).timeZone).toBe('Europe/Oslo');
  });

  it('keeps the instant', () => {
    const d = new Date('2024-05-01T08:00:00Z');
    expect(toOslo(d).getTime()).toBe(d.getTime());
    expect(toOslo(d.getTime()).getTime()).toBe(d.getTime());
  });

  it('reads offset-less strings as Oslo wall-clock time', () => {
    expect(toOslo('2024-03-05').getTime()).toBe(Date.parse('2024-03-04T23:00:00.000Z'));
    expect(toOslo('2024-07-05T18:30').getTime()).toBe(Date.parse('2024-07-05T16:30:00.000Z'));
    expect(toOslo('2024-07-05T18:30:15.5').getTime()).toBe(Date.parse('2024-07-05T16:30:15.500Z'));
    // On the spring-forward night 02:30 does not exist; it must still give a valid instant.
    expect(Number.isNaN(toOslo('2024-03-31T02:30').getTime())).toBe(false);
  });

  it('honours explicit offsets', () => {
    expect(formatTime('2024-07-05T18:30:00+00:00')).toBe('20:30');
  });

  it('gives an invalid date for rubbish', () => {
    expect(Number.isNaN(toOslo('nope').getTime())).toBe(true);
  });
});

describe('DST edges', () => {
  it('spring forward, last Sunday of March 2024 (31 March)', () => {
    expect(formatTime('2024-03-31T00:59:00Z')).toBe('01:59');
    expect(formatTime('2024-03-31T01:00:00Z')).toBe('03:00');
    expect(formatTime('2024-03-30T23:30:00Z')).toBe('00:30');
    expect(formatDate('2024-03-30T23:30:00Z')).toBe('31.03.2024');
  });

  it('fall back, last Sunday of October 2024 (27 October)', () => {
    expect(formatTime('2024-10-27T00:59:00Z')).toBe('02:59');
    expect(formatTime('2024-10-27T01:00:00Z')).toBe('02:00');
    expect(formatTime('2024-10-27T10:00:00Z')).toBe('11:00');
    expect(formatDate('2024-10-27T22:59:00Z')).toBe('27.10.2024');
    expect(formatDate('2024-10-27T23:00:00Z')).toBe('28.10.2024');
  });

  it('2024-07-01T22:30:00Z is 2 July in Oslo', () => {
    expect(formatDate('2024-07-01T22:30:00Z')).toBe('02.07.2024');
    expect(formatIsoDate('2024-07-01T22:30:00Z')).toBe('2024-07-02');
    expect(formatTime('2024-07-01T22:30:00Z')).toBe('00:30');
  });
});

describe('formatDate / formatTime / formatIsoDate', () => {
  it('formats dd.MM.yyyy and HH:mm', () => {
    expect(formatDate('2024-01-05T12:00:00Z')).toBe('05.01.2024');
    expect(formatTime('2024-01-05T08:05:00Z')).toBe('09:05');
    expect(formatIsoDate('2024-12-31T23:00:00Z')).toBe('2025-01-01');
    expect(formatIsoDate('2024-03-05')).toBe('2024-03-05');
  });

  it('handles missing values', () => {
    expect(formatDate(null)).toBe('Dato mangler');
    expect(formatDate(undefined)).toBe('Dato mangler');
    expect(formatDate('garbage')).toBe('Dato mangler');
    expect(formatTime(null)).toBe('');
  });
});

describe('weekday dates for the information screens (issue #18)', () => {
  const now = new Date('2026-11-26T11:00:00Z'); // Thursday 26 November 2026, 12:00 in Oslo
  it('names the weekday, long or short, with the year only when it is not this year', () => {
    expect(weekdayDate('2026-11-30T17:00:00Z', now)).toBe('Mandag 30. november');
    expect(weekdayDate('2026-11-30T17:00:00Z', now, 'short')).toBe('Mandag 30.11.');
    expect(weekdayDate('2027-01-02', now)).toBe('Lørdag 2. januar 2027');
    expect(weekdayDate('2027-01-02', now, 'short')).toBe('Lørdag 02.01.2027');
    expect(weekdayDate(null, now)).toBe('Dato mangler');
  });

  it('keeps I dag and I morgen, and names the weekday of later days', () => {
    expect(relativeDayWithWeekday('2026-11-26T19:00:00Z', now)).toBe('I dag');
    expect(relativeDayWithWeekday('2026-11-27T07:00:00Z', now)).toBe('I morgen');
    expect(relativeDayWithWeekday('2026-11-28T17:00:00Z', now, 'short')).toBe('Lørdag 28.11.');
    expect(relativeDayWithWeekday(undefined, now)).toBe('Dato mangler');
  });
});

describe('nynorsk and English dates, worded by Intl in Oslo time (decision 028)', () => {
  const now = new Date('2026-11-26T11:00:00Z'); // Thursday 26 November 2026, 12:00 in Oslo
  // 23:30 UTC on 30 November is already 1 December in Oslo.
  const lateMonday = '2026-11-30T23:30:00Z';

  it('formats the plain date: dd/MM/yyyy in English, dd.MM.yyyy in nynorsk', () => {
    expect(formatDate(lateMonday, 'en')).toBe('01/12/2026');
    expect(formatDate(lateMonday, 'nn')).toBe('01.12.2026');
    expect(formatDate(null, 'en')).toBe('Date missing');
    expect(formatDate('rubbish', 'nn')).toBe('Dato manglar');
  });

  it('names the weekday by the Oslo day, with the year only when it is not this year', () => {
    expect(weekdayDate(lateMonday, now, 'long', 'en')).toBe('Tuesday 1 December');
    expect(weekdayDate('2027-01-02', now, 'long', 'en')).toBe('Saturday, 2 January 2027');
    expect(weekdayDate(lateMonday, now, 'long', 'nn')).toBe('Tysdag 1. desember');
    expect(weekdayDate(lateMonday, now, 'short', 'nn')).toBe('Tysdag 01.12.');
  });

  it('says today and tomorrow in the reader’s language', () => {
    expect(relativeDayLabel('2026-11-26T19:00:00Z', now, 'en')).toBe('Today');
    expect(relativeDayLabel('2026-11-27T07:00:00Z', now, 'nn')).toBe('I morgon');
    expect(relativeDayWithWeekday('2026-11-28T17:00:00Z', now, 'long', 'en')).toBe('Saturday 28 November');
  });

  it('words a range with the month written out', () => {
    expect(formatDateRange('2024-03-05', '2024-04-07', 'en')).toBe('5 March 2024 - 7 April 2024');
    expect(formatDateRange('2024-03-05', '2024-03-05T20:00:00', 'nn')).toBe('5. mars 2024');
  });
});

describe('relativeDayLabel', () => {
  const now = new Date('2024-03-30T23:30:00Z'); // 31 March 00:30 in Oslo
  it('says I dag and I morgen by Oslo day', () => {
    expect(relativeDayLabel('2024-03-31T21:59:00Z', now)).toBe('I dag');
    expect(relativeDayLabel('2024-03-31', now)).toBe('I dag');
    expect(relativeDayLabel('2024-03-31T22:00:00Z', now)).toBe('I morgen');
    expect(relativeDayLabel('2024-04-01', now)).toBe('I morgen');
  });

  it('formats other days', () => {
    expect(relativeDayLabel('2024-04-02', now)).toBe('02.04.2024');
    expect(relativeDayLabel('2024-03-30T22:59:00Z', now)).toBe('30.03.2024');
  });

  it('says Dato mangler for missing or invalid dates', () => {
    expect(relativeDayLabel(null, now)).toBe('Dato mangler');
    expect(relativeDayLabel(undefined, now)).toBe('Dato mangler');
    expect(relativeDayLabel('', now)).toBe('Dato mangler');
    expect(relativeDayLabel(new Date(Number.NaN), now)).toBe('Dato mangler');
  });
});

describe('formatDateRange', () => {
  it('reads like 5. mars 2024 - 7. april 2024', () => {
    expect(formatDateRange('2024-03-05', '2024-04-07')).toBe('5. mars 2024 - 7. april 2024');
    expect(formatDateRange('2024-12-31T10:00:00Z', '2025-01-01T10:00:00Z')).toBe('31. desember 2024 - 1. januar 2025');
  });

  it('gives one date for the same Oslo day or a missing end', () => {
    expect(formatDateRange('2024-05-17T08:00:00Z', '2024-05-17T20:00:00Z')).toBe('17. mai 2024');
    expect(formatDateRange('2024-05-17', null)).toBe('17. mai 2024');
    expect(formatDateRange('2024-05-17')).toBe('17. mai 2024');
  });

  it('says Dato mangler without a start', () => {
    expect(formatDateRange(null, '2024-05-17')).toBe('Dato mangler');
  });
});

describe('weekStart', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2024-03-31T12:00:00Z')).toBe('2024-03-25'); // Sunday
    expect(weekStart('2024-03-25')).toBe('2024-03-25'); // Monday
    expect(weekStart('2024-01-03')).toBe('2024-01-01');
  });

  it('uses the Oslo day', () => {
    expect(weekStart('2024-03-31T22:30:00Z')).toBe('2024-04-01'); // Monday 00:30 in Oslo
    expect(weekStart('2024-07-07T22:30:00Z')).toBe('2024-07-08');
    expect(weekStart('2024-10-27T22:59:00Z')).toBe('2024-10-21'); // still Sunday in Oslo (CET)
  });
});

describe('canGoToPreviousWeek', () => {
  const now = new Date('2024-05-15T10:00:00Z'); // Wednesday
  it('cannot go before the current week', () => {
    expect(canGoToPreviousWeek('2024-05-15', now)).toBe(false);
    expect(canGoToPreviousWeek('2024-05-13', now)).toBe(false);
    expect(canGoToPreviousWeek('2024-05-20', now)).toBe(true);
    expect(canGoToPreviousWeek('2024-05-08', now)).toBe(false);
  });
});

describe('nextOpenDayWindow', () => {
  it('runs from the day after to 14 days after', () => {
    expect(nextOpenDayWindow('2024-03-25')).toEqual({ start: '2024-03-26', end: '2024-04-08' });
    // 22:30Z on 31 Dec is 23:30 in Oslo, still 31 Dec.
    expect(nextOpenDayWindow('2024-12-31T22:30:00Z')).toEqual({ start: '2025-01-01', end: '2025-01-14' });
    // 23:30Z on 31 Dec is already 1 Jan in Oslo.
    expect(nextOpenDayWindow('2024-12-31T23:30:00Z')).toEqual({ start: '2025-01-02', end: '2025-01-15' });
    // Across the October DST change the window is still 14 calendar days.
    expect(nextOpenDayWindow('2024-10-20')).toEqual({ start: '2024-10-21', end: '2024-11-03' });
  });
});

describe('norwegianWeekdayName', () => {
  it('translates any case', () => {
    expect(norwegianWeekdayName('MONDAY')).toBe('mandag');
    expect(norwegianWeekdayName('tuesday')).toBe('tirsdag');
    expect(norwegianWeekdayName('Wednesday')).toBe('onsdag');
    expect(norwegianWeekdayName('THURSDAY')).toBe('torsdag');
    expect(norwegianWeekdayName('FRIDAY')).toBe('fredag');
    expect(norwegianWeekdayName('SATURDAY')).toBe('lørdag');
    expect(norwegianWeekdayName('SUNDAY')).toBe('søndag');
  });

  it('raises the spec error for unknown names', () => {
    expect(() => norwegianWeekdayName('FUNDAY')).toThrow(new Error('Unable to translate unknown dayType'));
    expect(() => norwegianWeekdayName('')).toThrow('Unable to translate unknown dayType');
    expect(() => norwegianWeekdayName('mandag')).toThrow('Unable to translate unknown dayType');
  });
});

describe('formatOpeningHours', () => {
  it('shows Stengt for closed days', () => {
    expect(formatOpeningHours({ isOpen: false, openFrom: '08:00:00', openTo: '22:00:00' })).toBe('Stengt');
  });

  it('uses the first five characters of each time', () => {
    expect(formatOpeningHours({ isOpen: true, openFrom: '08:00:00', openTo: '22:30:00' })).toBe('08:00 - 22:30');
    expect(formatOpeningHours({ isOpen: true, openFrom: '10:00', openTo: '16:00' })).toBe('10:00 - 16:00');
  });
});
