// The campaign fields the portal shows (SPEC §3 Campaign), as GET /api/campaign answers them.
import type { CampaignLike } from '#core/campaign.ts';

interface CampaignImage {
  url: string;
}

export interface CampaignView extends CampaignLike {
  id: number;
  title: string;
  text: string;
  link: string | null;
  pages: string[];
  campaignType: string;
  verticalPlacement: string | null;
  screens: string[];
  screenPresentationType: string;
  image: CampaignImage | null;
  imageVertical: CampaignImage | null;
  imageHorizontal: CampaignImage | null;
}

/** Sizes of the demo campaign sources (content/images/campaigns): 3:2, 16:9 lying, 9:16 standing. */
export const CAMPAIGN_IMAGE_SIZES = {
  image: { width: 1200, height: 800 },
  imageHorizontal: { width: 1920, height: 1080 },
  imageVertical: { width: 1080, height: 1920 },
} as const;
