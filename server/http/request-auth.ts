// Per-request accounts state shared by the API and the pages: cookies, CSRF token, and the session (resolved once, on demand).
import { MINUTE_MS } from '#core/constants.ts';
import { findSession, refreshSession, type ActiveSession } from '#server/services/auth/sessions.ts';
import { randomToken } from '#server/services/auth/tokens.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { authCookies, readCookie, type AuthCookies } from './auth-cookies.ts';

/** Page loads count as activity, but write at most this often per session. */
const PAGE_ACTIVITY_WRITE_MS = MINUTE_MS;

export interface RequestAuth {
  cookies: AuthCookies;
  /** The session cookie's value as sent (may be stale or forged). */
  sessionToken: string | null;
  /**
   * The CSRF token of this browser. Reading it when the browser had none issues one with this
   * response; responses that never read it (images, public JSON) set no cookie and stay cacheable.
   */
  readonly csrfToken: string;
  /** Whether this request's response may hold the token (then it is this browser's alone and never cached). */
  readonly csrfTokenRead: boolean;
  /** Whether the browser sent the CSRF cookie (false means one is issued with this response). */
  csrfCookiePresent: boolean;
  /** Origins that count as ours: PUBLIC_URL and the address this request came to. */
  origins: string[];
  /** Where the request came from, for the attempt limits of logins, PIN resets and sign-ups. */
  clientAddress: string;
  /** The live session, looked up once per request. */
  session: () => Promise<ActiveSession | null>;
  /** After a login in this request: sets the new session cookie, and later loaders see the user. */
  commitLogin: (token: string, session: ActiveSession) => void;
  /** After a logout in this request: clears the session cookie. */
  commitLogout: () => void;
  /** Queue a Set-Cookie (one per cookie name; the last one wins). */
  setCookie: (name: string, value: string) => void;
  /** Set-Cookie values to add to the response. */
  pendingCookies: () => string[];
}

export interface RequestAuthOptions {
  /** Document requests (pages) count as activity and move the idle expiry forward. */
  touch: boolean;
  clientAddress: string;
}

export function createRequestAuth(
  ctx: ServiceContext,
  request: Request,
  protocol: string,
  options: RequestAuthOptions,
): RequestAuth {
  const cookies = authCookies(ctx.config, protocol);
  const header = request.headers.get('cookie');
  // Only the name of this request's protocol: over https a plain 'bib.session' may have been set by an
  // http page or a sibling host (session fixation), which the __Host- prefix rules out.
  const sessionToken = readCookie(header, [cookies.names.session]);
  const existingCsrf = readCookie(header, [cookies.names.csrf]);
  const pending = new Map<string, string>();
  let issuedCsrf: string | null = null;
  let csrfTokenRead = false;
  const csrfToken = () => {
    csrfTokenRead = true;
    if (existingCsrf) return existingCsrf;
    if (!issuedCsrf) {
      issuedCsrf = randomToken();
      pending.set(cookies.names.csrf, cookies.csrf(issuedCsrf));
    }
    return issuedCsrf;
  };
  const requestOrigin = new URL(request.url);
  requestOrigin.protocol = `${protocol}:`;
  const origins = [...new Set([new URL(ctx.config.publicUrl).origin, requestOrigin.origin])];

  let resolved: Promise<ActiveSession | null> | null = null;
  const session = () => {
    resolved ??= (async () => {
      if (!sessionToken) return null;
      let found = await findSession(ctx, sessionToken);
      if (found && options.touch && ctx.clock().getTime() - found.lastSeenAt.getTime() >= PAGE_ACTIVITY_WRITE_MS) {
        found = await refreshSession(ctx, sessionToken);
      }
      // A cookie for a session that is gone is removed, so the browser stops sending it.
      if (!found && !pending.has(cookies.names.session)) pending.set(cookies.names.session, cookies.clearSession());
      return found;
    })();
    return resolved;
  };
  return {
    cookies,
    sessionToken,
    get csrfToken() {
      return csrfToken();
    },
    get csrfTokenRead() {
      return csrfTokenRead;
    },
    csrfCookiePresent: existingCsrf !== null,
    origins,
    clientAddress: options.clientAddress,
    session,
    commitLogin: (token, value) => {
      pending.set(cookies.names.session, cookies.session(token));
      resolved = Promise.resolve(value);
    },
    commitLogout: () => {
      pending.set(cookies.names.session, cookies.clearSession());
      resolved = Promise.resolve(null);
    },
    setCookie: (name, value) => {
      pending.set(name, value);
    },
    pendingCookies: () => [...pending.values()],
  };
}
