// The availability monitor: a failed probe marks the database down and wakes waiting requests; recovery probes bring it back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability, PROBE_TIMEOUT_MS, RECOVERY_PROBE_MS } from './availability.ts';

const quiet = { warn: () => undefined, info: () => undefined };

afterEach(() => {
  vi.useRealTimers();
});

describe('DatabaseAvailability', () => {
  it('stays up while probes answer, and probes once for many suspicions at a time', async () => {
    const probe = vi.fn(async () => undefined);
    const availability = new DatabaseAvailability(probe, quiet);
    expect(await Promise.all([availability.suspect(), availability.suspect(), availability.suspect()])).toEqual([
      false,
      false,
      false,
    ]);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(availability.isDown()).toBe(false);
    expect(await availability.check()).toBe(true);
  });

  it('goes down on a probe that fails or hangs, wakes waiters, and comes back when a later probe answers', async () => {
    vi.useFakeTimers();
    let answer: 'hang' | 'ok' = 'hang';
    const availability = new DatabaseAvailability(
      () => (answer === 'ok' ? Promise.resolve() : new Promise<void>(() => undefined)),
      quiet,
    );
    const woken = vi.fn();
    void availability.whenDown().then(woken);
    const verdict = availability.suspect();
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(await verdict).toBe(true);
    expect(woken).toHaveBeenCalled();
    expect(availability.isDown()).toBe(true);
    expect(await availability.check()).toBe(false);

    await vi.advanceTimersByTimeAsync(RECOVERY_PROBE_MS + PROBE_TIMEOUT_MS);
    expect(availability.isDown()).toBe(true);
    answer = 'ok';
    await vi.advanceTimersByTimeAsync(RECOVERY_PROBE_MS);
    expect(availability.isDown()).toBe(false);
    // A fresh signal for the next outage.
    const next = vi.fn();
    void availability.whenDown().then(next);
    await vi.advanceTimersByTimeAsync(0);
    expect(next).not.toHaveBeenCalled();
    availability.close();
  });
});
