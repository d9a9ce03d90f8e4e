// The copy-cataloguing page's loader, action and demo state (issue #17): staff only, calm errors, an import that links to its work page; the SRU server is a fixture with recorded answers.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '#core/i18n/translator.ts';
import { createRequestAuth } from '#server/http/request-auth.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron, type TestPatron } from '#server/testing/factories.ts';
import {
  deadAddress,
  readRealMarc,
  realMarcPresent,
  startSruFixture,
  type SruFixture,
} from '#server/testing/oai-sru-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import CopyCataloguing, * as route from '#app/routes/ansatt.kopikatalogisering.tsx';

let t: TestApp;
let sru: SruFixture | null = null;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await sru?.close();
  await t.close();
});

/** A person of the test's own (server/testing/factories.ts), logged in. */
async function loggedIn(person: Promise<TestPatron>): Promise<CookieClient> {
  const { cardNumber, pin } = await person;
  const c = cookieClient((path, init) => t.request(path, init));
  expect((await c.login(cardNumber, pin)).status).toBe(200);
  return c;
}

function routeArgs(client: CookieClient | null, path: string, services: ServiceContext, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (client) headers.set('cookie', client.cookieHeader());
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  const context = {
    services,
    correlationId: 'test',
    auth: createRequestAuth(t.services, request, 'http', { touch: false, clientAddress: '127.0.0.1' }),
  } as unknown as AppLoadContext;
  return { request, context, params: {}, unstable_pattern: path } as never;
}

function withSru(baseUrl: string | undefined): ServiceContext {
  return { ...t.services, config: { ...t.services.config, SRU_BASE_URL: baseUrl } };
}

async function thrownStatus(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response) return { status: err.status, location: err.headers.get('location') };
    return { status: (err as { init?: { status?: number } }).init?.status ?? 0, location: null };
  }
  throw new Error('expected the route to throw');
}

describe('/ansatt/kopikatalogisering', () => {
  it('sends anonymous visitors to login and answers a patron 403', async () => {
    const path = '/ansatt/kopikatalogisering';
    expect(await thrownStatus(() => route.loader(routeArgs(null, path, t.services)))).toEqual({
      status: 302,
      location: '/logg-inn?callbackUrl=%2Fansatt%2Fkopikatalogisering',
    });
    const patron = await loggedIn(createPatron(t.services.db));
    expect((await thrownStatus(() => route.loader(routeArgs(patron, path, t.services)))).status).toBe(403);
    const post = { method: 'POST', body: new URLSearchParams({ isbn: '8203172865', recordId: 'x' }) };
    expect((await thrownStatus(() => route.action(routeArgs(patron, path, t.services, post)))).status).toBe(403);
  });

  it('says that copy cataloguing needs SRU_BASE_URL in the demo, and offers no form', async () => {
    const employee = await loggedIn(createEmployee(t.services.db));
    const loaderData = await route.loader(
      routeArgs(employee, '/ansatt/kopikatalogisering?isbn=8203172865', withSru(undefined)),
    );
    expect(loaderData).toEqual({ title: 'Kopikatalogisering', configured: false });
    const props = { loaderData, actionData: undefined } as unknown as Parameters<typeof CopyCataloguing>[0];
    const router = createMemoryRouter([{ path: '/', element: <CopyCataloguing {...props} /> }], {
      hydrationData: { loaderData: {} },
    });
    const html = renderToString(
      <I18nextProvider i18n={i18nFor('nb')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(html).toContain('Kopikatalogisering er ikke satt opp');
    expect(html).toContain('SRU_BASE_URL');
    expect(html).not.toContain('<form');
  });

  it.runIf(realMarcPresent())(
    'previews candidates, refuses an invalid ISBN at its field, reports a server that is down, and imports one',
    async () => {
      sru = await startSruFixture({ answers: { '8203172865': readRealMarc('phpmarc_sru-bibsys.xml') } });
      const services = withSru(`${sru.url}/sru`);
      const employee = await loggedIn(createEmployee(t.services.db));
      const page = (isbn: string) =>
        route.loader(routeArgs(employee, `/ansatt/kopikatalogisering?isbn=${encodeURIComponent(isbn)}`, services));

      const found = await page('82-03-17286-5');
      expect(found).toMatchObject({
        configured: true,
        isbn: '82-03-17286-5',
        problem: null,
        search: { isbn: '8203172865', total: 1 },
      });
      expect(found.configured && found.search?.candidates.map((c) => c.recordId)).toEqual(['NO-TrBIB-93201478x']);
      expect(await page('123')).toMatchObject({
        search: null,
        problem: { field: true, message: expect.stringContaining('er ikke et gyldig ISBN') },
      });
      expect(await route.loader(routeArgs(employee, '/ansatt/kopikatalogisering', services))).toMatchObject({
        search: null,
        problem: null,
      });

      const down = withSru(`${await deadAddress()}/sru`);
      const unreachable = await route.loader(routeArgs(employee, '/ansatt/kopikatalogisering?isbn=8203172865', down));
      expect(unreachable).toMatchObject({
        search: null,
        problem: { field: false, message: expect.stringMatching(/^Fikk ikke kontakt med katalogtjenesten/) },
      });

      const post = (recordId: string) => ({
        method: 'POST',
        body: new URLSearchParams({ isbn: '8203172865', recordId }),
      });
      const imported = await route.action(
        routeArgs(employee, '/ansatt/kopikatalogisering?isbn=8203172865', services, post('NO-TrBIB-93201478x')),
      );
      expect(imported.data).toMatchObject({
        ok: true,
        title: 'Vestens tenkere. B. 2, Fra Descartes til Nietzsche',
        workPath: expect.stringMatching(/^\/verk\/vestens-tenkere/),
      });
      const gone = await route.action(
        routeArgs(employee, '/ansatt/kopikatalogisering?isbn=8203172865', services, post('NO-TrBIB-1')),
      );
      expect(gone.data).toEqual({
        ok: false,
        message: 'Posten er ikke lenger i svaret fra katalogtjenesten. Søk på nytt.',
      });
      expect(gone.init?.status).toBe(404);
    },
  );
});
