import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { routeMatcher } from './route-matches.ts';

type Mode = Parameters<typeof createRequestHandler>[1];

/** Only the routes named: the route modules and the manifest React Router renders from. */
function buildOf(build: ServerBuild, ids: ReadonlySet<string>): ServerBuild {
  const only = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => ids.has(id)));
  return {
    ...build,
    routes: only(build.routes),
    assets: { ...build.assets, routes: only(build.assets.routes) },
  };
}

/**
 * React Router's request handler, over only the routes a page matched (decision 109). For every
 * request React Router walks the whole route tree four times: it matches the path against every
 * branch (twice, a regular expression each), and builds the tree of server routes and the data
 * routes again for its render. With 169 routes (the Assamese twin tree doubles them) that was a
 * fifth of the CPU of a page rendered afresh. A path's matches are found once (route-matches.ts)
 * and each page's route chain, from the root down, gets a handler of its own, made when first
 * asked for. Within its chain a path matches what it matched in the whole tree: the chain's
 * branches are the whole tree's, in the same order, and the whole tree ranked this one first.
 *
 * Single-fetch data and route-discovery requests (which the site's pages never make: they ship
 * no React Router script) keep the handler of the whole tree, as does a path nothing matched.
 */
export function createPageHandler(build: ServerBuild, mode?: Mode): RequestHandler {
  const whole = createRequestHandler(build, mode);
  const matchesOf = routeMatcher(build);
  const byPage = new Map<string, RequestHandler>();
  const manifestPath = build.routeDiscovery?.manifestPath;
  return (request, context) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('.data') || pathname === manifestPath) return whole(request, context);
    const matches = matchesOf(pathname);
    const page = matches.at(-1)?.id;
    if (page === undefined) return whole(request, context);
    let handle = byPage.get(page);
    if (!handle) {
      handle = createRequestHandler(buildOf(build, new Set(matches.map(({ id }) => id))), mode);
      byPage.set(page, handle);
    }
    return handle(request, context);
  };
}
