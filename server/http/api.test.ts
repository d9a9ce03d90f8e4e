// Integration tests of the API's front door: libraries, application info, OpenAPI, errors, correlation ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LIBRARIES } from '#core/libraries.ts';
import { createHttpApp } from '#server/http/http-app.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getJson = async (path: string, init?: RequestInit) => {
  const response = await t.request(path, init);
  return { response, body: await response.json() };
};

describe('GET /api/libraries', () => {
  it('lists the 25 libraries with SPEC §3 fields and this week of opening hours, Monday first', async () => {
    const { response, body } = await getJson('/api/libraries');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=300/);
    // Public responses set no cookie, or a CDN could not share them.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(body).toHaveLength(25);
    expect(new Set(body.map((l: { slug: string }) => l.slug))).toEqual(new Set(HEADER_LIBRARIES.map((l) => l.slug)));
    const library = body[0];
    for (const field of [
      'id',
      'name',
      'ciceroId',
      'isPickupBranch',
      'signature',
      'extendedOpeningHours',
      'merapentOnlyWithOslonokkel',
    ]) {
      expect(library).toHaveProperty(field);
    }
    expect(library.openingHours).toHaveLength(7);
    expect(library.openingHours[0].dayOfWeek).toBe('MONDAY');
    expect(Object.keys(library.openingHours[0])).toEqual(
      expect.arrayContaining(['date', 'dayOfWeek', 'isOpen', 'openFrom', 'openTo', 'mannedFrom', 'mannedTo']),
    );
  });

  it('omits opening hours with excludeOpeningHours=true', async () => {
    const { body } = await getJson('/api/libraries?excludeOpeningHours=true');
    expect(body).toHaveLength(25);
    expect(body.every((l: object) => !('openingHours' in l))).toBe(true);
  });

  it('answers a bad parameter with 400 and a Norwegian message naming it', async () => {
    const { response, body } = await getJson('/api/libraries?excludeOpeningHours=kanskje');
    expect(response.status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toBe('Ugyldig forespørsel. «excludeOpeningHours»: må være én av «true», «false»');
  });
});

describe('GET /api/application/info', () => {
  it('gives the environment and only public properties', async () => {
    const { response, body } = await getJson('/api/application/info?type=client');
    expect(response.status).toBe(200);
    expect(body.environment).toBe('test');
    expect(Object.keys(body.props).sort()).toEqual(['jobsUrl', 'newsletterUrl', 'shopUrl']);
  });

  it('requires type to be server or client', async () => {
    const { response, body } = await getJson('/api/application/info?type=alt');
    expect(response.status).toBe(400);
    expect(body.error.message).toMatch(/«type»/);
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a JSON 404, not a page', async () => {
    const { response, body } = await getJson('/api/finnes-ikke');
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'Fant ikke det du lette etter' } });
  });
});

describe('correlation ids', () => {
  it("echoes the caller's correlation-id", async () => {
    const id = '9b2c1d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    const response = await t.request('/api/libraries?excludeOpeningHours=true', { headers: { 'correlation-id': id } });
    expect(response.headers.get('correlation-id')).toBe(id);
  });

  it('falls back to X-RequestId, and generates a UUID when neither is usable', async () => {
    const viaRequestId = await t.request('/api/application/info?type=client', {
      headers: { 'x-requestid': 'req-12345678' },
    });
    expect(viaRequestId.headers.get('correlation-id')).toBe('req-12345678');
    const forged = await t.request('/api/application/info?type=client', {
      headers: { 'correlation-id': '{"forged": true, "level": "fatal"}' },
    });
    expect(forged.headers.get('correlation-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route from the same zod schemas that validate requests', async () => {
    const { response, body } = await getJson('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/libraries'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'excludeOpeningHours', in: 'query' })]),
    );
    expect(body.paths['/application/info'].get).toBeDefined();
    expect(body.components.schemas.Error).toBeDefined();
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic Norwegian message and no stack trace', async () => {
    // A bug, not an outage: the database handle itself throws a TypeError.
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new TypeError('x.y is not a function');
        },
      },
    ) as TestApp['services']['db'];
    const services = { ...t.services, db };
    const app = createHttpApp({
      config: services.config,
      log: services.log,
      services,
      handleDocument: async () => new Response(''),
    });
    const response = await app.request('/api/libraries');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: 'server_error', message: 'Noe gikk galt. Prøv igjen senere.' } });
    expect(text).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answer 503 with Retry-After when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.close(); // every query now throws, and so does the availability probe
    const response = await broken.request('/api/libraries');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
  });
});
