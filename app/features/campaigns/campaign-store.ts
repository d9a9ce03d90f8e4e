// The browser's campaign list (SPEC §4 Campaign list): list, random seed and timestamp; refetched at most daily unless forced.
import { useEffect, useSyncExternalStore } from 'react';
import { pickCampaign, shouldRefetch, type CampaignCriteria } from '#core/campaign.ts';
import { apiFetch, type ApiError, type ApiResult } from '#app/lib/api-fetch.ts';
import type { CampaignView } from './campaign-types.ts';

/**
 * Decision: the same small store as the library list cache (app/features/opening-hours), not
 * TanStack Query: the spec's states (request, success with a new seed and a timestamp, failure
 * keeping the list) map one to one, and local storage makes the 1-day throttle hold across page
 * loads. Server-rendered pages choose their campaigns on the server (server/services/campaigns.ts);
 * this store is for views that pick one in the browser.
 */

export interface CampaignListState {
  campaigns: CampaignView[];
  /** In [0, 1): which of several matching campaigns is shown; new with every successful fetch. */
  seed: number;
  status: { inProgress: boolean; lastFetch: number | null; error: ApiError | null };
}

export type CampaignListAction =
  | { type: 'request' }
  | { type: 'success'; campaigns: CampaignView[]; at: number; seed: number }
  | { type: 'failure'; error: ApiError };

export const initialCampaignListState: CampaignListState = {
  campaigns: [],
  seed: 0,
  status: { inProgress: false, lastFetch: null, error: null },
};

/** SPEC §4: success stores the list, a new random seed and a timestamp; failure stores the error. */
export function campaignListReducer(state: CampaignListState, action: CampaignListAction): CampaignListState {
  switch (action.type) {
    case 'request':
      return { ...state, status: { ...state.status, inProgress: true } };
    case 'success':
      return { campaigns: action.campaigns, seed: action.seed, status: { inProgress: false, lastFetch: action.at, error: null } };
    case 'failure':
      return { ...state, status: { ...state.status, inProgress: false, error: action.error } };
  }
}

export interface CampaignStoreDeps {
  fetchCampaigns: () => Promise<ApiResult<CampaignView[]>>;
  now: () => number;
  random: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const STORAGE_KEY = 'bibliotek.campaigns.v1';

function browserDeps(): CampaignStoreDeps {
  let storage: CampaignStoreDeps['storage'] = null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null;
  }
  return {
    // SPEC §7: GET /api/campaign with credentials included.
    fetchCampaigns: () => apiFetch<CampaignView[]>('/api/campaign', { credentials: 'include' }),
    now: () => Date.now(),
    random: () => Math.random(),
    storage,
  };
}

export function createCampaignStore(deps: CampaignStoreDeps = browserDeps()) {
  let state = initialCampaignListState;
  let restored = false;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const dispatch = (action: CampaignListAction) => {
    state = campaignListReducer(state, action);
    if (action.type === 'success') persist();
    for (const listener of listeners) listener();
  };

  function persist() {
    try {
      deps.storage?.setItem(STORAGE_KEY, JSON.stringify({ campaigns: state.campaigns, seed: state.seed, lastFetch: state.status.lastFetch }));
    } catch {
      // Full or blocked storage: the copy in memory still works for this page.
    }
  }

  function restore() {
    if (restored) return;
    restored = true;
    try {
      const saved = JSON.parse(deps.storage?.getItem(STORAGE_KEY) ?? 'null') as { campaigns?: CampaignView[]; seed?: number; lastFetch?: number } | null;
      if (saved && Array.isArray(saved.campaigns) && typeof saved.lastFetch === 'number') {
        state = { campaigns: saved.campaigns, seed: typeof saved.seed === 'number' ? saved.seed : 0, status: { inProgress: false, lastFetch: saved.lastFetch, error: null } };
      }
    } catch {
      // Unreadable storage: start empty.
    }
  }

  /** Fetches unless the last fetch was under a day ago (SPEC §4, §9); `force` always fetches. Concurrent calls share one request. */
  async function load(options: { force?: boolean } = {}): Promise<void> {
    restore();
    if (!shouldRefetch(state.status.lastFetch, deps.now(), options.force ?? false)) return;
    if (pending) return pending;
    dispatch({ type: 'request' });
    pending = deps.fetchCampaigns().then((result) => {
      pending = null;
      if (result.ok) dispatch({ type: 'success', campaigns: result.data, at: deps.now(), seed: deps.random() });
      else dispatch({ type: 'failure', error: result.error });
    });
    return pending;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
  };
}

export type CampaignStore = ReturnType<typeof createCampaignStore>;

let browserStore: CampaignStore | null = null;
function getBrowserStore(): CampaignStore {
  browserStore ??= createCampaignStore();
  return browserStore;
}

const serverSnapshot = () => initialCampaignListState;

/**
 * The campaign for a slot, chosen in the browser (SPEC §4): undefined until the list is known, then
 * one campaign or false. It appears after hydration, so use it below the fold only; above the fold,
 * choose on the server (pickCampaignsForPage) so nothing shifts.
 */
export function useCampaign(criteria: CampaignCriteria): CampaignView | false | undefined {
  const store = typeof window === 'undefined' ? null : getBrowserStore();
  const state = useSyncExternalStore(store?.subscribe ?? (() => () => undefined), store?.getState ?? serverSnapshot, serverSnapshot);
  useEffect(() => {
    void store?.load();
  }, [store]);
  if (state.status.lastFetch === null) return undefined;
  return pickCampaign(state.campaigns, criteria, state.seed);
}
