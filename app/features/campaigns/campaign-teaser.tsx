// A smaller campaign band further down a page (campaignType 'teaser'): lying picture and a link; lazy.
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { CampaignLink } from './campaign-hero.tsx';
import { CAMPAIGN_IMAGE_SIZES, type CampaignView } from './campaign-types.ts';

export function CampaignTeaser({ campaign }: { campaign: CampaignView }) {
  const headingId = `kampanje-${campaign.id}`;
  const dataLang = useDataLang();
  const picture = campaign.imageHorizontal
    ? { url: campaign.imageHorizontal.url, ...CAMPAIGN_IMAGE_SIZES.imageHorizontal }
    : campaign.image
      ? { url: campaign.image.url, ...CAMPAIGN_IMAGE_SIZES.image }
      : null;
  return (
    <section className="campaign-teaser" aria-labelledby={headingId} data-testid="campaign-teaser">
      {picture && (
        <ResponsiveImage
          src={picture.url}
          alt=""
          width={picture.width}
          height={picture.height}
          sizes="(min-width: 48rem) 20rem, 100vw"
          maxWidth={768}
          className="campaign-teaser__image"
        />
      )}
      <div className="campaign-teaser__body" lang={dataLang}>
        <h2 id={headingId}>
          {campaign.link ? (
            <CampaignLink href={campaign.link} className="campaign-teaser__link">
              {campaign.title}
            </CampaignLink>
          ) : (
            campaign.title
          )}
        </h2>
        {campaign.text && <p>{campaign.text}</p>}
      </div>
    </section>
  );
}
