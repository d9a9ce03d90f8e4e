// Unit tests of the outbox's retry waits.
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from one minute', () => {
    // id 100: 7919 * 100 % 100 = 0, no spread.
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 100))).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
  });

  it('waits at most six hours (plus the spread), however many attempts', () => {
    expect(retryDelayMs(9, 100)).toBe(256 * 60_000);
    expect(retryDelayMs(10, 100)).toBe(6 * 3_600_000);
    expect(retryDelayMs(40, 100)).toBe(6 * 3_600_000);
    expect(retryDelayMs(40, 1)).toBeLessThan(6 * 3_600_000 * 1.1);
  });

  it('spreads rows of one outage by up to a tenth, the same way every time', () => {
    const waits = Array.from({ length: 100 }, (_, id) => retryDelayMs(1, id));
    expect(Math.min(...waits)).toBe(60_000);
    expect(Math.max(...waits)).toBeLessThan(66_000);
    expect(new Set(waits).size).toBeGreaterThan(50);
    expect(retryDelayMs(3, 17)).toBe(retryDelayMs(3, 17));
  });

  it('treats a zeroth attempt as the first', () => {
    expect(retryDelayMs(0, 100)).toBe(60_000);
  });
});
