// When the outbox tries a failed send again (docs/decisions/030): doubling waits from one minute, capped, spread a little.

const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/**
 * The wait after the `attempt`-th failed send (1-based) of outbox row `id`: 1, 2, 4, 8 … minutes, at most 6 hours,
 * plus 0–9.9 % by the row's id, so the notices of one outage do not all come back in the same second. Ten attempts
 * (OUTBOX_MAX_ATTEMPTS) span about eight and a half hours.
 */
export function retryDelayMs(attempt: number, id: number): number {
  const base = Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_MS);
  const spread = ((Math.abs(id) * 7919) % 100) / 1000;
  return Math.round(base * (1 + spread));
}
