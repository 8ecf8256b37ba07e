import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pageMeta, textsOfMatches } from './meta.ts';
import { textsFor, type Texts } from '../i18n/intl.ts';

export interface ErrorText {
  title: string;
  description: string;
}

/**
 * What a page whose loader failed is called, by what happened: not found (404), its data did not
 * come in time (503, set by the server when the backend does not answer), or anything else.
 */
export function errorText(error: unknown, { t }: Texts = textsFor('en')): ErrorText {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return { title: t('notFound.title'), description: t('notFound.description') };
  }
  if (status === 503) {
    return { title: t('error.unavailableTitle'), description: t('error.unavailableDescription') };
  }
  return { title: t('error.failedTitle'), description: t('error.failedDescription') };
}

/** Title and description of a page whose loader failed, matching what <RouteError> shows. */
export function errorMeta(
  matches: Parameters<typeof pageMeta>[0],
  error: unknown,
): MetaDescriptor[] {
  const { title, description } = errorText(error, textsOfMatches(matches));
  return pageMeta(matches, title, description);
}
