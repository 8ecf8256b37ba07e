import type { FileType } from '../../contract/codes.ts';
import { fileAddress } from '../../contract/file-address.ts';
import type { Attachment, FileRef } from '../../contract/schemas/common.ts';
import type { Texts } from '../i18n/intl.ts';
import { fileLabel } from './file-label.server.ts';
import { fileName } from './file-name.ts';
import type { ImageLookup } from './images.server.ts';
import type { ResponsiveImage } from './images.ts';

/** An attachment as a page links to it. */
export interface FileLink {
  href: string;
  fileType: FileType;
  ext: string;
  /**
   * Its type and size in the page's language: 'PDF, 240 KB', 'পিডিএফ, ২৪০ কেবি' (the type alone
   * when the backend gives no size).
   */
  label: string;
  /** True for a link to another site (mime 'link'). */
  external: boolean;
  /** What the file is, from its name and its item's title: 'Fee structure – Arts' (file-name.ts). */
  name: string;
}

/**
 * Addresses attachments by the file-reference rule of SPEC §5, labelled in `texts`' language,
 * each named from its file's name beside `title`, its item's (decision 095).
 */
export function fileLinks(
  attachments: readonly Attachment[] | undefined,
  uploadsUrl: string,
  texts: Texts,
  title = '',
): FileLink[] {
  return (attachments ?? []).map((attachment) => ({
    href: fileAddress(attachment, uploadsUrl),
    fileType: attachment.fileType,
    ext: attachment.ext ?? '',
    label: fileLabel(attachment, texts),
    external: attachment.mime === 'link',
    name: fileName(attachment.path, title),
  }));
}

/** The address of a single file reference (a row's file), or undefined when there is none. */
export function fileHref(ref: FileRef | undefined, uploadsUrl: string): string | undefined {
  return ref ? fileAddress(ref, uploadsUrl) : undefined;
}

/** A photograph as a page shows it: the image (with its versions when known) and its alt text. */
export interface PhotoView {
  image: ResponsiveImage;
  alt: string;
}

/**
 * Width and height attributes when the real size is not known: they only reserve the space
 * (CSS gives the image `height: auto`), so a photo of another shape still shows undistorted.
 */
export const PHOTO_HINT = { width: 1200, height: 800 } as const;

/**
 * A photograph of a notice, a person or an album: in the sizes made at import when `images`
 * (from loadImages) knows them, else at its one address; its alt text from the backend when it
 * sends one (ours does), else `fallbackAlt` (a college's own backend may send none).
 */
export function photoView(
  photo: Attachment | undefined,
  uploadsUrl: string,
  fallbackAlt: string,
  images?: ImageLookup,
): PhotoView | undefined {
  if (!photo || photo.fileType !== 'image') return undefined;
  const image = images ? images(photo) : { src: fileAddress(photo, uploadsUrl) };
  return {
    image: image.width && image.height ? image : { ...image, ...PHOTO_HINT },
    alt: photo.alt?.trim() || fallbackAlt,
  };
}
