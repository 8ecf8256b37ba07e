import type { RouteConfigEntry } from '@react-router/dev/routes';
import { ASSAMESE_PREFIX } from './language.ts';

/** How an Assamese route's id differs from its English one's. */
export const ASSAMESE_ID_SUFFIX = '#as';

/** The id React Router gives a route without one: its file's path without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[^/.]+$/, '');

/** The route's path under /as, for a route whose parent has no path of its own. */
function prefixed(entry: RouteConfigEntry): Pick<RouteConfigEntry, 'path' | 'index'> {
  const base = ASSAMESE_PREFIX.slice(1);
  if (entry.index) return { path: base };
  if (entry.path === undefined) return {};
  return { path: `${base}/${entry.path}` };
}

/**
 * The Assamese twin of top-level routes (decision 057): the same modules at /as/…, each route
 * with an id of its own. The children of a route without a path (the college layout) sit at the
 * top of the address too, so they take the prefix; deeper children keep their relative paths.
 */
export function assameseRoutes(
  entries: readonly RouteConfigEntry[],
  atTop = true,
): RouteConfigEntry[] {
  return entries.map((entry) => {
    const { children, ...rest } = entry;
    const placed = atTop ? { ...rest, index: undefined, ...prefixed(entry) } : rest;
    const childrenAtTop = atTop && entry.path === undefined && !entry.index;
    return {
      ...placed,
      id: idOf(entry) + ASSAMESE_ID_SUFFIX,
      ...(children ? { children: assameseRoutes(children, childrenAtTop) } : {}),
    };
  });
}
