// The session user and session payload of SPEC §3, and the client's timing rules of SPEC §4 Session (warning, expiry, activity).

/** SPEC §3 Session user. `invalidProfile` is the invalid-profile flag (SPEC §5). */
export interface SessionUser {
  name: string;
  given_name: string;
  assignedRoles: string[];
  illLibrary: boolean;
  blockStatuses: string[];
  preferredPickupBranch: string | null;
  email: string | null;
  phoneNumber: string | null;
  receiveEmail: boolean;
  receiveSms: boolean;
  invalidProfile: boolean;
}

/** What GET /api/auth/session answers: the user, a valid flag and the time left (SPEC §3). */
export interface SessionPayload {
  user: SessionUser | null;
  valid: boolean;
  timeRemainingMSec: number;
  /** ISO time of expiry, or null without a session. */
  expires: string | null;
}

export const NO_SESSION: SessionPayload = Object.freeze({
  user: null,
  valid: false,
  timeRemainingMSec: 0,
  expires: null,
});

/** SPEC §4 Session: loading, authenticated, unauthenticated. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export function sessionStatus(payload: SessionPayload | null | undefined): SessionStatus {
  if (payload === undefined) return 'loading';
  return payload?.valid && payload.user ? 'authenticated' : 'unauthenticated';
}

export interface SessionSchedule {
  /** Milliseconds until the 'Er du fortsatt her?' warning should show (0: now). */
  warnInMs: number;
  /** Milliseconds until the session has expired. */
  expireInMs: number;
}

/** When to warn and when the session ends, from the time left and the warning lead (SPEC §4, §9). */
export function sessionSchedule(timeRemainingMSec: number, warningMs: number): SessionSchedule {
  const left = Math.max(0, timeRemainingMSec);
  return { warnInMs: Math.max(0, left - warningMs), expireInMs: left };
}

/** SPEC §4: activity refreshes the session, at most once per throttle period. */
export function shouldRefreshOnActivity(lastRefreshAt: number | null, now: number, throttleMs: number): boolean {
  return lastRefreshAt === null || now - lastRefreshAt >= throttleMs;
}

/** Whole minutes left, rounded up, for the warning text. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
