import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { acceptedParams } from '../web/lib/route-query.ts';

/** Joined as text, as the page render does: an address such as //other.host/x stays a path. */
const ORIGIN = 'http://localhost';

type Manifest = ServerBuild['routes'];

/**
 * Paths whose accepted parameters are remembered. matchRoutes flattens and ranks every route of
 * the build on each call (about a millisecond, ten times a kept page): a flood of new queries on
 * one path must cost what a kept page costs. New paths each time are pages not kept, which the
 * budget of renders bounds.
 */
const PATHS_KEPT = 2000;

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
 * The canonical address of a page request (decision 039): its path with only the query
 * parameters its routes accept (each route module's `queryParams`, src/web/lib/route-query.ts),
 * each once, in the routes' order, written as URLSearchParams writes them (the way the site's
 * links and GET forms write them). Returns undefined when the address already is canonical, so
 * that the caller can send a cheap redirect before any render or cache entry is made. Tracking
 * parameters (utm_*, fbclid, …) are accepted by no route, and so are dropped like any other.
 */
export function canonicalAddresses(build: ServerBuild): (url: string) => string | undefined {
  const routes = nestedRoutes(build.routes);
  const specs = new Map(
    Object.values(build.routes).map((route) => [
      route!.id,
      (route!.module as { queryParams?: unknown }).queryParams,
    ]),
  );
  const acceptedOf = (pathname: string) => {
    const accepted = new Set<string>();
    for (const match of matchRoutes(routes, pathname, build.basename) ?? []) {
      for (const name of acceptedParams(specs.get(match.route.id!), match.params)) {
        accepted.add(name);
      }
    }
    return [...accepted];
  };
  const known = new LRUCache<string, string[]>({ max: PATHS_KEPT });
  return (url) => {
    const mark = url.indexOf('?');
    // Most requests: no query, nothing to look at.
    if (mark === -1) return undefined;
    const { pathname, searchParams } = new URL(ORIGIN + url);
    let accepted = known.get(pathname);
    if (!accepted) {
      accepted = acceptedOf(pathname);
      known.set(pathname, accepted);
    }
    const query = new URLSearchParams();
    for (const name of accepted) {
      const value = searchParams.get(name);
      if (value !== null) query.append(name, value);
    }
    const search = query.toString();
    if (search && url.slice(mark + 1) === search) return undefined;
    // One leading slash: a Location of //other.host would send the visitor to another site.
    const path = pathname.replace(/^\/{2,}/, '/');
    return search ? `${path}?${search}` : path;
  };
}
