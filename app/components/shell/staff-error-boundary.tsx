// Error boundaries of staff pages: a logged-in user without the needed role gets a Norwegian 403 page saying who the page is for.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/** A route ErrorBoundary; `forWhom` finishes "Denne siden er for …" (e.g. "bibliotekets ansatte"). */
export function staffErrorBoundary(forWhom: string, missing: string) {
  return function StaffErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 403) {
      return (
        <div className="page error-page">
          <h1 className="page-heading">Ingen tilgang</h1>
          <p className="lead">
            Denne siden er for {forWhom}. Du er logget inn, men {missing}.
          </p>
          <p>
            <Link to="/" className="button button--primary">
              Til forsiden
            </Link>
          </p>
        </div>
      );
    }
    return <ErrorPage error={error} />;
  };
}
