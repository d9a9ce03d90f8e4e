// The embedded test identity provider (oidc-provider, a real OpenID Provider) for ID-porten and staff logins without internet.
// Mounted under /test-idp in development, tests and demo mode (docs/decisions/021; TEST_IDP_ENABLED decides when set); never a substitute for the real ones.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { OidcKoaContext, Provider as ProviderType } from 'oidc-provider';
import type { Config } from '#server/config.ts';
import { redirectUri, TEST_IDP_SECRETS, testIdpIssuer } from './oidc-client.ts';

export const TEST_IDP_PATH = '/test-idp';
export const ID_PORTEN_ACR_VALUES = ['idporten-loa-substantial', 'idporten-loa-high'];

export interface TestIdpDeps {
  /** Claims for an account id chosen on the login page; null = unknown account. */
  findClaims: (accountId: string) => Promise<Record<string, unknown> | null>;
  /** Norwegian HTML for errors the provider shows itself. */
  renderError: (title: string, text: string) => string;
  onError?: (message: string, err: unknown) => void;
}

const cacheKey = Symbol.for('bibliotek.testIdp');
type GlobalWithIdp = typeof globalThis & { [cacheKey]?: Map<string, Promise<ProviderType>> };

/** One provider per issuer and process (kept across dev reloads, so its keys and sessions survive). */
export function getTestIdp(config: Config, deps: TestIdpDeps): Promise<ProviderType> {
  const g = globalThis as GlobalWithIdp;
  const cache = (g[cacheKey] ??= new Map());
  const issuer = testIdpIssuer(config);
  let provider = cache.get(issuer);
  if (!provider) {
    provider = createTestIdp(config, deps);
    cache.set(issuer, provider);
  }
  return provider;
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

async function createTestIdp(config: Config, deps: TestIdpDeps): Promise<ProviderType> {
  // Loaded only when enabled: production without the test provider never imports it.
  const { default: Provider } = await import('oidc-provider');
  const base = config.publicUrl;
  const client = (id: 'idporten' | 'ansatt', clientId: string) => ({
    client_id: clientId,
    client_secret: TEST_IDP_SECRETS[id],
    redirect_uris: [redirectUri(config, id)],
    post_logout_redirect_uris: [`${base}/`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    backchannel_logout_uri: `${base}/api/auth/backchannel-logout/${id}`,
    backchannel_logout_session_required: true,
  });

  const provider = new Provider(testIdpIssuer(config), {
    clients: [client('idporten', config.IDPORTEN_CLIENT_ID), client('ansatt', config.STAFF_CLIENT_ID)],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 3600,
      IdToken: 3600,
    },
    // Like ID-porten: pid (national id) comes with the openid scope; staff roles too.
    claims: {
      openid: ['sub', 'pid', 'roles', 'locale'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    // Put the granted claims in the ID token (as ID-porten does with pid).
    conformIdTokenClaims: false,
    acrValues: ID_PORTEN_ACR_VALUES,
    extraParams: ['kc_idp_hint', 'ui_locales'],
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Auto-confirm the logout question; a test provider need not ask.
        logoutSource: async (ctx: { body: string }, form: string) => {
          const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          ctx.body = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Logger ut</title></head><body><main><h1>Logger ut …</h1>${confirmed}<noscript><p>Trykk knappen for å logge ut.</p></noscript><button form="op.logoutForm" type="submit">Logg ut</button><script>document.forms[0].submit()</script></main></body></html>`;
        },
        postLogoutSuccessSource: async (ctx: { body: string }) => {
          ctx.body = deps.renderError('Du er logget ut', 'Du er logget ut av testinnloggingen.');
        },
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${TEST_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, accountId: string) => {
      const claims = await deps.findClaims(accountId);
      if (!claims) return undefined;
      return { accountId, claims: () => claims };
    },
    // First-party clients: no consent screen; grant what the client asked for.
    loadExistingGrant: async (ctx: OidcKoaContext) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (existing) {
        const found = await ctx.oidc.provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    // oidc-provider refuses loopback addresses for its outgoing calls (SSRF protection). Its only
    // outgoing calls here are back-channel logouts to our own server, which may well be on localhost.
    fetch: (url: string, options: RequestInit & { dispatcher?: unknown }) => {
      if (new URL(url).origin !== new URL(base).origin) return globalThis.fetch(url, options);
      const { dispatcher: _ssrfGuard, ...rest } = options;
      return globalThis.fetch(url, rest);
    },
    renderError: async (ctx: { type: string; body: string }, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = deps.renderError('Innloggingen feilet', out.error_description ?? out.error ?? 'Ukjent feil');
    },
  });
  provider.proxy = config.TRUST_PROXY;
  provider.on('backchannel.error', (...args: unknown[]) => deps.onError?.('back-channel logout failed', args[1]));
  return provider;
}
