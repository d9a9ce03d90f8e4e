// The top campaign of a page (campaignType 'hero'): picture and message side by side; its picture is the page's LCP image.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { CAMPAIGN_IMAGE_SIZES, type CampaignView } from './campaign-types.ts';

/** Internal links navigate in the app; anything else is an ordinary link. */
export function CampaignLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function CampaignHero({ campaign, priority = true }: { campaign: CampaignView; priority?: boolean }) {
  const headingId = `kampanje-${campaign.id}`;
  const { t } = useTranslation('site', { keyPrefix: 'campaigns' });
  const dataLang = useDataLang();
  return (
    <section className="campaign-hero" aria-labelledby={headingId} data-testid="campaign-hero">
      {campaign.image && (
        <div className="campaign-hero__media">
          <ResponsiveImage
            src={campaign.image.url}
            alt=""
            {...CAMPAIGN_IMAGE_SIZES.image}
            sizes="(min-width: 76rem) 38rem, (min-width: 48rem) 50vw, 100vw"
            maxWidth={1440}
            priority={priority}
            className="campaign-hero__image"
          />
        </div>
      )}
      <div className="campaign-hero__body">
        <p className="eyebrow">{t('region')}</p>
        <h2 id={headingId} className="campaign-hero__title" lang={dataLang}>
          {campaign.title}
        </h2>
        {campaign.text && (
          <p className="campaign-hero__text" lang={dataLang}>
            {campaign.text}
          </p>
        )}
        {campaign.link && (
          <CampaignLink href={campaign.link} className="button button--primary campaign-hero__action">
            {t('readMore')}
            <span className="visually-hidden"> {t('readMoreAbout', { title: campaign.title })}</span>
          </CampaignLink>
        )}
      </div>
    </section>
  );
}
