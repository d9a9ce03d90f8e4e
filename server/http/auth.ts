// /api/auth: the auth client's endpoints (SPEC §7): session, csrf, providers, signin, callback, signout, logout, _log, OIDC logout channels.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { safeCallbackPath, sameOriginPath } from '#core/callback-url.ts';
import { DEFAULT_POST_LOGIN_TARGET } from '#core/constants.ts';
import { isAppError } from '#core/errors.ts';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import {
  oidcProviderSettings,
  OIDC_PROVIDERS,
  verifyLogoutToken,
  type OidcProviderId,
} from '#server/integrations/identity/oidc-client.ts';
import { loginWithLibraryCard } from '#server/services/auth/card-login.ts';
import {
  beginOidcLogin,
  completeOidcLogin,
  logoutAddress,
  NoAccountForIdentity,
} from '#server/services/auth/oidc-login.ts';
import { endOidcSessions, endSession, presentSessionPayload, refreshSession } from '#server/services/auth/sessions.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { isValidPinReset, requestPinReset, resetPin } from '#server/services/pin-reset.ts';
import { rememberVerifiedIdentity } from '#server/services/registration.ts';
import { noStore, type AuthEnv } from './auth-middleware.ts';
import { SessionSchema } from './auth-schemas.ts';
import { readCookie } from './auth-cookies.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json, jsonBody } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

/** SPEC §6: idporten (citizens, also via library card) and ansatt (staff); bibliotekkort is the card + PIN form. */
const ProviderParam = z.object({ provider: z.enum(['idporten', 'ansatt', 'bibliotekkort']) });
const OidcProviderParam = z.object({ provider: z.enum(['idporten', 'ansatt']) });

const sessionRoute = createRoute({
  method: 'get',
  path: '/session',
  summary: 'The session: user (SPEC §3 Session user), valid flag and timeRemainingMSec; read only',
  responses: { 200: json(SessionSchema, 'Session (user null when logged out)') },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/session',
  summary: 'Refresh: activity or "Ja" in the warning moves the idle expiry forward (CSRF token required)',
  responses: { 200: json(SessionSchema, 'Session after refresh'), 403: json(ErrorResponse, 'CSRF check failed') },
});

const csrfRoute = createRoute({
  method: 'get',
  path: '/csrf',
  summary: 'The CSRF token to send as x-csrf-token (or csrfToken form field) on every state-changing call',
  responses: { 200: json(z.object({ csrfToken: z.string() }), 'Token') },
});

const Provider = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['oidc', 'credentials']),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
const providersRoute = createRoute({
  method: 'get',
  path: '/providers',
  summary: 'Login providers that are configured',
  responses: { 200: json(z.record(z.string(), Provider), 'Providers by id') },
});

const signinQuery = z.object({
  callbackUrl: z
    .string()
    .max(2000)
    .optional()
    .openapi({ description: 'Where to go after login; must be on our origin. Default /min-side.' }),
  purpose: z.enum(['login', 'register']).optional(),
});
const signinGetRoute = createRoute({
  method: 'get',
  path: '/signin/{provider}',
  summary:
    'Start a login: OIDC providers redirect to the identity provider (state, nonce, PKCE); bibliotekkort to /logg-inn',
  request: { params: ProviderParam, query: signinQuery },
  responses: {
    302: { description: 'Redirect to the identity provider' },
    400: json(ErrorResponse, 'Bad provider or callback URL (open redirects are refused)'),
    503: json(ErrorResponse, 'Provider not configured or unreachable'),
  },
});
const signinPostRoute = createRoute({
  method: 'post',
  path: '/signin/{provider}',
  summary: 'Start a login from a form or script (CSRF token required); JSON callers get {url}',
  request: { params: ProviderParam, query: signinQuery },
  responses: {
    200: json(z.object({ url: z.string() }), 'Where to send the browser'),
    303: { description: 'Redirect (form posts)' },
    400: json(ErrorResponse, 'Bad provider or callback URL'),
    503: json(ErrorResponse, 'Provider unavailable'),
  },
});

/** zod's custom messages are bokmål; validation.ts words each issue again for nn and en (decision 028). */
const bokmal = translatorFor(DEFAULT_LANGUAGE);

const CardLogin = z
  .object({
    identifier: z.string().trim().min(1, bokmal('login:identifierRequired')).max(64),
    pin: z.string().min(1, bokmal('login:pinRequired')).max(64),
    callbackUrl: z.string().max(2000).optional(),
  })
  .strict()
  .openapi('CardLogin');
