// One thing the patron turns on or off — "Varsle meg når den er ledig" (docs/decisions/035), "Lagre søket" (036) — as a
// form posted to the page's action: a page without JavaScript, a fetcher with it. One button whose label changes, so
// focus stays on it; a status line says it is on; a visitor gets the button's words as a link to log in and come back.
import { Link, useFetcher, useLocation } from 'react-router';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';
import type { ToggleAnswer, ToggleSpec } from './toggle-answer.ts';
import { useFetcherAnswer } from './use-fetcher-answer.ts';

export interface ToggleFormProps extends ToggleSpec {
  /** Its words, in the page's language. */
  texts: { turnOn: string; isOn: string; turnOff: string };
  /** The loader's state; null for a visitor. */
  on: boolean | null;
  /** A plain post's answer (without JavaScript). */
  answer: ToggleAnswer | null;
  /** More fields the action needs. */
  fields?: Record<string, string>;
  /** Where the form posts (default: this page's path), and where a visitor comes back to after logging in (default: this page). */
  action?: string;
  returnTo?: string;
}

export function ToggleForm({
  on: known,
  answer,
  intents,
  texts,
  className,
  fields = {},
  action,
  returnTo,
}: ToggleFormProps) {
  const { user, csrfToken } = useRootAuth();
  const location = useLocation();
  const { showToast } = useToast();
  const fetcher = useFetcher<ToggleAnswer>();
  useFetcherAnswer(fetcher, (a) => {
    if (a.kind === 'failed') showToast({ text: a.text, type: 'error', dismissable: true });
  });

  if (!user || known === null) {
    const back = returnTo ?? location.pathname + location.search;
    return (
      <p className={className}>
        <Link className="button button--secondary" to={`/logg-inn?callbackUrl=${encodeURIComponent(back)}`}>
          {texts.turnOn}
        </Link>
      </p>
    );
  }

  const answered = fetcher.data?.kind === 'toggled' ? fetcher.data.on : answer?.kind === 'toggled' ? answer.on : null;
  const pending = fetcher.formData?.get('intent');
  // Shown as asked while the post runs; a refusal leaves the last known state.
  const on = pending ? pending === intents.on : (answered ?? known);
  return (
    <fetcher.Form method="post" action={action ?? location.pathname} className={className}>
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={on ? intents.off : intents.on} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className={`${className}__status`} role="status">
        {on ? texts.isOn : ''}
      </p>
      <button type="submit" className="button button--secondary">
        {on ? texts.turnOff : texts.turnOn}
      </button>
      {answer?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {answer.text}
        </p>
      )}
    </fetcher.Form>
  );
}
