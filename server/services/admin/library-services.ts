// Staff area, library services (issue #4, SPEC §3 Library services): list, create, edit with a version check, publish/unpublish and delete — the service row, its libraries and the audit row in one transaction.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { TARGET_AUDIENCES } from '#core/library-service-filters.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import { libraries, libraryServiceLibraries, libraryServices } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { forgetHomePage } from '../home-page.ts';
import { imageSourceExists } from '../images.ts';
import { assertCanManage, conflictError, notFoundError, type Actor } from './access.ts';
import { auditedPublish, auditedRowChange, changedFields, recordContentChange } from './audit.ts';
import {
  checkbox,
  choiceList,
  FieldValidationError,
  idList,
  oneOf,
  optionalImagePath,
  optionalText,
  requiredText,
} from './fields.ts';
import type { FormValues } from './form-input.ts';
import { valuesVersion } from './versions.ts';

/** The service form's fields; the same schema checks the page's form and the service's input. */
export const libraryServiceFormSchema = z.object({
  title: requiredText(200, 'titleMissing', 'titleTooLong'),
  lead: optionalText(500, 'leadTooLong'),
  description: optionalText(20_000, 'textTooLong'),
  serviceForm: oneOf(SERVICE_FORMS, 'serviceFormChoose'),
  targetAudience: choiceList(TARGET_AUDIENCES, 'targetAudienceChoose'),
  libraryIds: idList('librariesChoose'),
  imageUrl: optionalImagePath,
  highlighted: checkbox,
  published: checkbox,
});
export type LibraryServiceInput = z.output<typeof libraryServiceFormSchema>;

export interface AdminServiceRow {
  id: number;
  title: string;
  serviceForm: string;
  highlighted: boolean;
  published: boolean;
  libraryCount: number;
}

/** Every service, also unpublished ones, by title. */
export async function listServicesForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminServiceRow[]> {
  assertCanManage(actor, 'service');
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({
        id: libraryServices.id,
        title: libraryServices.title,
        serviceForm: libraryServices.serviceForm,
        highlighted: libraryServices.highlighted,
        published: libraryServices.published,
      })
      .from(libraryServices),
    ctx.db
      .select({ serviceId: libraryServiceLibraries.serviceId, n: count() })
      .from(libraryServiceLibraries)
      .groupBy(libraryServiceLibraries.serviceId),
  ]);
  const byService = new Map(counts.map((c) => [c.serviceId, c.n]));
  return rows
    .map((row) => ({ ...row, libraryCount: byService.get(row.id) ?? 0 }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nb'));
}

type Reader = Pick<ServiceContext['db'], 'select'>;

async function libraryIdsOf(db: Reader, serviceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: libraryServiceLibraries.libraryId })
    .from(libraryServiceLibraries)
    .where(eq(libraryServiceLibraries.serviceId, serviceId))
    .orderBy(asc(libraryServiceLibraries.libraryId));
  return rows.map((r) => r.id);
}

const flag = (v: boolean) => (v ? 'on' : '');

function formValuesOf(row: typeof libraryServices.$inferSelect, libraryIds: number[]): FormValues {
  return {
    title: row.title,
    lead: row.lead,
    description: row.description,
    serviceForm: row.serviceForm,
    targetAudience: row.targetAudience.join(','),
    libraryIds: libraryIds.join(','),
    imageUrl: row.imageUrl ?? '',
    highlighted: flag(row.highlighted),
    published: flag(row.published),
  };
}

export interface ServiceForEdit {
  version: string;
  values: FormValues;
}

export async function getServiceForEdit(ctx: ServiceContext, actor: Actor, id: number): Promise<ServiceForEdit> {
  assertCanManage(actor, 'service');
  const [row] = await ctx.db.select().from(libraryServices).where(eq(libraryServices.id, id)).limit(1);
  if (!row) throw notFoundError('service');
  const values = formValuesOf(row, await libraryIdsOf(ctx.db, id));
  return { version: valuesVersion(values), values };
}

/** Form values are validated here too: a service never trusts that its caller ran the schema. */
function validated(input: LibraryServiceInput | FormValues): LibraryServiceInput {
  return typeof input.published === 'boolean' ? (input as LibraryServiceInput) : libraryServiceFormSchema.parse(input);
}

