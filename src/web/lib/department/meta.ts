import type { MetaDescriptor } from 'react-router';
import { errorText } from '../error-meta.ts';
import type { PageMetaOptions } from '../meta.ts';
import { DEPARTMENT_LAYOUT_ID, feedLink, isRoute, pageMeta } from '../meta.ts';
import { departmentPath } from './pages.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** 'Department of Physics', from the department shell's loader data ('' when not loaded). */
export function departmentTitle(matches: readonly (MatchLike | undefined)[]): string {
  const shell = matches.find((match) => isRoute(match, DEPARTMENT_LAYOUT_ID));
  const data = (shell?.loaderData ?? shell?.data) as
    { department?: { title?: string } } | undefined;
  return data?.department?.title ?? '';
}

/** The department's code, from the shell's loader data ('' when not loaded). */
function departmentCode(matches: readonly (MatchLike | undefined)[]): string {
  const shell = matches.find((match) => isRoute(match, DEPARTMENT_LAYOUT_ID));
  const data = (shell?.loaderData ?? shell?.data) as { department?: { code?: string } } | undefined;
  return data?.department?.code ?? '';
}

/** The RSS feed of a department's notices and events. */
export const departmentFeedPath = (deptCode: string) =>
  `/feeds/department/${encodeURIComponent(deptCode)}.xml`;

/**
 * '{page} · Department of Physics | {college}', and the description; every page of the
 * department names the department's feed, and sits under Home › Departments › the department.
 * For a page whose loader failed, what happened takes the page's place ('Temporarily
 * unavailable', …).
 */
export function departmentMeta(
  { matches, error }: { matches: readonly (MatchLike | undefined)[]; error?: unknown },
  page: string | undefined,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  if (error) ({ title: page, description } = errorText(error));
  const department = departmentTitle(matches);
  const code = departmentCode(matches);
  const title = [page, department].filter(Boolean).join(' · ');
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Departments', href: '/departments' },
    ...(page && code ? [{ label: department, href: departmentPath(code) }] : []),
  ];
  return pageMeta(matches, title || undefined, description, {
    crumbs,
    crumbLabel: page ?? department,
    ...options,
    extra: [
      ...(code ? [feedLink(departmentFeedPath(code), `${department} (RSS)`)] : []),
      ...(options.extra ?? []),
    ],
  });
}
