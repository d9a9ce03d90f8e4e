// Integration tests of sessions and library-card login (issue #6): login, throttling, CSRF, expiry, refresh, logout, fixation, redirects.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '#server/db/schema.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '#server/services/auth/sessions.ts';
import { sha256 } from '#server/services/auth/tokens.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  setClock(0);
});

/** Moves the services' clock relative to the seed's "now". */
function setClock(offsetMs: number) {
  t.services.clock = () => new Date(t.now.getTime() + offsetMs);
}

const browser = (): CookieClient => t.browser();
/** A card of the test's own (server/testing/factories.ts): PIN 0000, a valid profile; the seed's people are not needed. */
const newCard = async () => (await createPatron(t.services.db)).cardNumber;
/** Never a real person's: there is no 99th day of a month. */
const KARI_NATIONAL_ID = '99018512345';
/** A patron like the demo's Kari, made by this file (card login with PIN 1111, and a national id). */
const kari = async () =>
  createPatron(t.services.db, {
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: 'kari.test@example.no',
    phoneNumber: '41234567',
    nationalId: KARI_NATIONAL_ID,
    pin: '1111',
  });
let kariCard: string;
let kariPickup: string | null;
beforeAll(async () => {
  ({ cardNumber: kariCard, preferredPickupBranch: kariPickup } = await kari());
});
const sessionCookie = (c: CookieClient) => c.jar.get('bib.session');
const MAX_AGE = () => t.services.config.SESSION_MAX_AGE_MS;
const WRONG = { error: { code: 'wrong_credentials', message: 'Feil brukernavn og/eller passord.' } };
const TOO_MANY = {
  error: { code: 'too_many_attempts', message: 'For mange mislykkede forsøk. Vent litt før du prøver igjen.' },
};

async function auditRows(action: string, actorId?: number) {
  return t.services.db
    .select()
    .from(auditLog)
    .where(
      actorId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)),
    );
}

