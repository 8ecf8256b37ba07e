import { ASSAMESE_PREFIX } from './language.ts';

/** First segments of addresses that are not pages: the same file or answer in both languages. */
const NOT_PAGES = new Set(['as', 'assets', 'uploads', 'api', 'feeds', 'preferences', 'sitemaps']);

/** The feeds with an Assamese twin at /as/feeds/… (decision 061); one event's file has none. */
const FEED_IN_BOTH = /^\/feeds\/(?:events\.(?:xml|ics)|(?:notifications|department)\/[^/]+\.xml)$/;

/** Whether a site path (no origin) names a page or a feed, which have an Assamese twin. */
function isPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (FEED_IN_BOTH.test(pathname)) return true;
  const segments = pathname.split('/');
  // A file (favicon.svg, sitemap.xml, og-image.png) keeps its one address.
  if (/\.[a-z0-9]+$/i.test(segments.at(-1)!)) return false;
  return !NOT_PAGES.has(segments[1]!);
}

/** A site path in Assamese: a page's under /as, a file's (or one already under /as) as it is. */
export const localizePath = (path: string): string =>
  path.startsWith('/') && !path.startsWith('//') && isPage(path) ? ASSAMESE_PREFIX + path : path;

/** An element that can take the visitor to another page: a link or a form. */
const LINKING_TAG = /<(?:a|form|area)\b[^>]*>/gi;
/** One of its site-relative addresses ("/…", not "//host/…"), in React's double quotes. */
const SITE_ADDRESS = /(\s(?:href|action)=")(\/(?!\/)[^"]*)"/gi;
/** An element that names its language's own address (the switch, the alternates) stays. */
const NAMES_ITS_LANGUAGE = /\shreflang="/i;

/**
 * An Assamese page's links to the site's pages, written to the Assamese pages (decision 057):
 * '/events' becomes '/as/events', '/' becomes '/as/'. Components and loaders write SPEC's
 * addresses once, for both languages, and the page is finished here, as its stylesheets are
 * (src/server/page-render.ts). The feeds lead to their Assamese twins (decision 061); links to
 * files, one event's calendar file, the API and uploads stay; so does a link that names its
 * language with hreflang (the language switch).
 */
export function localizeLinks(html: string): string {
  return html.replace(LINKING_TAG, (tag) =>
    NAMES_ITS_LANGUAGE.test(tag)
      ? tag
      : tag.replace(SITE_ADDRESS, (whole, start: string, path: string) =>
          isPage(path) ? `${start}${ASSAMESE_PREFIX}${path}"` : whole,
        ),
  );
}

/** Whether a rendered page is an Assamese one (root.tsx writes the language first thing). */
export const isAssamesePage = (html: string) => /^<!DOCTYPE html><html lang="as"/i.test(html);
