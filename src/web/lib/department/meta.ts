import type { MetaDescriptor } from 'react-router';
import { pathIn } from '../../i18n/language.ts';
import type { Texts } from '../../i18n/intl.ts';
import { errorText } from '../error-meta.ts';
import type { PageMetaOptions } from '../meta.ts';
import { DEPARTMENT_LAYOUT_ID, feedLink, isRoute, pageMeta, textsOfMatches } from '../meta.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';

interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
  data?: unknown;
}
type Matches = readonly (MatchLike | undefined)[];

interface ShellDepartment {
  title?: string;
  name?: string;
  nameAs?: string;
  code?: string;
}

const shellDepartment = (matches: Matches): ShellDepartment | undefined => {
  const shell = matches.find((match) => isRoute(match, DEPARTMENT_LAYOUT_ID));
  const data = (shell?.loaderData ?? shell?.data) as { department?: ShellDepartment } | undefined;
  return data?.department;
};

/**
 * 'Department of Physics' in the texts' language: on an Assamese page the content's `dept_name_as`,
 * which is the whole name already ('পদাৰ্থ বিজ্ঞান বিভাগ': no second 'বিভাগ'), else '{name} বিভাগ'
 * (decision 061). The one rule of the shell's header and menu, the pages' titles, the feeds and
 * the search.
 */
export const departmentTitleIn = (
  { language, t }: Pick<Texts, 'language' | 't'>,
  name: string,
  nameAs: string | undefined,
): string => (language === 'as' && nameAs) || t('meta.department.of', { name });

/**
 * 'Department of Physics' in the page's language, from the department shell's loader data ('' when
 * not loaded).
 */
export function departmentTitle(matches: Matches): string {
  const department = shellDepartment(matches);
  if (!department?.name) return department?.title ?? '';
  return departmentTitleIn(textsOfMatches(matches), department.name, department.nameAs);
}

/** The department's code, from the shell's loader data ('' when not loaded). */
const departmentCode = (matches: Matches): string => shellDepartment(matches)?.code ?? '';

/** The RSS feed of a department's notices and events. */
export const departmentFeedPath = (deptCode: string) =>
  `/feeds/department/${encodeURIComponent(deptCode)}.xml`;

/**
 * '{page} · Department of Physics | {college}', and the description, in the page's language;
 * every page of the department names the department's feed (in that language), and sits under
 * Home › Departments › the department. For a page whose loader failed, what happened takes the
 * page's place ('Temporarily unavailable', …). `page` may be a label of the site's tables.
 */
export function departmentMeta(
  { matches, error }: { matches: Matches; error?: unknown },
  page: string | undefined,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const texts = textsOfMatches(matches);
  if (error) ({ title: page, description } = errorText(error, texts));
  page = page === undefined ? undefined : texts.label(page);
  const department = departmentTitle(matches);
  const code = departmentCode(matches);
  const title = [page, department].filter(Boolean).join(' · ');
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Departments', href: '/departments' },
    ...(page && code ? [{ label: department, href: departmentPath(code) }] : []),
  ];
  const feed = code
    ? [
        feedLink(
          pathIn(texts.language, departmentFeedPath(code)),
          texts.t('feed.link.department', { department }),
        ),
      ]
    : [];
  return pageMeta(matches, title || undefined, description, {
    crumbs,
    crumbLabel: page ?? department,
    ...options,
    extra: [...feed, ...(options.extra ?? [])],
  });
}

/** '{page} of the department.', the page named in the language ('Files' when not loaded). */
export function pageDescription(
  texts: Texts,
  title: string | undefined,
  fallback: 'meta.department.files' | 'meta.department.notices' | 'meta.department.about',
): string {
  return texts.t('meta.department.page', { title: title ? texts.label(title) : texts.t(fallback) });
}
