/**
 * The items of one of the site's RSS feeds (src/web/lib/feeds/rss.server.ts): their link, title
 * and guid, read with patterns, since a worker has no DOMParser. The feeds are the site's own,
 * written by one library, so their shape is known; anything else gives no items.
 */
export interface FeedItem {
  link: string;
  title: string;
}

/** A field's text: a CDATA section as it is, anything else with its entities decoded. */
const unescape = (text: string) => {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(text);
  if (cdata) return (cdata[1] ?? '').trim();
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
};

const field = (item: string, name: string) => {
  const match = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(item);
  return match?.[1] === undefined ? '' : unescape(match[1]);
};

export function feedItems(xml: string): FeedItem[] {
  const items: FeedItem[] = [];
  for (const match of xml.matchAll(/<item\b[^>]*>([\s\S]*?)<\/item>/g)) {
    const body = match[1] ?? '';
    const link = field(body, 'link') || field(body, 'guid');
    if (link) items.push({ link, title: field(body, 'title') });
  }
  return items;
}

/** The items not among the links seen before, in the feed's order (newest first). */
export function newItems(items: readonly FeedItem[], seen: readonly string[]): FeedItem[] {
  const known = new Set(seen);
  return items.filter((item) => !known.has(item.link));
}
