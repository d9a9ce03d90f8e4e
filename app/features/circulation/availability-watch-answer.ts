// The answer of the work page's "Varsle meg når den er ledig" form (issue #20, docs/decisions/035), shared by the
// action (server) and the form (browser).
import type { ToggleAnswer, ToggleSpec } from '#app/features/forms/toggle-answer.ts';

export type WatchIntent = 'watch' | 'unwatch';

export const WATCH_TOGGLE: ToggleSpec<WatchIntent> = {
  intents: { on: 'watch', off: 'unwatch' },
  texts: { turnOn: 'Varsle meg når den er ledig', isOn: 'Du får beskjed når den er ledig', turnOff: 'Ikke varsle meg likevel' },
  className: 'availability-watch',
};

export type WatchAnswer = ToggleAnswer<WatchIntent>;

export const watchFailed = 'Det gikk ikke å lagre varselet. Prøv igjen.';
