// The error page in the page's language: 404 'Siden finnes ikke' with search and a link home; 'Noe gikk galt' otherwise
// (no stack traces in production). Its <title> is rendered here (React hoists it), since meta functions have no language.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link } from 'react-router';
import { pageTitle } from '#app/lib/site.ts';
import { SearchForm } from './search-form.tsx';

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** meta for a route that renders errors: not for search engines; the title comes with the page (ErrorPage). */
export function errorMeta(_error: unknown) {
  return [{ name: 'robots', content: 'noindex' }];
}

export function notFoundMeta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** Explanation below the heading: the message of the error kind where we have one. SPEC §8. */
function errorText(status: number, t: TFunction<'errors'>): string {
  switch (status) {
    case 400:
      return `${t('kind.invalid')}.`;
    case 401:
      return `${t('kind.unauthenticated')}.`;
    case 403:
      return `${t('kind.forbidden')}.`;
    case 409:
      return t('kind.conflict');
    case 503:
      return t('kind.unavailable');
    default:
      return t('page.genericText');
  }
}

export function NotFoundContent() {
  const { t } = useTranslation('errors');
  return (
    <div className="page error-page">
      <title>{pageTitle(t('page.notFoundTitle'))}</title>
      <h1 className="page-heading">{t('page.notFoundTitle')}</h1>
      <p className="lead">{t('page.notFoundText')}</p>
      <SearchForm id="not-found-search" label={t('page.notFoundSearch')} showLabel className="search-form--large" />
      <p>
        <Link to="/" className="button button--primary">
          {t('page.home')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const status = errorStatus(error);
  if (status === 404) return <NotFoundContent />;
  // Details help while developing; production shows none (no stack traces to visitors).
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <div className="page error-page">
      <title>{pageTitle(t('page.genericTitle'))}</title>
      <h1 className="page-heading">{t('page.genericTitle')}</h1>
      <p className="lead">{errorText(status, t)}</p>
      <p className="error-page__actions">
        <Link to="/" className="button button--primary">
          {t('page.home')}
        </Link>
        <a href="" className="button button--secondary">
          {t('page.reload')}
        </a>
      </p>
      {details && (
        <details className="error-page__details">
          <summary>{t('page.details')}</summary>
          <pre>{details}</pre>
        </details>
      )}
    </div>
  );
}
