import { LRUCache } from 'lru-cache';
import { hasVisibleContent, sanitizeContentHtml } from '../../lib/content-html.ts';
import { siteImageSrc } from '../../lib/site-image-src.ts';
import { presentContentTables } from './content-tables.server.ts';
import { linkPhoneNumbers } from './phone-links.server.ts';
import type { CleanHtml } from './html.ts';

/**
 * Cleans HTML from content (or from the college's backend) for <SafeHtml>, with the same
 * allow-list as the importer (lib/content-html.ts): the API's HTML is clean already, but a
 * college's own backend may send anything. Its tables then get the site's narrow-screen
 * treatment (content-tables.server.ts), and its phone numbers become tel: links
 * (phone-links.server.ts).
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
    result = linkPhoneNumbers(
      presentContentTables(sanitizeContentHtml(html, { imageSrc: siteImageSrc(uploadsUrl) })),
    );
    cleanedBySource.set(key, result);
  }
  return result;
}

/** True when cleaned HTML has visible text or an image (empty fields are omitted, SPEC §5). */
export function hasContent(html: CleanHtml): boolean {
  const source = html.sanitizedHtml;
  let visible = visibleByHtml.get(source);
  if (visible === undefined) visibleByHtml.set(source, (visible = hasVisibleContent(source)));
  return visible;
}

/**
 * Whether a cleaned text shows anything, by the text: asked of every text a page shows, on every
 * render, and each answer parsed the HTML again. Bounded by characters held.
 */
const visibleByHtml = new LRUCache<string, boolean>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_, key) => key.length + 1,
});

/** Cleaned HTML, or null when nothing visible is left (the field is then omitted). */
export function cleanOrNull(html: string | null | undefined, uploadsUrl: string): CleanHtml | null {
  const cleaned = clean(html, uploadsUrl);
  return hasContent(cleaned) ? cleaned : null;
}
