// The site search form: a GET to /sok with `query` (the /sok route redirects to /sok/{query}); works without JavaScript.
import { Form, useLocation } from 'react-router';
import { Icon } from '#app/components/icon.tsx';
import { shellTexts } from './shell-texts.ts';

export interface SearchFormProps {
  /** id of the input; must be unique on the page. */
  id: string;
  /** Visible or screen-reader label of the field; also names the search landmark. */
  label?: string;
  /** Show the label on screen (the header keeps it visually hidden). */
  showLabel?: boolean;
  className?: string;
}

/** The current query when on /sok/{query}, so the header field shows what was searched for. */
function currentQuery(pathname: string): string {
  const match = /^\/sok(?:-[a-z]+)?\/([^/]+)/.exec(pathname);
  if (!match) return '';
  try {
    const query = decodeURIComponent(match[1]);
    return query === '*' ? '' : query;
  } catch {
    return '';
  }
}

export function SearchForm({ id, label = shellTexts.search.label, showLabel = false, className }: SearchFormProps) {
  const { pathname } = useLocation();
  const query = currentQuery(pathname);
  return (
    <Form action="/sok" method="get" role="search" aria-label={label} className={['search-form', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? 'search-form__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="search-form__row">
        <input
          key={query}
          id={id}
          name="query"
          type="search"
          defaultValue={query}
          placeholder={shellTexts.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="search-form__input"
        />
        <button type="submit" className="search-form__submit">
          <Icon name="search" />
          <span className="search-form__submit-text">{shellTexts.search.submit}</span>
        </button>
      </div>
    </Form>
  );
}
