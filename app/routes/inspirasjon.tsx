// /inspirasjon/{mediaType}: new titles, popular genres and staff recommendations for bøker, tegneserier, film or musikk (SPEC §2, §3 media type mapping).
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
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/inspirasjon';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('catalogue');

const headings: Record<InspirationMediaType, { title: string; lead: string }> = {
  bøker: { title: 'Inspirasjon: bøker', lead: 'Nye bøker i samlingen, populære sjangre og bibliotekarenes favoritter.' },
  tegneserier: { title: 'Inspirasjon: tegneserier', lead: 'Nye tegneserier og album, fra Pondus til grafiske romaner.' },
  film: { title: 'Inspirasjon: film', lead: 'Nye filmer og serier på DVD og Blu-ray, og det bibliotekarene anbefaler.' },
  musikk: { title: 'Inspirasjon: musikk', lead: 'Nye plater på CD og LP, sjangre å utforske og anbefalinger fra oss.' },
};

const NEW_TITLES = 12;
const GENRES = 12;

export async function loader({ params, context }: Route.LoaderArgs) {
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
    ...headings[mediaType],
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
        ...seoMeta(matches, { title: data.title, description: data.lead, canonicalPath: `/inspirasjon/${data.mediaType}` }),
        feedLink(`Nytt i samlingen: ${data.mediaType}`, newArrivalsFeedPath(data.mediaType)),
      ]
    : [{ title: pageTitle() }, ...(isInspirationMediaType(params.mediaType) ? [feedLink(`Nytt i samlingen: ${params.mediaType}`, newArrivalsFeedPath(params.mediaType))] : [])];

export default function Inspiration({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="page inspiration-page">
      <h1 className="page-heading">{d.title}</h1>
      <p className="lead">{d.lead}</p>
      {d.genres.length > 0 && (
        <section aria-labelledby="genres-heading" className="work-section">
          <h2 id="genres-heading">Utforsk sjangre</h2>
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
        <h2 id="latest-heading">Nytt i samlingen</h2>
        <ul className="search-results inspiration-latest">
          {d.latest.map((work) => (
            <li key={work.id}>
              <SearchHit work={work} />
            </li>
          ))}
        </ul>
        <p>
          <Link to={d.allHref} className="button button--secondary">
            Se alle {formatWholeNumber(d.total)} titler
          </Link>
        </p>
      </section>
      {d.recommendations.length > 0 && (
        <section aria-labelledby="recommended-heading" className="work-section">
          <h2 id="recommended-heading">Bibliotekarene anbefaler</h2>
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
