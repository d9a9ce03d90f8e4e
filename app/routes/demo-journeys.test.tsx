// Issue #18 at the route layer: the outbox is administrators' only in every mode, /logg-inn says "sent here" only when the visitor was
// and leaves no login marker for a page without JavaScript, and /min-side/gebyrer offers no payment it cannot take.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabaseFacts } from '#server/config.ts';
import { createRequestAuth } from '#server/http/request-auth.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { sendMessage } from '#server/services/outbox.ts';
import { paymentProviderFor } from '#server/services/payments/provider.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { i18nFor } from '#core/i18n/translator.ts';
import { LoginSection } from '#app/features/auth/login-section.tsx';
import FinesPage, * as fines from './min-side.gebyrer.tsx';
import * as login from './logg-inn.tsx';
import * as outbox from './dev.utboks.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function routeArgs(
  client: CookieClient | null,
  path: string,
  services: ServiceContext = t.services,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers);
  if (client) headers.set('cookie', client.cookieHeader());
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  const context = {
    services,
    correlationId: 'test',
    auth: createRequestAuth(services, request, 'http', { touch: false, clientAddress: '127.0.0.1' }),
  } as unknown as AppLoadContext;
  return { request, context, params: {}, unstable_pattern: path } as never;
}

/** What a loader or action threw: a redirect or a data() refusal, with its status and anything it would show. */
async function thrown(
  run: () => Promise<unknown>,
): Promise<{ status: number; location: string | null; shown: string }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response)
      return { status: err.status, location: err.headers.get('location'), shown: await err.text() };
    const refused = err as { init?: { status?: number }; data?: unknown };
    return { status: refused.init?.status ?? 0, location: null, shown: JSON.stringify(refused.data ?? null) };
  }
  throw new Error('expected the route to throw');
}

