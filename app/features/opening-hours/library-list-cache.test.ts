// Unit tests of the library list cache: SPEC §4 refetch rules (1 day, hours needed), request/success/failure and silent reuse.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '#app/lib/api-fetch.ts';
import type { LibraryDto } from '#core/contracts/libraries.ts';
import { createLibraryListStore, initialLibraryListState, libraryListReducer } from './library-list-cache.ts';

const DAY = 86_400_000;
const library = (withHours: boolean) =>
  ({ id: 1, name: 'Bjørvika', slug: 'bjorvika', ...(withHours ? { openingHours: [] } : {}) }) as unknown as LibraryDto;

function setup() {
  let now = 1_000_000;
  const calls: boolean[] = [];
  const saved = new Map<string, string>();
  let answer: ApiResult<LibraryDto[]> = { ok: true, status: 200, data: [library(false)] };
  const deps = {
    fetchLibraries: async (needOpeningHours: boolean) => {
      calls.push(needOpeningHours);
      return answer;
    },
    now: () => now,
    random: () => 0.42,
    storage: { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) },
  };
  return {
    store: createLibraryListStore(deps),
    deps,
    calls,
    saved,
    advance: (ms: number) => (now += ms),
    answer: (next: ApiResult<LibraryDto[]>) => (answer = next),
  };
}

describe('libraryListReducer', () => {
  it('goes through request, success (lastFetch, seed, error cleared) and failure (error kept)', () => {
    const requested = libraryListReducer(initialLibraryListState, { type: 'request' });
    expect(requested.status.inProgress).toBe(true);
    const ok = libraryListReducer(requested, { type: 'success', libraries: [library(true)], at: 5, seed: 0.3 });
    expect(ok).toEqual({
      libraries: [library(true)],
      randomSeed: 0.3,
      status: { inProgress: false, lastFetch: 5, error: null },
    });
    const failed = libraryListReducer(libraryListReducer(ok, { type: 'request' }), {
      type: 'failure',
      error: { status: 500, code: 'x', message: 'y' },
    });
    expect(failed.libraries).toHaveLength(1);
    expect(failed.status).toEqual({ inProgress: false, lastFetch: 5, error: { status: 500, code: 'x', message: 'y' } });
    expect(libraryListReducer(ok, { type: 'silentRequest' })).toBe(ok);
  });
});

describe('library list store', () => {
  it('fetches the first time, then reuses the cache for a day', async () => {
    const s = setup();
    await s.store.load({ needOpeningHours: false });
    expect(s.calls).toEqual([false]);
    expect(s.store.getState()).toMatchObject({ randomSeed: 0.42, status: { lastFetch: 1_000_000, inProgress: false } });
    s.advance(DAY);
    await s.store.load({ needOpeningHours: false });
    expect(s.calls).toHaveLength(1);
    s.advance(1);
    await s.store.load({ needOpeningHours: false });
    expect(s.calls).toHaveLength(2);
  });

  it('refetches when hours are needed but the cached libraries lack them', async () => {
    const s = setup();
    await s.store.load({ needOpeningHours: false });
    s.answer({ ok: true, status: 200, data: [library(true)] });
    await s.store.load({ needOpeningHours: true });
    expect(s.calls).toEqual([false, true]);
    await s.store.load({ needOpeningHours: true });
    await s.store.load({ needOpeningHours: false });
    expect(s.calls).toHaveLength(2);
  });

  it('shares one request between simultaneous loads and notifies subscribers', async () => {
    const s = setup();
    let notified = 0;
    s.store.subscribe(() => notified++);
    await Promise.all([s.store.load({ needOpeningHours: false }), s.store.load({ needOpeningHours: false })]);
    expect(s.calls).toHaveLength(1);
    expect(notified).toBe(2); // request, success
  });

  it('keeps the error and the old list on failure, and tries again next time', async () => {
    const s = setup();
    s.answer({ ok: false, error: { status: 503, code: 'http_503', message: 'Nede' } });
    await s.store.load({ needOpeningHours: false });
    expect(s.store.getState().status).toMatchObject({ inProgress: false, lastFetch: null, error: { status: 503 } });
    s.answer({ ok: true, status: 200, data: [library(false)] });
    await s.store.load({ needOpeningHours: false });
    expect(s.store.getState().status.error).toBeNull();
    expect(s.calls).toHaveLength(2);
  });

  it('survives a page load through storage, with the same one-day lifetime', async () => {
    const s = setup();
    await s.store.load({ needOpeningHours: false });
    const again = createLibraryListStore(s.deps);
    await again.load({ needOpeningHours: false });
    expect(s.calls).toHaveLength(1);
    expect(again.getState().libraries).toHaveLength(1);
  });
});
