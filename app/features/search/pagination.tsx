// Page links for search results: plain links that keep every filter, so paging works without JavaScript.
import { Link } from 'react-router';
import { searchTexts as texts } from './search-texts.ts';

export function SearchPagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const shown = Math.min(page, pageCount);
  return (
    <nav className="search-pagination" aria-label={texts.pages}>
      {shown > 1 ? (
        <Link to={hrefFor(shown - 1)} rel="prev" className="button button--secondary">
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="search-pagination__status" aria-current="page">
        {texts.pageOf(shown, pageCount)}
      </p>
      {shown < pageCount ? (
        <Link to={hrefFor(shown + 1)} rel="next" className="button button--secondary">
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
