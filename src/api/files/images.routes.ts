import type { FastifyInstance } from 'fastify';
import { fileAddress } from '../../contract/file-address.ts';
import type { ImageInfo } from '../../contract/schemas/images.ts';
import { fromJson } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import { findImages } from './images.repository.ts';

interface StoredVariant {
  width: number;
  height: number;
  /** Under the uploads version folder: _variants/{type}/{path}/{width}.webp */
  path: string;
}

/** A stored path as a file reference: its first folder is its type (SPEC §5's rule). */
const asRef = (path: string) => {
  const slash = path.indexOf('/');
  return { type: path.slice(0, slash), path: path.slice(slash + 1) };
};

/** POST /site/images: sizes and phone-sized versions of content images (decision 019). */
export async function imagesRoutes(app: FastifyInstance, { db, uploadsUrl }: ApiDeps) {
  contractRoute(app, 'getSiteImages', async ({ files }) => {
    const rows = await findImages(
      db,
      files.map((file) => `${file.type}/${file.path}`),
    );
    return rows.map((row): ImageInfo => {
      const original = asRef(row.file);
      return {
        ...original,
        width: row.width,
        height: row.height,
        variants: fromJson<StoredVariant[]>(row.variants, []).map((variant) => {
          const ref = { ...asRef(variant.path), mime: 'image/webp' };
          return {
            ...ref,
            width: variant.width,
            height: variant.height,
            url: fileAddress(ref, uploadsUrl),
          };
        }),
      };
    });
  });
}
