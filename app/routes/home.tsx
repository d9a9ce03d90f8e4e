// The home page (SPEC §2 "/"): search, the day's campaign, highlighted events, staff picks, services and today's hours — all server-rendered.
import { SearchForm } from '#app/components/shell/search-form.tsx';
import { CampaignHero } from '#app/features/campaigns/campaign-hero.tsx';
import { CampaignTeaser } from '#app/features/campaigns/campaign-teaser.tsx';
import { HighlightedEvents, type HomeEvent } from '#app/features/home/highlighted-events.tsx';
import { HomeOpeningHours } from '#app/features/home/home-opening-hours.tsx';
import { HomeSection } from '#app/features/home/home-section.tsx';
import { Recommendations, StaffLists } from '#app/features/home/staff-picks.tsx';
import { useEventWhen } from '#app/features/events/event-card.tsx';
import { ServiceCard } from '#app/features/services/service-card.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { useTranslation } from 'react-i18next';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { seoMeta, usePublicOrigin } from '#app/lib/seo.ts';
import { siteStructuredData } from '#core/structured-data.ts';
import { getHomePage } from './home.server.ts';
import type { Route } from './+types/home';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events', 'content', 'home');

/** The page's texts come from the catalogue (decision 028); its components use the site and events namespaces. */
export const handle = { translated: true, i18n: ['site', 'events', 'vocabulary'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  // A logged-in patron's preferred branch will lead the hours list (accounts issue); visitors get the main branches.
  const page = await getHomePage(context.services);
  return { ...page, metaDescription: requestTranslator(request)('site:home.metaDescription') };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(matches, { description: data?.metaDescription, canonicalPath: '/' });

/** Each event has its own page (SPEC §7 /api/library-events; route /hva-skjer/{eventId}). */
const eventHref = (event: HomeEvent) => `/hva-skjer/${event.id}`;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, teaser, events, recommendations, lists, services, libraries, today } = loaderData;
  const origin = usePublicOrigin();
  const { t } = useTranslation('site', { keyPrefix: 'home' });
  const eventWhen = useEventWhen();
  return (
    <div className="page home">
      <div className="home-intro">
        <h1 className="page-heading">{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        <SearchForm
          id="home-search"
          label={t('searchLabel')}
          showLabel
          className="search-form--large home-intro__search"
        />
      </div>

      {hero && <CampaignHero campaign={hero} />}

      <HighlightedEvents events={events} today={today} eventHref={eventHref} formatWhen={eventWhen} />

      {teaser && <CampaignTeaser campaign={teaser} />}

      <Recommendations recommendations={recommendations} />
      <StaffLists lists={lists} />

      {services.active && services.services.length > 0 && (
        <HomeSection id="hjem-tjenester" title={t('services.title')} moreHref="/vi-tilbyr" moreText={t('services.all')}>
          <ul className="card-list service-grid home-services">
            {services.services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        </HomeSection>
      )}

      <HomeOpeningHours libraries={libraries} />
      {origin && <JsonLd data={siteStructuredData(origin)} />}
    </div>
  );
}
