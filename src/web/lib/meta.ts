import type { MetaDescriptor } from 'react-router';

/** The id React Router gives the college layout route (its file path under src/web). */
export const COLLEGE_LAYOUT_ID = 'routes/college/layout';
/** The department microsite's shell, which sits outside the college layout and names it too. */
export const DEPARTMENT_LAYOUT_ID = 'routes/department/layout';
const LAYOUT_IDS = [COLLEGE_LAYOUT_ID, DEPARTMENT_LAYOUT_ID];

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The college's name, from the loader data of the college layout or the department shell. */
export function siteName(matches: readonly (MatchLike | undefined)[]): string {
  const layout = matches.find((match) => match !== undefined && LAYOUT_IDS.includes(match.id));
  const data = (layout?.loaderData ?? layout?.data) as { college?: { name?: string } } | undefined;
  return data?.college?.name ?? 'College';
}

/** Title ('{page} | {college}') and description of a page. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  title: string | undefined,
  description: string,
): MetaDescriptor[] {
  const name = siteName(matches);
  return [
    { title: title ? `${title} | ${name}` : name },
    { name: 'description', content: description },
  ];
}
