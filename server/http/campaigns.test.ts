// Integration tests of GET /api/campaign and GET /api/banner, and the server-side campaign choice for SSR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCampaign } from '#core/campaign.ts';
import { dailyCampaignSeed, pickCampaignsForPage } from '#server/services/campaigns.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface CampaignJson {
  id: number;
  title: string;
  pages: string[];
  campaignType: string;
  verticalPlacement: string | null;
  screens: string[];
  screenPresentationType: string;
  image: { url: string } | null;
  imageVertical: { url: string } | null;
  imageHorizontal: { url: string } | null;
}

describe('GET /api/campaign', () => {
  it('lists the active campaigns with the SPEC §3 fields, images as {url}', async () => {
    const response = await t.request('/api/campaign');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    const body = (await response.json()) as CampaignJson[];
    // The seed has five campaigns; 'Julegavetips' is inactive.
    expect(body.map((c) => c.title).sort()).toEqual([
      'Bli låner – det er gratis',
      'Husk å levere i tide',
      'Nye tegneserier hver uke',
      'Velkommen til Deichman',
    ]);
    const hero = body.find((c) => c.id === 1);
    expect(hero).toEqual({
      id: 1,
      title: 'Bli låner – det er gratis',
      text: expect.stringContaining('lånekort'),
      link: '/registrer-deg',
      pages: ['forside'],
      campaignType: 'hero',
      verticalPlacement: 'top',
      screens: [],
      screenPresentationType: 'image',
      image: { url: '/images/campaigns/bli-laner.jpg' },
      imageVertical: { url: '/images/campaigns/bli-laner-staende.jpg' },
      imageHorizontal: { url: '/images/campaigns/bli-laner-liggende.jpg' },
    });
  });

  it("gives a 'no-image' campaign no images and keeps screen campaigns' screens", async () => {
    const body = (await (await t.request('/api/campaign')).json()) as CampaignJson[];
    const noImage = body.find((c) => c.screenPresentationType === 'no-image');
    expect(noImage).toMatchObject({ image: null, imageVertical: null, imageHorizontal: null, campaignType: 'screen' });
    expect(noImage?.screens).toContain('bjorvika/0-1');
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/campaign', '/banner', '/images/resize/{width}/{path}']),
    );
  });
});

describe('campaign choice for server rendering (SPEC §4)', () => {
  it('picks the home hero and teaser by page slug, type and placement; false when none match', async () => {
    const chosen = await pickCampaignsForPage(t.services, {
      hero: { pageSlug: 'forside', campaignType: 'hero', verticalPlacement: 'top' },
      teaser: { pageSlug: 'forside', campaignType: 'teaser' },
      none: { pageSlug: 'forside', campaignType: 'hero', verticalPlacement: 'bottom' },
      otherPage: { pageSlug: 'hva-skjer', campaignType: 'hero' },
    });
    expect(chosen.hero && chosen.hero.id).toBe(1);
    expect(chosen.teaser && chosen.teaser.id).toBe(2);
    expect(chosen.none).toBe(false);
    expect(chosen.otherPage).toBe(false);
  });

  it('uses one seed per Oslo day: stable within the day, in [0, 1), different across days', () => {
    const morning = dailyCampaignSeed(new Date('2026-03-05T06:00:00Z'));
    const evening = dailyCampaignSeed(new Date('2026-03-05T22:30:00Z')); // 23:30 in Oslo, same day
    const nextDay = dailyCampaignSeed(new Date('2026-03-05T23:30:00Z')); // 00:30 in Oslo, next day
    expect(morning).toBe(evening);
    expect(nextDay).not.toBe(morning);
    for (const seed of [morning, nextDay]) {
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(1);
    }
    // Over many days every one of several matching campaigns gets its turn.
    const campaigns = [1, 2, 3].map((id) => ({ id, pages: ['forside'], campaignType: 'hero' }));
    const seen = new Set<number>();
    for (let day = 1; day <= 28; day++) {
      const picked = pickCampaign(
        campaigns,
        { pageSlug: 'forside', campaignType: 'hero' },
        dailyCampaignSeed(new Date(Date.UTC(2026, 1, day, 12))),
      );
      if (picked) seen.add(picked.id);
    }
    expect(seen).toEqual(new Set([1, 2, 3]));
  });
});

describe('GET /api/banner', () => {
  it('answers the newest active banner with the SPEC §3 fields', async () => {
    const response = await t.request('/api/banner');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 1,
      active: true,
      message: expect.stringContaining('Bjørvika'),
      link: '/bibliotekene/bjorvika',
      linkText: 'Se åpningstider',
      revision: 1,
    });
  });
});
