// Error boundaries of staff pages: a logged-in user without the needed role gets a 403 page, in the page's language,
// saying who the page is for.
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/** A route ErrorBoundary; `audience` picks the sentence that says who the page is for (`shell:noAccess.<audience>`). */
export function staffErrorBoundary(audience: 'staff' | 'contentEditors') {
  return function StaffErrorBoundary() {
    const error = useRouteError();
    const { t } = useTranslation('shell', { keyPrefix: 'noAccess' });
    if (isRouteErrorResponse(error) && error.status === 403) {
      return (
        <div className="page error-page">
          <h1 className="page-heading">{t('title')}</h1>
          <p className="lead">{t(audience)}</p>
          <p>
            <Link to="/" className="button button--primary">
              {t('toHome')}
            </Link>
          </p>
        </div>
      );
    }
    return <ErrorPage error={error} />;
  };
}
