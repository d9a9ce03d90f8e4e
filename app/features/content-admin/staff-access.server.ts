// Staff area access for loaders and actions (issue #4): anonymous → /logg-inn, logged-in non-staff → 403, AppErrors → status or form messages.
import { data, type AppLoadContext } from 'react-router';
import { canManageContent, type ContentType } from '#core/content-admin.ts';
import { isAppError } from '#core/errors.ts';
import { isStaff } from '#core/profile.ts';
import { isFieldValidationError } from '#server/services/admin/fields.ts';
import type { Actor } from '#server/services/admin/audit.ts';
import type { FieldErrors, FormValues } from '#server/services/admin/form-input.ts';
import { requireSession } from '#app/session.server.ts';

export interface StaffActor extends Actor {
  name: string;
}

/** The logged-in staff member; with a content type, one who may manage it. */
export async function requireContentStaff(context: AppLoadContext, request: Request, type?: ContentType): Promise<StaffActor> {
  const session = await requireSession(context, request);
  const roles = session.user.assignedRoles;
  if (!isStaff(roles) || (type !== undefined && !canManageContent(roles, type))) {
    throw data({ forbidden: true }, { status: 403 });
  }
  return { userId: session.userId, roles, name: session.user.name };
}

export interface FormActionState {
  values: FormValues;
  fieldErrors: FieldErrors;
  /** A message for the whole form (edit conflict, unexpected failure). */
  formError?: string;
}

/**
 * Runs a service call from an action: field and conflict errors become form state (the values are
 * kept), not-found and forbidden become the error page's status; anything else is logged and shown
 * as a general message, with nothing written (every change is one transaction).
 */
export async function runFormAction(
  context: AppLoadContext,
  values: FormValues,
  call: () => Promise<void>,
): Promise<FormActionState> {
  try {
    await call();
    return { values, fieldErrors: {} };
  } catch (err) {
    if (err instanceof Response) throw err;
    if (isFieldValidationError(err)) return { values, fieldErrors: { [err.field]: err.message } };
    if (isAppError(err)) {
      if (err.kind === 'not_found') throw data(null, { status: 404 });
      if (err.kind === 'forbidden') throw data({ forbidden: true }, { status: 403 });
      if (err.kind === 'conflict' || err.kind === 'invalid') return { values, fieldErrors: {}, formError: err.message };
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'content change failed');
    return { values, fieldErrors: {}, formError: 'Noe gikk galt, og ingenting ble lagret. Prøv igjen om litt.' };
  }
}

/** Not-found and forbidden from a service in a loader or a list action. */
export function rethrowAsStatus(err: unknown): never {
  if (isAppError(err) && err.kind === 'not_found') throw data(null, { status: 404 });
  if (isAppError(err) && err.kind === 'forbidden') throw data({ forbidden: true }, { status: 403 });
  throw err;
}
