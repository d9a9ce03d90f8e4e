// The like toggle of a work (SPEC §3 Likes: a list of record ids; §7 GET/POST/DELETE /api/authorized/likes; §8 Likes 401: empty list).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { Icon } from '#app/components/icon.tsx';
import { apiFetch, type ApiResult } from '#app/lib/api-fetch.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { messages } from '#core/messages.ts';
import { favouritesTexts as t } from './favourites-texts.ts';

export const LIKES_PATH = '/api/authorized/likes';

/** SPEC §8: a 401 is an empty list; other failures are kept out of sight (also an empty list). */
export function likedIds(result: ApiResult<string[]>): string[] {
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

export interface LikeButtonProps {
  /** Record ids of all the work's editions: the work counts as liked when any of them is. */
  recordIds: readonly string[];
  /** The record a new like is stored under (the work's first edition). */
  primaryRecordId: string;
  /** The work's title, for the accessible name. */
  title: string;
}

export function LikeButton({ recordIds, primaryRecordId, title }: LikeButtonProps) {
  const { user } = useRootAuth();
  const location = useLocation();
  const { showToast } = useToast();
  const [likes, setLikes] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  // SPEC §4 Likes reset: a change of user (login, logout) starts again from the empty state.
  // Keyed on the name, not the object, which each root revalidation replaces.
  const who = user ? `${user.name}|${user.email ?? ''}` : null;
  useEffect(() => {
    setLikes(null);
    if (who === null) return;
    let live = true;
    void apiFetch<string[]>(LIKES_PATH).then((result) => live && setLikes(likedIds(result)));
    return () => {
      live = false;
    };
  }, [who]);

  if (!user) {
    return (
      <Link className="button button--secondary like-button" to={`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`}>
        <Icon name="heart" size={18} />
        {t.loginToLike}
      </Link>
    );
  }

  const mine = likes?.filter((id) => recordIds.includes(id)) ?? [];
  const pressed = mine.length > 0;

  const toggle = async () => {
    if (likes === null) return;
    setSaving(true);
    const before = likes;
    // Shown at once; put back if the server says no.
    setLikes(pressed ? likes.filter((id) => !mine.includes(id)) : [primaryRecordId, ...likes]);
    let result: ApiResult<string[]> | null = null;
    if (pressed) {
      for (const id of mine) result = await apiFetch<string[]>(`${LIKES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    } else {
      result = await apiFetch<string[]>(LIKES_PATH, { method: 'POST', json: { id: primaryRecordId } });
    }
    setSaving(false);
    if (result?.ok) return setLikes(result.data);
    setLikes(before);
    if (result?.error.status === 401) {
      window.location.assign(`/logg-inn?callbackUrl=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    showToast({ text: result?.error.message || messages.favourites.error, type: 'error' });
  };

  return (
    <button
      type="button"
      className="button button--secondary like-button"
      aria-pressed={pressed}
      aria-label={t.likeNamed(title)}
      disabled={likes === null || saving}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={18} className={pressed ? 'icon like-button__heart like-button__heart--on' : 'icon like-button__heart'} />
      {t.like}
    </button>
  );
}
