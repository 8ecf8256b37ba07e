import { httpErrors } from '@fastify/sensible';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import mime from 'mime-types';
import { LINK_MIME } from '../../contract/codes.ts';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import { confineUpload } from './confine.ts';
import { liveUploadsFolder } from './live-uploads.ts';
import { isStudioPath, readStudioFile } from './studio-files.ts';

/** Base64 grows a file by a third; past this size a direct /uploads link serves better. */
export const MAX_FILE_DATA_BYTES = 20 * 1024 * 1024;

export async function filesRoutes(app: FastifyInstance, { db, uploadsDir }: ApiDeps) {
  contractRoute(app, 'getFileData', async ({ type, path, mime: refMime }) => {
    // A link's path is an address taken from content: never fetched by the server (no SSRF).
    if (refMime === LINK_MIME || type === LINK_MIME) {
      throw httpErrors.badRequest(
        `A file reference with mime 'link' is an address; open it directly, the server does not fetch it`,
      );
    }
    const { data, ext } = await readFileData(db, uploadsDir, type, path);
    return {
      data: data.toString('base64'),
      mime: mime.lookup(ext) || 'application/octet-stream',
      type,
      ext,
    };
  });
}

/**
 * The bytes of type/path: a studio upload from the database, any other (and a studio upload
 * restored from an exported content folder, which the import wrote to disk) from the live folder.
 */
async function readFileData(db: Db, uploadsDir: string, type: string, path: string) {
  const name = `${type}/${path}`;
  const tooLarge = () =>
    httpErrors.payloadTooLarge(`'${name}' is too large to send as data; use its /uploads address`);
  if (isStudioPath(name)) {
    const stored = await readStudioFile(db, name);
    if (stored) {
      if (stored.size > MAX_FILE_DATA_BYTES) throw tooLarge();
      return { data: stored.data, ext: extname(name).slice(1).toLowerCase() };
    }
  }
  const file = await confineUpload(await liveUploadsFolder(db, uploadsDir), type, path);
  if (file.size > MAX_FILE_DATA_BYTES) throw tooLarge();
  return { data: await readFile(file.absolute), ext: file.ext };
}
