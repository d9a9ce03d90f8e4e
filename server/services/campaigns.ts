// Campaigns (SPEC §3 Campaign, §4 Campaign list): the active list for GET /api/campaign and the server-side choice for SSR.
import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { pickCampaign, type CampaignCriteria } from '#core/campaign.ts';
import { formatIsoDate } from '#core/dates.ts';
import { campaigns } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

type CampaignRow = typeof campaigns.$inferSelect;

const image = (url: string | null) => (url ? { url } : null);

/** Public JSON of a campaign: SPEC §3 field names; images as {url} (a path for imageUrl()), null when absent. */
function presentCampaign(row: CampaignRow) {
  // SPEC §3: screenPresentationType 'no-image' means no image, whatever the row holds.
  const noImage = row.screenPresentationType === 'no-image';
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    link: row.link,
    pages: row.pages,
    campaignType: row.campaignType,
    verticalPlacement: row.verticalPlacement,
    screens: row.screens,
    screenPresentationType: row.screenPresentationType,
    image: noImage ? null : image(row.imageUrl),
    imageVertical: noImage ? null : image(row.imageVerticalUrl),
    imageHorizontal: noImage ? null : image(row.imageHorizontalUrl),
  };
}
export type CampaignDto = ReturnType<typeof presentCampaign>;

/** Every active campaign, newest first (a stable order, so a seed picks the same one everywhere). */
export async function listActiveCampaigns(ctx: ServiceContext): Promise<CampaignDto[]> {
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.active, true))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id));
  return rows.map(presentCampaign);
}

/**
 * The seed for server-rendered campaign choices: one per Oslo calendar day, in [0, 1). The page
 * shows the same campaign all day (stable for caches and for a visitor who reloads) and rotates
 * daily, which matches the browser's 1-day refetch throttle of SPEC §4.
 */
export function dailyCampaignSeed(now: Date): number {
  return (
    createHash('sha256')
      .update(`kampanje-${formatIsoDate(now)}`)
      .digest()
      .readUInt32BE(0) /
    2 ** 32
  );
}

/**
 * One campaign per criteria for a server-rendered page (SPEC §4: page slug, campaign type, optional
 * vertical placement, random by seed; false when none match), from one read of the active list.
 */
export async function pickCampaignsForPage<K extends string>(
  ctx: ServiceContext,
  slots: Readonly<Record<K, CampaignCriteria>>,
  seed: number = dailyCampaignSeed(ctx.clock()),
): Promise<Record<K, CampaignDto | false>> {
  const active = await listActiveCampaigns(ctx);
  const chosen = {} as Record<K, CampaignDto | false>;
  for (const key of Object.keys(slots) as K[]) chosen[key] = pickCampaign(active, slots[key], seed);
  return chosen;
}
