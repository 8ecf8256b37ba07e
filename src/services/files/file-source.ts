import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { httpErrors } from '@fastify/sensible';
import type { Db } from '../../db/database.ts';
import { confineUpload } from './confine.ts';
import { liveUploadsFolder } from './live-uploads.ts';
import { isPublishedStudioFile, isStudioPath } from './studio-files.ts';

/** Base64 grows a file by a third; past this size a direct /uploads link serves better. */
export const MAX_FILE_DATA_BYTES = 20 * 1024 * 1024;

/** Read from disk in pieces of this size: a multiple of 3, so base64 pieces join cleanly. */
const READ_CHUNK_BYTES = 3 * 16 * 1024;

/** A file found for sending: what is known before its bytes are read, and how to read them. */
export interface FileSource {
  /** type/path, as asked for. */
  name: string;
  ext: string;
  size: number;
  /** A weak ETag of these bytes under this name (a new import or upload is a new one). */
  etag: string;
  /** Its bytes in chunks; the file is opened here, so a missing one is still a clean 404. */
  open(): Promise<AsyncIterable<Buffer> | Iterable<Buffer>>;
}

const weakTag = (...parts: (string | number)[]) =>
  `W/"${createHash('sha1').update(parts.join('\0')).digest('base64url')}"`;

/**
 * The file type/path: a studio upload from the database while a published row names it
 * (decision 075: a draft's is not public), any other (and a studio upload restored from an
 * exported content folder, which the import wrote to disk) from the live uploads folder,
 * confined to it. Refused before any byte is read: a path that escapes (4xx), a
 * missing file (404), one over `maxBytes` (413).
 */
export async function findFile(
  db: Db,
  uploadsDir: string,
  type: string,
  path: string,
  maxBytes = MAX_FILE_DATA_BYTES,
): Promise<FileSource> {
  const name = `${type}/${path}`;
  const checkSize = (size: number) => {
    if (size > maxBytes)
      throw httpErrors.payloadTooLarge(
        `'${name}' is too large to send as data; use its /uploads address`,
      );
  };
  const stored = (await isPublishedStudioFile(db, name))
    ? await studioFileSize(db, name)
    : undefined;
  if (isStudioPath(name) && stored !== undefined) {
    checkSize(stored);
    return {
      name,
      ext: extname(name).slice(1).toLowerCase(),
      size: stored,
      // Its name holds the hash of its bytes.
      etag: weakTag('studio', name),
      open: async () => inPieces(await studioFileBytes(db, name)),
    };
  }
  const file = await confineUpload(await liveUploadsFolder(db, uploadsDir), type, path);
  checkSize(file.size);
  return {
    name,
    ext: file.ext,
    size: file.size,
    etag: weakTag(file.absolute, file.size, file.modifiedMs),
    open: async () => {
      // A newer import may remove this version folder meanwhile: once open, the bytes stay.
      const handle = await open(file.absolute).catch(() => {
        throw httpErrors.notFound(`No file '${name}'`);
      });
      return handle.createReadStream({
        start: 0,
        end: Math.max(0, file.size - 1),
        highWaterMark: READ_CHUNK_BYTES,
      });
    },
  };
}

/**
 * A studio upload is one value of a database row: its size is read first, and its bytes (at
 * most MAX_FILE_DATA_BYTES, and read only inside a file-answer slot) in one piece, as neither
 * SQLite through better-sqlite3 nor PostgreSQL's bytea reads a value in parts for less.
 */
async function studioFileSize(db: Db, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('studio_files')
    .select('size')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.size;
}

async function studioFileBytes(db: Db, name: string): Promise<Buffer> {
  const row = await db
    .selectFrom('studio_files')
    .select('data')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw httpErrors.notFound(`No file '${name}'`);
  return row.data;
}

/** A buffer in pieces of READ_CHUNK_BYTES (views, no copies): its base64 is made piece by piece. */
function* inPieces(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += READ_CHUNK_BYTES)
    yield bytes.subarray(at, at + READ_CHUNK_BYTES);
}
