import type { MetaDescriptor } from 'react-router';
import { errorText } from '../error-meta.ts';
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

/**
 * '{page} · Department of Physics | {college}', and the description; for a page whose loader
 * failed, what happened takes the page's place ('Temporarily unavailable', …).
 */
export function departmentMeta(
  { matches, error }: { matches: readonly (MatchLike | undefined)[]; error?: unknown },
  page: string | undefined,
  description: string,
): MetaDescriptor[] {
  if (error) ({ title: page, description } = errorText(error));
  const department = departmentTitle(matches);
  const title = [page, department].filter(Boolean).join(' · ');
  return pageMeta(matches, title || undefined, description);
}
