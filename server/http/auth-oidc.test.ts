// OIDC login flows end to end against the embedded test identity provider, run in-process on a real HTTP port (issue #6).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { sessions } from '#server/db/schema.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import { citizenAccountId as citizen } from '#server/services/auth/test-identities.ts';
import { sha256 } from '#server/services/auth/tokens.ts';
import { listPickupBranches } from '#server/services/accounts.ts';
import { registerPatron } from '#server/services/registration.ts';
import { checkRegistration } from '#core/registration.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let server: Server;
let base: string;
let services: ServiceContext;
/** This file's own people (server/testing/factories.ts), whom the embedded provider lists as it lists the demo's. */
let kari: string;
let lars: string;
let employee: { subject: string; name: string };
let adminSubject: string;

beforeAll(async () => {
  t = await createTestApp();
  // Never real persons' national ids: there is no 99th day of a month.
  kari = (await createPatron(t.services.db, { firstName: 'Kari', lastName: 'Nordmann', nationalId: '99018512345' }))
    .nationalId!;
  lars = (await createPatron(t.services.db, { nationalId: '99027212345' })).nationalId!;
  const staff = await createEmployee(t.services.db, { staffSubject: 'test-ansatt-1' });
  employee = { subject: staff.staffSubject!, name: `${staff.firstName} ${staff.lastName}` };
  adminSubject = (
    await createEmployee(t.services.db, { roles: ['DEICH_ADMIN', 'EMPLOYEE'], staffSubject: 'test-ansatt-2' })
  ).staffSubject!;
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: base });
  // OIDC tokens carry real time; the services' clock follows it here.
  services = { ...t.services, config, clock: () => new Date() };
  const app = createHttpApp({
    config,
    log: t.services.log,
    services,
    handleDocument: async () =>
      new Response('<!doctype html><title>side</title>', { headers: { 'content-type': 'text/html' } }),
  });
  server.on('request', getRequestListener(app.fetch));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const browser = (): CookieClient =>
  cookieClient((path, init) => fetch(path.startsWith('http') ? path : base + path, init));
const location = (response: Response) => {
  const value = response.headers.get('location');
  if (!value) throw new Error(`no redirect (status ${response.status})`);
  return new URL(value, base).href;
};

/** Follows redirects with the cookie jar until a page answers (200) or we are back on our own API callback's target. */
async function follow(
  c: CookieClient,
  url: string,
  stopAtOurSite = true,
): Promise<{ url: string; response: Response }> {
  let current = url;
  for (let hop = 0; hop < 10; hop++) {
    const response = await c.request(current);
    if (response.status < 300 || response.status >= 400) return { url: current, response };
    const next = location(response);
    if (
      stopAtOurSite &&
      !new URL(next).pathname.startsWith('/test-idp') &&
      !new URL(next).pathname.startsWith('/api/auth/callback')
    ) {
      return { url: next, response };
    }
    current = next;
  }
  throw new Error('too many redirects');
}

