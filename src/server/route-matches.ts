import { LRUCache } from 'lru-cache';
import { matchRoutes, type Params, type RouteObject, type ServerBuild } from 'react-router';

type Manifest = ServerBuild['routes'];

/** A route a path matched, from the root down to the page's own route. */
export interface RouteMatch {
  id: string;
  params: Params;
}

/** The build's flat route manifest as the nested routes matchRoutes walks. */
export function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(manifest, route!.id),
          },
    );
}

/** How many leading segments of a path choose the routes it is matched against. */
const CHOSEN_BY = 3;
/** Trees kept, each for one choice of leading segments (a visitor chooses the path). */
const MOST_TREES = 500;
/** A segment of the path that is no route's literal segment at its place. */
const OTHER = '\0';

/** A path's segments as React Router reads them: each decoded, a decoded '/' kept as %2F. */
function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'));
  } catch {
    // React Router then matches the path as it came: no route is left out for it.
    return undefined;
  }
}

const patternOf = (parent: readonly string[], path: string | undefined) => [
  ...parent,
  ...(path ?? '').split('/').filter(Boolean),
];
/** A part of a pattern as React Router reads it: a splat or an optional part, a parameter, a literal. */
const kindOf = (part: string) =>
  part === '*' || part.endsWith('?') ? 'spans' : part.startsWith(':') ? 'param' : 'literal';

/**
 * False only when the pattern cannot match a path of these leading segments: a literal part
 * differs from the segment at its place before any part that may span or skip segments (an
 * optional part, a splat). A parameter matches any segment there. Case is ignored, as React
 * Router ignores it (a case-sensitive route kept here is refused by React Router itself).
 */
function mayMatch(pattern: readonly string[], leading: readonly string[]): boolean {
  for (let i = 0; i < Math.min(pattern.length, leading.length); i++) {
    const part = pattern[i]!;
    const kind = kindOf(part);
    if (kind === 'spans') return true;
    if (kind === 'literal' && part.toLowerCase() !== leading[i]) return false;
  }
  return true;
}

/** The tree without the routes that cannot match paths of these leading segments. */
function prunedTree(
  routes: RouteObject[],
  leading: string[],
  parent: string[] = [],
): RouteObject[] {
  return routes.flatMap((route) => {
    const pattern = patternOf(parent, route.path);
    if (!mayMatch(pattern, leading)) return [];
    return route.children
      ? [{ ...route, children: prunedTree(route.children, leading, pattern) }]
      : [route];
  });
}

/** The literal parts each of the first CHOSEN_BY places of the tree's patterns can hold. */
function literalsByPlace(
  routes: RouteObject[],
  parent: string[] = [],
  places = new Array(CHOSEN_BY).fill(0).map(() => new Set<string>()),
): Set<string>[] {
  for (const route of routes) {
    const pattern = patternOf(parent, route.path);
    pattern.slice(0, CHOSEN_BY).forEach((part, i) => {
      if (kindOf(part) === 'literal') places[i]!.add(part.toLowerCase());
    });
    if (route.children) literalsByPlace(route.children, pattern, places);
  }
  return places;
}

/**
 * The routes a path matches in a build, as React Router matches them (its own matchRoutes over
 * the same tree). matchRoutes flattens and ranks the whole tree it is given on every call (about
 * a millisecond for the site's 169 routes, two to three on a busy machine), so a path's matches
 * are kept, one store per build for its canonical addresses and its page handler alike, bounded
 * by characters, since a visitor chooses the path. A path not seen before is matched against
 * the tree cut to the routes its first CHOSEN_BY segments allow: React Router ranks the routes
 * left as it ranks them in the whole tree, and the routes cut could not have matched, so the
 * first match is the same (tests/server/route-matches.test.ts holds it against the whole tree).
 */
export function routeMatcher(build: ServerBuild): (pathname: string) => RouteMatch[] {
  let matcher = matchers.get(build);
  if (!matcher) matchers.set(build, (matcher = newMatcher(build)));
  return matcher;
}

const matchers = new WeakMap<ServerBuild, (pathname: string) => RouteMatch[]>();

/**
 * The tree each path is matched against: the routes cut by its leading segments, each segment
 * either one of the routes' literals at its place or OTHER, so that few trees are ever made.
 * The whole tree for a path React Router cannot decode, or under a basename.
 */
export function treesOf(
  routes: RouteObject[],
  basename = '/',
): (pathname: string) => RouteObject[] {
  const literals = literalsByPlace(routes);
  const trees = new LRUCache<string, RouteObject[]>({ max: MOST_TREES });
  return (pathname) => {
    const segments = basename === '/' ? decodedSegments(pathname) : undefined;
    if (!segments) return routes;
    const leading = segments.slice(0, CHOSEN_BY).map((segment, i) => {
      const lower = segment.toLowerCase();
      return literals[i]!.has(lower) ? lower : OTHER;
    });
    const key = leading.join('/');
    let tree = trees.get(key);
    if (!tree) trees.set(key, (tree = prunedTree(routes, leading)));
    return tree;
  };
}

function newMatcher(build: ServerBuild): (pathname: string) => RouteMatch[] {
  const treeFor = treesOf(routeTree(build.routes), build.basename);
  const matchesByPath = new LRUCache<string, RouteMatch[]>({
    maxSize: 1 << 20,
    sizeCalculation: (_, pathname) => pathname.length + 1,
  });
  return (pathname) => {
    let matches = matchesByPath.get(pathname);
    if (matches === undefined) {
      matches = (matchRoutes(treeFor(pathname), pathname, build.basename) ?? []).map((match) => ({
        id: match.route.id!,
        params: match.params,
      }));
      matchesByPath.set(pathname, matches);
    }
    return matches;
  };
}
