// Cookie names and attributes of accounts (docs/decisions/004): HttpOnly, SameSite=Lax, Secure and __Host- outside plain-http localhost.
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Config } from '#server/config.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '#server/services/auth/sessions.ts';

/** An OIDC login must come back within this time. */
const LOGIN_FLOW_MAX_AGE_S = 10 * 60;

export interface AuthCookies {
  secure: boolean;
  names: { session: string; csrf: string; flow: string; verified: string };
  session: (token: string) => string;
  clearSession: () => string;
  csrf: (token: string) => string;
  flow: (token: string) => string;
  clearFlow: () => string;
  /** An ID-porten identity waiting for the registration form. */
  verified: (token: string) => string;
  clearVerified: () => string;
}

/**
 * Secure cookies whenever the portal is reached over https (PUBLIC_URL or this request); then the
 * __Host- prefix also pins them to our exact host and path '/'. Plain-http localhost keeps working.
 */
export function authCookies(config: Config, protocol: string): AuthCookies {
  const secure = config.publicUrl.startsWith('https:') || protocol === 'https';
  const prefix = secure ? '__Host-' : '';
  const names = {
    session: `${prefix}bib.session`,
    csrf: `${prefix}bib.csrf`,
    flow: `${prefix}bib.login`,
    verified: `${prefix}bib.verified`,
  };
  const base = { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure };
  const make = (name: string, value: string, maxAge?: number) =>
    generateCookie(name, value, { ...base, ...(maxAge !== undefined ? { maxAge } : {}) });
  return {
    secure,
    names,
    // The server decides when a session ends; the cookie only needs to outlive the absolute lifetime.
    session: (token) => make(names.session, token, Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000)),
    clearSession: () => make(names.session, '', 0),
    // A browser-session cookie: the double-submit CSRF token (sent back in x-csrf-token or the csrfToken field).
    csrf: (token) => make(names.csrf, token),
    flow: (token) => make(names.flow, token, LOGIN_FLOW_MAX_AGE_S),
    clearFlow: () => make(names.flow, '', 0),
    verified: (token) => make(names.verified, token, 30 * 60),
    clearVerified: () => make(names.verified, '', 0),
  };
}

/** Cookies of a request, reading either the secure or the plain name. */
export function readCookie(cookieHeader: string | null | undefined, names: string[]): string | null {
  if (!cookieHeader) return null;
  const jar = parse(cookieHeader);
  for (const name of names) {
    const value = jar[name];
    if (value) return value;
  }
  return null;
}
