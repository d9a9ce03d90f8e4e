// The answer of the work page's "Varsle meg når den er ledig" form (issue #20, docs/decisions/035), shared by the
// action (server) and the form (browser).
import type { ToggleAnswer, ToggleSpec } from '#app/features/forms/toggle-answer.ts';

export type WatchIntent = 'watch' | 'unwatch';

export const WATCH_TOGGLE: ToggleSpec<WatchIntent> = {
  intents: { on: 'watch', off: 'unwatch' },
  className: 'availability-watch',
};

export type WatchAnswer = ToggleAnswer<WatchIntent>;
