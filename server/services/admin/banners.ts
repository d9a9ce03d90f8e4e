// Staff area, site banner (issue #4, SPEC §3 Banner): list, create, edit, activate/deactivate and delete, each with its audit row in one transaction.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { banners } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { assertCanManage, notFoundError, type Actor } from './access.ts';
import { auditedPublish, auditedRowChange, recordContentChange } from './audit.ts';
import { checkbox, fieldIssue, nullableText, optionalLink, requiredText } from './fields.ts';
import type { FormValues } from './form-input.ts';

export const bannerFormSchema = z
  .object({
    message: requiredText(300, 'messageMissing', 'messageTooLong'),
    link: optionalLink('linkForm'),
    linkText: nullableText(80, 'linkTextTooLong'),
    active: checkbox,
    // Editing only: a small fix (a typo) need not show the banner again to those who closed it.
    keepDismissed: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.link && !v.linkText) ctx.addIssue(fieldIssue('linkText', 'linkTextMissing'));
    if (!v.link && v.linkText) ctx.addIssue(fieldIssue('link', 'linkMissingForText'));
  });
export type BannerInput = z.output<typeof bannerFormSchema>;

/** The wording people read; changing any of it is what makes a banner new to those who closed it. */
const TEXT_FIELDS = ['message', 'link', 'linkText'] as const;

export type AdminBannerRow = typeof banners.$inferSelect;

/** Newest first: the site shows the newest active banner (server/services/banners.ts). */
export async function listBannersForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminBannerRow[]> {
  assertCanManage(actor, 'banner');
  return ctx.db.select().from(banners).orderBy(desc(banners.createdAt), desc(banners.id));
}

export async function getBannerForEdit(ctx: ServiceContext, actor: Actor, id: number): Promise<FormValues> {
  assertCanManage(actor, 'banner');
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!row) throw notFoundError('banner');
  return { message: row.message, link: row.link ?? '', linkText: row.linkText ?? '', active: row.active ? 'on' : '' };
}

/** Form values are validated here too: a service never trusts that its caller ran the schema. */
function validated(input: BannerInput | FormValues): BannerInput {
  return typeof input.active === 'boolean' ? (input as BannerInput) : bannerFormSchema.parse(input);
}

export async function createBanner(
  ctx: ServiceContext,
  actor: Actor,
  raw: BannerInput | FormValues,
): Promise<{ id: number }> {
  assertCanManage(actor, 'banner');
  const input = validated(raw);
  return ctx.db.transaction(async (tx) => {
    const { keepDismissed: _unused, ...columns } = input;
    const [row] = await tx
      .insert(banners)
      .values({ ...columns, createdAt: ctx.clock() })
      .returning({ id: banners.id });
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_created', entity: 'banner', entityId: row.id, detail: { title: input.message } },
      tx,
    );
    return { id: row.id };
  });
}

/**
 * Saves an edit. A changed wording gets a new revision, so people who closed the banner see it
 * again (issue #18), unless the editor ticked keepDismissed for a small fix.
 */
export async function updateBanner(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  raw: BannerInput | FormValues,
): Promise<void> {
  assertCanManage(actor, 'banner');
  const { keepDismissed, ...columns } = validated(raw);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFoundError('banner');
    const fields: string[] = ([...TEXT_FIELDS, 'active'] as const).filter((key) => current[key] !== columns[key]);
    const reworded = TEXT_FIELDS.some((key) => current[key] !== columns[key]);
    const revision = reworded && !keepDismissed ? current.revision + 1 : current.revision;
    if (revision !== current.revision) fields.push('revision');
    await tx
      .update(banners)
      .set({ ...columns, revision })
      .where(eq(banners.id, id));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'banner', entityId: id, detail: { title: columns.message, fields } },
      tx,
    );
  });
}

export async function setBannerActive(ctx: ServiceContext, actor: Actor, id: number, active: boolean): Promise<void> {
  assertCanManage(actor, 'banner');
  await auditedPublish(ctx, actor, { entity: 'banner', entityId: id, published: active, field: 'active' }, (tx) =>
    tx.update(banners).set({ active }).where(eq(banners.id, id)).returning({ title: banners.message }),
  );
}

export async function deleteBanner(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  assertCanManage(actor, 'banner');
  await auditedRowChange(ctx, actor, { action: 'content_deleted', entity: 'banner', entityId: id }, (tx) =>
    tx.delete(banners).where(eq(banners.id, id)).returning({ title: banners.message }),
  );
}

export async function bannerTitle(ctx: ServiceContext, actor: Actor, id: number): Promise<string> {
  assertCanManage(actor, 'banner');
  const [row] = await ctx.db.select({ message: banners.message }).from(banners).where(eq(banners.id, id)).limit(1);
  if (!row) throw notFoundError('banner');
  return row.message;
}
