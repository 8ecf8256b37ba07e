import { LINK_MIME } from '../../../contract/codes.ts';
import { fileAddress } from '../../../contract/file-address.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import type { GalleryAlbum } from '../../../contract/schemas/departments.ts';
import { GALLERY_VIEWS, galleryImagePath, gallerySrcSet } from './gallery.ts';

export interface GalleryImageView {
  /** The original file: where the plain link goes without JavaScript. */
  full: string;
  thumb: { src: string; srcSet?: string };
  large: { src: string; srcSet?: string };
  alt: string;
}

export interface AlbumView {
  id: number;
  caption: string;
  images: GalleryImageView[];
}

/** The key the image route knows a gallery file by: its type and path. */
export const gallerySource = (image: Pick<Attachment, 'type' | 'path'>) =>
  `${image.type}/${image.path}`;

/**
 * Albums as the gallery shows them. Files in the uploads location get phone-sized versions from
 * the image route; a picture given as a link to another site is shown as it is (the server never
 * fetches such an address).
 */
export function presentAlbums(
  albums: readonly GalleryAlbum[],
  deptCode: string,
  uploadsUrl: string,
): AlbumView[] {
  return albums.map((album) => {
    const images = album.upload_info.filter((file) => file.fileType === 'image');
    return {
      id: album.id,
      caption: album.caption,
      images: images.map((image, i) => {
        const full = fileAddress(image, uploadsUrl);
        const alt = image.alt?.trim() || `${album.caption}, photo ${i + 1} of ${images.length}`;
        if (image.mime === LINK_MIME)
          return { full, thumb: { src: full }, large: { src: full }, alt };
        const src = gallerySource(image);
        return {
          full,
          thumb: {
            src: galleryImagePath(deptCode, src, 'thumb', GALLERY_VIEWS.thumb.widths[1]),
            srcSet: gallerySrcSet(deptCode, src, 'thumb'),
          },
          large: {
            src: galleryImagePath(deptCode, src, 'large', GALLERY_VIEWS.large.widths[1]),
            srcSet: gallerySrcSet(deptCode, src, 'large'),
          },
          alt,
        };
      }),
    };
  });
}
