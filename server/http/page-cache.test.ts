// Cache headers and the in-process page cache (issue #15): anonymous pages shared and rendered once per burst, nothing personal ever cached or shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '#server/http/http-app.ts';
import { cookieClient } from '#server/testing/cookie-client.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { RequestAuth } from './request-auth.ts';
import { PERSONAL_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './page-cache.ts';

let t: TestApp;
let renders = 0;
let request: (path: string, init?: RequestInit) => Promise<Response>;

beforeAll(async () => {
  t = await createTestApp();
  const app = createHttpApp({
    config: t.services.config,
    log: t.services.log,
    services: t.services,
    // Like the root loader: the user's name when logged in; a visitor form page embeds the visitor's token.
    handleDocument: async (req: Request, _id: string, auth: RequestAuth) => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const session = await auth.session();
      const token = new URL(req.url).pathname === '/logg-inn' ? auth.csrfToken : '';
      return new Response(`<p>${session?.user.name ?? 'gjest'} ${token} ${renders}</p>`, {
        headers: { 'content-type': 'text/html' },
      });
    },
  });
  request = async (path, init) => app.request(path, init);
});
afterAll(async () => {
  await t.close();
});

describe('page cache', () => {
  it('renders an anonymous page once for 50 simultaneous requests, with headers a CDN may honour', async () => {
    const before = renders;
    const responses = await Promise.all(Array.from({ length: 50 }, () => request('/bibliotekene?x=burst')));
    expect(renders - before).toBe(1);
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
      // What a browser kept without a session cookie must not answer it once it logs in (stale-while-revalidate).
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(response.headers.has('set-cookie')).toBe(false);
    }
  });

  it('never caches a logged-in page, and marks it private', async () => {
    const patron = await createPatron(t.services.db);
    const client = await t.loggedIn(patron.cardNumber, patron.pin);
    const first = await request('/hva-skjer?x=patron', { headers: { cookie: client.cookieHeader() } });
    expect(first.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
    expect(await first.text()).toContain(`${patron.firstName} ${patron.lastName}`);
    // A visitor asking for the same address right after gets the visitor's page, not the patron's.
    const visitor = await request('/hva-skjer?x=patron');
    expect(await visitor.text()).toContain('gjest');
  });

  it('marks personal pages and their data requests no-store, whoever asks', async () => {
    for (const path of ['/min-side/laan', '/min-side/laan.data', '/ansatt/plukklister', '/dev/utboks', '/glemt-pin']) {
      expect((await request(path)).headers.get('cache-control'), path).toBe(PERSONAL_CACHE_CONTROL);
    }
  });

  it('never shares a visitor form token: the login page is rendered per browser and not stored', async () => {
    const a = cookieClient(request);
    const b = cookieClient(request);
    const [pageA, pageB] = await Promise.all([a.request('/logg-inn'), b.request('/logg-inn')]);
    expect(pageA.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
    const [textA, textB] = [await pageA.text(), await pageB.text()];
    expect(textA).not.toBe(textB);
    expect(textA).toContain(a.jar.get('bib.csrf'));
    expect(textB).toContain(b.jar.get('bib.csrf'));
  });

  it('forgets cached pages when something changes through this process', async () => {
    await request('/vi-tilbyr?x=change');
    expect((await request('/vi-tilbyr?x=change')).headers.get('x-page-cache')).toBe('hit');
    expect(
      (await cookieClient(request).send('POST', '/api/auth/_log', { level: 'info', message: 'endring' })).status,
    ).toBe(204);
    expect((await request('/vi-tilbyr?x=change')).headers.get('x-page-cache')).toBe('miss');
  });
});
