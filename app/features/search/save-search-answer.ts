// "Lagre søket" on /sok (issue #20 point 5, docs/decisions/036): what the form says and posts, shared by the action
// (server) and the form (browser).
import type { ToggleAnswer, ToggleSpec } from '#app/features/forms/toggle-answer.ts';

export type SaveSearchIntent = 'saveSearch' | 'unsaveSearch';

export const SAVE_SEARCH_TOGGLE: ToggleSpec<SaveSearchIntent> = {
  intents: { on: 'saveSearch', off: 'unsaveSearch' },
  texts: { turnOn: 'Lagre søket', isOn: 'Søket er lagret.', turnOff: 'Slett det lagrede søket' },
  className: 'save-search',
};

export type SaveSearchAnswer = ToggleAnswer<SaveSearchIntent>;

export const saveSearchHint = { text: 'Et lagret søk gir deg beskjed én gang i uka når det kommer nye titler som passer.', link: 'Se søkene du har lagret' };
