// Previous/next page links for event lists; plain links, so paging works without JavaScript.
import { Link } from 'react-router';
import { eventTexts as texts } from './event-texts.ts';

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={texts.pages}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="button button--secondary">
          {texts.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <p className="pagination__status">{texts.pageOf(Math.min(page, pageCount), pageCount)}</p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className="button button--secondary">
          {texts.nextPage}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
