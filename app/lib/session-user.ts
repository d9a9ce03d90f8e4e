// The session user as the shell sees it (SPEC §3 Session user); the type lives in core so the server presents the same shape.
export type { SessionUser, SessionPayload, SessionStatus } from '#core/session.ts';
