import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { SitemapEntry } from './catalogue/documents.ts';
import { absoluteUrl } from './canonical.ts';
import { LANGUAGES, pathIn } from '../i18n/language.ts';

/** The sitemap protocol's limit per file; a larger site gets a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The path of the nth part of a large sitemap (1-based). */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** A page of the sitemap, with the same page in each language (hreflang). */
export interface BilingualEntry extends SitemapEntry {
  alternates: { lang: string; path: string }[];
}

/**
 * Every page in English and in Assamese (decision 057), each naming both, English being the
 * default: search engines then show a reader the page in the reader's language.
 */
export function inBothLanguages(entries: readonly SitemapEntry[]): BilingualEntry[] {
  return entries.flatMap((entry) => {
    const alternates = [
      ...LANGUAGES.map((lang) => ({ lang, path: pathIn(lang, entry.path) })),
      { lang: 'x-default', path: pathIn('en', entry.path) },
    ];
    return LANGUAGES.map((lang) => ({ ...entry, path: pathIn(lang, entry.path), alternates }));
  });
}

/** A sitemap (the `sitemap` library writes and escapes it), every address absolute. */
export async function sitemapXml(origin: string, entries: readonly BilingualEntry[]) {
  const stream = new SitemapStream({ hostname: `${origin}/`, lastmodDateOnly: true });
  const xml = streamToPromise(stream);
  Readable.from(
    entries.map((entry) => ({
      url: absoluteUrl(origin, entry.path),
      ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      links: entry.alternates.map(({ lang, path }) => ({ lang, url: absoluteUrl(origin, path) })),
    })),
  ).pipe(stream);
  return (await xml).toString('utf8');
}

/** A sitemap index naming the parts of a sitemap too large for one file. */
export async function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[]) {
  const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS);
  const stream = new SitemapIndexStream({ lastmodDateOnly: true });
  const xml = streamToPromise(stream);
  Readable.from(
    Array.from({ length: parts }, (_, i) => {
      const part = entries.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS);
      const lastmod = part.reduce<string | undefined>(
        (latest, e) => (e.lastmod && (!latest || e.lastmod > latest) ? e.lastmod : latest),
        undefined,
      );
      return { url: absoluteUrl(origin, sitemapPartPath(i + 1)), ...(lastmod ? { lastmod } : {}) };
    }),
  ).pipe(stream);
  return (await xml).toString('utf8');
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
