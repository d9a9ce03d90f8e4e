// The like toggle of a work (SPEC §3 Likes: a list of record ids; §7 likes calls; §8 Likes 401: empty list).
// A form posted to the work page's action: as a page without JavaScript, through a fetcher with it, shown pressed at once (put back if refused).
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { Icon } from '#app/components/icon.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { favouritesFailureText, type FavouritesAnswer } from './favourites-answer.ts';

export interface LikeButtonProps {
  /** Record ids of all the work's editions: the work counts as liked when any of them is. */
  recordIds: readonly string[];
  /** The record a new like is stored under (the work's first edition). */
  primaryRecordId: string;
  /** The work's title, for the accessible name. */
  title: string;
  /** The patron's liked record ids from the page's loader; null for a visitor (SPEC §8: no likes call, an empty list). */
  likes: readonly string[] | null;
}

export function LikeButton({ recordIds, primaryRecordId, title, likes }: LikeButtonProps) {
  const { user, csrfToken } = useRootAuth();
  const location = useLocation();
  const { showToast } = useToast();
  const fetcher = useFetcher<FavouritesAnswer>();
  const { t } = useTranslation('lists', { keyPrefix: 'likes' });
  const { t: tErrors } = useTranslation('errors');
  // The newest list: the fetcher's answer after a change, else the loader's (which a login or logout reloads: SPEC §4 Likes reset).
  const answered = fetcher.data?.kind === 'likes' ? fetcher.data.likes : null;
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.kind === 'failed')
      showToast({
        text: favouritesFailureText(answer, tErrors('api.network')),
        type: 'error',
        dismissable: true,
        durationMs: answer.durationMs,
      });
  });

  if (!user || likes === null) {
    return (
      <Link
        className="button button--secondary like-button"
        to={`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`}
      >
        <Icon name="heart" size={18} />
        {t('loginToLike')}
      </Link>
    );
  }

  const current = answered ?? likes;
  const mine = current.filter((id) => recordIds.includes(id));
  const pending = fetcher.formData?.get('intent');
  // Optimistic: shown as the patron asked while the call runs; a refusal leaves the last known list.
  const pressed = pending ? pending === 'like' : mine.length > 0;
  const busy = fetcher.state !== 'idle';

  return (
    <fetcher.Form
      method="post"
      action={location.pathname}
      className="like-form"
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value={pressed ? 'unlike' : 'like'} />
      {(pressed ? mine : [primaryRecordId]).map((id) => (
        <input key={id} type="hidden" name="recordId" value={id} />
      ))}
      <button
        type="submit"
        className="button button--secondary like-button"
        aria-pressed={pressed}
        aria-label={t('likeNamed', { title })}
        aria-disabled={busy || undefined}
      >
        <Icon
          name="heart"
          size={18}
          className={pressed ? 'icon like-button__heart like-button__heart--on' : 'icon like-button__heart'}
        />
        {t('like')}
      </button>
    </fetcher.Form>
  );
}
