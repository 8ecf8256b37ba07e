/**
 * The site's two languages and how an address names them (decision 057): English at the
 * addresses of SPEC, Assamese at the same address under /as.
 */
export const LANGUAGES = ['en', 'as'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The prefix of the Assamese addresses. */
export const ASSAMESE_PREFIX = '/as';

/** The locale of each language's dates and numbers: as-IN writes Assamese months and digits. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', as: 'as-IN' };

/** OpenGraph's name of each language's locale. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', as: 'as_IN' };

const isAssamese = (pathname: string) =>
  pathname === ASSAMESE_PREFIX || pathname.startsWith(`${ASSAMESE_PREFIX}/`);

/** The language of a page's path. */
export const languageOf = (pathname: string): Language => (isAssamese(pathname) ? 'as' : 'en');

/**
 * The same page in a language: a path with its query, English or Assamese, written in the other.
 * The English home '/' is '/as/' in Assamese, and '/as' and '/as/' are '/' in English.
 */
export function pathIn(language: Language, path: string): string {
  const english = isAssamese(path.split(/[?#]/, 1)[0]!)
    ? path.slice(ASSAMESE_PREFIX.length).replace(/^(?=[?#]|$)/, '/')
    : path;
  return language === 'en' ? english : ASSAMESE_PREFIX + english;
}

/**
 * The English path of a request's page: what a loader that reads its address (a segment, a page
 * of a table) looks at, the same in both languages.
 */
export const englishPathname = (url: string): string => pathIn('en', new URL(url).pathname);
