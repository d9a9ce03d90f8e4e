import { describe, it, expect } from 'vitest';
import { bannerDismissalId, bannerStorageKey, shouldRememberDismissal, shouldShowBanner } from './banner.ts';

const banner = { id: 'b1', active: true, message: 'Stengt i påsken' };

describe('shouldShowBanner', () => {
  it('shows an active banner that is not dismissed', () => {
    expect(shouldShowBanner(banner, [])).toBe(true);
    expect(shouldShowBanner(banner, ['other'])).toBe(true);
    expect(shouldShowBanner(banner, new Set(['other']))).toBe(true);
  });
  it('hides dismissed banners', () => {
    expect(shouldShowBanner(banner, ['b1'])).toBe(false);
    expect(shouldShowBanner(banner, new Set(['b1']))).toBe(false);
  });
  it('hides inactive or missing banners', () => {
    expect(shouldShowBanner({ ...banner, active: false }, [])).toBe(false);
    expect(shouldShowBanner(null, [])).toBe(false);
    expect(shouldShowBanner(undefined, [])).toBe(false);
  });
});

describe('bannerStorageKey', () => {
  it('is unique per id', () => {
    expect(bannerStorageKey('b1')).toBe('banner-dismissed-b1');
    expect(bannerStorageKey('b1')).not.toBe(bannerStorageKey('b2'));
  });
});

describe('bannerDismissalId', () => {
  it('is the bare id at the first revision, so dismissals from before revisions still count', () => {
    expect(bannerDismissalId(7)).toBe('7');
    expect(bannerDismissalId(7, 1)).toBe('7');
  });
  it('changes with each new revision, so a reworded banner is shown again', () => {
    expect(bannerDismissalId(7, 2)).toBe('7-r2');
    expect(new Set([1, 2, 3].map((revision) => bannerDismissalId(7, revision))).size).toBe(3);
    expect(shouldShowBanner({ ...banner, id: bannerDismissalId(7, 2) }, [bannerDismissalId(7, 1)])).toBe(true);
  });
});

describe('shouldRememberDismissal', () => {
  it('needs working storage and an active banner', () => {
    expect(shouldRememberDismissal(banner, true)).toBe(true);
    expect(shouldRememberDismissal(banner, false)).toBe(false);
    expect(shouldRememberDismissal({ ...banner, active: false }, true)).toBe(false);
  });
});
