// Staff area, campaigns (issue #4, SPEC §3 Campaign, §4 choice): list, create, edit with a version check, activate/deactivate and delete, each with its audit row in one transaction.
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CAMPAIGN_PAGE_SLUG, CAMPAIGN_TYPES, SCREEN_PRESENTATION_TYPES, VERTICAL_PLACEMENTS } from '#core/campaign.ts';
import { campaigns, screens } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { forgetHomePage } from '../home-page.ts';
import { imageSourceExists } from '../images.ts';
import { assertCanManage, conflictError, notFoundError, type Actor } from './access.ts';
import { auditedPublish, auditedRowChange, changedFields, recordContentChange } from './audit.ts';
import {
  checkbox,
  commaList,
  FieldValidationError,
  fieldIssue,
  oneOf,
  optionalImagePath,
  optionalLink,
  optionalText,
  requiredText,
} from './fields.ts';
import { fieldText, type FormValues } from './form-input.ts';
import { valuesVersion } from './versions.ts';

const IMAGE_FIELDS = ['imageUrl', 'imageVerticalUrl', 'imageHorizontalUrl'] as const;

/** The campaign form's fields; the same schema checks the page's form and the service's input. */
export const campaignFormSchema = z
  .object({
    title: requiredText(200, 'titleMissing', 'titleTooLong'),
    text: optionalText(1000, 'textTooLong'),
    link: optionalLink('linkForm'),
    campaignType: oneOf(CAMPAIGN_TYPES, 'campaignTypeChoose'),
    pages: commaList('pagesWordTooLong').refine(
      (list) => list.every((slug) => CAMPAIGN_PAGE_SLUG.test(slug)),
      fieldText('pageNamesForm'),
    ),
    verticalPlacement: z
      .union([z.literal(''), oneOf(VERTICAL_PLACEMENTS, 'placementChoose')], { error: fieldText('placementChoose') })
      .default('')
      .transform((v) => (v === '' ? null : v)),
    screens: commaList('screensWordTooLong'),
    screenPresentationType: oneOf(SCREEN_PRESENTATION_TYPES, 'presentationChoose'),
    imageUrl: optionalImagePath,
    imageVerticalUrl: optionalImagePath,
    imageHorizontalUrl: optionalImagePath,
    active: checkbox,
  })
  .superRefine((v, ctx) => {
    // A campaign nobody can see is a mistake: web campaigns need a page, screen campaigns a screen (SPEC §4 choice by page slug).
    if (v.campaignType !== 'screen' && v.pages.length === 0) ctx.addIssue(fieldIssue('pages', 'pagesMissing'));
    if (v.campaignType === 'screen' && v.screens.length === 0) ctx.addIssue(fieldIssue('screens', 'screensMissing'));
    if (v.screenPresentationType === 'image' && IMAGE_FIELDS.every((field) => v[field] === null))
      ctx.addIssue(fieldIssue('imageUrl', 'imageMissing'));
  });
export type CampaignInput = z.output<typeof campaignFormSchema>;

export type AdminCampaignRow = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'title' | 'campaignType' | 'pages' | 'screens' | 'verticalPlacement' | 'active' | 'createdAt'
>;

/** Newest first, as the public choice orders them (server/services/campaigns.ts). */
export async function listCampaignsForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminCampaignRow[]> {
  assertCanManage(actor, 'campaign');
  return ctx.db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      campaignType: campaigns.campaignType,
      pages: campaigns.pages,
      screens: campaigns.screens,
      verticalPlacement: campaigns.verticalPlacement,
      active: campaigns.active,
      createdAt: campaigns.createdAt,
    })
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

function formValuesOf(row: typeof campaigns.$inferSelect): FormValues {
  return {
    title: row.title,
    text: row.text,
    link: row.link ?? '',
    campaignType: row.campaignType,
    pages: row.pages.join(', '),
    verticalPlacement: row.verticalPlacement ?? '',
    screens: row.screens.join(', '),
    screenPresentationType: row.screenPresentationType,
    imageUrl: row.imageUrl ?? '',
    imageVerticalUrl: row.imageVerticalUrl ?? '',
    imageHorizontalUrl: row.imageHorizontalUrl ?? '',
    active: row.active ? 'on' : '',
  };
}

