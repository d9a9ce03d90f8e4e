// The answer of a ToggleForm's post (toggle-form.tsx), shared by the actions (server) and the forms (browser).
import { browserText } from '#app/i18n/browser-text.ts';

/** The new state, or why it was refused (in the page's language). */
export type ToggleAnswer<I extends string = string> =
  { intent: I; kind: 'toggled'; on: boolean } | { intent: I; kind: 'failed'; text: string };

/** With JavaScript: a post that never reached the server (browser only: worded in the page's language). */
export function toggleNetworkFailure<I extends string>(intent: I): ToggleAnswer<I> {
  return { intent, kind: 'failed', text: browserText('errors:api.libraryUnreachable') };
}

/** What a ToggleForm posts: the intent that turns it on and the one that turns it off, and its class (its words come from the page's language). */
export interface ToggleSpec<I extends string = string> {
  intents: { on: I; off: I };
  /** The form's class; its status line gets `${className}__status`. */
  className: string;
}

/** Whether a posted intent is one of this form's. */
export function isToggleIntent(spec: ToggleSpec, intent: string): boolean {
  return intent === spec.intents.on || intent === spec.intents.off;
}
