// Unit tests of the Norwegian name list (issue #18: creators were joined by spaces).
import { describe, expect, it } from 'vitest';
import { formatNameList } from './name-list.ts';

describe('formatNameList', () => {
  it('joins with commas and «og», as Intl.ListFormat does for bokmål', () => {
    expect(formatNameList(['Joachim Rønning', 'Espen Sandberg', 'Pål Sverre Hagen'])).toBe(
      'Joachim Rønning, Espen Sandberg og Pål Sverre Hagen',
    );
    expect(formatNameList(['Knut Hamsun', 'Lars Saabye Christensen'])).toBe('Knut Hamsun og Lars Saabye Christensen');
    expect(formatNameList(['Knut Hamsun'])).toBe('Knut Hamsun');
  });
  it('leaves out blanks and a name repeated for a second role, and is empty without names', () => {
    expect(formatNameList(['Tove Jansson', ' ', 'Tove Jansson', 'Nils Nordberg'])).toBe(
      'Tove Jansson og Nils Nordberg',
    );
    expect(formatNameList([])).toBe('');
  });
});
