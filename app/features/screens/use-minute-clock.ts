// The screen clock's time: one timer that fires on each new minute, so the clock and the closing countdown follow the time for weeks without a reload.
import { useEffect, useState } from 'react';
import { msUntilNextMinute } from '#core/screen-status.ts';

/**
 * The current time, updated when the minute changes. `initial` is the time the server rendered
 * with, so the first render in the browser matches it; one timer at a time, cleared on unmount.
 */
export function useMinuteClock(initial: Date): Date {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = new Date();
      setNow(at);
      handle = setTimeout(tick, msUntilNextMinute(at));
    };
    tick();
    return () => clearTimeout(handle);
  }, []);
  return now;
}
