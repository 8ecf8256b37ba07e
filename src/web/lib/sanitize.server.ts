import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { hasVisibleContent, sanitizeContentHtml } from '../../lib/content-html.ts';
import { presentContentTables } from './content-tables.server.ts';
import type { CleanHtml } from './html.ts';

/** Any page address, to resolve an image's src against (only its origin matters). */
const SITE = 'https://site.invalid/page/';

/**
 * The images a page may show from content HTML: files of this site (a path from its root) or
 * of the uploads location. An address elsewhere, a data: URL or a relative path is left out, so
 * content makes the visitor's browser fetch nothing from another site.
 */
export function siteImageSrc(uploadsUrl: string): (src: string) => string | null {
  const site = new URL(SITE);
  const uploads = new URL(uploadsUrl.replace(/\/*$/, '/'), site).href;
  return (src) => {
    let url: URL;
    try {
      url = new URL(src, site);
    } catch {
      return null;
    }
    if (url.origin === site.origin) return src.startsWith('/') ? url.pathname + url.search : null;
    return url.href.startsWith(uploads) ? url.href : null;
  };
}

/**
 * Cleans HTML from content (or from the college's backend) for <SafeHtml>, with the same
 * allow-list as the importer (lib/content-html.ts): the API's HTML is clean already, but a
 * college's own backend may send anything. Its tables then get the site's narrow-screen
 * treatment (content-tables.server.ts).
 */
export function clean(html: string | null | undefined, uploadsUrl: string): CleanHtml {
  return { sanitizedHtml: html ? cleaned(html, uploadsUrl) : '' };
}

/**
 * Content that may be given in Assamese (decision 060): its English cleaned, with its Assamese
 * cleaned the same way when there is any to show.
 */
export function cleanWithAssamese(
  html: string | null | undefined,
  assamese: string | null | undefined,
  uploadsUrl: string,
): CleanHtml {
  const inAssamese = clean(assamese, uploadsUrl);
  return { ...clean(html, uploadsUrl), assamese: hasContent(inAssamese) ? inAssamese : null };
}

/**
 * Cleaned HTML by its source: the same texts come on every render (a profile, the notices) and
 * parsing each again was a few per cent of every render (decision 040). Bounded by characters held.
 */
const cleanedBySource = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

function cleaned(html: string, uploadsUrl: string): string {
  const key = `${uploadsUrl}\n${html}`;
  let result = cleanedBySource.get(key);
  if (result === undefined) {
    result = presentContentTables(
      sanitizeContentHtml(html, { imageSrc: siteImageSrc(uploadsUrl) }),
    );
    cleanedBySource.set(key, result);
  }
  return result;
}

/** True when cleaned HTML has visible text or an image (empty fields are omitted, SPEC §5). */
export function hasContent(html: CleanHtml): boolean {
  return hasVisibleContent(html.sanitizedHtml);
}

/** Cleaned HTML, or null when nothing visible is left (the field is then omitted). */
export function cleanOrNull(html: string | null | undefined, uploadsUrl: string): CleanHtml | null {
  const cleaned = clean(html, uploadsUrl);
  return hasContent(cleaned) ? cleaned : null;
}

/** The four characters sanitize-html writes as entities in text. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** Tags that end a block of text: a space keeps the words on either side apart. */
const BLOCK_TAG = /<\/?(?:p|br|li|h[1-6]|div|tr|td|th|dd|dt|blockquote|pre)\b[^>]*>/gi;

/**
 * The text of HTML from content, for places that take no markup: descriptions of link
 * previews, feeds and calendars, and the search index. Cut after a whole word (with '…') to stay
 * within `maxLength` characters.
 */
export function plainText(html: string | null | undefined, maxLength = Infinity): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(BLOCK_TAG, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  // Cut at the last whole word that fits.
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : maxLength - 1).trimEnd()}…`;
}
