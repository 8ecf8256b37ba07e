import type { MetaDescriptor } from 'react-router';

/** The id React Router gives the college layout route (its file path under src/web). */
export const COLLEGE_LAYOUT_ID = 'routes/college/layout';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The college's name, from the college layout's loader data. */
export function siteName(matches: readonly (MatchLike | undefined)[]): string {
  const layout = matches.find((match) => match?.id === COLLEGE_LAYOUT_ID);
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