/** Server-renders a route component the way the page would show it. */
function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }], { hydrationData: { loaderData: {} } });
  return renderToString(
    <I18nextProvider i18n={i18nFor('nb')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** The configuration of production: demo mode on or off by the database's own record. */
const production = (demoLibrary: boolean): ServiceContext => {
  const config = withDatabaseFacts(
    { ...t.services.config, NODE_ENV: 'production', isProduction: true },
    { demoLibrary },
  );
  // The payment terminal is chosen from the configuration when a context is built (decision 024).
  return { ...t.services, config, payments: paymentProviderFor(config) };
};

describe('/dev/utboks', () => {
  it('shows the outbox to administrators only, in and out of demo mode; anonymous visitors get a login redirect with no mail in it', async () => {
    const secret = 'Tilbakestill PIN-koden: http://localhost/glemt-pin/hemmelig-lenke-123';
    await sendMessage(t.services, {
      channel: 'email',
      recipient: 'utboks-test@example.no',
      subject: 'PIN',
      body: secret,
    });
    const admin = await t.loggedIn('20000002', '7777');
    const lars = await t.loggedIn('10000004', '4444');
    const nora = await t.loggedIn('20000001', '6666');
    for (const services of [production(true), production(false)]) {
      const anonymous = await thrown(() => outbox.loader(routeArgs(null, '/dev/utboks', services)));
      expect(anonymous).toEqual({ status: 302, location: '/logg-inn?callbackUrl=%2Fdev%2Futboks', shown: '' });
      const patron = await thrown(() => outbox.loader(routeArgs(lars, '/dev/utboks', services)));
      expect(patron.status).toBe(403);
      expect(patron.shown).not.toContain('hemmelig-lenke');
      // Staff without the administrator role do not read patrons' mail either.
      const employee = await thrown(() => outbox.loader(routeArgs(nora, '/dev/utboks', services)));
      expect(employee.status).toBe(403);
      const seen = await outbox.loader(routeArgs(admin, '/dev/utboks', services));
      expect(seen.messages.some((m) => m.body === secret)).toBe(true);
    }
  });
});

describe('/logg-inn', () => {
  it('says "Du må logge inn" only to a visitor sent from a personal page, also after a failed try', async () => {
    const direct = await login.loader(routeArgs(null, '/logg-inn'));
    expect(direct).toMatchObject({ personalRedirect: false, cardAction: '/logg-inn', callbackUrl: '/min-side' });
    const sent = await login.loader(routeArgs(null, '/logg-inn?callbackUrl=%2Fmin-side%2Flaan'));
    expect(sent).toMatchObject({ personalRedirect: true, cardAction: '/logg-inn?callbackUrl=%2Fmin-side%2Flaan' });
    expect(await login.loader(routeArgs(null, '/logg-inn?callbackUrl=%2Fdev%2Futboks'))).toMatchObject({
      personalRedirect: true,
    });
    // A callback to a public page is not "sent here": nothing there required a login.
    expect(await login.loader(routeArgs(null, '/logg-inn?callbackUrl=%2Fhva-skjer'))).toMatchObject({
      personalRedirect: false,
    });
  });

  it('adds the idPortenLoginSuccess marker only for a page whose script asked for it (it restores modal data, then removes it)', async () => {
    const post = (fields: Record<string, string>) => ({
      method: 'POST',
      body: new URLSearchParams({ identifier: '10000005', pin: '5555', callbackUrl: '/min-side/laan', ...fields }),
    });
    const withoutScript = await thrown(() => login.action(routeArgs(null, '/logg-inn', t.services, post({}))));
    expect(withoutScript).toMatchObject({ status: 302, location: '/min-side/laan' });
    const withScript = await thrown(() =>
      login.action(routeArgs(null, '/logg-inn', t.services, post({ withLoginMarker: 'true' }))),
    );
    expect(withScript).toMatchObject({ status: 302, location: '/min-side/laan?idPortenLoginSuccess=true' });
  });

  it('offers every login in demo mode, and no staff button that cannot work without a staff provider', async () => {
    for (const [services, offered] of [
      [production(true), { idporten: true, ansatt: true }],
      [production(false), { idporten: false, ansatt: false }],
    ] as const) {
      const { providers, demoLogins } = await login.loader(routeArgs(null, '/logg-inn', services));
      expect(providers).toEqual(offered);
      // The seed's test accounts are listed on the demo library only.
      expect(demoLogins?.accounts.find((l) => l.name === 'Lars Johansen')).toEqual(
        offered.idporten ? expect.objectContaining({ cardNumber: '10000004', pin: '4444' }) : undefined,
      );
      expect(demoLogins === null).toBe(!offered.idporten);
      const patron = render(
        <LoginSection variant="patron" callbackUrl="/min-side" csrfToken="x" providers={providers} />,
      );
      expect(patron.includes('Logg inn med ID-porten')).toBe(offered.idporten);
      expect(patron.includes('>eller<')).toBe(offered.idporten);
      expect(patron).toContain('Logg inn med bibliotekkort');
      const employee = render(
        <LoginSection variant="employee" callbackUrl="/ansatt/plukklister" csrfToken="x" providers={providers} />,
      );
      expect(employee.includes('Logg inn som ansatt')).toBe(offered.ansatt);
      expect(employee.includes('Innlogging for ansatte er ikke satt opp')).toBe(!offered.ansatt);
      expect(employee).not.toContain('disabled');
    }
    // The demo library with a real ID-porten: its test persons are not offered there; the staff login is still the test one.
    const demo = production(true);
    const realIdporten = {
      ...demo,
      config: { ...demo.config, IDPORTEN_ISSUER: 'https://test.idporten.no', IDPORTEN_CLIENT_SECRET: 'hemmelig' },
    };
    const { demoLogins } = await login.loader(routeArgs(null, '/logg-inn', realIdporten));
    expect(demoLogins).toMatchObject({ testIdporten: false, testStaff: true });
  });
});

describe('/min-side/gebyrer', () => {
  it('offers choosing and paying fines only with a payment terminal; without one it says what is owed and where to pay', async () => {
    const lars = await t.loggedIn('10000004', '4444');
    for (const [services, terminal] of [
      [production(true), true],
      [production(false), false],
    ] as const) {
      const loaderData = await fines.loader(routeArgs(lars, '/min-side/gebyrer', services));
      expect(loaderData.paymentAvailable).toBe(terminal);
      const props = { loaderData, actionData: undefined } as unknown as Parameters<typeof FinesPage>[0];
      const html = render(<FinesPage {...props} />);
      expect(html.includes('type="checkbox"')).toBe(terminal);
      expect(html.includes('<form')).toBe(terminal);
      expect(html.includes('Gå til betaling')).toBe(terminal);
      expect(html.includes('Slik betaler du')).toBe(!terminal);
      // Lars owes 30 kr and 250 kr (README demo logins).
      if (!terminal) expect(html).toContain('Du skylder til sammen 280,00\u00a0kr');
    }
  });
});
