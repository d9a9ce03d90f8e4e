// Session helpers for route loaders and actions (issue #6): who is logged in, login/profile requirements, and login/logout cookies.
import { redirect, type AppLoadContext } from 'react-router';
import { PROFILE_FIX_PATH } from '#core/profile.ts';
import type { SessionUser } from '#core/session.ts';
import { readCookie } from '#server/http/auth-cookies.ts';
import { oidcProviderSettings } from '#server/integrations/identity/oidc-client.ts';
import type { ActiveSession } from '#server/services/auth/sessions.ts';

/** What the root loader hands the shell: the user, this browser's CSRF token and the session timings (SPEC §9). */
export interface RootAuth {
  user: SessionUser | null;
  csrfToken: string | null;
  sessionTimes: { warningMs: number; activityThrottleMs: number };
}

export async function loadRootAuth(context: AppLoadContext, bare: boolean): Promise<RootAuth> {
  const sessionTimes = {
    warningMs: context.services.config.SESSION_WARNING_MS,
    activityThrottleMs: context.services.config.ACTIVITY_THROTTLE_MS,
  };
  // Presentation screens have no session (SPEC §2).
  if (bare) return { user: null, csrfToken: null, sessionTimes };
  const session = await context.auth.session();
  // Only logged-in pages carry the token: a visitor's page holds nothing personal and may be cached and
  // shared (docs/decisions/016). Visitor forms take theirs from their own route (formCsrfToken).
  return { user: session?.user ?? null, csrfToken: session ? context.auth.csrfToken : null, sessionTimes };
}

/** The CSRF token for a form a visitor posts (login, sign-up, PIN reset); such a page is never cached. */
export function formCsrfToken(context: AppLoadContext): string {
  return context.auth.csrfToken;
}

export function getSession(context: AppLoadContext): Promise<ActiveSession | null> {
  return context.auth.session();
}

/** The login page with the current address as callbackUrl (SPEC §2: personal pages send anonymous users to /logg-inn). */
function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  return `/logg-inn?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The session, or a redirect to /logg-inn. */
export async function requireSession(context: AppLoadContext, request: Request): Promise<ActiveSession> {
  const session = await context.auth.session();
  if (!session) throw redirect(loginRedirectPath(request));
  return session;
}

/**
 * Personal pages: logged in, and a borrower with an invalid profile is forced to /min-side/profil
 * from every other personal page (SPEC §2, §5).
 */
export async function requirePersonalPage(context: AppLoadContext, request: Request): Promise<ActiveSession> {
  const session = await requireSession(context, request);
  const { pathname } = new URL(request.url);
  if (session.user.invalidProfile && pathname.replace(/\.data$/, '').replace(/\/$/, '') !== PROFILE_FIX_PATH) {
    throw redirect(PROFILE_FIX_PATH);
  }
  return session;
}

/** Which OIDC logins are configured (buttons for missing ones are not offered). */
export function availableProviders(context: AppLoadContext): { idporten: boolean; ansatt: boolean } {
  return {
    idporten: oidcProviderSettings(context.services.config, 'idporten') !== null,
    ansatt: oidcProviderSettings(context.services.config, 'ansatt') !== null,
  };
}

/** Logs the request's browser in: new session cookie (rotation against fixation) with the response. */
export function commitLogin(context: AppLoadContext, token: string, session: ActiveSession): void {
  context.auth.commitLogin(token, session);
}

/** The cookie token of an ID-porten identity waiting for registration, if any. */
export function verifiedIdentityToken(context: AppLoadContext, request: Request): string | null {
  return readCookie(request.headers.get('cookie'), [context.auth.cookies.names.verified]);
}
