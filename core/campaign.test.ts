import { describe, it, expect } from 'vitest';
import { pickCampaign, shouldRefetchLibraries } from './campaign.ts';

const DAY = 86_400_000;

const campaigns = [
  { id: 'a', pages: ['forside', 'hva-skjer'], campaignType: 'banner', verticalPlacement: 'top' },
  { id: 'b', pages: ['forside'], campaignType: 'banner', verticalPlacement: 'bottom' },
  { id: 'c', pages: ['forside'], campaignType: 'banner', verticalPlacement: 'top' },
  { id: 'd', pages: ['litteratur'], campaignType: 'banner', verticalPlacement: 'top' },
  { id: 'e', pages: ['forside'], campaignType: 'screen', verticalPlacement: 'top' },
  { id: 'f', pages: null, campaignType: 'banner', verticalPlacement: 'top' },
];

describe('pickCampaign', () => {
  it('chooses among matching page and type', () => {
    const ids = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const c = pickCampaign(campaigns, { pageSlug: 'forside', campaignType: 'banner' }, seed);
      expect(c).not.toBe(false);
      if (c) ids.add(c.id);
    }
    expect([...ids].sort()).toEqual(['a', 'b', 'c']);
  });

  it('filters on vertical placement when given', () => {
    const ids = new Set<string>();
    for (const seed of [0, 1, 2, 3, 0.1, 0.9]) {
      const c = pickCampaign(
        campaigns,
        { pageSlug: 'forside', campaignType: 'banner', verticalPlacement: 'top' },
        seed,
      );
      if (c) ids.add(c.id);
    }
    expect([...ids].sort()).toEqual(['a', 'c']);
  });

  it('is deterministic for a seed', () => {
    const criteria = { pageSlug: 'forside', campaignType: 'banner' };
    expect(pickCampaign(campaigns, criteria, 0.42)).toBe(pickCampaign(campaigns, criteria, 0.42));
    expect(pickCampaign(campaigns, criteria, 0)).toBe(campaigns[0]);
    expect(pickCampaign(campaigns, criteria, 0.99)).toBe(campaigns[2]);
    expect(pickCampaign(campaigns, criteria, 4)).toBe(campaigns[1]);
  });

  it('copes with odd seeds', () => {
    const criteria = { pageSlug: 'forside', campaignType: 'banner' };
    for (const seed of [-1, -0.5, 1e12, Number.NaN, Number.POSITIVE_INFINITY, 2.7]) {
      expect(pickCampaign(campaigns, criteria, seed)).not.toBe(false);
    }
  });

  it('returns false when none match', () => {
    expect(pickCampaign(campaigns, { pageSlug: 'ukjent', campaignType: 'banner' }, 0)).toBe(false);
    expect(
      pickCampaign(campaigns, { pageSlug: 'litteratur', campaignType: 'banner', verticalPlacement: 'bottom' }, 0),
    ).toBe(false);
    expect(pickCampaign([], { pageSlug: 'forside', campaignType: 'banner' }, 0)).toBe(false);
  });
});

describe('shouldRefetchLibraries', () => {
  const now = 10 * DAY;
  const fresh = { lastFetch: now - 1000, needOpeningHours: false, firstHasOpeningHours: false };
  it('refetches without a previous fetch', () => {
    expect(shouldRefetchLibraries({ ...fresh, lastFetch: null }, now)).toBe(true);
  });
  it('refetches when hours are needed but missing', () => {
    expect(shouldRefetchLibraries({ ...fresh, needOpeningHours: true }, now)).toBe(true);
    expect(shouldRefetchLibraries({ ...fresh, needOpeningHours: true, firstHasOpeningHours: true }, now)).toBe(false);
  });
  it('refetches when over a day old', () => {
    expect(shouldRefetchLibraries({ ...fresh, lastFetch: now - DAY }, now)).toBe(false);
    expect(shouldRefetchLibraries({ ...fresh, lastFetch: now - DAY - 1 }, now)).toBe(true);
  });
  it('reuses a fresh cache', () => {
    expect(shouldRefetchLibraries(fresh, now)).toBe(false);
  });
});
