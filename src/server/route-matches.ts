import { LRUCache } from 'lru-cache';
import { matchRoutes, type Params, type RouteObject, type ServerBuild } from 'react-router';

type Manifest = ServerBuild['routes'];

/** A route a path matched, from the root down to the page's own route. */
export interface RouteMatch {
  id: string;
  params: Params;
}

/** The build's flat route manifest as the nested routes matchRoutes walks. */
function nestedRoutes(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: nestedRoutes(manifest, route!.id),
          },
    );
}

/**
 * The routes a path matches in a build, as React Router matches them (its own matchRoutes over
 * the same tree). matchRoutes flattens and ranks the whole tree on every call (about a
 * millisecond for the site's 169 routes), so the matches of a path are kept, one store per build
 * for its canonical addresses and its page handler alike. Bounded by characters, since a visitor
 * chooses the path.
 */
export function routeMatcher(build: ServerBuild): (pathname: string) => RouteMatch[] {
  let matcher = matchers.get(build);
  if (!matcher) matchers.set(build, (matcher = newMatcher(build)));
  return matcher;
}

const matchers = new WeakMap<ServerBuild, (pathname: string) => RouteMatch[]>();

function newMatcher(build: ServerBuild): (pathname: string) => RouteMatch[] {
  const routes = nestedRoutes(build.routes);
  const matchesByPath = new LRUCache<string, RouteMatch[]>({
    maxSize: 1 << 20,
    sizeCalculation: (_, pathname) => pathname.length + 1,
  });
  return (pathname) => {
    let matches = matchesByPath.get(pathname);
    if (matches === undefined) {
      matches = (matchRoutes(routes, pathname, build.basename) ?? []).map((match) => ({
        id: match.route.id!,
        params: match.params,
      }));
      matchesByPath.set(pathname, matches);
    }
    return matches;
  };
}
