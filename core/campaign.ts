// Campaign choice (SPEC §4 Campaign list) and the 1-day refetch rule of the library list cache.
import { LIBRARY_CACHE_LIFETIME_MS } from './constants.ts';

/** The campaign fields the choice looks at. SPEC §3 Campaign. */
export interface CampaignLike {
  pages?: readonly string[] | null;
  campaignType?: string | null;
  verticalPlacement?: string | null;
}

export interface CampaignCriteria {
  pageSlug: string;
  campaignType: string;
  verticalPlacement?: string | null;
}

/**
 * Index in [0, length) from the stored seed. A seed in [0, 1) (as from a random generator) scales
 * to the list; any other finite number is used as an integer modulo the length; NaN/Infinity give 0.
 */
function indexFromSeed(seed: number, length: number): number {
  if (!Number.isFinite(seed)) return 0;
  if (seed >= 0 && seed < 1) return Math.floor(seed * length);
  return Math.floor(Math.abs(seed)) % length;
}

/**
 * One campaign among those whose pages include the slug, with matching campaignType and, when
 * given, verticalPlacement; chosen by the stored random seed. false when none match. SPEC §4.
 */
export function pickCampaign<T extends CampaignLike>(
  campaigns: readonly T[],
  criteria: CampaignCriteria,
  seed: number,
): T | false {
  const wantPlacement = criteria.verticalPlacement ?? null;
  const matching = campaigns.filter(
    (c) =>
      (c.pages ?? []).includes(criteria.pageSlug) &&
      c.campaignType === criteria.campaignType &&
      (wantPlacement === null || c.verticalPlacement === wantPlacement),
  );
  if (matching.length === 0) return false;
  return matching[indexFromSeed(seed, matching.length)] ?? false;
}

export interface LibraryCacheState {
  lastFetch: number | null;
  needOpeningHours: boolean;
  firstHasOpeningHours: boolean;
}

/**
 * Library list refetch: no previous fetch, or opening hours needed but the first cached library
 * lacks them, or the last fetch is over 1 day old. Otherwise the cache is reused. SPEC §4.
 */
export function shouldRefetchLibraries(state: LibraryCacheState, now: number): boolean {
  if (state.lastFetch === null) return true;
  if (state.needOpeningHours && !state.firstHasOpeningHours) return true;
  return now - state.lastFetch > LIBRARY_CACHE_LIFETIME_MS;
}

/**
 * Values of the campaign fields the staff form offers (SPEC §3 Campaign; their names are in the staffContent
 * namespace). The portal renders 'hero' (top of a page) and 'teaser' (a band further down); 'screen' campaigns
 * run on the in-library screens. SPEC §3: screenPresentationType 'no-image' means no image.
 */
export const CAMPAIGN_TYPES = ['hero', 'teaser', 'screen'] as const;
export function isCampaignType(value: string): value is (typeof CAMPAIGN_TYPES)[number] {
  return (CAMPAIGN_TYPES as readonly string[]).includes(value);
}
export const VERTICAL_PLACEMENTS = ['top', 'middle', 'bottom'] as const;
export const SCREEN_PRESENTATION_TYPES = ['image', 'no-image'] as const;
/** Page names a campaign can be shown on: lower-case slugs like 'forside' (the home page) or 'inspirasjon'. */
export const CAMPAIGN_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
