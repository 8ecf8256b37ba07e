import { redirect } from 'react-router';
import { GALLERY_TYPES, LINK_MIME } from '../../../contract/codes.ts';
import { fileAddress } from '../../../contract/file-address.ts';
import { galleryImages, gallerySource } from '../../lib/department/gallery.server.ts';
import { isUnknown } from '../../lib/department/load.server.ts';
import type { Route } from './+types/gallery-image';
import { routeQuery } from '../../lib/route-query.ts';
import { tolerate } from '../../../lib/failure-log.ts';

const notFound = () =>
  new Response('No such gallery image.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });

/** Widths a screen may ask for. */
const MAX_WIDTH = 8000;

export const queryParams = ['src', 'w'] as const;

/**
 * GET /department/{dept_code}/gallery/image?src={type}/{path}&w={width}: a picture of the
 * department's gallery (POST /getgallery) at about that width. It sends the browser to the
 * narrowest version made at import that is at least as wide (POST /site/images), or to the
 * original; the server resizes nothing. Kept so that older addresses of the gallery still work.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = routeQuery(request, queryParams);
  const width = Number(query.get('w') ?? MAX_WIDTH);
  const src = query.get('src');
  if (!src || !Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return notFound();
  const albums = await context.api
    .getGallery({ dept: params.deptCode, type: GALLERY_TYPES[0] })
    .catch((error: unknown) => {
      if (isUnknown(error)) return [];
      throw error;
    });
  const image = galleryImages(albums).find((file) => gallerySource(file) === src);
  if (!image || image.mime === LINK_MIME) return notFound();
  // Without the sizes made at import, the browser is sent to the original.
  const [info] = await tolerate(
    context.api.getSiteImages({ files: [{ type: image.type, path: image.path }] }),
    [],
    context.log,
    "the gallery image's sizes",
  );
  const variant = info?.variants.find((v) => v.width >= width);
  const target = fileAddress(variant ?? image, context.uploadsUrl);
  return redirect(target, {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
