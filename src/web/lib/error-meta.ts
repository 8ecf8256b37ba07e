import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pageMeta } from './meta.ts';

export interface ErrorText {
  title: string;
  description: string;
}

/**
 * What a page whose loader failed is called, by what happened: not found (404), its data did not
 * come in time (503, set by the server when the backend does not answer), or anything else.
 */
export function errorText(error: unknown): ErrorText {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return { title: 'Page not found', description: 'The page you asked for is not on this site.' };
  }
  if (status === 503) {
    return {
      title: 'Temporarily unavailable',
      description: "The college's information service is not answering just now.",
    };
  }
  return {
    title: 'This page could not be loaded',
    description: 'Something went wrong while loading this page.',
  };
}

/** Title and description of a page whose loader failed, matching what <RouteError> shows. */
export function errorMeta(
  matches: Parameters<typeof pageMeta>[0],
  error: unknown,
): MetaDescriptor[] {
  const { title, description } = errorText(error);
  return pageMeta(matches, title, description);
}
