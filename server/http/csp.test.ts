// Content-Security-Policy (issue #15): pages allow exactly their own inline scripts; everything else allows nothing; violation reports are taken without a token.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { documentPolicy, inlineScriptHashes } from './csp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('document policy', () => {
  const html =
    '<html><head><script>document.documentElement.classList.add("js")</script><script type="module" src="/assets/entry.js"></script></head>' +
    '<body><script>window.__reactRouterContext = {"a":"<\\/script>"};</script></body></html>';

  it('hashes the inline scripts only, so an injected one matches none', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('document.documentElement.classList.add("js")'),
      sha('window.__reactRouterContext = {"a":"<\\/script>"};'),
    ]);
    expect(inlineScriptHashes(html)).not.toContain(sha('alert(1)'));
  });

  it('closes what the portal never uses and names the identity providers as form targets', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bibliotek.example.no',
      IDPORTEN_ISSUER: 'https://test.idporten.no',
    });
    const policy = documentPolicy(config, html);
    expect(policy).toContain(`script-src 'self' ${sha('document.documentElement.classList.add("js")')}`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
      'report-uri /api/csp-report',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("form-action 'self' https://bibliotek.example.no https://test.idporten.no");
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('headers on everything else', () => {
  it('gives API answers and plain pages a policy that allows nothing, and Permissions-Policy everywhere', async () => {
    const response = await t.request('/api/libraries');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the front-channel logout frameable by the identity providers only', async () => {
    const response = await t.request('/api/auth/frontchannel-logout/idporten');
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors /);
    expect(response.headers.has('x-frame-options')).toBe(false);
  });

  it('takes violation reports in both browser formats without a CSRF token', async () => {
    const legacy = await t.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const reporting = await t.request('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://localhost/', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
        },
      ]),
    });
    expect(reporting.status).toBe(204);
  });
});
