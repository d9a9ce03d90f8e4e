// "Varsle meg når den er ledig" on a work page (issue #20, docs/decisions/035): a form posted to the page's action —
// a page without JavaScript, a fetcher with it — or, for a visitor, a link to log in and come back.
import { Link, useFetcher, useLocation } from 'react-router';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { watchTexts as t, type WatchAnswer } from './availability-watch-answer.ts';

export interface AvailabilityWatchProps {
  /** Whether the patron waits for this work (the loader's), null for a visitor. */
  watching: boolean | null;
  /** A plain post's answer (without JavaScript). */
  answer: WatchAnswer | null;
}

export function AvailabilityWatch({ watching, answer }: AvailabilityWatchProps) {
  const { user, csrfToken } = useRootAuth();
  const location = useLocation();
  const { showToast } = useToast();
  const fetcher = useFetcher<WatchAnswer>();
  useFetcherAnswer(fetcher, (a) => {
    if (a.kind === 'failed') showToast({ text: a.text, type: 'error', dismissable: true });
  });

  if (!user || watching === null) {
    return (
      <p className="availability-watch">
        <Link className="button button--secondary" to={`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`}>
          {t.watch}
        </Link>
      </p>
    );
  }

  const answered = fetcher.data?.kind === 'watching' ? fetcher.data.watching : answer?.kind === 'watching' ? answer.watching : null;
  const pending = fetcher.formData?.get('intent');
  // Shown as asked while the post runs; a refusal leaves the last known state.
  const on = pending ? pending === 'watch' : (answered ?? watching);
  return (
    <fetcher.Form method="post" action={location.pathname} className="availability-watch">
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={on ? 'unwatch' : 'watch'} />
      <p className="availability-watch__status" role="status">
        {on ? t.watching : ''}
      </p>
      <button type="submit" className="button button--secondary">
        {on ? t.unwatch : t.watch}
      </button>
      {answer?.kind === 'failed' && (
        <p className="form-error" role="alert">
          {answer.text}
        </p>
      )}
    </fetcher.Form>
  );
}
