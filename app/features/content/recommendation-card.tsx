// An employee's recommendation or review of a work: the work leads into search, the name to the employee page.
import { Link } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { contentTexts as t } from './content-texts.ts';
import type { RecommendationView } from './content-types.ts';
import { workHref } from './work-list.tsx';

export function RecommendationCard({ recommendation, showCreator = true }: { recommendation: RecommendationView; showCreator?: boolean }) {
  const { work } = recommendation;
  return (
    <li className="card recommendation-card">
      <p className="eyebrow">{recommendation.kind === 'review' ? t.review : t.recommendation}</p>
      <h3>{recommendation.title}</h3>
      {work && (
        <p className="recommendation-card__work">
          <Link to={workHref(work)}>{work.title}</Link>
          {work.creators && <span className="muted"> {t.by(work.creators)}</span>}
        </p>
      )}
      <p>{recommendation.text}</p>
      <p className="muted">
        {showCreator && (
          <>
            <Link to={`/bibliotekar/${recommendation.createdBy.employeeId}`}>
              {recommendation.createdBy.name}
            </Link>
            {', '}
          </>
        )}
        <time dateTime={recommendation.created}>{formatDate(recommendation.created)}</time>
      </p>
    </li>
  );
}
