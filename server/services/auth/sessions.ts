// Server-side sessions (docs/decisions/004): random ids hashed at rest, idle and absolute expiry, rotation at login, deletion at logout.
import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { HOUR_MS } from '#core/constants.ts';
import { needsProfileFix } from '#core/profile.ts';
import { NO_SESSION, type SessionPayload, type SessionUser } from '#core/session.ts';
import { sessions, users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from './audit.ts';
import { isTokenShaped, randomToken, sha256 } from './tokens.ts';

/** A session ends this long after login whatever the activity (our choice; the idle time is SESSION_MAX_AGE_MS). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * HOUR_MS;

/** SPEC §6 login providers: idporten (citizens), ansatt (staff); bibliotekkort is the library-card variant. */
type LoginProvider = 'bibliotekkort' | 'idporten' | 'ansatt';

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

export interface ActiveSession {
  idHash: string;
  userId: number;
  provider: LoginProvider;
  user: SessionUser;
  cardNumber: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  timeRemainingMSec: number;
  /** OIDC sessions: the ID token (id_token_hint at logout) and its issuer. */
  idToken: string | null;
  oidcIssuer: string | null;
}

interface OidcSessionInfo {
  issuer: string;
  sub: string;
  sid: string | null;
  idToken: string;
}

export interface StartSessionInput {
  userId: number;
  provider: LoginProvider;
  /** Roles from the identity provider (staff); omitted: the user's own roles. */
  roles?: string[] | null;
  oidc?: OidcSessionInfo;
  /** The browser's previous session token, if any: deleted so an old (possibly planted) id never lives on. */
  replaces?: string | null;
}

/** SPEC §3 Session user, always fresh from the users row (settings changes show at once). */
function presentSessionUser(user: UserRow, sessionRoles: string[] | null = null): SessionUser {
  const assignedRoles = sessionRoles ?? user.roles;
  const contact = {
    receiveEmail: user.receiveEmail,
    receiveSms: user.receiveSms,
    email: user.email,
    phoneNumber: user.phoneNumber,
  };
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    given_name: user.firstName,
    assignedRoles: [...assignedRoles],
    illLibrary: user.illLibrary,
    blockStatuses: [...user.blockStatuses],
    preferredPickupBranch: user.preferredPickupBranch,
    ...contact,
    invalidProfile: needsProfileFix({ ...contact, assignedRoles }),
  };
}

export function presentSessionPayload(session: ActiveSession | null): SessionPayload {
  if (!session) return { ...NO_SESSION };
  return {
    user: session.user,
    valid: session.timeRemainingMSec > 0,
    timeRemainingMSec: session.timeRemainingMSec,
    expires: session.expiresAt.toISOString(),
  };
}

function toActive(ctx: ServiceContext, row: SessionRow, user: UserRow): ActiveSession {
  return {
    idHash: row.idHash,
    userId: row.userId,
    provider: row.provider as LoginProvider,
    user: presentSessionUser(user, row.roles),
    cardNumber: user.cardNumber,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    timeRemainingMSec: Math.max(0, row.expiresAt.getTime() - ctx.clock().getTime()),
    idToken: row.idToken,
    oidcIssuer: row.oidcIssuer,
  };
}

/** Idle expiry moved forward from now, capped by the absolute lifetime. */
function nextExpiry(ctx: ServiceContext, createdAt: Date): Date {
  const now = ctx.clock().getTime();
  return new Date(Math.min(now + ctx.config.SESSION_MAX_AGE_MS, createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS));
}

/**
 * Starts a session after a successful login and returns the cookie token. A new random id every
 * time, and the browser's previous session is deleted: session fixation is impossible.
 */
export async function startSession(
  ctx: ServiceContext,
  input: StartSessionInput,
): Promise<{ token: string; session: ActiveSession }> {
  const token = randomToken();
  const now = ctx.clock();
  const row = {
    idHash: sha256(token),
    userId: input.userId,
    provider: input.provider,
    roles: input.roles ?? null,
    oidcIssuer: input.oidc?.issuer ?? null,
    oidcSub: input.oidc?.sub ?? null,
    oidcSid: input.oidc?.sid ?? null,
    idToken: input.oidc?.idToken ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: nextExpiry(ctx, now),
  };
  const user = await ctx.db.transaction(async (tx) => {
    if (isTokenShaped(input.replaces)) await tx.delete(sessions).where(eq(sessions.idHash, sha256(input.replaces)));
    // Housekeeping: sessions that ended more than a day ago.
    await tx.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 24 * HOUR_MS)));
    await tx.insert(sessions).values(row);
    await recordAudit(ctx, { action: 'login', actorId: input.userId, detail: { provider: input.provider } }, tx);
    const [found] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1);
    return found;
  });
  if (!user) throw new Error(`user ${input.userId} vanished during login`);
  return { token, session: toActive(ctx, row, user) };
}

/** The live session for a cookie token, or null (unknown, malformed or expired). */
export async function findSession(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<ActiveSession | null> {
  if (!isTokenShaped(token)) return null;
  const [found] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sha256(token)), gt(sessions.expiresAt, ctx.clock())))
    .limit(1);
  return found ? toActive(ctx, found.session, found.user) : null;
}

/** Activity: moves the idle expiry forward (SPEC §4 refresh). Null when the session is gone or expired. */
export async function refreshSession(
  ctx: ServiceContext,
  token: string | null | undefined,
): Promise<ActiveSession | null> {
  const current = await findSession(ctx, token);
  if (!current) return null;
  const now = ctx.clock();
  const expiresAt = nextExpiry(ctx, current.createdAt);
  await ctx.db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.idHash, current.idHash));
  return {
    ...current,
    lastSeenAt: now,
    expiresAt,
    timeRemainingMSec: Math.max(0, expiresAt.getTime() - now.getTime()),
  };
}

/** Logout: deletes the session on the server. Returns what was ended (for the end-session address), or null. */
export async function endSession(ctx: ServiceContext, token: string | null | undefined): Promise<ActiveSession | null> {
  const current = await findSession(ctx, token);
  if (!current) {
    // An expired row is still removed so nothing of it lingers.
    if (isTokenShaped(token)) await ctx.db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    return null;
  }
  await ctx.db.delete(sessions).where(eq(sessions.idHash, current.idHash));
  await recordAudit(ctx, { action: 'logout', actorId: current.userId, detail: { provider: current.provider } });
  return current;
}

/**
 * Front- and back-channel logout from an identity provider: ends the sessions of that issuer
 * with the given sid (or, without sid, of the subject). Returns how many ended.
 */
export async function endOidcSessions(
  ctx: ServiceContext,
  issuer: string,
  match: { sid?: string | null; sub?: string | null },
  channel: 'frontchannel' | 'backchannel',
): Promise<number> {
  const conditions: SQL[] = [];
  if (match.sid) conditions.push(eq(sessions.oidcSid, match.sid));
  if (match.sub) conditions.push(eq(sessions.oidcSub, match.sub));
  if (conditions.length === 0) return 0;
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.oidcIssuer, issuer), match.sid ? conditions[0] : or(...conditions)))
    .returning({ userId: sessions.userId, provider: sessions.provider });
  for (const row of ended) {
    await recordAudit(ctx, { action: 'logout', actorId: row.userId, detail: { provider: row.provider, channel } });
  }
  return ended.length;
}
