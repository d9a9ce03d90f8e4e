// Site-wide banner: whether to show it and the local-storage key that remembers dismissal.

/** Banner fields. SPEC §3 Banner. */
export interface Banner {
  id: string;
  active: boolean;
  message?: string | null;
  link?: string | null;
  linkText?: string | null;
}

const BANNER_KEY_PREFIX = 'banner-dismissed-';

/** Local-storage key under which dismissal of one banner id is remembered. SPEC §4 Banner. */
export function bannerStorageKey(id: string): string {
  return `${BANNER_KEY_PREFIX}${id}`;
}

/** Shown once per banner id until dismissed: active and not in the dismissed ids. SPEC §4 Banner. */
export function shouldShowBanner(
  banner: Banner | null | undefined,
  dismissedIds: Iterable<string>,
): boolean {
  if (!banner || !banner.active) return false;
  return !Array.from(dismissedIds).includes(banner.id);
}

/** Dismissal is only remembered for an active banner and when storage works. SPEC §4 Banner. */
export function shouldRememberDismissal(banner: Banner, storageWorks: boolean): boolean {
  return storageWorks && banner.active;
}
