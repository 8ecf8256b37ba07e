import { LINK_MIME } from '../../../contract/codes.ts';
import { answer } from '../../lib/feeds/feed-context.server.ts';
import { previewImage } from '../../lib/preview-image.server.ts';
import type { Route } from './+types/preview-image';
import { tolerate } from '../../../lib/failure-log.ts';

/**
 * /og-image.png: the image link previews show (og:image, twitter:image), made once from the
 * college's name and logo. The logo comes through the contract's file call; a logo that is a
 * link to another site is left out (the server never fetches an address taken from content).
 */
export function loader({ context }: Route.LoaderArgs) {
  return answer(async () => {
    const college = await context.site.college();
    const logo =
      college.logo.mime === LINK_MIME
        ? undefined
        : await tolerate(
            context.api.getFileData(college.logo).then((file) => Buffer.from(file.data, 'base64')),
            undefined,
            context.log,
            'the logo in the preview image',
          );
    const png = await previewImage({
      name: college.name,
      tagline: college.affiliation
        ? `Affiliated to ${college.affiliation}`
        : college.postal_address,
      logo,
      key: `${college.name}|${college.affiliation}|${college.logo.path}|${logo?.length ?? 0}`,
    });
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
    });
  });
}
