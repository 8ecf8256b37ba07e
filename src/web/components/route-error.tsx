import { isRouteErrorResponse, useLocation } from 'react-router';

/**
 * What a page shows when its data could not be loaded: a clear message in the page and a way to
 * try again, instead of the old client's endless 'Loading'.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container content-page" role="alert">
      <h1 className="page-title">
        {notFound ? 'Page not found' : 'This page could not be loaded'}
      </h1>
      {notFound ? (
        <p>The address may be mistyped, or the page has moved.</p>
      ) : (
        <p>
          The college's information service did not answer in time. Please{' '}
          <a href={location.pathname + location.search}>try again</a> in a moment.
        </p>
      )}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
