import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMatcher, routeTree, treesOf } from './route-matches.ts';

/** A build with a layout, an index, literal, parameter, optional and catch-all paths, a twin tree. */
const route = (id: string, parentId: string | undefined, extra: object) => ({
  id,
  parentId,
  ...extra,
  module: {},
});
const build = {
  basename: '/',
  routes: {
    root: route('root', undefined, { path: '' }),
    layout: route('layout', 'root', {}),
    home: route('home', 'layout', { index: true }),
    events: route('events', 'layout', { path: 'events' }),
    iqac: route('iqac', 'layout', { path: 'iqac/:link' }),
    teacher: route('teacher', 'root', { path: 'department/:dept/faculty/single' }),
    gallery: route('gallery', 'root', { path: 'department/:dept/gallery' }),
    report: route('report', 'layout', { path: 'reports/:year?/annual' }),
    files: route('files', 'layout', { path: 'files/*' }),
    sitemap: route('sitemap', 'root', { path: 'sitemap.xml' }),
    missing: route('missing', 'layout', { path: '*' }),
    as: route('as', 'root', { path: 'as' }),
    asEvents: route('asEvents', 'as', { path: 'events' }),
    asMissing: route('asMissing', 'as', { path: '*' }),
  },
} as unknown as ServerBuild;
const whole = routeTree(build.routes);

/** React Router's own answer over the whole tree, as routeMatcher gives it. */
const wholeTreeMatches = (pathname: string) =>
  (matchRoutes(whole, pathname) ?? []).map((m) => ({ id: m.route.id, params: m.params }));

const countRoutes = (routes: RouteObject[]): number =>
  routes.reduce((sum, r) => sum + 1 + countRoutes(r.children ?? []), 0);

describe('the routes a path matches', () => {
  const paths = [
    '/',
    '//',
    '/events',
    '/EVENTS/',
    '/events/x',
    '/iqac/matrix',
    '/department/PHY/faculty/single',
    '/Department/phy/Faculty/Single',
    '/department/PHY/gallery',
    '/department/PHY/unknown',
    '/reports/annual',
    '/reports/2024/annual',
    '/files/a/b.pdf',
    '/sitemap.xml',
    '/as',
    '/as/events',
    '/as/no-such-page',
    '/no-such-page',
    '/wp-login.php',
    '/%65vents',
    '/a%2Fb',
    '/%E0%A6%95',
    '/%ZZ',
  ];

  it('are those React Router finds in the whole tree', () => {
    const matcher = routeMatcher({ ...build });
    for (const path of paths) expect(matcher(path), path).toEqual(wholeTreeMatches(path));
  });

  it('are looked for among the routes the leading segments allow', () => {
    const treeFor = treesOf(whole);
    const all = countRoutes(whole);
    // An address no route names: the root, the layout, the index (no segment of its own to
    // refuse it by) and the catch-all; not the Assamese tree's.
    expect(countRoutes(treeFor('/no-such-page'))).toBe(4);
    expect(countRoutes(treeFor('/department/XYZ/unknown'))).toBeLessThan(all / 2);
    expect(countRoutes(treeFor('/as/no-such'))).toBeLessThan(all / 2);
    // A path React Router cannot decode is matched against every route.
    expect(treeFor('/%ZZ')).toBe(whole);
    // Addresses of the same leading segments share a tree.
    expect(treeFor('/no-such-page')).toBe(treeFor('/another-one'));
  });
});
