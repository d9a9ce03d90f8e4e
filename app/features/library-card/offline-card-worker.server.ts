// The service worker behind /min-side/kort (issue #20 point 8, docs/decisions/031), served by app/routes/min-side.kort-sw.ts.
// Network first for the card page: online it always shows the live page (and a redirect to /logg-inn wipes the copy);
// offline it shows the last copy, without scripts. The stylesheets it names are kept beside it.
import { OFFLINE_CARD_CACHE, OFFLINE_CARD_PATH } from './offline-card.ts';

const worker = (cacheName: string, page: string) => `'use strict';
const CACHE = ${JSON.stringify(cacheName)};
const PAGE = ${JSON.stringify(page)};

const isPage = (url) => url.origin === self.location.origin && (url.pathname === PAGE || url.pathname === PAGE + '/');

/**
 * Keeps the page (only a real answer: a redirect means logged out, and then nothing is kept) without its scripts: the card
 * is drawn on the server and the page works without JavaScript, while the app's scripts would ask the network for data and
 * fail offline. The stylesheets it names are kept beside it.
 */
async function keepCopy(response) {
  if (!response.ok || response.redirected || response.type !== 'basic') {
    await caches.delete(CACHE);
    return;
  }
  const html = (await response.text())
    .replace(/<script\\b[^>]*>[\\s\\S]*?<\\/script>/gi, '')
    .replace(/<link\\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  const headers = { 'Content-Type': 'text/html; charset=utf-8' };
  const policy = response.headers.get('Content-Security-Policy');
  if (policy) headers['Content-Security-Policy'] = policy;
  const cache = await caches.open(CACHE);
  await cache.put(PAGE, new Response(html, { headers }));
  const assets = [...new Set([...html.matchAll(/["'(]([/]assets[/][^"'()\\s]+)/g)].map((m) => m[1]))];
  await Promise.all(assets.map((href) => cache.add(href).catch(() => undefined)));
  // Files of an older build go.
  const wanted = new Set([PAGE, ...assets].map((path) => new URL(path, self.location.origin).href));
  await Promise.all((await cache.keys()).filter((r) => !wanted.has(r.url)).map((r) => cache.delete(r)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(PAGE, { credentials: 'same-origin', redirect: 'manual' })
      .then(keepCopy)
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('min-side-kort-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isPage(url)) {
    event.respondWith(
      fetch(request).then(
        (response) => {
          event.waitUntil(keepCopy(response.clone()));
          return response;
        },
        () => caches.open(CACHE).then((cache) => cache.match(PAGE)).then((copy) => copy || Response.error()),
      ),
    );
    return;
  }
  // Stylesheets of the kept copy: from the cache while they are there (they are hashed, so never stale).
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request)).then((hit) => hit || fetch(request)));
  }
});
`;

export const OFFLINE_CARD_WORKER = worker(OFFLINE_CARD_CACHE, OFFLINE_CARD_PATH);
