// Unit tests of the browser campaign list: the 1-day refetch throttle, force, seed, failure and local storage (SPEC §4).
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '#core/constants.ts';
import type { ApiResult } from '#app/lib/api-fetch.ts';
import { campaignListReducer, createCampaignStore, initialCampaignListState } from './campaign-store.ts';
import type { CampaignView } from './campaign-types.ts';

const campaign = (id: number, over: Partial<CampaignView> = {}): CampaignView => ({
  id,
  title: `Kampanje ${id}`,
  text: '',
  link: null,
  pages: ['forside'],
  campaignType: 'hero',
  verticalPlacement: 'top',
  screens: [],
  screenPresentationType: 'image',
  image: { url: `/images/campaigns/${id}.jpg` },
  imageVertical: null,
  imageHorizontal: null,
  ...over,
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

function setup(results: ApiResult<CampaignView[]>[], start = 1_000_000) {
  let now = start;
  const fetchCampaigns = vi.fn(async () => results.shift() ?? { ok: true as const, status: 200, data: [] });
  const storage = memoryStorage();
  const store = createCampaignStore({ fetchCampaigns, now: () => now, random: () => 0.42, storage });
  return { store, fetchCampaigns, storage, advance: (ms: number) => (now += ms), deps: { fetchCampaigns, storage } };
}

describe('campaign store', () => {
  it('stores the list, a new seed and a timestamp on success', async () => {
    const { store, fetchCampaigns } = setup([{ ok: true, status: 200, data: [campaign(1), campaign(2)] }]);
    await store.load();
    expect(fetchCampaigns).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ campaigns: [campaign(1), campaign(2)], seed: 0.42, status: { inProgress: false, lastFetch: 1_000_000, error: null } });
  });

  it('skips the fetch under one day after the last one, refetches after a day, and always when forced', async () => {
    const { store, fetchCampaigns, advance } = setup([]);
    await store.load();
    advance(DAY_MS - 1);
    await store.load();
    expect(fetchCampaigns).toHaveBeenCalledTimes(1);
    await store.load({ force: true });
    expect(fetchCampaigns).toHaveBeenCalledTimes(2);
    advance(DAY_MS);
    await store.load();
    expect(fetchCampaigns).toHaveBeenCalledTimes(3);
  });

  it('shares one request between concurrent loads', async () => {
    const { store, fetchCampaigns } = setup([]);
    await Promise.all([store.load(), store.load(), store.load()]);
    expect(fetchCampaigns).toHaveBeenCalledTimes(1);
  });

  it('keeps the list and stores the error on failure', async () => {
    const error = { status: 500, code: 'server_error', message: 'Noe gikk galt. Prøv igjen senere.' };
    const { store } = setup([{ ok: true, status: 200, data: [campaign(1)] }, { ok: false, error }]);
    await store.load();
    await store.load({ force: true });
    expect(store.getState().campaigns).toEqual([campaign(1)]);
    expect(store.getState().status).toEqual({ inProgress: false, lastFetch: 1_000_000, error });
  });

  it('remembers the list across page loads in local storage, so a new page within the day does not fetch', async () => {
    const first = setup([{ ok: true, status: 200, data: [campaign(7)] }]);
    await first.store.load();
    const second = createCampaignStore({ fetchCampaigns: first.fetchCampaigns, now: () => 1_000_000 + 3_600_000, random: () => 0.9, storage: first.storage });
    await second.load();
    expect(first.fetchCampaigns).toHaveBeenCalledTimes(1);
    expect(second.getState().campaigns).toEqual([campaign(7)]);
    expect(second.getState().seed).toBe(0.42);
  });

  it('ignores unreadable storage', async () => {
    const storage = { getItem: () => '{not json', setItem: () => { throw new Error('full'); } };
    const fetchCampaigns = vi.fn(async () => ({ ok: true as const, status: 200, data: [campaign(1)] }));
    const store = createCampaignStore({ fetchCampaigns, now: () => 5, random: () => 0.1, storage });
    await store.load();
    expect(store.getState().campaigns).toHaveLength(1);
  });

  it('reducer: request marks in progress', () => {
    expect(campaignListReducer(initialCampaignListState, { type: 'request' }).status.inProgress).toBe(true);
  });
});
