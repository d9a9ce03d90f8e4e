// /inspirasjon/{mediaType}: new titles, popular genres and staff recommendations for bøker, tegneserier, film or musikk (SPEC §2, §3 media type mapping).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPath } from '#core/catalogue.ts';
import { feedLink, newArrivalsFeedPath } from '#core/feeds.ts';
import { isInspirationMediaType, mediaTypeFilter, type InspirationMediaType } from '#core/media-types.ts';
import { defaultSearchParams, parseFilters, searchQueryString } from '#core/search-filters.ts';
import { formatWholeNumber } from '#core/numbers.ts';
import { searchCatalogue, searchRecommendations } from './inspirasjon.server.ts';
import { RecommendationCard } from '#app/features/search/result-cards.tsx';
import { SearchHit } from '#app/features/search/search-hit.tsx';
import { notFound } from '#app/lib/responses.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/inspirasjon';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('catalogue');

/** The page's texts come from the catalogue (decision 028): no lang="nb" on <main> in other languages. */
export const handle = { translated: true, i18n: ['catalogue', 'vocabulary'] };

/** The page's heading and lead, and its feed's name, in the page's language (meta functions have no translator of their own). */
function headings(request: Request, mediaType: InspirationMediaType) {
  const t = requestTranslator(request);
  return {
    title: t(`catalogue:inspiration.title.${mediaType}`),
    lead: t(`catalogue:inspiration.lead.${mediaType}`),
    feedTitle: t('catalogue:inspiration.feed', { mediaType }),
  };
}

const NEW_TITLES = 12;
const GENRES = 12;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isInspirationMediaType(params.mediaType)) notFound();
  const mediaType = params.mediaType;
  const filter = mediaTypeFilter(mediaType)!;
  const searchParams = { ...defaultSearchParams(), filters: parseFilters([filter]).filters };
  const [latest, recommendations] = await Promise.all([
    searchCatalogue(context.services, { query: '*', params: searchParams, pageSize: NEW_TITLES }),
    searchRecommendations(context.services, 'recommendation', { page: 1, pageSize: 100 }),
  ]);
  const mediaTypeName = filter.slice('mediaType_'.length);
  const genres = (latest.filters.find((f) => f.id === 'category')?.options ?? []).slice(0, GENRES).map((o) => ({
    text: o.text,
    href: `${searchPath('*')}${searchQueryString({ ...searchParams, filters: parseFilters([filter, o.value]).filters })}`,
  }));
  return {
    mediaType,
    ...headings(request, mediaType),
    latest: latest.hits.map((h) => h.work),
    total: latest.total,
    allHref: `${searchPath('*')}${searchQueryString(searchParams)}`,
    genres,
    recommendations: recommendations.hits.filter((r) => r.work?.mediaTypes.includes(mediaTypeName)).slice(0, 6),
  };
}

export const meta: Route.MetaFunction = ({ data, params, matches }) =>
  data
    ? [
        ...seoMeta(matches, {
          title: data.title,
          description: data.lead,
          canonicalPath: `/inspirasjon/${data.mediaType}`,
        }),
        feedLink(data.feedTitle, newArrivalsFeedPath(data.mediaType)),
      ]
    : [
        { title: pageTitle() },
        ...(isInspirationMediaType(params.mediaType)
          ? [feedLink(`Nytt i samlingen: ${params.mediaType}`, newArrivalsFeedPath(params.mediaType))]
          : []),
      ];

export default function Inspiration({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="page inspiration-page">
      <h1 className="page-heading">{d.title}</h1>
      <p className="lead">{d.lead}</p>
      {d.genres.length > 0 && (
        <section aria-labelledby="genres-heading" className="work-section">
          <h2 id="genres-heading">{t('inspiration.genres')}</h2>
          <ul className="inspiration-genres">
            {d.genres.map((g) => (
              <li key={g.href}>
                <Link to={g.href} className="search-chip">
                  {g.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="latest-heading" className="work-section">
        <h2 id="latest-heading">{t('inspiration.latest')}</h2>
        <ul className="search-results inspiration-latest">
          {d.latest.map((work) => (
            <li key={work.id}>
              <SearchHit work={work} />
            </li>
          ))}
        </ul>
        <p>
          <Link to={d.allHref} className="button button--secondary">
            {t('inspiration.seeAll', { total: formatWholeNumber(d.total, language) })}
          </Link>
        </p>
      </section>
      {d.recommendations.length > 0 && (
        <section aria-labelledby="recommended-heading" className="work-section">
          <h2 id="recommended-heading">{t('inspiration.recommended')}</h2>
          <ul className="search-results">
            {d.recommendations.map((r) => (
              <li key={r.id}>
                <RecommendationCard recommendation={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
