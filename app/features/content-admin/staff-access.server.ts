// Staff area access for loaders and actions (issue #4): anonymous → /logg-inn, logged-in non-staff → 403, AppErrors → status or form messages.
import { data, redirect, type AppLoadContext } from 'react-router';
import { canManageContent, type ContentType } from '#core/content-admin.ts';
import { isAppError } from '#core/errors.ts';
import { isStaff } from '#core/profile.ts';
import { parseId } from '#server/services/admin/access.ts';
import { isFieldValidationError } from '#server/services/admin/fields.ts';
import type { Actor } from '#server/services/admin/access.ts';
import {
  parseForm,
  wordFieldErrors,
  type FieldErrors,
  type FormResult,
  type FormValues,
} from '#server/services/admin/form-input.ts';
import type { z } from 'zod';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { requireSession } from '#app/session.server.ts';

export interface StaffActor extends Actor {
  name: string;
}

/** The logged-in staff member; with a content type, one who may manage it. */
export async function requireContentStaff(
  context: AppLoadContext,
  request: Request,
  type?: ContentType,
): Promise<StaffActor> {
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
  request: Request,
  values: FormValues,
  call: () => Promise<void>,
): Promise<FormActionState> {
  try {
    await call();
    return { values, fieldErrors: {} };
  } catch (err) {
    if (err instanceof Response) throw err;
    if (isFieldValidationError(err))
      return { values, fieldErrors: wordFieldErrors(err.fieldErrors, requestTranslator(request)) };
    if (isAppError(err)) {
      if (err.kind === 'not_found') throw data(null, { status: 404 });
      if (err.kind === 'forbidden') throw data({ forbidden: true }, { status: 403 });
      if (err.kind === 'conflict' || err.kind === 'invalid') return { values, fieldErrors: {}, formError: err.message };
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'content change failed');
    return { values, fieldErrors: {}, formError: requestTranslator(request)('staffContent:form.failed') };
  }
}

/** Not-found and forbidden from a service in a loader or a list action. */
export function rethrowAsStatus(err: unknown): never {
  if (isAppError(err) && err.kind === 'not_found') throw data(null, { status: 404 });
  if (isAppError(err) && err.kind === 'forbidden') throw data({ forbidden: true }, { status: 403 });
  throw err;
}

/** One button of a list row: what it does to the item and which ?ok= notice follows. */
export interface ListIntent {
  run: (actor: StaffActor, id: number) => Promise<void>;
  ok: string;
}

/**
 * The POST of a staff list page (publish/unpublish and similar row buttons): checks the role, the
 * item id and the intent, runs it, and goes back to the same list (filters kept) with its notice.
 */
export async function runListAction(
  context: AppLoadContext,
  request: Request,
  type: ContentType,
  intents: Record<string, ListIntent>,
  anchor?: (id: number) => string,
): Promise<never> {
  const actor = await requireContentStaff(context, request, type);
  const form = await request.formData();
  const raw = String(form.get('id') ?? '');
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const intent = Object.hasOwn(intents, String(form.get('intent'))) ? intents[String(form.get('intent'))] : undefined;
  if (id === null || !intent) throw data(null, { status: 400 });
  try {
    await intent.run(actor, id);
  } catch (err) {
    if (isAppError(err) && err.kind === 'invalid') throw data(null, { status: 400 });
    rethrowAsStatus(err);
  }
  const back = new URL(request.url);
  back.searchParams.set('ok', intent.ok);
  throw redirect(`${back.pathname}${back.search}${anchor ? `#${anchor(id)}` : ''}`);
}

/** The item of a form route: none (the '…/ny' route) → null, a numeric id → that id, anything else → 404. */
export function formItemId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const id = parseId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/**
 * A staff form's POST: the version token it was opened with (optimistic concurrency), its fields
 * parsed with the form's schema (messages in the page's language), and the form itself for what is not text (uploaded files).
 */
async function readStaffForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ version: string; parsed: FormResult<z.output<S>>; form: FormData }> {
  const form = await request.formData();
  return {
    version: String(form.get('version') ?? ''),
    parsed: parseForm(schema, form, requestTranslator(request)),
    form,
  };
}

/** The bytes of a file field of a multipart form; null when no file was chosen (browsers then post an empty, nameless one). */
export async function postedFile(form: FormData, name: string): Promise<Uint8Array | null> {
  const file = form.get(name);
  if (typeof file === 'string' || file === null || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}

/** The publish and unpublish buttons of a list, for a service call that sets an item's published (or active) state. */
export function publishIntents(
  context: AppLoadContext,
  set: (ctx: AppLoadContext['services'], actor: Actor, id: number, published: boolean) => Promise<void>,
  ok: { on: string; off: string } = { on: 'published', off: 'unpublished' },
): Record<string, ListIntent> {
  return {
    publish: { run: (actor, id) => set(context.services, actor, id, true), ok: ok.on },
    unpublish: { run: (actor, id) => set(context.services, actor, id, false), ok: ok.off },
  };
}

/**
 * The POST of a staff form page ('…/ny' or an item's id): the fields parsed with the form's schema,
 * then create, or update with the version the form was opened with, and back to the list with its
 * notice (at the item's row when `anchor` is given); otherwise the form again, values kept.
 */
export async function saveStaffForm<S extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  form: { type: ContentType; itemId: string | undefined; schema: S; listPath: string; anchor?: (id: number) => string },
  save: {
    create: (actor: StaffActor, data: z.output<S>, posted: FormData) => Promise<unknown>;
    update: (actor: StaffActor, id: number, data: z.output<S>, version: string, posted: FormData) => Promise<void>;
  },
): Promise<FormActionState> {
  const actor = await requireContentStaff(context, request, form.type);
  const id = formItemId(form.itemId);
  const { version, parsed, form: posted } = await readStaffForm(request, form.schema);
  if (!parsed.ok) return { values: parsed.values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, request, parsed.values, async () => {
    if (id === null) {
      await save.create(actor, parsed.data, posted);
      throw redirect(`${form.listPath}?ok=created`);
    }
    await save.update(actor, id, parsed.data, version, posted);
    throw redirect(`${form.listPath}?ok=updated${form.anchor ? `#${form.anchor(id)}` : ''}`);
  });
}
