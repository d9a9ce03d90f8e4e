// GET /api/application/info never leaks secrets, for either type, whatever the configuration holds (SPEC §7); /health for operators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/application/info', () => {
  it('answers environment and public props only, for server and client, even with secrets configured', async () => {
    const secrets = {
      IDPORTEN_CLIENT_SECRET: 'hemmelig-idporten-1234',
      STAFF_CLIENT_SECRET: 'hemmelig-ansatt-5678',
      DATABASE_URL: 'postgres://bruker:passord-9999@db.example.no:5432/bibliotek',
    };
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...secrets });
    const services = { ...t.services, config };
    const app = createHttpApp({ config, log: services.log, services, handleDocument: async () => new Response('') });
    for (const type of ['server', 'client']) {
      const response = await app.request(`/api/application/info?type=${type}`);
      expect(response.status, type).toBe(200);
      const text = await response.text();
      for (const value of [...Object.values(secrets), 'passord', 'hemmelig']) expect(text, type).not.toContain(value);
      const body = JSON.parse(text) as { environment: string; props: Record<string, string> };
      expect(body.environment).toBe('production');
      expect(Object.values(body.props).every((v) => typeof v === 'string')).toBe(true);
      expect(Object.keys(body).sort()).toEqual(['environment', 'props']);
    }
  });
});

describe('GET /api/application/health', () => {
  it('answers ok, uncached, and whether the search answers from its in-memory index', async () => {
    const without = await t.request('/api/application/health');
    expect(without.status).toBe(200);
    expect(without.headers.get('cache-control')).toBe('no-store');
    expect(await without.json()).toEqual({
      status: 'ok',
      database: 'up',
      searchIndex: null,
      eventLoopDelayMs: expect.any(Number),
    });

    const summary = { publications: 1_000_000, works: 600_000, changedWorks: 12 };
    let ready = false;
    const services = {
      ...t.services,
      searchIndex: {
        current: () => null,
        ready: () => ready,
        summary: () => (ready ? summary : null),
        stop: async () => undefined,
      },
    };
    const app = createHttpApp({
      config: t.services.config,
      log: services.log,
      services,
      handleDocument: async () => new Response(''),
    });
    // Starting on a large catalogue: not ready until the index is built, so a load balancer waits.
    const warming = await app.request('/api/application/health');
    expect(warming.status).toBe(503);
    expect(warming.headers.get('retry-after')).toBe('5');
    expect(await warming.json()).toEqual({
      error: { code: 'unavailable', message: 'Søket gjøres klart etter en omstart. Prøv igjen om litt.' },
    });
    ready = true;
    const withIndex = await app.request('/api/application/health');
    expect(await withIndex.json()).toEqual({
      status: 'ok',
      database: 'up',
      searchIndex: { publications: 1_000_000, works: 600_000, changedWorks: 12 },
      eventLoopDelayMs: expect.any(Number),
    });
  });
});
