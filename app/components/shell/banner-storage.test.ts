import { describe, expect, it } from 'vitest';
import { bannerStorageKey } from '#core/banner.ts';
import {
  bannerPrehideScript,
  isBannerDismissed,
  isBannerVisible,
  rememberBannerDismissal,
  type KeyValueStorage,
} from './banner-storage.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => undefined,
};

const banner = { id: '7', active: true };

describe('banner storage', () => {
  it('remembers a dismissed active banner under its key', () => {
    const storage = memoryStorage();
    expect(rememberBannerDismissal(storage, banner)).toBe(true);
    expect(storage.data.has(bannerStorageKey('7'))).toBe(true);
    expect(isBannerDismissed(storage, '7')).toBe(true);
    expect(isBannerVisible(banner, storage)).toBe(false);
  });

  it('shows other banners after one was dismissed', () => {
    const storage = memoryStorage();
    rememberBannerDismissal(storage, banner);
    expect(isBannerVisible({ id: '8', active: true }, storage)).toBe(true);
  });

  it('does not remember an inactive banner', () => {
    const storage = memoryStorage();
    expect(rememberBannerDismissal(storage, { id: '7', active: false })).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('does not remember without working storage', () => {
    expect(rememberBannerDismissal(null, banner)).toBe(false);
    expect(rememberBannerDismissal(brokenStorage, banner)).toBe(false);
    expect(isBannerDismissed(brokenStorage, '7')).toBe(false);
    expect(isBannerVisible(banner, null)).toBe(true);
  });

  it('hides inactive and missing banners', () => {
    expect(isBannerVisible({ id: '1', active: false }, memoryStorage())).toBe(false);
    expect(isBannerVisible(null, memoryStorage())).toBe(false);
  });

  it('builds a pre-hide script that cannot break out of its <script> element', () => {
    const script = bannerPrehideScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    expect(bannerPrehideScript('7')).toContain(JSON.stringify(bannerStorageKey('7')));
  });
});
