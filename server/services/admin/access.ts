// Role check shared by every content-admin service (issue #4): the service refuses, whatever the page did.
import { canManageContent, CONTENT_TYPE_INFO, type ContentType } from '#core/content-admin.ts';
import { AppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';

/** Who makes a change: the logged-in staff user (users.id) and their roles from the session. */
export interface Actor {
  userId: number;
  roles: readonly string[];
}

export const FORBIDDEN_MESSAGE = 'Du har ikke tilgang til å endre dette innholdet.';

/** @throws AppError forbidden 'content_forbidden' */
export function assertCanManage(actor: Actor, type: ContentType): void {
  if (!canManageContent(actor.roles, type)) {
    throw new AppError('forbidden', 'content_forbidden', `${FORBIDDEN_MESSAGE} (${CONTENT_TYPE_INFO[type].plural})`);
  }
}

export function notFoundError(type: ContentType): AppError {
  return new AppError('not_found', `${type}_not_found`, `Fant ikke ${CONTENT_TYPE_INFO[type].definite}.`);
}

/** Thrown on an optimistic-concurrency mismatch (updated_at changed since the form was opened). */
export function conflictError(): AppError {
  return codedError('conflict', 'edit_conflict');
}

/** Positive integer ids from URLs and forms. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
