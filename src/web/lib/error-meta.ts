import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pageMeta } from './meta.ts';

/** Title and description of a page whose loader failed, matching what <RouteError> shows. */
export function errorMeta(
  matches: Parameters<typeof pageMeta>[0],
  error: unknown,
): MetaDescriptor[] {
  return isRouteErrorResponse(error) && error.status === 404
    ? pageMeta(matches, 'Page not found', 'The page you asked for is not on this site.')
    : pageMeta(
        matches,
        'This page could not be loaded',
        "The college's information service did not answer in time.",
      );
}
