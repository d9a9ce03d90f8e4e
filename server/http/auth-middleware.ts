// Accounts middleware: per-request auth state, CSRF on every state-changing call, and the login requirement for personal API calls.
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '#server/config.ts';
import { isStaff } from '#core/profile.ts';
import type { SessionUser } from '#core/session.ts';
import type { ActiveSession } from '#server/services/auth/sessions.ts';
import { safeEqual } from '#server/services/auth/tokens.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { refuse } from './bare-page.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { createRequestAuth, type RequestAuth } from './request-auth.ts';
import type { RequestVariables } from './request-context.ts';

export interface AuthVariables extends RequestVariables {
  auth: RequestAuth;
  /** Set by requireSession on personal routes. */
  session: ActiveSession;
  user: SessionUser;
}
export type AuthEnv = { Variables: AuthVariables };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server calls from identity providers carry no browser cookies (OIDC back-channel logout). */
// Exempt: the IdP's signed server-to-server logout, and the public read-only POST lookups of SPEC §7
// (/api/resources/*: a body of ids, no session, nothing changes), which other clients call plainly; and the browser's own
// CSP violation reports, which carry no token.
const CSRF_EXEMPT = ['/api/auth/backchannel-logout/', '/api/resources/', '/api/csp-report'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const CSRF_HEADER = 'x-csrf-token';
const CSRF_FIELD = 'csrfToken';

/** The token the caller presents: the x-csrf-token header, or the csrfToken field of a form. */
async function presentedToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return null;
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Double-submit CSRF check (docs/decisions/004): the token must equal the HttpOnly cookie, and a
 * browser's Origin (when sent) must be ours. A cross-site page can neither read the cookie nor
 * set the header.
 */
async function passesCsrf(request: Request, auth: RequestAuth): Promise<boolean> {
  const origin = request.headers.get('origin');
  // With our Referrer-Policy no-referrer, browsers send 'Origin: null' on plain form posts; then the
  // token (and Sec-Fetch-Site) decide.
  if (origin !== null && origin !== 'null' && !auth.origins.includes(origin)) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  if (!auth.csrfCookiePresent) return false;
  const token = await presentedToken(request);
  return token !== null && safeEqual(token, auth.csrfToken);
}

/**
 * Creates the request's auth state, rejects state-changing calls without a valid CSRF token, and
 * writes the cookies the request produced (new CSRF token, login, logout) onto the response.
 */
export function authContext(ctx: ServiceContext, options: { pages: boolean }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    const auth = createRequestAuth(ctx, c.req.raw, c.get('protocol'), {
      touch: options.pages && method === 'GET',
      clientAddress: c.get('clientAddress'),
    });
    c.set('auth', auth);
    if (!SAFE_METHODS.has(method) && !CSRF_EXEMPT.some((p) => c.req.path.startsWith(p))) {
      if (!(await passesCsrf(c.req.raw, auth))) {
        ctx.log.warn({ path: c.req.path, correlationId: c.get('correlationId') }, 'csrf check failed');
        const rejected = refuse(
          c,
          403,
          'csrf_failed',
          (t) => t('errors:api.csrfFailed'),
          (t) => t('errors:barePages.csrfTitle'),
        );
        for (const cookie of auth.pendingCookies()) rejected.headers.append('Set-Cookie', cookie);
        return rejected;
      }
    }
    await next();
    const cookies = auth.pendingCookies();
    if (cookies.length > 0) {
      c.res = new Response(c.res.body, c.res);
      for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
    }
  };
}

/** Personal data is never cached by browsers or proxies. SPEC §7 "No-cache headers". */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store, private');
  c.header('Pragma', 'no-cache');
}

/** Personal API calls: 403 without a live session (SPEC §7, §8: 403 means unauthenticated → /logg-inn). */
export function requireSession(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    noStore(c);
    const session = await c.get('auth').session();
    if (!session)
      return c.json(errorBody('unauthenticated', apiTranslator(c).t('errors:kind.unauthenticated')), 403, {
        'Cache-Control': 'no-store, private',
      });
    c.set('session', session);
    c.set('user', session.user);
    await next();
  };
}

/**
 * OIDC front-channel logout pages are loaded by the identity provider in a hidden iframe, so they
 * must not carry the site-wide X-Frame-Options; framing is limited to the providers' origins.
 * Registered before secureHeaders, so it runs after it on the way out.
 */
export function allowFramingByIdentityProviders(config: Config): MiddlewareHandler {
  const origins = [config.IDPORTEN_ISSUER, config.STAFF_ISSUER, config.publicUrl]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => new URL(v).origin);
  return async (c, next) => {
    await next();
    c.res.headers.delete('X-Frame-Options');
    c.res.headers.set('Content-Security-Policy', `frame-ancestors ${[...new Set(origins)].join(' ')}`);
  };
}

/** Whether the caller is logged in as staff (EMPLOYEE or DEICH_ADMIN), for public routes with a staff-only option. */
export async function isStaffRequest(c: Context<AuthEnv>): Promise<boolean> {
  const session = await c.get('auth').session();
  return session !== null && isStaff(session.user.assignedRoles);
}

/** Staff API calls: a live session with EMPLOYEE or DEICH_ADMIN (SPEC §6), else 403 (anonymous) or 403 forbidden. */
export function requireStaff(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    noStore(c);
    const session = await c.get('auth').session();
    if (!session) return c.json(errorBody('unauthenticated', apiTranslator(c).t('errors:kind.unauthenticated')), 403);
    if (!isStaff(session.user.assignedRoles))
      return c.json(errorBody('forbidden', apiTranslator(c).t('errors:kind.forbidden')), 403);
    c.set('session', session);
    c.set('user', session.user);
    await next();
  };
}
