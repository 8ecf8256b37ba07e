import { fileAddress } from '../../../contract/file-address.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import type { GalleryAlbum } from '../../../contract/schemas/departments.ts';
import type { ImageLookup } from '../images.server.ts';
import type { ResponsiveImage } from '../images.ts';

export interface GalleryImageView {
  /** The original file: where the plain link goes without JavaScript. */
  full: string;
  /** The picture with its phone-sized versions (made at import), for the grid and the viewer. */
  image: ResponsiveImage;
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

/** The pictures of albums: what the page asks POST /site/images about. */
export const galleryImages = (albums: readonly GalleryAlbum[]) =>
  albums.flatMap((album) => album.upload_info.filter((file) => file.fileType === 'image'));

/**
 * Albums as the gallery shows them: each picture in the sizes made at import, so a phone gets
 * one as wide as its screen; a picture given as a link to another site is shown as it is (the
 * server never fetches such an address).
 */
export function presentAlbums(
  albums: readonly GalleryAlbum[],
  images: ImageLookup,
  uploadsUrl: string,
): AlbumView[] {
  return albums.map((album) => {
    const pictures = galleryImages([album]);
    return {
      id: album.id,
      caption: album.caption,
      images: pictures.map((picture, i) => ({
        full: fileAddress(picture, uploadsUrl),
        image: images(picture),
        alt: picture.alt?.trim() || `${album.caption}, photo ${i + 1} of ${pictures.length}`,
      })),
    };
  });
}
