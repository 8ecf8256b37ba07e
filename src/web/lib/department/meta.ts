import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { DEPARTMENT_LAYOUT_ID, pageMeta } from '../meta.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** 'Department of Physics', from the department shell's loader data ('' when not loaded). */
export function departmentTitle(matches: readonly (MatchLike | undefined)[]): string {
  const shell = matches.find((match) => match?.id === DEPARTMENT_LAYOUT_ID);
  const data = (shell?.loaderData ?? shell?.data) as
    { department?: { title?: string } } | undefined;
  return data?.department?.title ?? '';
}

/** The title of a department page that answered 404 (a refused address), or undefined. */
export function notFoundTitle(error: unknown): string | undefined {
  return isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : undefined;
}

/** '{page} · Department of Physics | {college}', and the description. */
export function departmentMeta(
  matches: readonly (MatchLike | undefined)[],
  page: string | undefined,
  description: string,
): MetaDescriptor[] {
  const department = departmentTitle(matches);
  const title = [page, department].filter(Boolean).join(' · ');
  return pageMeta(matches, title || undefined, description);
}
