// Role check shared by every content-admin service (issue #4): the service refuses, whatever the page did.
import { canManageContent, type ContentType } from '#core/content-admin.ts';
import type { AppError } from '#core/errors.ts';
import { codedError, type CataloguedCode } from '#server/services/coded-error.ts';

/** Who makes a change: the logged-in staff user (users.id) and their roles from the session. */
export interface Actor {
  userId: number;
  roles: readonly string[];
}

/** @throws AppError forbidden 'content_forbidden' (its text names the content type, staffContent:types.<type>) */
export function assertCanManage(actor: Actor, type: ContentType): void {
  if (!canManageContent(actor.roles, type)) throw codedError('forbidden', 'content_forbidden', { type });
}

const NOT_FOUND_CODES: Readonly<Record<ContentType, CataloguedCode>> = {
  event: 'event_not_found',
  banner: 'banner_not_found',
  opening_hours_exception: 'opening_hours_exception_not_found',
  service: 'service_not_found',
  page: 'page_not_found',
  campaign: 'campaign_not_found',
  staff_list: 'staff_list_not_found',
};

/** not_found '<type>_not_found' */
export function notFoundError(type: ContentType): AppError {
  return codedError('not_found', NOT_FOUND_CODES[type]);
}

/** Thrown on an optimistic-concurrency mismatch (updated_at changed since the form was opened). */
export function conflictError(): AppError {
  return codedError('conflict', 'edit_conflict');
}

/** Positive integer ids from URLs and forms. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