/** Runs a whole login: our signin → provider → our login page → back to our callback → the target page. */
async function oidcLogin(
  c: CookieClient,
  provider: 'idporten' | 'ansatt',
  account: { account?: string; pid?: string },
  callbackUrl = '/min-side',
) {
  const start = await c.request(`/api/auth/signin/${provider}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(location(start));
  const loginPage = await follow(c, authorize.href);
  expect(loginPage.response.status).toBe(200);
  const html = await loginPage.response.text();
  const submit = await c.request(loginPage.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'logg-inn', ...account }),
  });
  expect(submit.status).toBe(303);
  const done = await follow(c, location(submit));
  return { authorize, html, finalUrl: done.url };
}

/** The provider's logout page submits its form by script; a test posts it itself. Returns where it ends. */
async function logOutAtProvider(c: CookieClient, endSessionUrl: string): Promise<string> {
  const page = await follow(c, endSessionUrl, false);
  const html = await page.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (m) => [m[1], m[2]] as [string, string],
    ),
  );
  if (!action) throw new Error('no logout form');
  const posted = await c.request(new URL(action, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
  });
  return location(posted);
}

describe('ID-porten (citizens) through the embedded provider', () => {
  it('uses authorization code + PKCE (S256) + state + nonce + the configured acr, and maps pid to the patron', async () => {
    const c = browser();
    const { authorize, html, finalUrl } = await oidcLogin(c, 'idporten', { account: citizen(kari) }, '/min-side/laan');
    expect(authorize.pathname).toBe('/test-idp/auth');
    const params = authorize.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('bibliotek-idporten');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('acr_values')).toBe('idporten-loa-substantial');
    expect(params.get('redirect_uri')).toBe(`${base}/api/auth/callback/idporten`);
    expect(html).toContain('Test-ID-porten');
    // The provider's picker lists the patron by name and national id.
    expect(html).toContain(`Kari Nordmann (${kari})`);
    // SPEC §2: idPortenLoginSuccess marks the completed national-ID login.
    expect(finalUrl).toBe(`${base}/min-side/laan?idPortenLoginSuccess=true`);
    const session = await (await c.request('/api/auth/session')).json();
    expect(session.user).toMatchObject({ name: 'Kari Nordmann', assignedRoles: ['DEICH_BORROWER'] });
    const [row] = await services.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(c.jar.get('bib.session')!)));
    expect(row).toMatchObject({ provider: 'idporten', oidcIssuer: `${base}/test-idp` });
    expect(row.oidcSid).toBeTruthy();
    expect(row.idToken).toBeTruthy();
    // The flow cookie is gone after the callback.
    expect(c.jar.has('bib.login')).toBe(false);
  });

  it("logout answers the provider's end-session address with id_token_hint and our front page", async () => {
    const c = browser();
    await oidcLogin(c, 'idporten', { account: citizen(lars) });
    const { redirect } = await (await c.request('/api/auth/logout')).json();
    const url = new URL(redirect);
    expect(url.origin + url.pathname).toBe(`${base}/test-idp/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    const signout = await c.send('POST', '/api/auth/signout');
    expect((await signout.json()).url).toBe(redirect);
    expect((await (await c.request('/api/auth/session')).json()).user).toBeNull();
    // Following the address ends the provider session and comes back to our front page.
    expect(await logOutAtProvider(c, redirect)).toBe(`${base}/`);
  });

  it('refuses a replayed callback, a callback from another browser and a tampered state', async () => {
    const c = browser();
    const start = await c.request('/api/auth/signin/idporten');
    const loginPage = await follow(c, location(start));
    const submit = await c.request(loginPage.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'logg-inn', account: citizen(kari) }),
    });
    // Walk to the callback address without calling it.
    let next = location(submit);
    while (!new URL(next).pathname.startsWith('/api/auth/callback')) next = location(await c.request(next));
    const callback = new URL(next);

    // Another browser (no flow cookie) cannot use this code: login CSRF is refused.
    const stranger = browser();
    const foreign = await stranger.request(callback.pathname + callback.search);
    expect(location(foreign)).toBe(`${base}/logg-inn?error=login_flow_expired`);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'feil');
    const bad = await c.request(tampered.pathname + tampered.search);
    expect(location(bad)).toBe(`${base}/logg-inn?error=oauth_callback`);
    // The flow was used up by the failed attempt, so even the right URL is now refused (single use).
    const replay = await c.request(callback.pathname + callback.search);
    expect(location(replay)).toBe(`${base}/logg-inn?error=login_flow_expired`);
    expect(c.jar.has('bib.session')).toBe(false);
  });

  it('sends an identity without a patron to registration', async () => {
    const c = browser();
    const { finalUrl } = await oidcLogin(c, 'idporten', { pid: '01010112345' });
    expect(finalUrl).toBe(`${base}/registrer-deg?error=no_borrower_for_identity`);
    expect((await (await c.request('/api/auth/session')).json()).user).toBeNull();
  });

  it('becomes a borrower by ID-porten: the verified national id waits for the form, then logs in as the new patron', async () => {
    const c = browser();
    await oidcLogin(c, 'idporten', { pid: '05056612345' });
    const verification = c.jar.get('bib.verified');
    expect(verification).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [branch] = await listPickupBranches(services);
    const verdict = checkRegistration(
      {
        firstName: 'Nina',
        lastName: 'Ny',
        birthDate: '05.05.1966',
        address: 'Vei 1',
        postalCode: '0101',
        city: 'Oslo',
        email: 'nina@example.no',
        phoneNumber: '',
        pin: '1357',
        repeatPin: '1357',
        preferredPickupBranch: branch.value,
        consent: true,
      },
      { today: '2026-01-01', branches: [branch.value] },
    );
    if (!verdict.ok) throw new Error('invalid test registration');
    await registerPatron(services, verdict.value, { verificationToken: verification, clientAddress: '192.0.2.20' });
    const again = browser();
    const { finalUrl } = await oidcLogin(again, 'idporten', { pid: '05056612345' });
    expect(finalUrl).toBe(`${base}/min-side?idPortenLoginSuccess=true`);
    expect((await (await again.request('/api/auth/session')).json()).user.name).toBe('Nina Ny');
  });

  it('treats a user who cancels at the provider as a failed login', async () => {
    const c = browser();
    const start = await c.request('/api/auth/signin/idporten');
    const loginPage = await follow(c, location(start));
    const cancel = await c.request(loginPage.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'avbryt' }),
    });
    const done = await follow(c, location(cancel));
    expect(done.url).toBe(`${base}/logg-inn?error=oauth_callback`);
  });
});

