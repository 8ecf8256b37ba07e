import { departmentPath } from '../../../site-map/department-pages.ts';

/** The thumbnail's box in the page (its width and height attributes): CSS crops to 3:2. */
export const THUMB_SIZE = { width: 480, height: 320 } as const;

/**
 * CSS: thumbnails of at least 14rem fill the content column (17rem-wide columns on a large
 * screen); on a phone two pictures share the column (a 0.5rem gap), so that a phone on a slow
 * network loads pictures of its thumbnails' size, not of its screen's.
 */
export const THUMB_SIZES =
  '(min-width: 64rem) 17rem, (min-width: 36rem) 45vw, calc(50vw - 1.25rem)';

/** The address of a picture of a department's gallery at about a width (an older address). */
export function galleryImagePath(deptCode: string, src: string, width: number): string {
  const query = new URLSearchParams({ src, w: String(width) });
  return `${departmentPath(deptCode, 'gallery/image')}?${query}`;
}
