import { resolve } from 'node:path';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeMatcher, routeTree, treesOf } from '../../src/server/route-matches.ts';
import { loadServerBuild } from '../../src/server/web.ts';

let build: ServerBuild;
let whole: RouteObject[];
beforeAll(async () => {
  build = await loadServerBuild(resolve(import.meta.dirname, '..', '..', 'build'));
  whole = routeTree(build.routes);
});

/** Each route's whole pattern, from the root down: 'department/:dept_code/faculty/single'. */
function patterns(): string[] {
  const of = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : build.routes[id];
    return route ? [...of(route.parentId), ...(route.path ?? '').split('/')] : [];
  };
  return Object.keys(build.routes).map((id) => of(id).filter(Boolean).join('/'));
}

/** Paths a pattern takes and some it nearly takes: parameters filled, optional parts or not. */
function pathsOf(pattern: string): string[] {
  const variants = pattern.split('/').reduce<string[][]>(
    (paths, part) =>
      paths.flatMap((path) => {
        if (part === '*') return [[...path, 'a', 'b.pdf'], path];
        if (part.endsWith('?'))
          return [[...path, part.startsWith(':') ? 'x1' : part.slice(0, -1)], path];
        return [[...path, part.startsWith(':') ? 'PHY' : part]];
      }),
    [[]],
  );
  return variants.flatMap((parts) => {
    const path = `/${parts.filter(Boolean).join('/')}`;
    return [path, `${path}/`, path.toUpperCase(), `${path}/no-such-part`];
  });
}

/** Addresses nobody linked to: a scanner's, mistyped ones, odd encodings. */
const ODD_PATHS = [
  '/',
  '//',
  '/wp-login.php',
  '/.env',
  '/as/',
  '/as/no-such-page',
  '/department/XYZ/unknown/deep/path',
  '/%65vents',
  '/a%2Fb',
  '/%E0%A6%95',
  '/events//2021',
];

/** A few hundred more, each a mix of the routes' own segments and others, the same every run. */
function mixedPaths(count: number): string[] {
  const parts = [...new Set(patterns().flatMap((p) => p.split('/')))]
    .filter((part) => part && !part.startsWith(':') && part !== '*')
    .concat(['PHY', '2021', 'x', 'no-such']);
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) % parts.length;
  return Array.from({ length: count }, (_, i) => {
    const length = 1 + (i % 5);
    return `/${Array.from({ length }, () => parts[next()]).join('/')}`;
  });
}

describe('the routes a path matches, over the site’s own routes', () => {
  it('are those React Router finds in the whole tree, for every route and many other paths', () => {
    const matcher = routeMatcher(build);
    const paths = [...patterns().flatMap(pathsOf), ...ODD_PATHS, ...mixedPaths(600)];
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) {
      const expected = (matchRoutes(whole, path, build.basename) ?? []).map((m) => ({
        id: m.route.id,
        params: m.params,
      }));
      expect(matcher(path), path).toEqual(expected);
    }
  });

  it('for an address no route names, are looked for among a few routes', () => {
    const count = (routes: RouteObject[]): number =>
      routes.reduce((sum, r) => sum + 1 + count(r.children ?? []), 0);
    const treeFor = treesOf(whole, build.basename);
    expect(count(whole)).toBeGreaterThan(150);
    expect(count(treeFor('/wp-login.php'))).toBeLessThan(10);
    expect(count(treeFor('/as/no-such-page'))).toBeLessThan(10);
  });
});
