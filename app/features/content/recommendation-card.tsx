// An employee's recommendation or review of a work: the work leads into search, the name to the employee page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { useDataLang, usePageLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import type { RecommendationView } from './content-types.ts';
import { workHref } from './work-list.tsx';

export function RecommendationCard({
  recommendation,
  showCreator = true,
}: {
  recommendation: RecommendationView;
  showCreator?: boolean;
}) {
  const { work } = recommendation;
  const { t } = useTranslation('site', { keyPrefix: 'content' });
  const language = useLanguage();
  const dataLang = useDataLang();
  const pageLang = usePageLang();
  return (
    <li className="card recommendation-card">
      <p className="eyebrow" lang={pageLang}>
        {recommendation.kind === 'review' ? t('review') : t('recommendation')}
      </p>
      <h3 lang={dataLang}>{recommendation.title}</h3>
      {work && (
        <p className="recommendation-card__work">
          <Link to={workHref(work)}>{work.title}</Link>
          {work.creators && (
            <span className="muted" lang={pageLang}>
              {' '}
              {t('by', { creators: work.creators })}
            </span>
          )}
        </p>
      )}
      <p lang={dataLang}>{recommendation.text}</p>
      <p className="muted">
        {showCreator && (
          <>
            <Link to={`/bibliotekar/${recommendation.createdBy.employeeId}`}>{recommendation.createdBy.name}</Link>
            {', '}
          </>
        )}
        <time dateTime={recommendation.created}>{formatDate(recommendation.created, language)}</time>
      </p>
    </li>
  );
}