/** @throws FieldValidationError for unknown libraries or a picture that does not exist */
async function assertReferencesExist(ctx: ServiceContext, input: LibraryServiceInput): Promise<void> {
  if (input.libraryIds.length > 0) {
    const found = await ctx.db
      .select({ id: libraries.id })
      .from(libraries)
      .where(inArray(libraries.id, input.libraryIds));
    if (found.length !== input.libraryIds.length)
      throw new FieldValidationError('libraryIds', 'library_not_found', 'librariesChoose');
  }
  if (input.imageUrl && !(await imageSourceExists(ctx, input.imageUrl))) {
    throw new FieldValidationError('imageUrl', 'image_not_found', 'imageNotFound', {
      example: '/images/services/1.jpg',
    });
  }
}

function columnsOf(input: LibraryServiceInput) {
  const { libraryIds: _libraryIds, ...columns } = input;
  return columns;
}

export async function createService(
  ctx: ServiceContext,
  actor: Actor,
  raw: LibraryServiceInput | FormValues,
): Promise<{ id: number }> {
  assertCanManage(actor, 'service');
  const input = validated(raw);
  await assertReferencesExist(ctx, input);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(libraryServices)
      .values({ ...columnsOf(input), createdAt: ctx.clock() })
      .returning({ id: libraryServices.id });
    if (input.libraryIds.length > 0)
      await tx
        .insert(libraryServiceLibraries)
        .values(input.libraryIds.map((libraryId) => ({ serviceId: row.id, libraryId })));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_created', entity: 'service', entityId: row.id, detail: { title: input.title } },
      tx,
    );
    return { id: row.id };
  });
  forgetHomePage(ctx);
  return created;
}

/**
 * Saves an edit when the service still looks as it did when the form was opened.
 * @throws AppError not_found, conflict 'edit_conflict'; FieldValidationError
 */
export async function updateService(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  raw: LibraryServiceInput | FormValues,
  expectedVersion: string,
): Promise<void> {
  assertCanManage(actor, 'service');
  const input = validated(raw);
  await assertReferencesExist(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(libraryServices).where(eq(libraryServices.id, id)).for('update');
    if (!current) throw notFoundError('service');
    const currentLibraryIds = await libraryIdsOf(tx, id);
    if (valuesVersion(formValuesOf(current, currentLibraryIds)) !== expectedVersion) throw conflictError();
    const next = columnsOf(input);
    const fields = changedFields(
      { ...current, libraryIds: currentLibraryIds },
      { ...next, libraryIds: [...input.libraryIds].sort((a, b) => a - b) },
    );
    await tx.update(libraryServices).set(next).where(eq(libraryServices.id, id));
    await tx.delete(libraryServiceLibraries).where(eq(libraryServiceLibraries.serviceId, id));
    if (input.libraryIds.length > 0)
      await tx
        .insert(libraryServiceLibraries)
        .values(input.libraryIds.map((libraryId) => ({ serviceId: id, libraryId })));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'service', entityId: id, detail: { title: input.title, fields } },
      tx,
    );
  });
  forgetHomePage(ctx);
}

/** Publish (on /vi-tilbyr and the home page) or unpublish one service. */
export async function setServicePublished(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<void> {
  assertCanManage(actor, 'service');
  await auditedPublish(ctx, actor, { entity: 'service', entityId: id, published, field: 'published' }, (tx) =>
    tx
      .update(libraryServices)
      .set({ published })
      .where(eq(libraryServices.id, id))
      .returning({ title: libraryServices.title }),
  );
  forgetHomePage(ctx);
}

/** Deletes the service; its library links go with it (ON DELETE CASCADE), recordings keep existing without it (SET NULL). */
export async function deleteService(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  assertCanManage(actor, 'service');
  await auditedRowChange(ctx, actor, { action: 'content_deleted', entity: 'service', entityId: id }, (tx) =>
    tx.delete(libraryServices).where(eq(libraryServices.id, id)).returning({ title: libraryServices.title }),
  );
  forgetHomePage(ctx);
}

export async function serviceTitle(ctx: ServiceContext, actor: Actor, id: number): Promise<string> {
  assertCanManage(actor, 'service');
  const [row] = await ctx.db
    .select({ title: libraryServices.title })
    .from(libraryServices)
    .where(eq(libraryServices.id, id))
    .limit(1);
  if (!row) throw notFoundError('service');
  return row.title;
}
