// Site-wide banner: whether to show it and the local-storage key that remembers dismissal.

/** Banner fields. SPEC §3 Banner. */
export interface Banner {
  id: string;
  active: boolean;
  message?: string | null;
  link?: string | null;
  linkText?: string | null;
}

/**
 * The id a browser remembers a dismissal by (issue #18): the banner's id, and its revision once
 * staff have changed the text, so people who closed the old wording see the new one. Revision 1
 * is the bare id, the key dismissals had before revisions existed, so those stay dismissed.
 */
export function bannerDismissalId(id: number | string, revision = 1): string {
  return revision > 1 ? `${id}-r${revision}` : String(id);
}

const BANNER_KEY_PREFIX = 'banner-dismissed-';

/** Local-storage key under which dismissal of one banner id is remembered. SPEC §4 Banner. */
export function bannerStorageKey(id: string): string {
  return `${BANNER_KEY_PREFIX}${id}`;
}

/** Shown once per banner id until dismissed: active and not in the dismissed ids. SPEC §4 Banner. */
export function shouldShowBanner(banner: Banner | null | undefined, dismissedIds: Iterable<string>): boolean {
  if (!banner || !banner.active) return false;
  return !Array.from(dismissedIds).includes(banner.id);
}

/** Dismissal is only remembered for an active banner and when storage works. SPEC §4 Banner. */
export function shouldRememberDismissal(banner: Banner, storageWorks: boolean): boolean {
  return storageWorks && banner.active;
}
