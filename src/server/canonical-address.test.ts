import { matchRoutes, type Params, type ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { canonicalAddresses } from './canonical-address.ts';

// Counted: React Router flattens and ranks every route on each call.
vi.mock('react-router', async (original) => {
  const actual = await original<typeof import('react-router')>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

/** A build with a layout, pages with and without parameters, and a catch-all. */
const route = (id: string, parentId: string | undefined, extra: object, queryParams?: unknown) => ({
  id,
  parentId,
  ...extra,
  module: queryParams === undefined ? {} : { queryParams },
});
const build = {
  routes: {
    root: route('root', undefined, { path: '' }),
    layout: route('layout', 'root', {}),
    home: route('home', 'layout', { index: true }),
    events: route('events', 'layout', { path: 'events' }, ['year']),
    search: route('search', 'layout', { path: 'search' }, ['q', 'kind']),
    iqac: route('iqac', 'layout', { path: 'iqac/:link' }, ({ link }: Params) =>
      link === 'matrix' ? ['group', 'q'] : [],
    ),
    sitemap: route('sitemap', 'root', { path: 'sitemap.xml' }),
    missing: route('missing', 'layout', { path: '*' }),
  },
} as unknown as ServerBuild;
const canonical = canonicalAddresses(build);

describe('the canonical address of a page', () => {
  it('leaves an address without a query, or with its own parameters in order, alone', () => {
    for (const url of ['/', '/events', '/events?year=2021', '/search?q=exam+form&kind=notice']) {
      expect(canonical(url), url).toBeUndefined();
    }
    expect(canonical('/iqac/matrix?group=1&q=x')).toBeUndefined();
  });

  it('drops parameters the page does not take, and tracking parameters', () => {
    expect(canonical('/?x=123')).toBe('/');
    expect(canonical('/sitemap.xml?x=1')).toBe('/sitemap.xml');
    expect(canonical('/events?year=2021&x=1')).toBe('/events?year=2021');
    expect(canonical('/events?utm_source=wa&fbclid=abc&gclid=1')).toBe('/events');
    expect(canonical('/iqac/teams?group=1&q=x')).toBe('/iqac/teams');
    expect(canonical('/no/such/page?x=1')).toBe('/no/such/page');
    expect(canonical('/events?')).toBe('/events');
  });

  it('keeps the first of a repeated parameter, in the order and spelling of the site’s links', () => {
    expect(canonical('/events?year=2021&year=2022')).toBe('/events?year=2021');
    expect(canonical('/search?kind=notice&q=exam')).toBe('/search?q=exam&kind=notice');
    expect(canonical('/search?q=exam%20form')).toBe('/search?q=exam+form');
    expect(canonical('/search?q=%61')).toBe('/search?q=a');
  });

  it('never sends the visitor to another host', () => {
    expect(canonical('//evil.example/?x=1')).toBe('/evil.example/');
    expect(canonical('/\\evil.example/?x=1')).toBe('/evil.example/');
  });

  it('matches the routes of a path once, however often it comes with a query', () => {
    // A build of its own: the matches of a build are kept for all its users (route-matches.ts).
    const once = canonicalAddresses({ ...build });
    vi.mocked(matchRoutes).mockClear();
    for (let n = 0; n < 5; n++) expect(once(`/events?year=2021&x=${n}`)).toBe('/events?year=2021');
    expect(once('/search?kind=notice&q=a')).toBe('/search?q=a&kind=notice');
    expect(once('/search?kind=notice&q=b')).toBe('/search?q=b&kind=notice');
    expect(vi.mocked(matchRoutes)).toHaveBeenCalledTimes(2);
  });
});
