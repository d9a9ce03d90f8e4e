// Remembering dismissed site banners in local storage (SPEC §4 Banner), with storage passed in so it is testable.
import { bannerStorageKey, shouldRememberDismissal, shouldShowBanner } from '#core/banner.ts';

/** The subset of Web Storage we use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The HTML attribute the inline script sets on <html> so a dismissed banner never flashes. */
export const BANNER_HIDE_ATTRIBUTE = 'data-hide-banner';

/** window.localStorage if it exists and accepts writes (private modes and blocked storage throw). */
export function getWorkingStorage(): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window.localStorage;
    const probe = '__storage-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** Whether this banner was dismissed earlier on this device. */
export function isBannerDismissed(storage: KeyValueStorage | null, bannerId: string): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(bannerStorageKey(bannerId)) !== null;
  } catch {
    return false;
  }
}

/** Whether the banner should be visible given what this device remembers. */
export function isBannerVisible(
  banner: { id: string; active: boolean } | null | undefined,
  storage: KeyValueStorage | null,
): boolean {
  if (!banner) return false;
  return shouldShowBanner(banner, isBannerDismissed(storage, banner.id) ? [banner.id] : []);
}

/**
 * Remembers a dismissal, only for an active banner and only when storage works (SPEC §4).
 * Returns whether it was stored; the banner is hidden for this page view either way.
 */
export function rememberBannerDismissal(
  storage: KeyValueStorage | null,
  banner: { id: string; active: boolean },
): boolean {
  if (!shouldRememberDismissal(banner, storage !== null)) return false;
  try {
    storage!.setItem(bannerStorageKey(banner.id), new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

/**
 * A tiny script run while the page is parsed, before the banner paints: if this banner was
 * dismissed before, it marks <html> so CSS hides the banner until React takes over.
 */
export function bannerPrehideScript(bannerId: string): string {
  const key = JSON.stringify(bannerStorageKey(bannerId)).replace(/</g, '\\u003c');
  return `try{if(localStorage.getItem(${key})!==null)document.documentElement.setAttribute(${JSON.stringify(BANNER_HIDE_ATTRIBUTE)},"")}catch(e){}`;
}
