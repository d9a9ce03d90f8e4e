// How long the request thread was blocked (docs/decisions/018): the search index is built in a process of its own
// so that no request waits behind it, and this is how that is checked. Node's event-loop delay histogram in two
// 2-second windows, so the health endpoint reports the worst delay of the last 2–4 seconds (a poller sees every block).
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

const WINDOW_MS = 2_000;

let histogram: IntervalHistogram | null = null;
let previousMax = 0;

/** Starts measuring (once per process). */
export function watchEventLoopDelay(): void {
  if (histogram) return;
  const watched = monitorEventLoopDelay({ resolution: 10 });
  watched.enable();
  setInterval(() => {
    previousMax = watched.max;
    watched.reset();
  }, WINDOW_MS).unref();
  histogram = watched;
}

/** The longest the event loop was blocked in the last 2–4 s, in ms (0 before watching starts). */
export function recentEventLoopDelayMs(): number {
  if (!histogram) return 0;
  // The histogram counts from its timer's due time, in ns; an empty window reports a huge minimum, not a max.
  return Math.round(Math.max(previousMax, histogram.count > 0 ? histogram.max : 0) / 1e5) / 10;
}
