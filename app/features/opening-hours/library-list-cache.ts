// The browser's cached library list (SPEC §4 Library list cache, §9: 1 day), kept in memory and in local storage.
import { useEffect, useSyncExternalStore } from 'react';
import { shouldRefetchLibraries } from '#core/campaign.ts';
import { apiFetch, type ApiError, type ApiResult } from '#app/lib/api-fetch.ts';
import type { LibraryDto } from '#core/contracts/libraries.ts';

/**
 * Decision: a small store of our own rather than TanStack Query. The spec's refetch rule (no fetch
 * yet, or hours needed but the first cached library lacks them, or older than a day) and its
 * request/success/failure plus silent steps map one to one onto this reducer, and it needs no
 * provider in the shell. Local storage makes the one-day lifetime real across page loads.
 */

interface LibraryListStatus {
  inProgress: boolean;
  lastFetch: number | null;
  error: ApiError | null;
}

/** SPEC §3 Library list state: libraries, a random seed and a request status. */
export interface LibraryListState {
  libraries: LibraryDto[];
  randomSeed: number;
  status: LibraryListStatus;
}

export type LibraryListAction =
  | { type: 'request' }
  | { type: 'success'; libraries: LibraryDto[]; at: number; seed: number }
  | { type: 'failure'; error: ApiError }
  | { type: 'silentRequest' }
  | { type: 'silentSuccess' };

export const initialLibraryListState: LibraryListState = {
  libraries: [],
  randomSeed: 0,
  status: { inProgress: false, lastFetch: null, error: null },
};

/** SPEC §4 Data loads: request, then success or failure; the silent steps leave the state as it is. */
export function libraryListReducer(state: LibraryListState, action: LibraryListAction): LibraryListState {
  switch (action.type) {
    case 'request':
      return { ...state, status: { ...state.status, inProgress: true } };
    case 'success':
      return {
        libraries: action.libraries,
        randomSeed: action.seed,
        status: { inProgress: false, lastFetch: action.at, error: null },
      };
    case 'failure':
      return { ...state, status: { ...state.status, inProgress: false, error: action.error } };
    case 'silentRequest':
    case 'silentSuccess':
      return state;
  }
}

export interface LibraryListDeps {
  fetchLibraries: (needOpeningHours: boolean) => Promise<ApiResult<LibraryDto[]>>;
  now: () => number;
  random: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const STORAGE_KEY = 'bibliotek.libraries.v1';

function browserDeps(): LibraryListDeps {
  let storage: LibraryListDeps['storage'] = null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null;
  }
  return {
    fetchLibraries: (needOpeningHours) =>
      apiFetch<LibraryDto[]>(needOpeningHours ? '/api/libraries' : '/api/libraries?excludeOpeningHours=true'),
    now: () => Date.now(),
    random: () => Math.random(),
    storage,
  };
}

/** A store: state, subscribers and the load command. Created per test; the browser has one. */
export function createLibraryListStore(deps: LibraryListDeps = browserDeps()) {
  let state = initialLibraryListState;
  let loaded = false;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const dispatch = (action: LibraryListAction) => {
    const next = libraryListReducer(state, action);
    if (next === state) return;
    state = next;
    if (action.type === 'success') persist();
    for (const listener of listeners) listener();
  };

  function persist() {
    try {
      deps.storage?.setItem(
        STORAGE_KEY,
        JSON.stringify({ libraries: state.libraries, randomSeed: state.randomSeed, lastFetch: state.status.lastFetch }),
      );
    } catch {
      // Full or blocked storage: the memory copy still works.
    }
  }

  function restore() {
    if (loaded) return;
    loaded = true;
    try {
      const saved = JSON.parse(deps.storage?.getItem(STORAGE_KEY) ?? 'null') as {
        libraries?: LibraryDto[];
        randomSeed?: number;
        lastFetch?: number;
      } | null;
      if (saved && Array.isArray(saved.libraries) && typeof saved.lastFetch === 'number') {
        state = {
          libraries: saved.libraries,
          randomSeed: saved.randomSeed ?? 0,
          status: { inProgress: false, lastFetch: saved.lastFetch, error: null },
        };
      }
    } catch {
      // Unreadable storage: start empty.
    }
  }

  /** Fetches unless the SPEC §4 rules allow reusing the cache; concurrent calls share one request. */
  async function load(options: { needOpeningHours: boolean }): Promise<void> {
    restore();
    const refetch = shouldRefetchLibraries(
      {
        lastFetch: state.status.lastFetch,
        needOpeningHours: options.needOpeningHours,
        firstHasOpeningHours: state.libraries[0]?.openingHours !== undefined,
      },
      deps.now(),
    );
    if (!refetch) {
      dispatch({ type: 'silentRequest' });
      dispatch({ type: 'silentSuccess' });
      return;
    }
    if (pending) return pending;
    dispatch({ type: 'request' });
    pending = deps.fetchLibraries(options.needOpeningHours).then((result) => {
      pending = null;
      if (result.ok) dispatch({ type: 'success', libraries: result.data, at: deps.now(), seed: deps.random() });
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

type LibraryListStore = ReturnType<typeof createLibraryListStore>;

let browserStore: LibraryListStore | null = null;
function getBrowserStore(): LibraryListStore {
  browserStore ??= createLibraryListStore();
  return browserStore;
}

const serverSnapshot = () => initialLibraryListState;

/** The cached library list in a component; loads (or reuses) it after mount. */
export function useLibraryList(options: { needOpeningHours: boolean }): LibraryListState {
  const store = typeof window === 'undefined' ? null : getBrowserStore();
  const state = useSyncExternalStore(
    store?.subscribe ?? (() => () => undefined),
    store?.getState ?? serverSnapshot,
    serverSnapshot,
  );
  useEffect(() => {
    // The store is one per page; only whether hours are needed changes what to load.
    void store?.load({ needOpeningHours: options.needOpeningHours });
  }, [store, options.needOpeningHours]);
  return state;
}
