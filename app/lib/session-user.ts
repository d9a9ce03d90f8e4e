// The session user as the shell sees it (SPEC §3 Session user); the type lives in core so the server presents the same shape.
export type { SessionUser } from '#core/session.ts';
