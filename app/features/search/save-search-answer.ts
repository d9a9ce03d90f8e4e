// "Lagre søket" on /sok (issue #20 point 5, docs/decisions/036): what the form posts (its words: catalogue:saveSearch), shared by the action
// (server) and the form (browser).
import type { ToggleAnswer, ToggleSpec } from '#app/features/forms/toggle-answer.ts';

export type SaveSearchIntent = 'saveSearch' | 'unsaveSearch';

export const SAVE_SEARCH_TOGGLE: ToggleSpec<SaveSearchIntent> = {
  intents: { on: 'saveSearch', off: 'unsaveSearch' },
  className: 'save-search',
};

export type SaveSearchAnswer = ToggleAnswer<SaveSearchIntent>;
