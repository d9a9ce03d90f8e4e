// The library card readable offline (issue #20 point 8, docs/decisions/031): a service worker scoped to /min-side/kort keeps the
// last copy of the card page; it is removed at logout and on any page seen while logged out, so no personal data stays behind.

/** The card page: the service worker's scope, and the one page it keeps. */
export const OFFLINE_CARD_PATH = '/min-side/kort';
const OFFLINE_CARD_WORKER_PATH = '/min-side/kort-sw.js';
/** The Cache Storage name the worker keeps the card in (offline-card-worker.server.ts uses the same). */
export const OFFLINE_CARD_CACHE = 'min-side-kort-v1';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

/** On the card page: (re)registers the worker, which keeps a copy of the page and its stylesheets. */
export function keepOfflineCard(): void {
  if (!supported()) return;
  navigator.serviceWorker.register(OFFLINE_CARD_WORKER_PATH, { scope: OFFLINE_CARD_PATH }).catch(() => {
    // Private windows and some policies refuse workers: the card then simply is not kept offline.
  });
}

/** At logout, or on a page shown while logged out: the worker and its copy go. */
export async function forgetOfflineCard(): Promise<void> {
  if (!supported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(OFFLINE_CARD_PATH);
    if (registration) await registration.unregister();
    if (await caches.has(OFFLINE_CARD_CACHE)) await caches.delete(OFFLINE_CARD_CACHE);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}
