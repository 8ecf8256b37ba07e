import mime from 'mime-types';
import { LINK_MIME } from '../contract/codes.ts';
import type { ImageInfo } from '../contract/schemas/images.ts';
import { fileAddress } from '../contract/file-address.ts';
import { fromJson } from './answers.ts';
import { findFile } from './files/file-source.ts';
import { findDocumentTexts, findImages } from './images.repository.ts';
import type { DocumentText } from '../contract/schemas/documents.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

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

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

/**
 * A file's bytes (SPEC §7's getfiledata) and the sizes and phone-sized versions of content
 * images (ours, decision 019). The API streams getfiledata itself (files.routes.ts); this one
 * reads the file whole, for the few the pages read in process (the college's logo).
 */
export function filesServices({
  db,
  uploadsDir,
  uploadsUrl,
}: ServiceDeps): AreaServices<'getFileData' | 'getSiteImages' | 'getSiteDocuments'> {
  return {
    async getFileData({ type, path, mime: refMime }) {
      // A link's path is an address taken from content: never fetched (no SSRF).
      if (refMime === LINK_MIME || type === LINK_MIME)
        throw refused('getFileData', 'A file reference with mime link is an address', 400);
      try {
        const file = await findFile(db, uploadsDir, type, path);
        const chunks: Buffer[] = [];
        for await (const chunk of await file.open()) chunks.push(chunk);
        return {
          data: Buffer.concat(chunks).toString('base64'),
          mime: mime.lookup(file.ext) || 'application/octet-stream',
          type,
          ext: file.ext,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status && status < 500) throw refused('getFileData', String(error), status);
        throw error;
      }
    },
    async getSiteImages({ files }) {
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
    },
    async getSiteDocuments({ files }) {
      const rows = await findDocumentTexts(
        db,
        files.map((file) => `${file.type}/${file.path}`),
      );
      const documents = new Map<string, DocumentText>();
      for (const row of rows) {
        let document = documents.get(row.file);
        if (!document) documents.set(row.file, (document = { ...asRef(row.file), pages: [] }));
        document.pages.push({ page: row.page, text: row.text });
      }
      return [...documents.values()];
    },
  };
}
