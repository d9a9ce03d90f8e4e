// /min-side/kort-sw.js (issue #20 point 8): the service worker that keeps the library card readable offline.
// Its own Content-Security-Policy lets it fetch from this origin (a worker's policy comes with its script).
import { OFFLINE_CARD_WORKER } from './min-side.data.server.ts';

export function loader() {
  return new Response(OFFLINE_CARD_WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
