import { isApiError } from '../../contract/client.ts';
import { fileAddress } from '../../contract/file-address.ts';
import { LINK_MIME } from '../../contract/codes.ts';
import type { FileRef } from '../../contract/schemas/common.ts';
import { MAX_IMAGES_PER_CALL, type ImageInfo } from '../../contract/schemas/images.ts';
import { tolerate } from '../../lib/failure-log.ts';
import type { WebContext } from '../load-context.ts';
import type { ResponsiveImage } from './images.ts';

type ImageRef = Pick<FileRef, 'type' | 'path' | 'mime'>;

const keyOf = (ref: Pick<FileRef, 'type' | 'path'>) => `${ref.type}/${ref.path}`;

/** The image with its versions in srcset (narrowest first, the original last) and its size. */
export function responsiveImage(
  ref: ImageRef,
  info: ImageInfo | undefined,
  uploadsUrl: string,
): ResponsiveImage {
  const src = fileAddress(ref, uploadsUrl);
  if (!info) return { src };
  const candidates = [
    ...info.variants.map((variant) => `${fileAddress(variant, uploadsUrl)} ${variant.width}w`),
    `${src} ${info.width}w`,
  ];
  return {
    src,
    ...(info.variants.length > 0 ? { srcSet: candidates.join(', ') } : {}),
    width: info.width,
    height: info.height,
  };
}

/**
 * The file reference behind an address the contract gives as a plain string (a department's
 * banner): a file of the uploads location, or else the address itself as a link.
 */
export function refFromAddress(address: string, uploadsUrl: string): ImageRef {
  const base = `${uploadsUrl.replace(/\/+$/, '')}/`;
  if (address.startsWith(base)) {
    const [type = '', ...rest] = address.slice(base.length).split('/').map(decodeURIComponent);
    if (type && rest.length > 0) return { type, path: rest.join('/') };
  }
  return { type: LINK_MIME, path: address, mime: LINK_MIME };
}

/** Looks images up by their reference; an unknown one is its plain address. */
export type ImageLookup = (ref: ImageRef) => ResponsiveImage;

/**
 * Asks the backend for the sizes and versions of the images a page shows (POST /site/images).
 * A backend without the call (a college's own: 404), or one that fails, leaves the page with
 * plain images: never an error for the page.
 */
export async function loadImages(
  context: Pick<WebContext, 'api' | 'uploadsUrl' | 'log'>,
  refs: readonly (ImageRef | null | undefined)[],
): Promise<ImageLookup> {
  const wanted = new Map<string, ImageRef>();
  for (const ref of refs) if (ref && ref.mime !== LINK_MIME) wanted.set(keyOf(ref), ref);
  const files = [...wanted.values()].map(({ type, path }) => ({ type, path }));
  const known = new Map<string, ImageInfo>();
  const ask = async () => {
    for (let i = 0; i < files.length; i += MAX_IMAGES_PER_CALL) {
      const answer = await context.api
        .getSiteImages({ files: files.slice(i, i + MAX_IMAGES_PER_CALL) })
        .catch((error: unknown) => {
          // A backend without the call (a college's own) has no sizes to give: not a failure.
          if (isApiError(error) && error.kind === 'http' && error.status === 404) return [];
          throw error;
        });
      for (const info of answer) known.set(keyOf(info), info);
    }
  };
  // Plain images without it: the page shows them at their one size.
  await tolerate(ask(), undefined, context.log, "the images' sizes");
  return (ref) =>
    responsiveImage(
      ref,
      ref.mime === LINK_MIME ? undefined : known.get(keyOf(ref)),
      context.uploadsUrl,
    );
}

/**
 * The same for images the contract gives as addresses (a person's dp, a department's banner):
 * those of the uploads location get their versions, any other stays as it is.
 */
export async function loadImagesByAddress(
  context: Pick<WebContext, 'api' | 'uploadsUrl' | 'log'>,
  addresses: readonly (string | null | undefined)[],
): Promise<(address: string) => ResponsiveImage> {
  const images = await loadImages(
    context,
    addresses.map((address) => (address ? refFromAddress(address, context.uploadsUrl) : null)),
  );
  return (address) => images(refFromAddress(address, context.uploadsUrl));
}
