import { describe, expect, it, vi } from 'vitest';
import type { Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { apiFetch, type ApiFetchDeps } from './api-fetch.ts';

function fakeDeps(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  language: Language = 'nb',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: ApiFetchDeps = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return respond(String(url), init ?? {});
    }) as unknown as typeof fetch,
    uuid: () => '11111111-2222-3333-4444-555555555555',
    redirectToLogin: vi.fn(),
    currentPath: () => '/min-side/laan',
    text: (key) => translatorFor(language)(key),
  };
  return { deps, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  it('adds a correlation id to every call and parses JSON', async () => {
    const { deps, calls } = fakeDeps(() => json(200, [{ id: 1 }]));
    const result = await apiFetch<{ id: number }[]>('/api/libraries', {}, deps);
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1 }] });
    expect(new Headers(calls[0].init.headers).get('correlation-id')).toBe('11111111-2222-3333-4444-555555555555');
    expect(calls[0].init.credentials).toBe('same-origin');
  });

  it('sends credentials and no-store for personal data', async () => {
    const { deps, calls } = fakeDeps(() => json(200, []));
    await apiFetch('/api/authorized/cicero/loans', {}, deps);
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.cache).toBe('no-store');
  });

  it('turns 403 on personal data into the login redirect with the current page as callback', async () => {
    const { deps } = fakeDeps(() => json(403, {}));
    const result = await apiFetch('/api/authorized/cicero/loans', {}, deps);
    expect(deps.redirectToLogin).toHaveBeenCalledWith('/min-side/laan');
    expect(result).toMatchObject({ ok: false, error: { status: 403, code: 'unauthenticated' } });
  });

  it('does not redirect on 403 from public calls', async () => {
    const { deps } = fakeDeps(() => json(403, { error: { code: 'forbidden', message: 'Nei' } }));
    const result = await apiFetch('/api/libraries', {}, deps);
    expect(deps.redirectToLogin).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, error: { status: 403, code: 'forbidden', message: 'Nei' } });
  });

  it('serialises a JSON body with its content type', async () => {
    const { deps, calls } = fakeDeps(() => new Response(null, { status: 204 }));
    const result = await apiFetch('/api/authorized/cicero/renew', { method: 'POST', json: [1, 2] }, deps);
    expect(calls[0].init.body).toBe('[1,2]');
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json');
    expect(result).toEqual({ ok: true, status: 204, data: null });
  });

  it('maps network failures and aborts to typed errors with a Norwegian message', async () => {
    const network = fakeDeps(() => Promise.reject(new TypeError('fetch failed')));
    const failed = await apiFetch('/api/libraries', {}, network.deps);
    expect(failed).toMatchObject({ ok: false, error: { status: 0, code: 'network_error' } });
    expect(!failed.ok && failed.error.message).toMatch(/Sjekk internettforbindelsen/);

    const aborted = fakeDeps(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    expect(await apiFetch('/api/search', {}, aborted.deps)).toMatchObject({ ok: false, error: { code: 'aborted' } });
  });

  it("words its own errors in the page's language (decision 028)", async () => {
    const network = fakeDeps(() => Promise.reject(new TypeError('fetch failed')), 'en');
    expect(await apiFetch('/api/libraries', {}, network.deps)).toMatchObject({
      error: { message: 'We could not reach the service. Check your internet connection and try again.' },
    });
    const broken = fakeDeps(() => new Response('<html>', { status: 502 }), 'nn');
    expect(await apiFetch('/api/libraries', {}, broken.deps)).toMatchObject({
      error: { message: 'Noko gjekk gale. Prøv igjen seinare.' },
    });
    const loggedOut = fakeDeps(() => json(403, {}), 'en');
    expect(await apiFetch('/api/authorized/cicero/loans', {}, loggedOut.deps)).toMatchObject({
      error: { message: 'You need to log in' },
    });
  });

  it('gives a generic error when the body is not the API error shape', async () => {
    const { deps } = fakeDeps(() => new Response('<html>', { status: 502 }));
    expect(await apiFetch('/api/libraries', {}, deps)).toMatchObject({
      ok: false,
      error: { status: 502, code: 'http_502' },
    });
  });
});

describe('apiFetch CSRF (issue #6)', () => {
  it('sends x-csrf-token on state-changing calls only', async () => {
    const { deps, calls } = fakeDeps(() => json(200, {}));
    deps.csrfToken = async () => 'token-123';
    await apiFetch('/api/authorized/cicero/settings', { method: 'PUT', json: {} }, deps);
    await apiFetch('/api/authorized/cicero/info', {}, deps);
    expect(new Headers(calls[0].init.headers).get('x-csrf-token')).toBe('token-123');
    expect(new Headers(calls[1].init.headers).get('x-csrf-token')).toBeNull();
  });

  it('reports a refused token without sending the user to the login page', async () => {
    const { deps } = fakeDeps(() => json(403, { error: { code: 'csrf_failed', message: 'Skjemaet var utløpt.' } }));
    deps.csrfToken = async () => 'old';
    deps.forgetCsrfToken = vi.fn();
    const result = await apiFetch('/api/authorized/cicero/pin', { method: 'PUT', json: {} }, deps);
    expect(deps.redirectToLogin).not.toHaveBeenCalled();
    expect(deps.forgetCsrfToken).toHaveBeenCalled();
    expect(result).toEqual({ ok: false, error: { status: 403, code: 'csrf_failed', message: 'Skjemaet var utløpt.' } });
  });
});
