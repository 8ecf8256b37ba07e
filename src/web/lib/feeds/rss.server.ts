import { Feed } from 'feed';
import { pathIn, type Language } from '../../i18n/language.ts';
import { absoluteUrl } from '../canonical.ts';

/** How many of the newest notices a feed carries. */
export const FEED_ITEM_LIMIT = 50;

export interface FeedEntry {
  title: string;
  /** The item's own page (a path of the site). */
  path: string;
  /** YYYY-MM-DD */
  isoDate: string;
  summary: string;
}

export interface RssFeedOptions {
  /** The feed's language: its <language>, and the language of the pages it links to. */
  language: Language;
  origin: string;
  siteName: string;
  title: string;
  description: string;
  /** The page the feed mirrors (a path of the site). */
  page: string;
  /** The feed's own address (a path of the site). */
  self: string;
  entries: readonly FeedEntry[];
}

/** A day as a moment: midnight UTC, so a date never moves with the server's time zone. */
export const dayAsDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * An RSS 2.0 feed of notices, newest first, written by the `feed` library, in one language: its
 * links lead to the pages of that language (decision 061). Every link is absolute (the public origin), each item's guid is its page's address, and the feed's date is
 * its newest item's, so the same content always gives the same feed.
 */
export function rssFeed(options: RssFeedOptions): string {
  const entries = [...options.entries]
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate))
    .slice(0, FEED_ITEM_LIMIT);
  const { language } = options;
  const page = absoluteUrl(options.origin, pathIn(language, options.page));
  const feed = new Feed({
    title: options.title,
    description: options.description,
    id: page,
    link: page,
    language,
    copyright: `© ${options.siteName}`,
    generator: options.siteName,
    updated: dayAsDate(entries[0]?.isoDate ?? '2000-01-01'),
    feedLinks: { rss: absoluteUrl(options.origin, options.self) },
  });
  for (const entry of entries) {
    const url = absoluteUrl(options.origin, pathIn(language, entry.path));
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      description: entry.summary || entry.title,
      date: dayAsDate(entry.isoDate),
    });
  }
  return feed.rss2();
}

/** The answer of a feed route: RSS with its type, cacheable like a page. */
export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
