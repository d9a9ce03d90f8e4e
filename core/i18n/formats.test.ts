// Dates and numbers in the page's language (decision 028): bokmål by SPEC §9's patterns, nynorsk and English by Intl.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatOpeningHours, relativeDayLabel, weekdayDate } from '../dates.ts';
import { formatWholeNumber } from '../numbers.ts';

const now = '2026-11-27T10:00:00Z';

describe('dates per language', () => {
  it('writes a date as each language does, in Oslo time', () => {
    // 23:30 UTC on the 4th is the 5th in Oslo.
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('05.03.2026');
    expect(formatDate('2026-03-04T23:30:00Z', 'nn')).toBe('05.03.2026');
    expect(formatDate('2026-03-04T23:30:00Z', 'en')).toBe('05/03/2026');
  });

  it('names today, tomorrow, a missing date and a closed day in the language', () => {
    expect(relativeDayLabel('2026-11-28', now, 'nn')).toBe('I morgon');
    expect(relativeDayLabel('2026-11-27', now, 'en')).toBe('Today');
    expect(formatDate(null, 'en')).toBe('Date missing');
    expect(formatOpeningHours({ isOpen: false }, 'nn')).toBe('Stengt');
    expect(formatOpeningHours({ isOpen: false }, 'en')).toBe('Closed');
  });

  it('spells weekdays and months in the language', () => {
    expect(weekdayDate('2026-11-30', now)).toBe('Mandag 30. november');
    expect(weekdayDate('2026-11-30', now, 'long', 'nn')).toBe('Måndag 30. november');
    expect(weekdayDate('2026-11-30', now, 'long', 'en')).toBe('Monday 30 November');
    expect(formatDateRange('2026-03-05', '2026-04-07', 'en')).toBe('5 March 2026 - 7 April 2026');
  });
});

describe('numbers per language', () => {
  it('groups thousands as each language does', () => {
    expect(formatWholeNumber(12345)).toBe('12\u00a0345');
    expect(formatWholeNumber(12345, 'nn')).toBe('12\u00a0345');
    expect(formatWholeNumber(12345, 'en')).toBe('12,345');
    expect(formatWholeNumber(12345, 'en')).toBe((12345).toLocaleString('en-GB'));
  });
});
