// OpenID Connect relying party (openid-client): provider settings from configuration, discovery, authorization
// code + PKCE + state + nonce, end-session addresses and back-channel logout tokens. Issue #6, SPEC §6.
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '#server/config.ts';

export type OidcProviderId = 'idporten' | 'ansatt';
export const OIDC_PROVIDERS: readonly OidcProviderId[] = ['idporten', 'ansatt'];

export interface OidcProviderSettings {
  id: OidcProviderId;
  /** Shown on the provider list (GET /api/auth/providers). */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Extra authorization parameters: acr_values for ID-porten, the IdP hint for staff. */
  extraParams: Record<string, string>;
  /** Whether this provider is the embedded test identity provider. */
  embedded: boolean;
}

/** Client secrets of the embedded test identity provider; it never runs in production unless asked to. */
export const TEST_IDP_SECRETS: Record<OidcProviderId, string> = {
  idporten: 'test-idp-hemmelighet-idporten',
  ansatt: 'test-idp-hemmelighet-ansatt',
};

export function testIdpIssuer(config: Config): string {
  return `${config.publicUrl}/test-idp`;
}

export function redirectUri(config: Config, provider: OidcProviderId): string {
  return `${config.publicUrl}/api/auth/callback/${provider}`;
}

/** Settings of each OIDC provider, or null when it is not configured (then it is not offered). */
export function oidcProviderSettings(config: Config, id: OidcProviderId): OidcProviderSettings | null {
  const real = id === 'idporten' ? config.IDPORTEN_ISSUER : config.STAFF_ISSUER;
  const embedded = !real && config.testIdpEnabled;
  const issuer = real ?? (embedded ? testIdpIssuer(config) : undefined);
  const secret =
    (id === 'idporten' ? config.IDPORTEN_CLIENT_SECRET : config.STAFF_CLIENT_SECRET) ??
    (embedded ? TEST_IDP_SECRETS[id] : undefined);
  if (!issuer || !secret) return null;
  if (id === 'idporten') {
    return {
      id,
      name: 'ID-porten',
      issuer,
      clientId: config.IDPORTEN_CLIENT_ID,
      clientSecret: secret,
      scope: 'openid profile',
      extraParams: { acr_values: config.IDPORTEN_ACR, ui_locales: 'nb' },
      embedded,
    };
  }
  return {
    id,
    name: 'Ansatt',
    issuer,
    clientId: config.STAFF_CLIENT_ID,
    clientSecret: secret,
    scope: 'openid profile email',
    // Keycloak-style identity-provider hint: skip the broker's chooser and go to the staff directory.
    extraParams: { kc_idp_hint: config.STAFF_IDP_HINT, ui_locales: 'nb' },
    embedded,
  };
}

/** Plain http is accepted only for the embedded provider and loopback addresses (development). */
function allowsHttp(settings: OidcProviderSettings): boolean {
  const host = new URL(settings.issuer).hostname;
  return settings.embedded || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

const cacheKey = Symbol.for('bibliotek.oidcConfigurations');
type GlobalWithCache = typeof globalThis & { [cacheKey]?: Map<string, Promise<client.Configuration>> };

/** Discovery once per process (kept across dev reloads); a failed discovery is retried next time. */
function discover(settings: OidcProviderSettings): Promise<client.Configuration> {
  const g = globalThis as GlobalWithCache;
  const cache = (g[cacheKey] ??= new Map());
  const key = `${settings.issuer}|${settings.clientId}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      { client_secret: settings.clientSecret, id_token_signed_response_alg: 'RS256' },
      client.ClientSecretBasic(settings.clientSecret),
      allowsHttp(settings) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The address to send the browser to, with fresh state, nonce and PKCE verifier (S256). */
export async function buildAuthorizationRequest(
  config: Config,
  settings: OidcProviderSettings,
): Promise<AuthorizationRequest> {
  const configuration = await discover(settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(config, settings.id),
    scope: settings.scope,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...settings.extraParams,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface OidcIdentity {
  issuer: string;
  sub: string;
  sid: string | null;
  idToken: string;
  claims: Record<string, unknown>;
}

/** Exchanges the code (checking state, nonce and PKCE) and returns the ID token's claims, merged with userinfo. */
export async function completeAuthorization(
  settings: OidcProviderSettings,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const configuration = await discover(settings);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims || !tokens.id_token) throw new Error('no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
    try {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    } catch {
      // The ID token is enough; userinfo only adds profile details.
    }
  }
  return {
    issuer: configuration.serverMetadata().issuer,
    sub: idClaims.sub,
    sid: typeof idClaims.sid === 'string' ? idClaims.sid : null,
    idToken: tokens.id_token,
    claims,
  };
}

/** The provider's end-session address (RP-initiated logout), or null when it has none. */
export async function buildEndSessionAddress(
  settings: OidcProviderSettings,
  params: { idTokenHint: string | null; postLogoutRedirectUri: string },
): Promise<string | null> {
  const configuration = await discover(settings);
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  const parameters: Record<string, string> = {
    post_logout_redirect_uri: params.postLogoutRedirectUri,
    client_id: settings.clientId,
  };
  if (params.idTokenHint) parameters.id_token_hint = params.idTokenHint;
  return client.buildEndSessionUrl(configuration, parameters).href;
}

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Verifies an OIDC back-channel logout token (signature, issuer, audience, event, no nonce) and returns its sid/sub. */
export async function verifyLogoutToken(
  settings: OidcProviderSettings,
  logoutToken: string,
): Promise<{ issuer: string; sid: string | null; sub: string | null }> {
  const configuration = await discover(settings);
  const metadata = configuration.serverMetadata();
  if (!metadata.jwks_uri) throw new Error('provider has no jwks_uri');
  const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
  const { payload } = await jwtVerify(logoutToken, jwks, {
    issuer: metadata.issuer,
    audience: settings.clientId,
    maxTokenAge: '5m',
  });
  const events = payload.events as Record<string, unknown> | undefined;
  if (!events || typeof events !== 'object' || !(BACKCHANNEL_EVENT in events)) throw new Error('not a logout token');
  if ('nonce' in payload) throw new Error('logout token must not carry a nonce');
  const sid = typeof payload.sid === 'string' ? payload.sid : null;
  const sub = typeof payload.sub === 'string' ? payload.sub : null;
  if (!sid && !sub) throw new Error('logout token names neither sid nor sub');
  return { issuer: metadata.issuer, sid, sub };
}
