// OIDC logins (SPEC §6): ID-porten for citizens (pid → patron by national id) and staff ('ansatt', role claims → EMPLOYEE / DEICH_ADMIN).
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { bokmalErrorText, codedError } from '#server/services/coded-error.ts';
import { ROLES } from '#core/profile.ts';
import { loginFlows, users } from '#server/db/schema.ts';
import {
  buildAuthorizationRequest,
  buildEndSessionAddress,
  completeAuthorization,
  oidcProviderSettings,
  type OidcIdentity,
  type OidcProviderId,
  type OidcProviderSettings,
} from '#server/integrations/identity/oidc-client.ts';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from './audit.ts';
import { startSession, type ActiveSession } from './sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

/** An OIDC login must come back within this time (matches the flow cookie). */
const LOGIN_FLOW_TTL_MS = 10 * 60_000;

/** Staff roles a staff identity provider may grant (SPEC §6). */
const STAFF_ROLES: readonly string[] = [ROLES.employee, ROLES.admin];

function providerSettings(ctx: ServiceContext, provider: OidcProviderId): OidcProviderSettings {
  const settings = oidcProviderSettings(ctx.config, provider);
  if (!settings) throw codedError('unavailable', 'provider_unavailable');
  return settings;
}

export interface BegunLogin {
  /** Goes into the browser's login-flow cookie; binds the callback to this browser. */
  flowToken: string;
  authorizationUrl: string;
}

/**
 * Starts an OIDC login: stores state, nonce and PKCE verifier, and returns the provider's address.
 * @throws AppError unavailable/provider_unavailable — not configured or discovery failed.
 */
export async function beginOidcLogin(
  ctx: ServiceContext,
  provider: OidcProviderId,
  options: { callbackUrl: string; purpose?: 'login' | 'register' },
): Promise<BegunLogin> {
  const settings = providerSettings(ctx, provider);
  let request;
  try {
    request = await buildAuthorizationRequest(ctx.config, settings);
  } catch (err) {
    ctx.log.error({ err, provider }, 'OIDC discovery failed');
    throw codedError('unavailable', 'provider_unavailable');
  }
  const flowToken = randomToken();
  const now = ctx.clock();
  await ctx.db.insert(loginFlows).values({
    idHash: sha256(flowToken),
    provider,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    callbackUrl: options.callbackUrl,
    purpose: options.purpose ?? 'login',
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_FLOW_TTL_MS),
  });
  return { flowToken, authorizationUrl: request.url };
}

export interface CompletedLogin {
  token: string;
  session: ActiveSession;
  callbackUrl: string;
  purpose: 'login' | 'register';
}

/** Thrown when the identity is fine but there is no account for it (no borrower, no staff access). */
export class NoAccountForIdentity extends AppError {
  readonly provider: OidcProviderId;
  readonly callbackUrl: string;
  readonly purpose: 'login' | 'register';
  /** ID-porten: the verified national id, so /registrer-deg can make a patron for it. */
  readonly nationalId: string | null;
  constructor(
    provider: OidcProviderId,
    callbackUrl: string,
    purpose: 'login' | 'register',
    nationalId: string | null = null,
  ) {
    const code = provider === 'ansatt' ? 'no_staff_access' : 'no_borrower_for_identity';
    super('forbidden', code, bokmalErrorText(code));
    this.provider = provider;
    this.callbackUrl = callbackUrl;
    this.purpose = purpose;
    this.nationalId = nationalId;
  }
}

/**
 * Completes an OIDC login at the callback: the flow must exist for this browser and provider and be
 * fresh; the code is exchanged with state, nonce and PKCE checked; then the identity is mapped to a user.
 * @throws AppError invalid/login_flow_expired — unknown, used or expired flow (also a replayed callback).
 * @throws AppError unauthenticated/oauth_callback — the provider answered with an error or the tokens failed checks.
 * @throws NoAccountForIdentity — no patron with this national id / no staff access.
 */
