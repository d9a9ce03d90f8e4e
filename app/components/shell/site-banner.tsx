// The dismissible site-wide banner (SPEC §4 Banner): server-rendered; a script in <head> (app/root.tsx) hides one dismissed on this device before the first paint.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerDismissalId } from '#core/banner.ts';
import { Icon } from '#app/components/icon.tsx';
import type { BannerDto } from '#core/contracts/shell.ts';
import {
  BANNER_HIDE_ATTRIBUTE,
  getWorkingStorage,
  isBannerVisible,
  rememberBannerDismissal,
} from './banner-storage.ts';

export function SiteBanner({ banner }: { banner: BannerDto | null }) {
  const { t, i18n } = useTranslation();
  // Dismissals are remembered per id and revision: a reworded banner shows again (issue #18).
  const id = banner ? bannerDismissalId(banner.id, banner.revision) : null;
  // What this device says about the banner; unknown (null) on the server and while hydrating.
  const [known, setKnown] = useState<{ id: string; hidden: boolean } | null>(null);
  const hidden = known !== null && known.id === id ? known.hidden : null;
  const active = banner?.active ?? false;

  // A passive effect, outside hydration's commit (issue #18): a dismissed banner does not flash meanwhile, since the
  // script in <head> has marked <html> and CSS hides it until React has decided.
  useEffect(() => {
    if (id === null) return;
    setKnown({ id, hidden: !isBannerVisible({ id, active }, getWorkingStorage()) });
  }, [id, active]);

  // React has decided; the pre-hide mark on <html> has done its job.
  useEffect(() => {
    if (hidden !== null) document.documentElement.removeAttribute(BANNER_HIDE_ATTRIBUTE);
  }, [hidden]);

  if (!banner || id === null || !banner.active || hidden === true) return null;

  const dismiss = () => {
    rememberBannerDismissal(getWorkingStorage(), { id, active: banner.active });
    setKnown({ id, hidden: true });
    // The close button disappears; continue from the start of the header rather than the page top.
    document.querySelector<HTMLElement>('.site-logo')?.focus();
  };

  return (
    <section className="site-banner" aria-label={t('banner.region')} data-testid="site-banner" data-banner-id={id}>
      <div className="site-banner__inner container">
        <span className="site-banner__icon">
          <Icon name="info" />
        </span>
        <p className="site-banner__text" lang={i18n.language === 'nb' ? undefined : 'nb'}>
          {banner.message}
          {banner.link && (
            <>
              {' '}
              <a href={banner.link} className="site-banner__link">
                {banner.linkText || banner.link}
              </a>
            </>
          )}
        </p>
        <button
          type="button"
          className="icon-button site-banner__close"
          aria-label={t('banner.close')}
          onClick={dismiss}
        >
          <Icon name="close" />
        </button>
      </div>
    </section>
  );
}
