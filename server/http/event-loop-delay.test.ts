import { setTimeout as wait } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { recentEventLoopDelayMs, watchEventLoopDelay } from './event-loop-delay.ts';

it('reports how long the request thread was blocked', async () => {
  watchEventLoopDelay();
  await wait(30);
  const blockedUntil = performance.now() + 150;
  while (performance.now() < blockedUntil);
  await wait(30);
  expect(recentEventLoopDelayMs()).toBeGreaterThanOrEqual(120);
});
