import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { authCookies, readCookie } from './auth-cookies.ts';

describe('auth cookies (docs/decisions/004)', () => {
  it('are HttpOnly and SameSite=Lax, without Secure on plain-http localhost', () => {
    const cookies = authCookies(loadConfig({ NODE_ENV: 'test' }), 'http');
    expect(cookies.secure).toBe(false);
    expect(cookies.session('x')).toMatch(/^bib\.session=x; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies.clearSession()).toMatch(/Max-Age=0/);
  });

  it('are Secure with the __Host- prefix outside localhost (https)', () => {
    const cookies = authCookies(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bibliotek.example.no' }),
      'http',
    );
    expect(cookies.secure).toBe(true);
    expect(cookies.names.session).toBe('__Host-bib.session');
    expect(cookies.session('x')).toMatch(/; Secure/);
    expect(cookies.csrf('y')).toMatch(/^__Host-bib\.csrf=y;.*HttpOnly; Secure; SameSite=Lax$/);
    expect(authCookies(loadConfig({ NODE_ENV: 'test' }), 'https').secure).toBe(true);
  });

  it('reads the first present name', () => {
    expect(readCookie('a=1; __Host-bib.session=abc', ['__Host-bib.session', 'bib.session'])).toBe('abc');
    expect(readCookie(null, ['x'])).toBeNull();
  });
});

describe('configuration of accounts', () => {
  it('turns the test identity provider on in development and test, off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).testIdpEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testIdpEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_IDP_ENABLED: 'true' }).testIdpEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', TEST_IDP_ENABLED: 'false' }).testIdpEnabled).toBe(false);
  });

  it('has the SPEC §9 session defaults and PUBLIC_URL from the port', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.SESSION_WARNING_MS).toBe(300_000);
    expect(config.ACTIVITY_THROTTLE_MS).toBe(1_800_000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://x.example.no/' }).publicUrl).toBe('https://x.example.no');
  });
});
