// Body size limits before any parsing (issue #15): 413 with a Norwegian message on the API and on pages, also for chunked bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let visitor: CookieClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = t.browser();
});
afterAll(async () => {
  await t.close();
});

/** A body that arrives in chunks with no Content-Length, as a client streaming it would send. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(0x61);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

const post = async (path: string, body: BodyInit, contentType: string, extra: RequestInit = {}) =>
  visitor.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-csrf-token': await visitor.csrfToken() },
    body,
    ...extra,
  });

describe('request body limits', () => {
  it('refuses a large log entry with 413 before reading it, and takes a normal one', async () => {
    const huge = JSON.stringify({
      level: 'error',
      message: 'x'.repeat(2000),
      metadata: { blob: 'y'.repeat(50 * 1024 * 1024) },
    });
    const refused = await post('/api/auth/_log', huge, 'application/json');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Det du sendte er for stort. Vi tar imot høyst 8 kB.' },
    });
    expect(
      (await post('/api/auth/_log', JSON.stringify({ level: 'warn', message: 'hei' }), 'application/json')).status,
    ).toBe(204);
  });

  it('cuts a chunked body without Content-Length once it passes the limit', async () => {
    const refused = await post('/api/auth/_log', chunked(1024 * 1024), 'application/json', {
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
  });

  it('limits JSON API bodies to 64 kB', async () => {
    const ids = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i + 1));
    const response = await post('/api/authorized/cicero/renew', ids, 'application/json');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Det du sendte er for stort. Vi tar imot høyst 64 kB.',
    );
  });

  it('limits page forms to 1 MB, before the CSRF check parses them, with a plain Norwegian page', async () => {
    const form = `identifier=${'1'.repeat(2 * 1024 * 1024)}&pin=1111`;
    const response = await visitor.request('/logg-inn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain('<h1>For mye innhold</h1>');
    expect(html).toContain('Vi tar imot høyst 1 MB.');
  });

  it('lets the event form post a picture of up to 10 MB, and refuses a larger body with 413', async () => {
    const multipart = (bytes: number) => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'bilde.jpg');
      return form;
    };
    const refused = await visitor.request('/ansatt/innhold/arrangementer/ny', {
      method: 'POST',
      body: multipart(12 * 1024 * 1024),
    });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain('Vi tar imot høyst 11 MB.');
    // Past the guard: the page itself answers (a visitor is sent to log in).
    const passed = await visitor.request('/ansatt/innhold/arrangementer/ny', {
      method: 'POST',
      body: multipart(3 * 1024 * 1024),
      headers: { 'x-csrf-token': await visitor.csrfToken() },
    });
    expect(passed.status).not.toBe(413);
  });
});