describe('GET /api/auth/session', () => {
  it('answers an anonymous visitor with no user, no-store, and issues a CSRF cookie', async () => {
    const c = browser();
    const response = await c.request('/api/auth/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, valid: false, timeRemainingMSec: 0, expires: null });
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const csrf = response.headers.getSetCookie().find((l) => l.startsWith('bib.csrf='));
    expect(csrf).toMatch(/HttpOnly/);
    expect(csrf).toMatch(/SameSite=Lax/);
  });
});

describe('library-card login', () => {
  it('logs Kari in with card and PIN: HttpOnly SameSite=Lax cookie, session user of SPEC §3, audit row', async () => {
    const c = browser();
    const response = await c.login(kariCard, '1111');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.url).toBe('/min-side');
    expect(body.session).toMatchObject({ valid: true, timeRemainingMSec: MAX_AGE() });
    expect(body.session.user).toEqual({
      name: 'Kari Nordmann',
      given_name: 'Kari',
      assignedRoles: ['DEICH_BORROWER'],
      illLibrary: false,
      blockStatuses: [],
      preferredPickupBranch: kariPickup,
      email: 'kari.test@example.no',
      phoneNumber: '41234567',
      receiveEmail: true,
      receiveSms: true,
      invalidProfile: false,
    });
    const cookie = response.headers.getSetCookie().find((l) => l.startsWith('bib.session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain-http localhost
    const token = sessionCookie(c)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await t.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(token)));
    expect(row.provider).toBe('bibliotekkort');
    expect(await t.services.db.select().from(sessions).where(eq(sessions.idHash, token))).toHaveLength(0);

    const session = await (await c.request('/api/auth/session')).json();
    expect(session.user.name).toBe('Kari Nordmann');
    const [patron] = await t.services.db.select().from(users).where(eq(users.cardNumber, kariCard));
    expect((await auditRows('login', patron.id)).length).toBeGreaterThan(0);
  });

  it('accepts the national id instead of the card number, and a validated callbackUrl', async () => {
    const response = await browser().login(
      `${KARI_NATIONAL_ID.slice(0, 6)} ${KARI_NATIONAL_ID.slice(6)}`,
      '1111',
      '/min-side/laan?x=1',
    );
    expect(response.status).toBe(200);
    expect((await response.json()).url).toBe('/min-side/laan?x=1');
  });

  it('gives one message for a wrong PIN and an unknown card (never reveals which)', async () => {
    const wrongPin = await browser().login(await newCard(), '9999');
    const unknown = await browser().login('99999999', '1111');
    const letters = await browser().login('kari', '1111');
    for (const response of [wrongPin, unknown, letters]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(WRONG);
    }
    const failed = await auditRows('login_failed');
    expect(failed.map((r) => (r.detail as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['wrong_pin', 'unknown_identifier']),
    );
    expect(JSON.stringify(failed)).not.toContain('9999');
  });

  it('validates the body with Norwegian messages', async () => {
    const response = await browser().send('POST', '/api/auth/callback/bibliotekkort', { identifier: '', pin: '' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain('Skriv inn lånekortnummeret eller fødselsnummeret ditt.');
    expect(body.error.message).toContain('Skriv inn PIN-koden din.');
  });

  it('throttles a card after 5 failures in 15 minutes, even with the right PIN, and counts an unknown card the same way', async () => {
    const [card, other] = [await newCard(), await newCard()];
    const c = browser();
    for (let i = 0; i < 5; i++) expect((await c.login(card, '1234')).status).toBe(401);
    const blocked = await c.login(card, '0000');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    for (let i = 0; i < 5; i++) await c.login('88888888', '1234');
    expect(await (await c.login('88888888', '1234')).json()).toEqual(TOO_MANY);
    expect((await auditRows('login_throttled')).length).toBeGreaterThanOrEqual(2);
    // Another card is not affected; after the window the right PIN works again.
    expect((await c.login(other, '0000')).status).toBe(200);
    setClock(15 * 60_000 + 1000);
    expect((await browser().login(card, '0000')).status).toBe(200);
  });

  it('counts in the database, so every server process agrees', async () => {
    // A second app instance (as a second process would be) on the same database: no shared memory.
    const second = createHttpApp({
      config: t.services.config,
      log: t.services.log,
      services: { ...t.services, clock: () => t.services.clock() },
      handleDocument: async () => new Response(''),
    });
    const card = await newCard();
    const viaFirst = browser();
    const viaSecond = cookieClient((path, init) => Promise.resolve(second.request(path, init)));
    for (let i = 0; i < 3; i++) await viaFirst.login(card, '1');
    for (let i = 0; i < 2; i++) await viaSecond.login(card, '1');
    expect((await viaFirst.login(card, '0000')).status).toBe(429);
    expect((await viaSecond.login(card, '0000')).status).toBe(429);
  });
});

describe('CSRF protection', () => {
  it('refuses a login without the token, with a token but no cookie, and from a foreign origin', async () => {
    const c = browser();
    const token = await c.csrfToken();
    const body = JSON.stringify({ identifier: kariCard, pin: '1111' });
    const noToken = await c.request('/api/auth/callback/bibliotekkort', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toEqual({
      error: { code: 'csrf_failed', message: 'Skjemaet var utløpt. Last siden på nytt og prøv igjen.' },
    });
    const noCookie = await t.request('/api/auth/callback/bibliotekkort', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body,
    });
    expect(noCookie.status).toBe(403);
    const foreign = await c.request('/api/auth/callback/bibliotekkort', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    const wrongToken = await c.request('/api/auth/callback/bibliotekkort', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'x'.repeat(43) },
      body,
    });
    expect(wrongToken.status).toBe(403);
    expect(sessionCookie(c)).toBeUndefined();
  });

  it('accepts the token as a form field and refuses state changes on personal calls without it', async () => {
    const c = browser();
    expect((await c.login(await newCard(), '0000')).status).toBe(200);
    const put = await c.request('/api/authorized/cicero/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receiveSms: false }),
    });
    expect(put.status).toBe(403);
    expect((await put.json()).error.code).toBe('csrf_failed');
    const form = new URLSearchParams({ csrfToken: await c.csrfToken() });
    const signout = await c.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(signout.status).toBe(303);
    expect(signout.headers.get('location')).toBe('/');
  });
});

describe('CSRF on pages (route actions)', () => {
  it('refuses a form post without the token and lets one with it through, also with Origin: null', async () => {
    const c = browser();
    const token = await c.csrfToken();
    const refused = await c.request('/logg-inn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identifier: kariCard, pin: '1111' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Skjemaet var utløpt');
    // Privacy settings can make a browser send 'Origin: null' on form posts; the token still decides.
    expect(refused.headers.get('referrer-policy')).toBe('same-origin');
    const accepted = await c.request('/logg-inn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ csrfToken: token, identifier: kariCard, pin: '1111' }),
    });
    expect(accepted.status).toBe(200);
    const crossSite = await c.request('/logg-inn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ csrfToken: token }),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('session lifetime', () => {
  it('expires after SESSION_MAX_AGE_MS without activity; the API then answers 403 and the cookie is cleared', async () => {
    const c = browser();
    await c.login(await newCard(), '0000');
    setClock(MAX_AGE() - 1000);
    expect((await (await c.request('/api/auth/session')).json()).timeRemainingMSec).toBe(1000);
    setClock(MAX_AGE() + 1);
    const expired = await c.request('/api/auth/session');
    expect(await expired.json()).toMatchObject({ user: null, valid: false });
    expect(expired.headers.getSetCookie().some((l) => l.startsWith('bib.session=;'))).toBe(true);
    const info = await c.request('/api/authorized/cicero/info');
    expect(info.status).toBe(403);
  });

  it('GET does not extend; POST /api/auth/session (activity, "Ja") does, up to the absolute lifetime', async () => {
    const c = browser();
    await c.login(await newCard(), '0000');
    setClock(30 * 60_000);
    expect((await (await c.request('/api/auth/session')).json()).timeRemainingMSec).toBe(MAX_AGE() - 30 * 60_000);
    const refreshed = await (await c.send('POST', '/api/auth/session')).json();
    expect(refreshed.timeRemainingMSec).toBe(MAX_AGE());
    // Keep refreshing: the session still ends at the absolute lifetime.
    let offset = 30 * 60_000;
    while (offset + MAX_AGE() / 2 < SESSION_ABSOLUTE_LIFETIME_MS) {
      offset += MAX_AGE() / 2;
      setClock(offset);
      expect((await (await c.send('POST', '/api/auth/session')).json()).valid).toBe(true);
    }
    setClock(SESSION_ABSOLUTE_LIFETIME_MS + 1);
    expect((await (await c.send('POST', '/api/auth/session')).json()).valid).toBe(false);
  });

  it('prevents session fixation: a login gets a new id and the old one dies', async () => {
    const c = browser();
    await c.login(await newCard(), '0000');
    const first = sessionCookie(c)!;
    await c.login(await newCard(), '0000');
    const second = sessionCookie(c)!;
    expect(second).not.toBe(first);
    expect(
      await t.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(first))),
    ).toHaveLength(0);
    // A planted (attacker-chosen) id is never adopted: the server always makes its own.
    const planted = browser();
    planted.jar.set('bib.session', 'A'.repeat(43));
    await planted.login(await newCard(), '0000');
    expect(sessionCookie(planted)).not.toBe('A'.repeat(43));
  });

  it('over https reads only the __Host- session cookie, never one a plain-http page or a sibling host could have set', async () => {
    const c = browser();
    await c.login(await newCard(), '0000');
    const token = sessionCookie(c)!;
    const overHttps = (cookie: string) =>
      t.request('/api/authorized/cicero/info', {
        headers: { cookie, 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.77' },
      });
    expect((await overHttps(`__Host-bib.session=${token}`)).status).toBe(200);
    expect((await overHttps(`bib.session=${token}`)).status).toBe(403);
  });

  it('logout deletes the session on the server; the old cookie is useless afterwards', async () => {
    const c = browser();
    await c.login(await newCard(), '0000');
    const token = sessionCookie(c)!;
    expect(await (await c.request('/api/auth/logout')).json()).toEqual({ redirect: '/' });
    const response = await c.send('POST', '/api/auth/signout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/' });
    expect(sessionCookie(c)).toBeUndefined();
    expect(
      await t.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(token))),
    ).toHaveLength(0);
    const replay = await t.request('/api/authorized/cicero/info', { headers: { cookie: `bib.session=${token}` } });
    expect(replay.status).toBe(403);
    expect((await auditRows('logout')).length).toBeGreaterThan(0);
  });
});

