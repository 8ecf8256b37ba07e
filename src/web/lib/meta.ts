import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '../components/breadcrumb.tsx';
import { ASSAMESE_ID_SUFFIX } from '../i18n/assamese-routes.ts';
import { textsAt, type Texts } from '../i18n/intl.ts';
import { OG_LOCALES, languageOf, type Language } from '../i18n/language.ts';
import { localizePath } from '../i18n/localize-links.ts';
import { absoluteUrl } from './canonical.ts';
import type { ResponsiveImage } from './images.ts';
import { breadcrumbList, type CollegeFacts, type JsonLd } from './structured-data.ts';

/** The id React Router gives the college layout route (its file path under src/web). */
export const COLLEGE_LAYOUT_ID = 'routes/college/layout';
/** The department microsite's shell, which sits outside the college layout and names it too. */
export const DEPARTMENT_LAYOUT_ID = 'routes/department/layout';
const LAYOUT_IDS = [COLLEGE_LAYOUT_ID, DEPARTMENT_LAYOUT_ID];
/** The root route, whose loader gives the site's public origin. */
export const ROOT_ID = 'root';

/** The link-preview image (og:image), made from the college's logo and name. */
export const PREVIEW_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
  data?: unknown;
}
type Matches = readonly (MatchLike | undefined)[];

/** Whether a match is the route of that id, in English or in Assamese (decision 057). */
export const isRoute = (match: MatchLike | undefined, id: string) =>
  match !== undefined && (match.id === id || match.id === id + ASSAMESE_ID_SUFFIX);

const dataOf = (matches: Matches, ids: readonly string[]) => {
  const match = matches.find((m) => ids.some((id) => isRoute(m, id)));
  return (match?.loaderData ?? match?.data) as Record<string, unknown> | undefined;
};

/**
 * The texts of a page's language, from its address as its matches give it (decision 057). The
 * root's match is at '/' on every page: the deepest match's address names the language.
 */
export function textsOfMatches(matches: Matches): Texts {
  const assamese = matches.some(
    (m) => m?.pathname !== undefined && languageOf(m.pathname) === 'as',
  );
  return textsAt(assamese ? '/as/' : '/');
}

/**
 * The college's name in the page's language (its `name_as` on Assamese pages, when the content
 * gives one), from the loader data of the college layout or the department shell.
 */
export function siteName(matches: Matches): string {
  const college = dataOf(matches, LAYOUT_IDS)?.college as
    { name?: string; nameAs?: string } | undefined;
  const inAssamese = textsOfMatches(matches).language === 'as' && college?.nameAs;
  return (inAssamese ? college.nameAs : college?.name) ?? 'College';
}

/**
 * The college's name, address and logo as the layouts loaded them, for structured data. The
 * layouts give the logo as the image the header shows (its address in src, with its versions);
 * structured data names the original's address.
 */
export function collegeFacts(matches: Matches): CollegeFacts | undefined {
  const college = dataOf(matches, LAYOUT_IDS)?.college as
    (Omit<CollegeFacts, 'logo'> & { logo: string | Pick<ResponsiveImage, 'src'> }) | undefined;
  if (!college?.name) return undefined;
  return { ...college, logo: typeof college.logo === 'string' ? college.logo : college.logo.src };
}

/** The site's public origin (PUBLIC_URL or the college's website), from the root loader. */
export function siteOrigin(matches: Matches): string | undefined {
  const origin = dataOf(matches, [ROOT_ID])?.origin;
  return typeof origin === 'string' ? origin : undefined;
}

const localizedPath = (language: Language, path: string) =>
  language === 'as' ? localizePath(path) : path;

/** What a page may add to its title and description. */
export interface PageMetaOptions {
  /** og:type: 'website' unless the page is one article (a notice) or one person. */
  type?: 'website' | 'article' | 'profile';
  /** The levels above this page, Home first (the page itself is added last). */
  crumbs?: readonly Crumb[];
  /** The page's own name in that trail, when it is not its title. */
  crumbLabel?: string;
  /** Structured data of the page (schema.org, as JSON-LD data blocks). */
  jsonLd?: readonly JsonLd[];
  /** The college's name, for a page outside both layouts (the launch page). */
  siteName?: string;
  /** Further tags (an RSS feed's <link rel="alternate">, robots, …). */
  extra?: readonly MetaDescriptor[];
}

/**
 * Title ('{page} | {college}') and description of a page, with what link previews and search
 * engines read: OpenGraph, Twitter card, and the page's place in the site (BreadcrumbList).
 * The canonical address and og:url come from root.tsx, which knows the address with its query.
 * A page without a title is a home page.
 */
export function pageMeta(
  matches: Matches,
  title: string | undefined,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const texts = textsOfMatches(matches);
  const name = options.siteName ?? siteName(matches);
  const origin = siteOrigin(matches);
  // A page named after one of the site's sections takes that section's name in the language.
  title = title === undefined ? undefined : texts.label(title);
  const fullTitle = title ? `${title} | ${name}` : name;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: title ?? name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: name },
    { property: 'og:locale', content: OG_LOCALES[texts.language] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title ?? name },
    { name: 'twitter:description', content: description },
  ];
  if (origin) {
    const image = absoluteUrl(origin, PREVIEW_IMAGE.path);
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(PREVIEW_IMAGE.width) },
      { property: 'og:image:height', content: String(PREVIEW_IMAGE.height) },
      { property: 'og:image:alt', content: name },
      { name: 'twitter:image', content: image },
    );
  }
  const jsonLd = [...(options.jsonLd ?? [])];
  if (title && origin) {
    // Names and addresses in the page's language: an Assamese page's trail leads to /as/….
    const crumbs = (options.crumbs ?? [{ label: 'Home', href: '/' }]).map((crumb) => ({
      ...crumb,
      label: texts.label(crumb.label),
      ...(crumb.href === undefined ? {} : { href: localizedPath(texts.language, crumb.href) }),
    }));
    const here = options.crumbLabel === undefined ? title : texts.label(options.crumbLabel);
    jsonLd.push(breadcrumbList(origin, [...crumbs, { label: here }]));
  }
  for (const data of jsonLd) tags.push({ 'script:ld+json': data });
  return [...tags, ...(options.extra ?? [])];
}

/** The <link rel="alternate"> of an RSS feed, for the page that lists what the feed carries. */
export function feedLink(href: string, title: string): MetaDescriptor {
  return { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href };
}
