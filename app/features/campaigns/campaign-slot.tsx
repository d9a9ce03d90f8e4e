// A campaign chosen in the browser for a slot (SPEC §4), for views without a server-side choice; renders nothing until known.
import type { CampaignCriteria } from '#core/campaign.ts';
import { CampaignHero } from './campaign-hero.tsx';
import { useCampaign } from './campaign-store.ts';
import { CampaignTeaser } from './campaign-teaser.tsx';

/** Appears after hydration, so place it below the fold (or reserve its space) to keep the layout still. */
export function CampaignSlot({ criteria }: { criteria: CampaignCriteria }) {
  const campaign = useCampaign(criteria);
  if (!campaign) return null;
  return campaign.campaignType === 'hero' ? <CampaignHero campaign={campaign} priority={false} /> : <CampaignTeaser campaign={campaign} />;
}