const cardCallbackRoute = createRoute({
  method: 'post',
  path: '/callback/bibliotekkort',
  summary: 'Library-card login: card number or national id + PIN (CSRF token required). New session id every time.',
  request: jsonBody(CardLogin),
  responses: {
    200: json(z.object({ url: z.string(), session: SessionSchema }), 'Logged in; url is the validated callback'),
    400: json(ErrorResponse, 'Missing fields or unsafe callback URL'),
    401: json(ErrorResponse, 'Wrong card number/national id or PIN (never says which)'),
    429: json(ErrorResponse, 'Too many failed attempts (5 in 15 minutes)'),
  },
});

const oidcCallbackRoute = createRoute({
  method: 'get',
  path: '/callback/{provider}',
  summary: 'OIDC redirect target: checks state, nonce and PKCE, starts the session, redirects to the callback URL',
  request: { params: OidcProviderParam },
  responses: {
    302: { description: 'To the callback URL (idporten adds idPortenLoginSuccess=true) or /logg-inn?error=…' },
  },
});

const signoutRoute = createRoute({
  method: 'post',
  path: '/signout',
  summary:
    'Logout: deletes the session on the server (CSRF token required). JSON callers get {url}; forms are redirected.',
  responses: {
    200: json(z.object({ url: z.string() }), 'Where to send the browser'),
    303: { description: 'Redirect (form posts)' },
  },
});

const logoutRoute = createRoute({
  method: 'get',
  path: '/logout',
  summary: "SPEC §7: the address to go to at logout — the provider's end-session address for OIDC sessions, else /",
  responses: { 200: json(z.object({ redirect: z.string() }), 'Redirect address') },
});

