import { redirect } from 'react-router';
import { fileAddress } from '../../../contract/file-address.ts';
import { GALLERY_TYPES, LINK_MIME } from '../../../contract/codes.ts';
import { GALLERY_VIEWS, type GalleryView } from '../../lib/department/gallery.ts';
import { gallerySource } from '../../lib/department/gallery.server.ts';
import { isUnknown } from '../../lib/department/load.server.ts';
import { resizeImage } from '../../lib/department/resize-image.server.ts';
import type { Route } from './+types/gallery-image';

const notFound = () =>
  new Response('No such gallery image.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

const isView = (value: string | null): value is GalleryView =>
  value !== null && Object.hasOwn(GALLERY_VIEWS, value);

/**
 * GET /department/{dept_code}/gallery/image?src={type}/{path}&view=thumb|large&w={width}: one
 * phone-sized version of a picture of the department's gallery. Only pictures of that gallery
 * (POST /getgallery) and only the listed widths are made, so nobody can make the server resize
 * anything else; the bytes come through the contract (POST /getfiledata).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const view = query.get('view');
  const width = Number(query.get('w'));
  const src = query.get('src');
  if (!isView(view) || !(GALLERY_VIEWS[view].widths as readonly number[]).includes(width) || !src) {
    return notFound();
  }
  const albums = await context.api
    .getGallery({ dept: params.deptCode, type: GALLERY_TYPES[0] })
    .catch((error: unknown) => {
      if (isUnknown(error)) return [];
      throw error;
    });
  const image = albums
    .flatMap((album) => album.upload_info)
    .find((file) => file.fileType === 'image' && gallerySource(file) === src);
  if (!image || image.mime === LINK_MIME) return notFound();

  const bytes = await resizeImage(
    src,
    async () => {
      const file = await context.api.getFileData({
        type: image.type,
        path: image.path,
        mime: image.mime,
        ext: image.ext,
      });
      return Buffer.from(file.data, 'base64');
    },
    view,
    width,
  ).catch(() => null);
  // Without sharp (or with a file it cannot read), the original picture is the answer.
  if (!bytes) return redirect(fileAddress(image, context.uploadsUrl));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      // The address names the file and the size: a proxy or browser may keep it for a day.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
