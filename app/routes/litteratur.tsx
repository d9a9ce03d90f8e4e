// /litteratur: employees' published lists (24 per page, by media type) and their newest recommendations and reviews.
import { Link } from 'react-router';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import { feedLink, STAFF_LISTS_FEED_PATH } from '#core/feeds.ts';
import { listRecommendations, listStaffLists } from './litteratur.server.ts';
import { LIST_MEDIA_TYPES, contentTexts as t } from '#app/features/content/content-texts.ts';
import { ListCard } from '#app/features/content/list-card.tsx';
import { RecommendationCard } from '#app/features/content/recommendation-card.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/litteratur';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

const MAX_PAGE = 40;
const RECOMMENDATIONS_SHOWN = 6;

function literatureHref(mediaType: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (mediaType) params.set('mediaType', mediaType);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/litteratur?${query}` : '/litteratur';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Unknown values are ignored (docs/decisions/003), so an old or mistyped link still shows the page.
  const mediaType = LIST_MEDIA_TYPES.find((m) => m.value === params.get('mediaType'))?.value ?? null;
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), MAX_PAGE);
  const [lists, recommendations] = await Promise.all([
    // SPEC §7, §9: from=0&size=24*page.
    listStaffLists(context.services, {
      mediaTypes: mediaType ? [mediaType] : [],
      from: 0,
      size: LIST_PAGE_SIZE * page,
    }),
    listRecommendations(context.services, { size: RECOMMENDATIONS_SHOWN }),
  ]);
  return { lists, recommendations: recommendations.hits, mediaType, page };
}

// Canonical: the media type chooses the lists, the page number does not (docs/decisions/027).
export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(matches, {
    title: t.literatureTitle,
    description: t.literatureLead,
    canonicalPath: literatureHref(data?.mediaType ?? null),
  }),
  feedLink('Lister fra bibliotekarene', STAFF_LISTS_FEED_PATH),
];

export default function Literature({ loaderData: { lists, recommendations, mediaType, page } }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="page-heading">{t.literatureTitle}</h1>
      <p className="lead">{t.literatureLead}</p>

      <section aria-labelledby="lists-heading">
        <h2 id="lists-heading">{t.listsHeading}</h2>
        <nav aria-label={t.mediaTypeNav} className="sub-nav">
          <ul>
            {[{ value: null, label: t.allMediaTypes }, ...LIST_MEDIA_TYPES].map((option) => (
              <li key={option.label}>
                <Link
                  to={literatureHref(option.value)}
                  aria-current={option.value === mediaType ? 'page' : undefined}
                  preventScrollReset
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {lists.hits.length === 0 ? (
          <p>{t.noLists}</p>
        ) : (
          <ul className="card-list">
            {lists.hits.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </ul>
        )}
        {lists.hits.length < lists.total && page < MAX_PAGE && (
          <p>
            <Link to={literatureHref(mediaType, page + 1)} className="button button--secondary" preventScrollReset>
              {t.showMoreLists}
            </Link>
          </p>
        )}
      </section>

      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading">{t.recommendationsHeading}</h2>
          <ul className="card-list">
            {recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} recommendation={recommendation} />
            ))}
          </ul>
          <p>
            <Link to="/sok-anbefaling/*">{t.searchRecommendations}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
