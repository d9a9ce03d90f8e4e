import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './numbers.ts';

describe('formatWholeNumber', () => {
  it('writes what Intl writes for nb-NO', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 2_042, 1_000_000, 1_234_567_890, -1234]) {
      expect(formatWholeNumber(n)).toBe(n.toLocaleString('nb-NO'));
    }
  });
});
