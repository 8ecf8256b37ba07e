import type { Params } from 'react-router';

/**
 * The query parameters a route accepts, exported by its module as `queryParams`: a list, or a
 * list chosen by the route's path parameters (one module serving several pages). A route that
 * exports none accepts none. The server sends an address with any other parameter, a repeated
 * one, or the accepted ones in another order or spelling, to its canonical address before the
 * page cache is asked (src/server/canonical-address.ts, decision 039), so that one page has one
 * cache entry. The order of the list is the order of the canonical address.
 */
export type QueryParams = readonly string[] | ((params: Params) => readonly string[]);

/** The parameters a route accepts at these path parameters. */
export function acceptedParams(spec: unknown, params: Params): readonly string[] {
  if (typeof spec === 'function') return (spec as (params: Params) => readonly string[])(params);
  return Array.isArray(spec) ? (spec as readonly string[]) : [];
}

/** A route's query as its loader reads it: only the names the route accepts, typed. */
export interface RouteQuery<Name extends string> {
  /** The first value of the parameter, or null. */
  get(name: Name): string | null;
}

/**
 * The only way loaders and meta functions read the query (a unit test holds them to it), with
 * the route's own list of names: a parameter missing from the list cannot be read, so the list
 * and the loaders cannot drift apart.
 */
export function routeQuery<Name extends string>(
  from: { url: string } | { search: string },
  accepted: readonly Name[],
): RouteQuery<Name> {
  const search = 'url' in from ? new URL(from.url).search : from.search;
  const query = new URLSearchParams(search);
  return { get: (name) => (accepted.includes(name) ? query.get(name) : null) };
}