const ClientLog = z
  .object({
    level: z.enum(['error', 'warn', 'info', 'debug']).default('error'),
    code: z.string().max(100).optional(),
    message: z.string().max(2000),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('ClientLog');
const logRoute = createRoute({
  method: 'post',
  path: '/_log',
  summary: 'Client logs from the auth client (CSRF token required)',
  request: jsonBody(ClientLog),
  responses: { 204: { description: 'Logged' }, 400: json(ErrorResponse, 'Invalid log entry') },
});

const frontchannelRoute = createRoute({
  method: 'get',
  path: '/frontchannel-logout/{provider}',
  summary: 'OIDC front-channel logout: the provider loads this with iss and sid; the matching sessions end',
  request: {
    params: OidcProviderParam,
    query: z.object({ iss: z.string().optional(), sid: z.string().max(500).optional() }),
  },
  responses: { 200: { description: 'Done (empty page)' } },
});

const backchannelRoute = createRoute({
  method: 'post',
  path: '/backchannel-logout/{provider}',
  summary: 'OIDC back-channel logout: a signed logout_token from the provider ends the matching sessions',
  request: {
    params: OidcProviderParam,
    body: {
      content: {
        'application/x-www-form-urlencoded': { schema: z.object({ logout_token: z.string().min(1).max(10_000) }) },
      },
      required: true,
    },
  },
  responses: { 200: { description: 'Sessions ended' }, 400: { description: 'Invalid logout token' } },
});

const PinResetRequest = z
  .object({
    identifier: z.string().trim().min(1, bokmal('login:identifierRequired')).max(64),
    channel: z.enum(['email', 'sms']),
  })
  .strict()
  .openapi('PinResetRequest');
const pinResetRequestRoute = createRoute({
  method: 'post',
  path: '/pin-reset',
  summary:
    'Ask for a PIN reset link by e-mail or SMS (SPEC §4 reset request). Always the same answer, whether the card exists or not.',
  request: jsonBody(PinResetRequest),
  responses: {
    202: json(z.object({ ok: z.literal(true) }), 'Accepted'),
    400: json(ErrorResponse, 'Invalid body'),
    429: json(ErrorResponse, 'Too many requests for this card'),
  },
});
const ResetIdParam = z.object({ resetId: z.string().max(100) });
const pinResetValidateRoute = createRoute({
  method: 'get',
  path: '/pin-reset/{resetId}',
  summary: 'Validate a reset id from a link (SPEC §4 validate reset id)',
  request: { params: ResetIdParam },
  responses: { 200: json(z.object({ valid: z.boolean() }), 'Whether the link can be used') },
});
const pinResetRoute = createRoute({
  method: 'put',
  path: '/pin-reset/{resetId}',
  summary: "Set a new PIN with a reset id (single use; ends the patron's sessions)",
  request: { params: ResetIdParam, ...jsonBody(z.object({ newPin: z.string().max(64) }).strict()) },
  responses: {
    200: json(z.object({ ok: z.literal(true) }), 'PIN changed'),
    400: json(ErrorResponse, 'invalid_pin or reset_link_invalid'),
  },
});

function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  const type = c.req.header('content-type') ?? '';
  return accept.includes('application/json') || type.includes('application/json');
}

/** Query parameters added to the callback address after an ID-porten login (SPEC §2: restores modal data). */
function withLoginMarker(path: string, provider: OidcProviderId): string {
  if (provider !== 'idporten') return path;
  const url = new URL(path, 'http://x.invalid');
  url.searchParams.set('idPortenLoginSuccess', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function authRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });

  /** A callback URL from the caller: missing → default; unsafe → null (the caller answers 400). */
  const callbackFrom = (c: Context<AuthEnv>, value: string | undefined): string | null =>
    value === undefined || value === '' ? DEFAULT_POST_LOGIN_TARGET : sameOriginPath(value, c.get('auth').origins);

  const invalidCallback = (c: Context<AuthEnv>) =>
    c.json(errorBody('invalid_callback_url', apiTranslator(c).t('login:errors.invalid_callback_url')), 400);

  async function startLogin(
    c: Context<AuthEnv>,
    provider: 'idporten' | 'ansatt' | 'bibliotekkort',
    callbackUrl: string,
    purpose: 'login' | 'register',
  ) {
    if (provider === 'bibliotekkort') return `/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`;
    const begun = await beginOidcLogin(ctx, provider, { callbackUrl, purpose });
    c.get('auth').setCookie(c.get('auth').cookies.names.flow, c.get('auth').cookies.flow(begun.flowToken));
    return begun.authorizationUrl;
  }

  app.openapi(sessionRoute, async (c) => {
    noStore(c);
    // The auth client starts here: make sure the browser holds a CSRF token for its next POST.
    void c.get('auth').csrfToken;
    return c.json(presentSessionPayload(await c.get('auth').session()), 200);
  });

  app.openapi(refreshRoute, async (c) => {
    noStore(c);
    const auth = c.get('auth');
    const session = await refreshSession(ctx, auth.sessionToken);
    if (!session && auth.sessionToken) auth.commitLogout();
    return c.json(presentSessionPayload(session), 200);
  });

  app.openapi(csrfRoute, (c) => {
    noStore(c);
    return c.json({ csrfToken: c.get('auth').csrfToken }, 200);
  });

  app.openapi(providersRoute, (c) => {
    const base = ctx.config.publicUrl;
    const list: Record<string, z.infer<typeof Provider>> = {};
    for (const id of OIDC_PROVIDERS) {
      const settings = oidcProviderSettings(ctx.config, id);
      if (settings)
        list[id] = {
          id,
          name: settings.name,
          type: 'oidc',
          signinUrl: `${base}/api/auth/signin/${id}`,
          callbackUrl: `${base}/api/auth/callback/${id}`,
        };
    }
    list.bibliotekkort = {
      id: 'bibliotekkort',
      name: 'Bibliotekkort',
      type: 'credentials',
      signinUrl: `${base}/api/auth/signin/bibliotekkort`,
      callbackUrl: `${base}/api/auth/callback/bibliotekkort`,
    };
    return c.json(list, 200);
  });

  app.openapi(signinGetRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const query = c.req.valid('query');
    const callbackUrl = callbackFrom(c, query.callbackUrl);
    if (!callbackUrl) return invalidCallback(c);
    return c.redirect(await startLogin(c, provider, callbackUrl, query.purpose ?? 'login'), 302);
  });

  app.openapi(signinPostRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const query = c.req.valid('query');
    let callbackValue = query.callbackUrl;
    if (callbackValue === undefined && !wantsJson(c)) {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (typeof form.callbackUrl === 'string') callbackValue = form.callbackUrl;
    }
    const callbackUrl = callbackFrom(c, callbackValue);
    if (!callbackUrl) return invalidCallback(c);
    const url = await startLogin(c, provider, callbackUrl, query.purpose ?? 'login');
    return wantsJson(c) ? c.json({ url }, 200) : c.redirect(url, 303);
  });

  app.openapi(cardCallbackRoute, async (c) => {
    noStore(c);
    const body = c.req.valid('json');
    const auth = c.get('auth');
    const callbackUrl = callbackFrom(c, body.callbackUrl);
    if (!callbackUrl) return invalidCallback(c);
    const { token, session } = await loginWithLibraryCard(ctx, {
      identifier: body.identifier,
      pin: body.pin,
      replaces: auth.sessionToken,
      clientAddress: auth.clientAddress,
    });
    auth.commitLogin(token, session);
    return c.json({ url: callbackUrl, session: presentSessionPayload(session) }, 200);
  });

  app.openapi(oidcCallbackRoute, async (c) => {
    noStore(c);
    const { provider } = c.req.valid('param');
    const auth = c.get('auth');
    const flowToken = readCookie(c.req.header('cookie'), [auth.cookies.names.flow]);
    auth.setCookie(auth.cookies.names.flow, auth.cookies.clearFlow());
    // The URL the provider redirected to, on our public address (a proxy may have rewritten the host).
    const incoming = new URL(c.req.url);
    const callbackUrl = new URL(`${ctx.config.publicUrl}${incoming.pathname}${incoming.search}`);
    try {
      const done = await completeOidcLogin(ctx, provider, { flowToken, callbackUrl, replaces: auth.sessionToken });
      auth.commitLogin(done.token, done.session);
      return c.redirect(withLoginMarker(safeCallbackPath(done.callbackUrl, auth.origins), provider), 302);
    } catch (err) {
      if (err instanceof NoAccountForIdentity && err.provider === 'idporten') {
        // A verified identity without a patron: /registrer-deg can make one for it (SPEC §2 become a borrower by ID-porten).
        if (err.nationalId)
          auth.setCookie(
            auth.cookies.names.verified,
            auth.cookies.verified(await rememberVerifiedIdentity(ctx, err.nationalId)),
          );
        return c.redirect(`/registrer-deg?error=${err.code}`, 302);
      }
      if (isAppError(err)) return c.redirect(`/logg-inn?error=${encodeURIComponent(err.code)}`, 302);
      throw err;
    }
  });

  app.openapi(signoutRoute, async (c) => {
    noStore(c);
    const auth = c.get('auth');
    // The provider's end-session address needs the ID token, so compute it before the session is deleted.
    const address = await logoutAddress(ctx, await auth.session());
    await endSession(ctx, auth.sessionToken);
    auth.commitLogout();
    return wantsJson(c) ? c.json({ url: address }, 200) : c.redirect(address, 303);
  });

  app.openapi(logoutRoute, async (c) => {
    noStore(c);
    return c.json({ redirect: await logoutAddress(ctx, await c.get('auth').session()) }, 200);
  });

  app.openapi(logRoute, (c) => {
    const entry = c.req.valid('json');
    ctx.log[entry.level](
      { clientLog: { code: entry.code, metadata: entry.metadata }, correlationId: c.get('correlationId') },
      `client: ${entry.message}`,
    );
    return c.body(null, 204);
  });

  app.openapi(pinResetRequestRoute, async (c) => {
    noStore(c);
    await requestPinReset(ctx, { ...c.req.valid('json'), clientAddress: c.get('auth').clientAddress });
    return c.json({ ok: true as const }, 202);
  });

  app.openapi(pinResetValidateRoute, async (c) => {
    noStore(c);
    return c.json({ valid: await isValidPinReset(ctx, c.req.valid('param').resetId) }, 200);
  });

  app.openapi(pinResetRoute, async (c) => {
    noStore(c);
    await resetPin(ctx, c.req.valid('param').resetId, c.req.valid('json').newPin);
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(frontchannelRoute, async (c) => {
    noStore(c);
    const { provider } = c.req.valid('param');
    const { iss, sid } = c.req.valid('query');
    const settings = oidcProviderSettings(ctx.config, provider);
    // Only the provider's own issuer may end sessions, and only by its session id.
    if (settings && sid && iss === settings.issuer) await endOidcSessions(ctx, iss, { sid }, 'frontchannel');
    return c.html('<!doctype html><html lang="nb"><meta charset="utf-8"><title>Logget ut</title></html>', 200);
  });

  app.openapi(backchannelRoute, async (c) => {
    noStore(c);
    const { provider } = c.req.valid('param');
    const { logout_token: logoutToken } = c.req.valid('form');
    const settings = oidcProviderSettings(ctx.config, provider);
    if (!settings) return c.json({ error: 'invalid_request' }, 400);
    try {
      const { issuer, sid, sub } = await verifyLogoutToken(settings, logoutToken);
      await endOidcSessions(ctx, issuer, { sid, sub }, 'backchannel');
      return c.body(null, 200);
    } catch (err) {
      ctx.log.warn({ err, provider }, 'back-channel logout token rejected');
      return c.json({ error: 'invalid_request', error_description: 'invalid logout_token' }, 400);
    }
  });

  return app;
}
