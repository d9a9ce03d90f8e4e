// The Norwegian error page: 404 'Siden finnes ikke' with search and a link home; 'Noe gikk galt' otherwise (no stack traces in production).
import { isRouteErrorResponse, Link } from 'react-router';
import { messages } from '#core/messages.ts';
import { pageTitle } from '#app/lib/site.ts';
import { SearchForm } from './search-form.tsx';
import { shellTexts } from './shell-texts.ts';

const t = shellTexts.errors;

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** Heading for an error; 404 and 'everything else'. */
function errorTitle(error: unknown): string {
  return errorStatus(error) === 404 ? t.notFoundTitle : t.genericTitle;
}

/** meta for a route that renders errors: the page title names the problem. */
export function errorMeta(error: unknown) {
  return [{ title: pageTitle(errorTitle(error)) }, { name: 'robots', content: 'noindex' }];
}

export function notFoundMeta() {
  return [{ title: pageTitle(t.notFoundTitle) }, { name: 'robots', content: 'noindex' }];
}

/** Explanation below the heading: the message of the error kind where we have one. SPEC §8. */
function errorText(status: number): string {
  switch (status) {
    case 400:
      return `${messages.api.invalid}.`;
    case 401:
      return `${messages.api.unauthenticated}.`;
    case 403:
      return `${messages.api.forbidden}.`;
    case 409:
      return messages.api.conflict;
    case 503:
      return messages.api.unavailable;
    default:
      return t.genericText;
  }
}

export function NotFoundContent() {
  return (
    <div className="page error-page">
      <h1 className="page-heading">{t.notFoundTitle}</h1>
      <p className="lead">{t.notFoundText}</p>
      <SearchForm id="not-found-search" label={t.notFoundSearch} showLabel className="search-form--large" />
      <p>
        <Link to="/" className="button button--primary">
          {t.home}
        </Link>
      </p>
    </div>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  if (status === 404) return <NotFoundContent />;
  // Details help while developing; production shows none (no stack traces to visitors).
  const details = import.meta.env.DEV && error instanceof Error ? error.stack ?? error.message : null;
  return (
    <div className="page error-page">
      <h1 className="page-heading">{t.genericTitle}</h1>
      <p className="lead">{errorText(status)}</p>
      <p className="error-page__actions">
        <Link to="/" className="button button--primary">
          {t.home}
        </Link>
        <a href="" className="button button--secondary">
          {t.reload}
        </a>
      </p>
      {details && (
        <details className="error-page__details">
          <summary>{t.details}</summary>
          <pre>{details}</pre>
        </details>
      )}
    </div>
  );
}