describe("staff ('ansatt') through the embedded provider", () => {
  it('sends the identity-provider hint and maps role claims to EMPLOYEE / DEICH_ADMIN', async () => {
    const staff = browser();
    const first = await oidcLogin(staff, 'ansatt', { account: employee.subject }, '/ansatt/plukklister');
    expect(first.authorize.searchParams.get('kc_idp_hint')).toBe('ansatt');
    expect(first.authorize.searchParams.get('client_id')).toBe('bibliotek-ansatt');
    expect(first.html).toContain('Testinnlogging for ansatte');
    // No idPortenLoginSuccess marker for staff logins.
    expect(first.finalUrl).toBe(`${base}/ansatt/plukklister`);
    expect((await (await staff.request('/api/auth/session')).json()).user).toMatchObject({
      name: employee.name,
      assignedRoles: ['EMPLOYEE'],
    });

    const admin = browser();
    await oidcLogin(admin, 'ansatt', { account: adminSubject });
    const roles = (await (await admin.request('/api/auth/session')).json()).user.assignedRoles;
    expect([...roles].sort()).toEqual(['DEICH_ADMIN', 'EMPLOYEE']);
  });

  it('does not let a citizen identity through the staff login', async () => {
    const c = browser();
    const start = await c.request('/api/auth/signin/ansatt');
    const loginPage = await follow(c, location(start));
    const submit = await c.request(loginPage.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'logg-inn', account: citizen(kari) }),
    });
    expect(submit.status).toBe(400);
  });
});

describe('logout from the identity provider', () => {
  it('back-channel: the provider posts a signed logout token and the session ends', async () => {
    const c = browser();
    await oidcLogin(c, 'idporten', { account: citizen(kari) });
    const token = c.jar.get('bib.session')!;
    const { redirect } = await (await c.request('/api/auth/logout')).json();
    // The user logs out at the provider directly (not through us): the provider tells us by back channel.
    await logOutAtProvider(c, redirect);
    for (let i = 0; i < 50; i++) {
      const rows = await services.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(token)));
      if (rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      await services.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(token))),
    ).toHaveLength(0);
  });

  it('back-channel: a forged logout token is refused', async () => {
    const response = await fetch(`${base}/api/auth/backchannel-logout/idporten`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: 'eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' }),
    });
    expect(response.status).toBe(400);
  });

  it("front-channel: iss and sid end the matching session; another issuer's call does nothing", async () => {
    const c = browser();
    await oidcLogin(c, 'idporten', { account: citizen(lars) });
    const [row] = await services.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(c.jar.get('bib.session')!)));
    const wrong = await fetch(
      `${base}/api/auth/frontchannel-logout/idporten?iss=${encodeURIComponent('https://evil.example')}&sid=${row.oidcSid}`,
    );
    expect(wrong.status).toBe(200);
    expect(await services.db.select().from(sessions).where(eq(sessions.idHash, row.idHash))).toHaveLength(1);
    const right = await fetch(
      `${base}/api/auth/frontchannel-logout/idporten?iss=${encodeURIComponent(`${base}/test-idp`)}&sid=${row.oidcSid}`,
    );
    expect(right.status).toBe(200);
    expect(right.headers.get('x-frame-options')).toBeNull();
    expect(await services.db.select().from(sessions).where(eq(sessions.idHash, row.idHash))).toHaveLength(0);
  });
});
