// Cache headers for pages, and anonymous pages from memory for a few seconds, so a burst of identical requests renders once (docs/decisions/016).
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { pageLanguage } from '#core/i18n/languages.ts';
import type { RequestAuth } from './request-auth.ts';

/** How long this process reuses an anonymous page. Short: a change by staff on another process shows within this. */
const PAGE_CACHE_TTL_MS = 5_000;
/** Anonymous pages: browsers ask again every time; a CDN may keep them a minute and serve them stale while it asks. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Anything personal, and every page of a logged-in browser. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Pages that are personal or carry a visitor's form token, whoever asks. */
const PERSONAL_PATHS = /^\/(min-side|ansatt|dev|logg-inn|registrer-deg|glemt-pin)(\/|\.data|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface PageCache {
  /** Serves a page: from memory when an identical anonymous request was rendered moments ago, else by `render`. */
  serve: (c: Context, auth: RequestAuth, render: () => Promise<Response>) => Promise<Response>;
  /** Middleware: any successful change (POST, PUT, DELETE …) in this process empties the cache, so staff see their edit at once. */
  clearOnChange: () => MiddlewareHandler;
}

const withCacheControl = (response: Response, value: string) => {
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', value);
  return out;
};

/** Whether a rendered page holds nothing of the browser that asked: no cookie set, no form token read, not marked private. */
function isShareable(response: Response, auth: RequestAuth): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(cacheControl) &&
    !auth.csrfTokenRead &&
    auth.pendingCookies().length === 0
  );
}

export function createPageCache(): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: 500, ttl: PAGE_CACHE_TTL_MS });
  /** Renders in progress by key: simultaneous misses wait for the first instead of rendering again. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const fromCache = (page: CachedPage, state: 'hit' | 'miss' = 'hit') => {
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', SHARED_CACHE_CONTROL);
    // A browser honours stale-while-revalidate too: without Vary: Cookie, the anonymous loader data it kept of a page
    // (…/verk/x.data) was served again right after the visitor logged in, so the page said 'Logg inn' to a logged-in
    // patron. Varying by Cookie keeps what a browser stored without a session from answering a request with one.
    headers.append('Vary', 'Cookie');
    // The page's language follows Accept-Language when no choice was made (decision 028).
    headers.append('Vary', 'Accept-Language');
    headers.set('X-Page-Cache', state);
    return new Response(page.body, { status: page.status, headers });
  };

  const serve: PageCache['serve'] = async (c, auth, render) => {
    // Personal pages are never stored by browsers or proxies (SPEC §7 "No-cache headers").
    const personal = auth.sessionToken !== null || PERSONAL_PATHS.test(c.req.path);
    if (personal) return withCacheControl(await render(), PERSONAL_CACHE_CONTROL);
    if (c.req.method !== 'GET') return render();
    // One copy per language: the same address reads differently in bokmål, nynorsk and English (decision 028).
    const key = `${pageLanguage(c.req.raw.headers)} ${c.req.url}`;
    const cached = pages.get(key);
    if (cached) return fromCache(cached);
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page) return fromCache(page);
    }
    let finish: (page: CachedPage | null) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (finish = resolve)));
    try {
      const response = await render();
      if (!isShareable(response, auth)) {
        finish(null);
        return response.status === 200 ? withCacheControl(response, PERSONAL_CACHE_CONTROL) : response;
      }
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
      pages.set(key, page);
      finish(page);
      return fromCache(page, 'miss');
    } catch (error) {
      finish(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };

  return {
    serve,
    clearOnChange: () => async (c, next) => {
      await next();
      if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) pages.clear();
    },
  };
}
