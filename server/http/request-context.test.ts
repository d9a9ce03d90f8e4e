// The request context middleware: correlation ids and the proxy-aware protocol in the access log.
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { pickCorrelationId, requestContext, type RequestVariables } from './request-context.ts';

function appWithLog(trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use('*', requestContext(log, trustProxy));
  app.get('/x', (c) => c.json({ protocol: c.get('protocol'), correlationId: c.get('correlationId') }));
  return { app, lines };
}

describe('requestContext', () => {
  it('honours X-Forwarded-Proto only behind a trusted proxy', async () => {
    const trusted = appWithLog(true);
    const behindProxy = await trusted.app.request('http://portal.local/x', {
      headers: { 'x-forwarded-proto': 'https, http' },
    });
    expect((await behindProxy.json()).protocol).toBe('https');
    expect(trusted.lines[0]).toMatchObject({ proto: 'https', method: 'GET', path: '/x', status: 200 });

    const untrusted = appWithLog(false);
    const direct = await untrusted.app.request('http://portal.local/x', { headers: { 'x-forwarded-proto': 'https' } });
    expect((await direct.json()).protocol).toBe('http');
  });

  it('logs the correlation id and the X-RequestId of each request and echoes the id', async () => {
    const { app, lines } = appWithLog(false);
    const response = await app.request('/x', {
      headers: { 'correlation-id': 'abcdef12-3456', 'x-requestid': 'lb-778899' },
    });
    expect(response.headers.get('correlation-id')).toBe('abcdef12-3456');
    expect(lines[0]).toMatchObject({ correlationId: 'abcdef12-3456', requestId: 'lb-778899' });
    expect(typeof lines[0].ms).toBe('number');
  });
});

describe('pickCorrelationId', () => {
  it('takes the first usable candidate and otherwise makes a UUID', () => {
    expect(pickCorrelationId(undefined, 'req-12345678')).toBe('req-12345678');
    expect(pickCorrelationId('short', 'with space 123')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
