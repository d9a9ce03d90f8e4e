// In-memory fake of the clock port: a time the test sets and moves on.
import type { Clock } from '#server/ports/clock.ts';

export interface FakeClock extends Clock {
  /** Moves the time on by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the time (tests going back in time must say so here). */
  set(to: Date): void;
}

export function createFakeClock(start: Date): FakeClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as FakeClock;
  clock.advance = (ms) => {
    if (ms < 0) throw new Error('a clock does not go back; use set()');
    now += ms;
  };
  clock.set = (to) => {
    now = to.getTime();
  };
  return clock;
}
