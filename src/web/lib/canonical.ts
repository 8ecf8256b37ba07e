/**
 * Absolute addresses of the site, always from the configured public origin (never from the
 * request's Host header, which anyone can set and a page cache would keep).
 */

/** Query parameters that only say where a visitor came from: not part of a page's address. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|igshid)$/i;

/** origin + a path of the site (which may carry a query). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * The canonical address of a page: its path and query, without tracking parameters. The server
 * sends every other address to that form before rendering (decision 039), so a rendered page's
 * query is already canonical; tracking parameters are dropped here too for pages rendered
 * without the server (tests, previews).
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (TRACKING.test(key)) params.delete(key);
  const query = params.toString();
  return absoluteUrl(origin, query ? `${pathname}?${query}` : pathname);
}
