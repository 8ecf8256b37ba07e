import type { ResponsiveImage } from '../../lib/images.ts';
import { useTexts } from '../../i18n/use-texts.ts';

/** The picture's size when the backend does not say (the usual 3:2 photograph). */
const LARGE_SIZE = { width: 1200, height: 800 };

/**
 * What a thumbnail's link carries for the large view: the picture's versions made at import and
 * its size, read by the enhancement (src/web/enhance/gallery-viewer.ts).
 */
export function largeViewData(image: ResponsiveImage) {
  const size = image.width && image.height ? image : LARGE_SIZE;
  return {
    'data-large-src': image.src,
    ...(image.srcSet ? { 'data-large-srcset': image.srcSet } : {}),
    'data-large-width': size.width,
    'data-large-height': size.height,
  };
}

/**
 * The large view of a gallery picture: an empty, closed modal <dialog> that nobody sees without
 * JavaScript, where the thumbnails are plain links to the full pictures. The enhancement opens
 * it on a thumbnail, with the picture, 'caption: photo n of m', Close, and Previous and Next
 * (with the arrow keys and a swipe) within the album.
 */
export function GalleryViewer() {
  const { t } = useTexts();
  return (
    <dialog
      className="gallery-viewer"
      aria-labelledby="gallery-viewer-title"
      data-enhance="gallery-viewer"
      // The enhancement fills in the picture's caption, its place and the album's size.
      data-photo-of={t('gallery.photoOf', { caption: '{caption}', n: '{n}', total: '{total}' })}
    >
      <div className="gallery-viewer__bar">
        <p id="gallery-viewer-title" className="gallery-viewer__title" data-viewer-title="" />
        <button type="button" className="button" data-close="">
          {t('holiday.close')}
        </button>
      </div>
      <div data-viewer-image="" />
      <div className="gallery-viewer__nav" data-viewer-steps="">
        <button type="button" className="button" data-previous="">
          {t('gallery.previous')}
        </button>
        <button type="button" className="button" data-next="">
          {t('gallery.next')}
        </button>
      </div>
    </dialog>
  );
}
