// The clock port's contract: every adapter (the system clock, the fake) passes these.
import { expect, it } from 'vitest';
import type { Clock } from '#server/ports/clock.ts';

export function clockContract(make: () => Clock): void {
  it('answers a Date of its own each call: changing it moves no clock', () => {
    const clock = make();
    const first = clock();
    const seen = first.getTime();
    first.setFullYear(1970);
    expect(clock()).toBeInstanceOf(Date);
    expect(clock().getTime()).toBeGreaterThanOrEqual(seen);
  });

  it('never goes back between calls', () => {
    const clock = make();
    let previous = clock().getTime();
    for (let i = 0; i < 100; i++) {
      const now = clock().getTime();
      expect(now).toBeGreaterThanOrEqual(previous);
      previous = now;
    }
  });
}