describe('open redirects', () => {
  // Dot segments normalise into '//evil.example' (issue #15): refused after normalisation.
  it.each([
    'https://evil.example/',
    '//evil.example/min-side',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ])('refuses callbackUrl %j', async (callbackUrl) => {
    const login = await browser().login(kariCard, '1111', callbackUrl);
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({
      error: {
        code: 'invalid_callback_url',
        message: 'Adressen du skulle sendes til etter innlogging er ikke gyldig.',
      },
    });
    const signin = await t.request(`/api/auth/signin/idporten?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(signin.status).toBe(400);
  });

  it('accepts an absolute URL on our own origin and sends library-card sign-in to /logg-inn', async () => {
    const login = await browser().login(kariCard, '1111', 'http://localhost:3000/bibliotekene');
    expect((await login.json()).url).toBe('/bibliotekene');
    const signin = await t.request('/api/auth/signin/bibliotekkort?callbackUrl=%2Fmin-side%2Fprofil');
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe('/logg-inn?callbackUrl=%2Fmin-side%2Fprofil');
  });
});

describe('PIN reset API (SPEC §4 reset request, validate reset id, reset)', () => {
  it('requests a link, validates it, sets the new PIN once', async () => {
    const card = await newCard();
    const c = browser();
    const request = await c.send('POST', '/api/auth/pin-reset', { identifier: card, channel: 'email' });
    expect(request.status).toBe(202);
    expect(await request.json()).toEqual({ ok: true });
    const unknown = await c.send('POST', '/api/auth/pin-reset', { identifier: '77777777', channel: 'sms' });
    expect(unknown.status).toBe(202);
    const bad = await c.send('POST', '/api/auth/pin-reset', { identifier: '', channel: 'brev' });
    expect(bad.status).toBe(400);

    const [message] = await t.services.db
      .execute(sql`select body from outbox order by id desc limit 1`)
      .then((r) => r.rows as { body: string }[]);
    const resetId = /\/glemt-pin\/([A-Za-z0-9_-]{43})/.exec(message.body)![1];
    expect(await (await c.request(`/api/auth/pin-reset/${resetId}`)).json()).toEqual({ valid: true });
    expect(await (await c.request('/api/auth/pin-reset/tull')).json()).toEqual({ valid: false });
    const weak = await c.send('PUT', `/api/auth/pin-reset/${resetId}`, { newPin: 'abcd' });
    expect(await weak.json()).toEqual({ error: { code: 'invalid_pin', message: 'PIN-koden må være fire sifre.' } });
    expect((await c.send('PUT', `/api/auth/pin-reset/${resetId}`, { newPin: '2580' })).status).toBe(200);
    const reused = await c.send('PUT', `/api/auth/pin-reset/${resetId}`, { newPin: '2581' });
    expect(await reused.json()).toEqual({
      error: { code: 'reset_link_invalid', message: 'Lenken er ugyldig, brukt eller utløpt. Be om en ny lenke.' },
    });
    expect((await browser().login(card, '2580')).status).toBe(200);
  });
});

describe('auth client endpoints', () => {
  it('lists the providers', async () => {
    const body = await (await t.request('/api/auth/providers')).json();
    expect(Object.keys(body).sort()).toEqual(['ansatt', 'bibliotekkort', 'idporten']);
    expect(body.idporten).toMatchObject({
      type: 'oidc',
      name: 'ID-porten',
      signinUrl: 'http://localhost:3000/api/auth/signin/idporten',
    });
  });

  it('takes client logs (CSRF protected) and validates them', async () => {
    const c = browser();
    expect(
      (await c.send('POST', '/api/auth/_log', { level: 'warn', code: 'SESSION_ERROR', message: 'x' })).status,
    ).toBe(204);
    const bad = await c.send('POST', '/api/auth/_log', { level: 'loud', message: 'x' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/«level»/);
  });

  it('documents the auth and profile calls in OpenAPI', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    for (const path of [
      '/auth/session',
      '/auth/csrf',
      '/auth/callback/bibliotekkort',
      '/auth/signout',
      '/auth/logout',
      '/authorized/cicero/info',
      '/authorized/cicero/settings',
      '/authorized/cicero/pin',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('keeps audit rows free of PINs', async () => {
    const rows = await t.services.db.execute(sql`select detail::text as d from audit_log where detail is not null`);
    for (const row of rows.rows as { d: string }[]) expect(row.d).not.toMatch(/"pin"|1111|0000/);
  });
});
