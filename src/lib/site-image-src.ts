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
