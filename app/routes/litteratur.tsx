// /litteratur: employees' published lists (24 per page, by media type) and their newest recommendations and reviews.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import { feedLink, STAFF_LISTS_FEED_PATH } from '#core/feeds.ts';
import { listRecommendations, listStaffLists } from './litteratur.server.ts';
import { ListCard } from '#app/features/content/list-card.tsx';
import { RecommendationCard } from '#app/features/content/recommendation-card.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/litteratur';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

/** The page's words are the lists namespace's; the cards' the site namespace's (decision 028). */
export const handle = { translated: true, i18n: ['lists', 'site'] };

/** Media types of staff lists (publication media types); their names are the lists namespace's. */
const LIST_MEDIA_TYPES = ['Bok', 'Tegneserie', 'Film', 'Musikkopptak'] as const;

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
  const mediaType = LIST_MEDIA_TYPES.find((m) => m === params.get('mediaType')) ?? null;
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
  const t = requestTranslator(request);
  return {
    lists,
    recommendations: recommendations.hits,
    mediaType,
    page,
    title: t('lists:literature.title'),
    description: t('lists:literature.lead'),
    feedTitle: t('lists:literature.listsHeading'),
  };
}

// Canonical: the media type chooses the lists, the page number does not (docs/decisions/027).
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        ...seoMeta(matches, {
          title: data.title,
          description: data.description,
          canonicalPath: literatureHref(data.mediaType),
        }),
        feedLink(data.feedTitle, STAFF_LISTS_FEED_PATH),
      ]
    : [{ title: pageTitle() }];

export default function Literature({ loaderData: { lists, recommendations, mediaType, page } }: Route.ComponentProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'literature' });
  const options = [
    { value: null, label: t('allMediaTypes') },
    ...LIST_MEDIA_TYPES.map((value) => ({ value, label: t(`mediaTypes.${value}`) })),
  ];
  return (
    <div className="page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>

      <section aria-labelledby="lists-heading">
        <h2 id="lists-heading">{t('listsHeading')}</h2>
        <nav aria-label={t('mediaTypeNav')} className="sub-nav">
          <ul>
            {options.map((option) => (
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
          <p>{t('noLists')}</p>
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
              {t('showMoreLists')}
            </Link>
          </p>
        )}
      </section>

      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading">{t('recommendationsHeading')}</h2>
          <ul className="card-list">
            {recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} recommendation={recommendation} />
            ))}
          </ul>
          <p>
            <Link to="/sok-anbefaling/*">{t('searchRecommendations')}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
