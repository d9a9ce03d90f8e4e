// The database away (issue #15): through a TCP proxy in front of PostgreSQL, refused and hung connections give a calm 503 with Retry-After,
// readiness says so, and everything answers again once the database is back. Times are measured by hand (docs/decisions/017), not asserted:
// a request left waiting on the hung database would run into the test's timeout long before its own 35 s query timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let proxy: TcpProxy;
let proxied: Database;
let request: (path: string) => Promise<Response>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const target = new URL(t.databaseUrl!);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const url = new URL(target);
  url.host = `127.0.0.1:${proxy.port}`;
  proxied = await openDatabase({
    url: url.toString(),
    onConnectionError: () => undefined,
    timeouts: { statementMs: 30_000, connectMs: 2_000, idleInTransactionMs: 60_000, lockMs: 10_000 },
  });
  const services: ServiceContext = { ...t.services, db: proxied.db, availability: proxied.availability };
  const app = createHttpApp({
    config: services.config,
    log: services.log,
    services,
    // Like a React Router loader: the page reads the database and fails with a 500 when that throws.
    handleDocument: async () => {
      try {
        await services.db.execute('select count(*) from libraries');
        return new Response('<!doctype html><html lang="nb"><h1>Bibliotekene</h1></html>', {
          headers: { 'content-type': 'text/html' },
        });
      } catch {
        return new Response('<h1>Noe gikk galt</h1>', { status: 500, headers: { 'content-type': 'text/html' } });
      }
    },
  });
  // Each page request a fresh address: a visitor's page answered moments ago would come from the page cache (decision 016).
  let fresh = 0;
  request = async (path) => app.request(path.startsWith('/api/') ? path : `${path}?n=${++fresh}`);
}, 60_000);

afterAll(async () => {
  if (!onPostgres) return;
  await proxied.close();
  await proxy.close();
  await t.close();
});

async function expectCalm503(path: string, mode: string) {
  const response = await request(path);
  expect(response.status, `${path} with the database ${mode}`).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  if (path.startsWith('/api/')) {
    expect(await response.json()).toMatchObject({
      error: { code: 'unavailable', message: expect.stringContaining('midlertidig problem') },
    });
  } else {
    const html = await response.text();
    expect(html).toContain('<h1>Et øyeblikk</h1>');
    expect(html).not.toContain('Noe gikk galt');
  }
}

/** Waits until the path answers 200 again (the recovery probe runs every second). */
async function recovered(path: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if ((await request(path)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.runIf(onPostgres)('the database away', () => {
  it('answers 503 at once when connections are refused, says not ready, and recovers within seconds', async () => {
    expect((await request('/api/libraries')).status).toBe(200);
    expect((await request('/bibliotekene')).status).toBe(200);
    proxy.setMode('refuse');
    await expectCalm503('/bibliotekene', 'refusing connections');
    await expectCalm503('/api/libraries', 'refusing connections');
    expect((await request('/api/application/health')).status).toBe(503);
    proxy.setMode('forward');
    expect(await recovered('/api/libraries')).toBe(true);
    const health = await request('/api/application/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers requests stuck on a hung database with 503 once a probe fails, and later ones without waiting', async () => {
    proxy.setMode('hang');
    const [api, page] = await Promise.all([request('/api/libraries'), request('/bibliotekene')]);
    expect([api.status, page.status]).toEqual([503, 503]);
    expect(proxied.availability.isDown()).toBe(true);
    await expectCalm503('/bibliotekene', 'hung');
    proxy.setMode('forward');
    expect(await recovered('/bibliotekene')).toBe(true);
  });
});
