import { hasVisibleContent, sanitizeContentHtml } from '../../lib/content-html.ts';
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
 * college's own backend may send anything.
 */
export function clean(html: string | null | undefined, uploadsUrl: string): CleanHtml {
  return {
    sanitizedHtml: html ? sanitizeContentHtml(html, { imageSrc: siteImageSrc(uploadsUrl) }) : '',
  };
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
