import type { EntryContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPageHandler } from './page-handler.ts';

type Route = { id: string; parentId?: string; path?: string; index?: boolean };

/** The site's shapes in little: a root, a pathless layout, static, dynamic, splat and twin routes. */
const ROUTES: Route[] = [
  { id: 'root', path: '' },
  { id: 'launch', parentId: 'root', path: 'launch' },
  { id: 'layout', parentId: 'root' },
  { id: 'home', parentId: 'layout', index: true },
  { id: 'notices', parentId: 'layout', path: 'notifications/:type' },
  { id: 'academic', parentId: 'layout', path: 'notifications/academic' },
  { id: 'not-found', parentId: 'layout', path: '*' },
  { id: 'department', parentId: 'root', path: 'department/:dept' },
  { id: 'department-home', parentId: 'department', index: true },
  { id: 'faculty', parentId: 'department', path: 'faculty/:page?' },
  { id: 'as-layout', parentId: 'root', path: 'as' },
  { id: 'as-home', parentId: 'as-layout', index: true },
  { id: 'as-notices', parentId: 'as-layout', path: 'notifications/:type' },
];

/**
 * Every answer says what React Router matched and loaded, and in a header, the routes of the
 * manifest it rendered with.
 */
function entry(_request: Request, status: number, _headers: Headers, context: EntryContext) {
  const { matches, loaderData } = context.staticHandlerContext;
  const body = {
    status,
    matches: matches.map((match) => match.route.id),
    params: matches.at(-1)?.params,
    loaded: Object.keys(loaderData),
  };
  return Response.json(body, {
    headers: { 'x-manifest': Object.keys(context.manifest.routes).join(',') },
  });
}

function testBuild(): ServerBuild {
  const routes = Object.fromEntries(
    ROUTES.map((route) => [
      route.id,
      { ...route, caseSensitive: false, module: { loader: () => route.id, default: () => null } },
    ]),
  );
  const assets = Object.fromEntries(
    ROUTES.map((route) => [
      route.id,
      { ...route, module: `/${route.id}.js`, hasLoader: true, hasAction: false },
    ]),
  );
  return {
    entry: { module: { default: entry } },
    routes,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: assets,
      url: '/m.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const PATHS = [
  '/',
  '/launch',
  '/notifications/academic',
  '/notifications/administrative',
  '/NOTIFICATIONS/Academic/',
  '/department/physics',
  '/department/physics/faculty',
  '/department/physics/faculty/single',
  '/department/physics/nothing',
  '/as',
  '/as/notifications/academic',
  '/as/nothing/at/all',
  '/%61s/notifications/x',
  '/nothing',
  '/notifications.data',
];

describe('the page handler (decision 109)', () => {
  const build = testBuild();
  const whole = createRequestHandler(build, 'production');
  const pages = createPageHandler(build, 'production');
  const answer = async (handle: typeof whole, path: string) => {
    const response = await handle(new Request(`http://localhost${path}`));
    return { status: response.status, body: await response.text() };
  };
  const manifestOf = async (handle: typeof whole, path: string) => {
    const response = await handle(new Request(`http://localhost${path}`));
    return response.headers.get('x-manifest')?.split(',');
  };

  it.each(PATHS)('answers %s as React Router over the whole route tree does', async (path) => {
    expect(await answer(pages, path)).toEqual(await answer(whole, path));
  });

  it('renders a page over its own route chain only, not the whole tree', async () => {
    const path = '/department/physics/faculty/single';
    expect(JSON.parse((await answer(pages, path)).body)).toMatchObject({
      matches: ['root', 'department', 'faculty'],
      params: { dept: 'physics', page: 'single' },
      loaded: ['root', 'department', 'faculty'],
    });
    expect(await manifestOf(pages, path)).toEqual(['root', 'department', 'faculty']);
    expect(await manifestOf(whole, path)).toHaveLength(ROUTES.length);
  });
});
