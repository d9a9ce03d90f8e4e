// Previous/next page links for paged lists (search hits, events, loan history): plain links that keep the page's other
// parameters, so paging works without JavaScript.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation landmark's name when the page has more than one list (default 'Sider'). */
  label?: string;
  /** An extra class for the page's own spacing. */
  className?: string;
}

export function Pagination({ page, pageCount, hrefFor, label: givenLabel, className }: PaginationProps) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('pagination.pages');
  if (pageCount <= 1) return null;
  const shown = Math.min(page, pageCount);
  return (
    <nav className={className ? `pagination ${className}` : 'pagination'} aria-label={label}>
      {shown > 1 ? (
        <Link to={hrefFor(shown - 1)} rel="prev" className="button button--secondary">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="pagination__status" aria-current="page">
        {t('pagination.pageOf', { page: shown, pages: pageCount })}
      </p>
      {shown < pageCount ? (
        <Link to={hrefFor(shown + 1)} rel="next" className="button button--secondary">
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
