// /bibliotekar/{employeeId}: an employee and their published lists, recommendations/reviews and likes — four
// parallel reads (SPEC §7); a failed read is logged and its part shows empty (SPEC §4, §8). Path decision: README.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '#core/image-url.ts';
import { seededOrder } from '#core/random.ts';
import { loadEmployeeContributions } from './bibliotekar.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import { ListCard } from '#app/features/content/list-card.tsx';
import { RecommendationCard } from '#app/features/content/recommendation-card.tsx';
import { workHref } from '#app/features/content/work-list.tsx';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/bibliotekar';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

/** The page's texts come from the catalogue (decision 028); the librarian's title, bio and picks are data in bokmål. */
export const handle = { translated: true, i18n: ['site', 'vocabulary'] };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const contributions = await loadEmployeeContributions(context.services, params.employeeId);
  if (!contributions) notFound();
  // SPEC §3 Employee contributions: randomListSeed orders the lists; chosen here so server and browser agree.
  return {
    ...contributions,
    randomListSeed: Math.random(),
    fallbackTitle: requestTranslator(request)('site:employee.fallbackTitle'),
  };
}

export const meta: Route.MetaFunction = ({ data, params, matches }) =>
  seoMeta(matches, {
    title: data?.employee?.name ?? data?.fallbackTitle,
    description: data?.employee ? `${data.employee.name}, ${data.employee.title}` : data?.fallbackTitle,
    canonicalPath: `/bibliotekar/${encodeURIComponent(params.employeeId)}`,
    image: data?.employee?.image ? imageUrl(data.employee.image.url, PORTRAIT.src) : null,
    imageAlt: data?.employee?.name,
  });

/** Portraits are square; 160 px shown from a 320 px rendering. */
const PORTRAIT = { src: 320, size: 160 } as const;

export default function Employee({
  loaderData: { employee, lists, randomListSeed, recommendations, likes, failed },
}: Route.ComponentProps) {
  const { t } = useTranslation('site', { keyPrefix: 'employee' });
  const { t: tc } = useTranslation('site', { keyPrefix: 'content' });
  const dataLang = useDataLang();
  const mediaTypeText = useMediaTypeText();
  const unavailable = (part: 'lists' | 'recommendations' | 'likes') => failed.includes(part);
  return (
    <div className="page employee-page">
      <header className="employee-page__header">
        {employee?.image && (
          <img
            className="employee-page__portrait"
            src={imageUrl(employee.image.url, PORTRAIT.src)}
            width={PORTRAIT.size}
            height={PORTRAIT.size}
            alt=""
          />
        )}
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="page-heading">{employee?.name ?? t('fallbackTitle')}</h1>
          {employee ? (
            <>
              <p className="lead" lang={dataLang}>
                {employee.title}
              </p>
              {employee.library && (
                <p>
                  {t('worksAt')} <Link to={`/bibliotekene/${employee.library.slug}`}>{employee.library.name}</Link>
                </p>
              )}
              {employee.bio && <p lang={dataLang}>{employee.bio}</p>}
            </>
          ) : (
            <p role="alert">{t('unavailable')}</p>
          )}
        </div>
      </header>

      <section aria-labelledby="employee-lists">
        <h2 id="employee-lists">{t('lists')}</h2>
        {unavailable('lists') ? (
          <p>{t('partUnavailable')}</p>
        ) : lists.length === 0 ? (
          <p className="muted">{t('noLists')}</p>
        ) : (
          <ul className="card-list">
            {seededOrder(lists, randomListSeed).map((list) => (
              <ListCard key={list.id} list={list} showCreator={false} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="employee-recommendations">
        <h2 id="employee-recommendations">{t('recommendations')}</h2>
        {unavailable('recommendations') ? (
          <p>{t('partUnavailable')}</p>
        ) : recommendations.length === 0 ? (
          <p className="muted">{t('noRecommendations')}</p>
        ) : (
          <>
            <ul className="card-list">
              {recommendations.map((recommendation) => (
                <RecommendationCard key={recommendation.id} recommendation={recommendation} showCreator={false} />
              ))}
            </ul>
            {employee && (
              <p>
                <Link to={`/sok-anbefaling/${encodeURIComponent(employee.name)}`}>
                  {t('moreFrom', { name: employee.name })}
                </Link>
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="employee-likes">
        <h2 id="employee-likes">{t('likes')}</h2>
        {unavailable('likes') ? (
          <p>{t('partUnavailable')}</p>
        ) : likes.length === 0 ? (
          <p className="muted">{t('noLikes')}</p>
        ) : (
          <ul className="liked-list">
            {likes.map((like) => (
              <li key={like.recordId}>
                <Link to={workHref(like.work)}>{like.title}</Link>
                <span className="muted">
                  {like.work.creators && ` ${tc('by', { creators: like.work.creators })}`} ·{' '}
                  {mediaTypeText(like.mediaType)}
                  {like.year !== null && `, ${like.year}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