export async function getCampaignForEdit(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<{ version: string; values: FormValues }> {
  assertCanManage(actor, 'campaign');
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFoundError('campaign');
  const values = formValuesOf(row);
  return { version: valuesVersion(values), values };
}

/** Screen ids for the form's suggestions. */
export async function screenChoices(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db.select({ id: screens.id }).from(screens).orderBy(screens.id);
  return rows.map((r) => r.id);
}

function validated(input: CampaignInput | FormValues): CampaignInput {
  return typeof input.active === 'boolean' ? (input as CampaignInput) : campaignFormSchema.parse(input);
}

/** @throws FieldValidationError for unknown screens or pictures that do not exist */
async function assertReferencesExist(ctx: ServiceContext, input: CampaignInput): Promise<void> {
  if (input.screens.length > 0) {
    const found = new Set(
      (await ctx.db.select({ id: screens.id }).from(screens).where(inArray(screens.id, input.screens))).map(
        (r) => r.id,
      ),
    );
    const unknown = input.screens.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new FieldValidationError('screens', 'screen_not_found', 'screenNotFound', { screens: unknown.join(', ') });
  }
  for (const field of IMAGE_FIELDS) {
    const path = input[field];
    if (path && !(await imageSourceExists(ctx, path))) {
      throw new FieldValidationError(field, 'image_not_found', 'imageNotFound', {
        example: '/images/campaigns/velkommen.jpg',
      });
    }
  }
}

export async function createCampaign(
  ctx: ServiceContext,
  actor: Actor,
  raw: CampaignInput | FormValues,
): Promise<{ id: number }> {
  assertCanManage(actor, 'campaign');
  const input = validated(raw);
  await assertReferencesExist(ctx, input);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...input, createdAt: ctx.clock() })
      .returning({ id: campaigns.id });
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_created', entity: 'campaign', entityId: row.id, detail: { title: input.title } },
      tx,
    );
    return { id: row.id };
  });
  forgetHomePage(ctx);
  return created;
}

/** @throws AppError not_found, conflict 'edit_conflict'; FieldValidationError */
export async function updateCampaign(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  raw: CampaignInput | FormValues,
  expectedVersion: string,
): Promise<void> {
  assertCanManage(actor, 'campaign');
  const input = validated(raw);
  await assertReferencesExist(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw notFoundError('campaign');
    if (valuesVersion(formValuesOf(current)) !== expectedVersion) throw conflictError();
    const fields = changedFields(current, input);
    await tx.update(campaigns).set(input).where(eq(campaigns.id, id));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'campaign', entityId: id, detail: { title: input.title, fields } },
      tx,
    );
  });
  forgetHomePage(ctx);
}

/** Activate (may be chosen for its pages and screens) or deactivate one campaign. */
export async function setCampaignActive(ctx: ServiceContext, actor: Actor, id: number, active: boolean): Promise<void> {
  assertCanManage(actor, 'campaign');
  await auditedPublish(ctx, actor, { entity: 'campaign', entityId: id, published: active, field: 'active' }, (tx) =>
    tx.update(campaigns).set({ active }).where(eq(campaigns.id, id)).returning({ title: campaigns.title }),
  );
  forgetHomePage(ctx);
}

export async function deleteCampaign(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  assertCanManage(actor, 'campaign');
  await auditedRowChange(ctx, actor, { action: 'content_deleted', entity: 'campaign', entityId: id }, (tx) =>
    tx.delete(campaigns).where(eq(campaigns.id, id)).returning({ title: campaigns.title }),
  );
  forgetHomePage(ctx);
}

export async function campaignTitle(ctx: ServiceContext, actor: Actor, id: number): Promise<string> {
  assertCanManage(actor, 'campaign');
  const [row] = await ctx.db.select({ title: campaigns.title }).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFoundError('campaign');
  return row.title;
}
