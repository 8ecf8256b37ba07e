import type { ServerBuild } from 'react-router';
import { acceptedParams } from '../web/lib/route-query.ts';
import { routeMatcher } from './route-matches.ts';

/** Joined as text, as the page render does: an address such as //other.host/x stays a path. */
const ORIGIN = 'http://localhost';

/**
 * The canonical address of a page request (decision 039): its path with only the query
 * parameters its routes accept (each route module's `queryParams`, src/web/lib/route-query.ts),
 * each once, in the routes' order, written as URLSearchParams writes them (the way the site's
 * links and GET forms write them). Returns undefined when the address already is canonical, so
 * that the caller can send a cheap redirect before any render or cache entry is made. Tracking
 * parameters (utm_*, fbclid, …) are accepted by no route, and so are dropped like any other.
 */
export function canonicalAddresses(build: ServerBuild): (url: string) => string | undefined {
  const specs = new Map(
    Object.values(build.routes).map((route) => [
      route!.id,
      (route!.module as { queryParams?: unknown }).queryParams,
    ]),
  );
  const matchesOf = routeMatcher(build);
  return (url) => {
    const mark = url.indexOf('?');
    // Most requests: no query, nothing to look at.
    if (mark === -1) return undefined;
    const { pathname, searchParams } = new URL(ORIGIN + url);
    const accepted = new Set<string>();
    for (const match of matchesOf(pathname)) {
      for (const name of acceptedParams(specs.get(match.id), match.params)) {
        accepted.add(name);
      }
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
