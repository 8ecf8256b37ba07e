import { departmentPath } from './pages.ts';

/**
 * Phone-sized gallery images. Thumbnails are cropped to 3:2 at a few widths (the browser picks
 * one through srcset); the large view fits the photo inside a square of the width asked.
 */
export const GALLERY_VIEWS = {
  thumb: { widths: [320, 480, 800], aspect: 2 / 3 },
  large: { widths: [800, 1200] },
} as const;
export type GalleryView = keyof typeof GALLERY_VIEWS;

/** The thumbnail's own size in the page (its width and height attributes). */
export const THUMB_SIZE = { width: 480, height: 320 } as const;
/** The large view's nominal size; CSS keeps the photo's own shape. */
export const LARGE_SIZE = { width: 1200, height: 800 } as const;

/** The address of one size of a gallery image ('src' is the file's type/path). */
export function galleryImagePath(
  deptCode: string,
  src: string,
  view: GalleryView,
  width: number,
): string {
  const query = new URLSearchParams({ src, view, w: String(width) });
  return `${departmentPath(deptCode, 'gallery/image')}?${query}`;
}

/** 'address 320w, address 480w, …' for one view of an image. */
export function gallerySrcSet(deptCode: string, src: string, view: GalleryView): string {
  return GALLERY_VIEWS[view].widths
    .map((width) => `${galleryImagePath(deptCode, src, view, width)} ${width}w`)
    .join(', ');
}
