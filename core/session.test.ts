import { describe, expect, it } from 'vitest';
import { minutesLeft, NO_SESSION, sessionSchedule, sessionStatus, shouldRefreshOnActivity } from './session.ts';

describe('session timing (SPEC §4, §9)', () => {
  it('warns warningMs before expiry', () => {
    expect(sessionSchedule(60 * 60_000, 5 * 60_000)).toEqual({ warnInMs: 55 * 60_000, expireInMs: 60 * 60_000 });
    expect(sessionSchedule(2 * 60_000, 5 * 60_000)).toEqual({ warnInMs: 0, expireInMs: 2 * 60_000 });
    expect(sessionSchedule(-5, 1000)).toEqual({ warnInMs: 0, expireInMs: 0 });
  });

  it('throttles activity refreshes', () => {
    expect(shouldRefreshOnActivity(null, 1000, 30 * 60_000)).toBe(true);
    expect(shouldRefreshOnActivity(0, 29 * 60_000, 30 * 60_000)).toBe(false);
    expect(shouldRefreshOnActivity(0, 30 * 60_000, 30 * 60_000)).toBe(true);
  });

  it('derives the status', () => {
    expect(sessionStatus(undefined)).toBe('loading');
    expect(sessionStatus(NO_SESSION)).toBe('unauthenticated');
    expect(sessionStatus(null)).toBe('unauthenticated');
  });

  it('rounds minutes up', () => {
    expect(minutesLeft(4 * 60_000 + 1)).toBe(5);
    expect(minutesLeft(0)).toBe(1);
  });
});
