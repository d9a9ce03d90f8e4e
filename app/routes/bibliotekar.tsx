// /bibliotekar/{employeeId}: an employee and their published lists, recommendations/reviews and likes — four
// parallel reads (SPEC §7); a failed read is logged and its part shows empty (SPEC §4, §8). Path decision: README.
import { Link } from 'react-router';
import { imageUrl } from '#core/image-url.ts';
import { seededOrder } from '#core/random.ts';
import { loadEmployeeContributions } from './bibliotekar.server.ts';
import { contentTexts as t } from '#app/features/content/content-texts.ts';
import { ListCard } from '#app/features/content/list-card.tsx';
import { RecommendationCard } from '#app/features/content/recommendation-card.tsx';
import { workHref } from '#app/features/content/work-list.tsx';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/bibliotekar';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'home');

export async function loader({ params, context }: Route.LoaderArgs) {
  const contributions = await loadEmployeeContributions(context.services, params.employeeId);
  if (!contributions) notFound();
  // SPEC §3 Employee contributions: randomListSeed orders the lists; chosen here so server and browser agree.
  return { ...contributions, randomListSeed: Math.random() };
}

export const meta: Route.MetaFunction = ({ data, params, matches }) =>
  seoMeta(matches, {
    title: data?.employee?.name ?? t.employeeFallbackTitle,
    description: data?.employee ? `${data.employee.name}, ${data.employee.title}` : t.employeeFallbackTitle,
    canonicalPath: `/bibliotekar/${encodeURIComponent(params.employeeId)}`,
    image: data?.employee?.image ? imageUrl(data.employee.image.url, PORTRAIT.src) : null,
    imageAlt: data?.employee?.name,
  });

/** Portraits are square; 160 px shown from a 320 px rendering. */
const PORTRAIT = { src: 320, size: 160 } as const;

export default function Employee({ loaderData: { employee, lists, randomListSeed, recommendations, likes, failed } }: Route.ComponentProps) {
  const unavailable = (part: 'lists' | 'recommendations' | 'likes') => failed.includes(part);
  return (
    <div className="page employee-page">
      <header className="employee-page__header">
        {employee?.image && (
          <img className="employee-page__portrait" src={imageUrl(employee.image.url, PORTRAIT.src)} width={PORTRAIT.size} height={PORTRAIT.size} alt="" />
        )}
        <div>
          <p className="eyebrow">{t.employeeEyebrow}</p>
          <h1 className="page-heading">{employee?.name ?? t.employeeFallbackTitle}</h1>
          {employee ? (
            <>
              <p className="lead">{employee.title}</p>
              {employee.library && (
                <p>
                  {t.worksAt}{' '}
                  <Link to={`/bibliotekene/${employee.library.slug}`}>{employee.library.name}</Link>
                </p>
              )}
              {employee.bio && <p>{employee.bio}</p>}
            </>
          ) : (
            <p role="alert">{t.employeeUnavailable}</p>
          )}
        </div>
      </header>

      <section aria-labelledby="employee-lists">
        <h2 id="employee-lists">{t.employeeLists}</h2>
        {unavailable('lists') ? (
          <p>{t.partUnavailable}</p>
        ) : lists.length === 0 ? (
          <p className="muted">{t.noEmployeeLists}</p>
        ) : (
          <ul className="card-list">
            {seededOrder(lists, randomListSeed).map((list) => (
              <ListCard key={list.id} list={list} showCreator={false} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="employee-recommendations">
        <h2 id="employee-recommendations">{t.employeeRecommendations}</h2>
        {unavailable('recommendations') ? (
          <p>{t.partUnavailable}</p>
        ) : recommendations.length === 0 ? (
          <p className="muted">{t.noEmployeeRecommendations}</p>
        ) : (
          <>
            <ul className="card-list">
              {recommendations.map((recommendation) => (
                <RecommendationCard key={recommendation.id} recommendation={recommendation} showCreator={false} />
              ))}
            </ul>
            {employee && (
              <p>
                <Link to={`/sok-anbefaling/${encodeURIComponent(employee.name)}`}>{t.moreFrom(employee.name)}</Link>
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="employee-likes">
        <h2 id="employee-likes">{t.employeeLikes}</h2>
        {unavailable('likes') ? (
          <p>{t.partUnavailable}</p>
        ) : likes.length === 0 ? (
          <p className="muted">{t.noEmployeeLikes}</p>
        ) : (
          <ul className="liked-list">
            {likes.map((like) => (
              <li key={like.recordId}>
                <Link to={workHref(like.work)}>{like.title}</Link>
                <span className="muted">
                  {like.work.creators && ` ${t.by(like.work.creators)}`} · {like.mediaType}
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
