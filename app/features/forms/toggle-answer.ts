// The answer of a ToggleForm's post (toggle-form.tsx), shared by the actions (server) and the forms (browser).

/** The new state, or why it was refused (Norwegian). */
export type ToggleAnswer<I extends string = string> =
  { intent: I; kind: 'toggled'; on: boolean } | { intent: I; kind: 'failed'; text: string };

/** With JavaScript: a post that never reached the server. */
export function toggleNetworkFailure<I extends string>(intent: I): ToggleAnswer<I> {
  return { intent, kind: 'failed', text: 'Fikk ikke kontakt med biblioteket. Sjekk nettforbindelsen og prøv igjen.' };
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
