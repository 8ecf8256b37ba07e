import { isRouteErrorResponse, useLocation } from 'react-router';
import { errorText } from '../lib/error-meta.ts';

/**
 * What a page shows when its data could not be loaded: a clear message in the page and a way to
 * try again, instead of the old client's endless 'Loading'.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const again = <a href={location.pathname + location.search}>try again</a>;
  return (
    <div className="container content-page" role="alert">
      <h1 className="page-title">{errorText(error).title}</h1>
      {status === 404 ? (
        <p>The address may be mistyped, or the page has moved.</p>
      ) : status === 503 ? (
        <p>
          The college&apos;s information service is not answering just now, so this page cannot be
          shown. Please {again} in a few minutes.
        </p>
      ) : (
        <p>Something went wrong while loading this page. Please {again} in a moment.</p>
      )}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