export async function completeOidcLogin(
  ctx: ServiceContext,
  provider: OidcProviderId,
  input: { flowToken: string | null; callbackUrl: URL; replaces?: string | null },
): Promise<CompletedLogin> {
  const settings = providerSettings(ctx, provider);
  if (!input.flowToken) throw codedError('invalid', 'login_flow_expired');
  // Single use: the flow row is deleted as it is read.
  const [flow] = await ctx.db
    .delete(loginFlows)
    .where(
      and(
        eq(loginFlows.idHash, sha256(input.flowToken)),
        eq(loginFlows.provider, provider),
        gt(loginFlows.expiresAt, ctx.clock()),
      ),
    )
    .returning();
  if (!flow) throw codedError('invalid', 'login_flow_expired');

  let identity: OidcIdentity;
  try {
    identity = await completeAuthorization(settings, input.callbackUrl, {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (err) {
    ctx.log.warn({ err, provider }, 'OIDC callback rejected');
    await recordAudit(ctx, { action: 'login_failed', entity: 'login', detail: { provider, reason: 'oauth_callback' } });
    throw codedError('unauthenticated', 'oauth_callback');
  }

  const purpose = flow.purpose;
  const mapped = provider === 'idporten' ? await findCitizen(ctx, identity) : await findStaff(ctx, identity);
  if (!mapped) {
    await recordAudit(ctx, { action: 'login_failed', entity: 'login', detail: { provider, reason: 'no_account' } });
    throw new NoAccountForIdentity(
      provider,
      flow.callbackUrl,
      purpose,
      provider === 'idporten' ? nationalIdFromClaims(identity.claims) : null,
    );
  }
  const { token, session } = await startSession(ctx, {
    userId: mapped.userId,
    provider,
    roles: mapped.roles,
    oidc: { issuer: identity.issuer, sub: identity.sub, sid: identity.sid, idToken: identity.idToken },
    replaces: input.replaces,
  });
  return { token, session, callbackUrl: flow.callbackUrl, purpose };
}

/** ID-porten gives the national identity number in the pid claim. */
function nationalIdFromClaims(claims: Record<string, unknown>): string | null {
  const pid = claims.pid;
  return typeof pid === 'string' && /^\d{11}$/.test(pid) ? pid : null;
}

async function findCitizen(
  ctx: ServiceContext,
  identity: OidcIdentity,
): Promise<{ userId: number; roles: null } | null> {
  const pid = nationalIdFromClaims(identity.claims);
  if (!pid) return null;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.nationalId, pid)).limit(1);
  return user ? { userId: user.id, roles: null } : null;
}

/** Role claims ('roles' or 'groups') that name our staff roles become the session's roles. */
function staffRolesFromClaims(claims: Record<string, unknown>): string[] {
  const values = [claims.roles, claims.groups].flatMap((v) =>
    Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/) : [],
  );
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && STAFF_ROLES.includes(v)))];
}

async function findStaff(
  ctx: ServiceContext,
  identity: OidcIdentity,
): Promise<{ userId: number; roles: string[] } | null> {
  const roles = staffRolesFromClaims(identity.claims);
  if (roles.length === 0) return null;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.staffSubject, identity.sub)).limit(1);
  return user ? { userId: user.id, roles } : null;
}

/**
 * Where the browser goes at logout (SPEC §2 Logout, GET /api/auth/logout): the identity provider's
 * end-session address for OIDC sessions (so the provider's session ends too), else our front page.
 */
export async function logoutAddress(ctx: ServiceContext, session: ActiveSession | null): Promise<string> {
  const home = `${ctx.config.publicUrl}/`;
  if (!session || (session.provider !== 'idporten' && session.provider !== 'ansatt')) return '/';
  const settings = oidcProviderSettings(ctx.config, session.provider);
  if (!settings) return '/';
  try {
    return (
      (await buildEndSessionAddress(settings, { idTokenHint: session.idToken, postLogoutRedirectUri: home })) ?? '/'
    );
  } catch (err) {
    ctx.log.warn({ err }, 'end-session address unavailable');
    return '/';
  }
}
