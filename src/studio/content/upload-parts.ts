import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Actor, FieldSpec } from './items.ts';
import {
  cleanName,
  mayUpload,
  sizeOrKindProblem,
  storeFile,
  type StoreResult,
} from './store-file.ts';
import {
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  UPLOAD_IDLE_MS,
  UPLOAD_LIFETIME_MS,
} from './upload-limits.ts';

/**
 * A large file sent in parts over a weak connection: started with its name and size (refused at
 * once over the limits), then each part at the offset the server has received, resumed from
 * there after a break; whole, it is checked and stored as any upload. Parts wait in
 * studio_upload_parts, so any copy of the studio may take the next one. An account has a few
 * uploads open at once, within a total (upload-limits.ts, decision 071); one idle for an hour is
 * given up with its parts.
 */
export { UPLOAD_LIFETIME_MS };

export type StartResult =
  { ok: true; uploadId: string } | { ok: false; message: string; status?: 429 };
export type PartResult =
  | { ok: true; received: number }
  | { ok: false; status: 400 | 404 | 409; message: string; received?: number };

const GONE =
  'No such upload: it may have waited over an hour for its next part. Start the upload again.';
const MB = 1024 * 1024;

export async function startUpload(
  db: Db,
  input: { actor: Actor; originalName: string; size: number; accept?: FieldSpec['accept'] },
): Promise<StartResult> {
  const name = cleanName(input.originalName);
  if (!mayUpload(input.actor)) return { ok: false, message: 'You may not upload files.' };
  if (!Number.isSafeInteger(input.size) || input.size < 0)
    return { ok: false, message: `'${name}': the size must be a whole number of bytes` };
  const problem = sizeOrKindProblem(name, input.size, input.accept);
  if (problem) return { ok: false, message: problem };
  await cleanUploads(db);
  return db.transaction().execute(async (trx): Promise<StartResult> => {
    const full = await roomFor(trx, input.actor.id, input.size);
    if (full) return { ok: false, status: 429, message: full };
    const uploadId = randomUUID();
    const now = new Date().toISOString();
    await trx
      .insertInto('studio_uploads')
      .values({
        id: uploadId,
        user_id: input.actor.id,
        original_name: name,
        size: input.size,
        received: 0,
        created_at: now,
        touched_at: now,
      })
      .execute();
    return { ok: true, uploadId };
  });
}

/**
 * Room for one more upload of this size among the account's unfinished ones: those idle for
 * UPLOAD_IDLE_MS (a tab closed, a connection lost) are given up, oldest first, as far as needed;
 * past the caps still, the reason in words (null: room).
 */
async function roomFor(db: Db, userId: number, size: number): Promise<string | null> {
  const open = await db
    .selectFrom('studio_uploads')
    .select(['id', 'size', 'touched_at'])
    .where('user_id', '=', userId)
    .orderBy('touched_at')
    .execute();
  const idleBefore = new Date(Date.now() - UPLOAD_IDLE_MS).toISOString();
  const past = (list: typeof open) =>
    list.length + 1 > MAX_OPEN_UPLOADS ||
    list.reduce((sum, upload) => sum + upload.size, size) > MAX_OPEN_UPLOAD_BYTES;
  const kept = [...open];
  const given: string[] = [];
  while (past(kept) && kept[0] && kept[0].touched_at < idleBefore) given.push(kept.shift()!.id);
  await removeUploads(db, given);
  if (!past(kept)) return null;
  return (
    `You are sending ${kept.length} files already (${Math.ceil(kept.reduce((sum, u) => sum + u.size, 0) / MB)} MB): ` +
    `at most ${MAX_OPEN_UPLOADS} files and ${MAX_OPEN_UPLOAD_BYTES / MB} MB may be on their way at once. ` +
    'Wait for them to arrive, then send this one.'
  );
}

/**
 * Takes the part that starts where the server's count ends; the same part sent again (its answer
 * was lost) changes nothing. Returns the bytes received so far.
 */
export async function appendPart(
  db: Db,
  input: { uploadId: string; offset: number; bytes: Buffer; actor: Actor },
): Promise<PartResult> {
  const { uploadId, offset, bytes } = input;
  return db.transaction().execute(async (trx): Promise<PartResult> => {
    const upload = await findUpload(trx, uploadId, input.actor);
    if (!upload) return { ok: false, status: 404, message: GONE };
    if (offset !== upload.received) return repeatedPart(trx, upload, offset, bytes);
    if (bytes.length === 0 || offset + bytes.length > upload.size)
      return {
        ok: false,
        status: 400,
        message: `A part must hold 1 to ${upload.size - offset} bytes (the file is ${upload.size} bytes)`,
      };
    // Moves only from the count read: of two copies sending the same part, one wins.
    const moved = await trx
      .updateTable('studio_uploads')
      .set({ received: offset + bytes.length, touched_at: new Date().toISOString() })
      .where('id', '=', uploadId)
      .where('received', '=', offset)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const now = await findUpload(trx, uploadId, input.actor);
      return repeatedPart(trx, now ?? upload, offset, bytes);
    }
    await trx
      .insertInto('studio_upload_parts')
      .values({ upload_id: uploadId, offset, data: bytes })
      .execute();
    return { ok: true, received: offset + bytes.length };
  });
}

type Upload = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

function findUpload(db: Db, id: string, actor: Actor) {
  return db
    .selectFrom('studio_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
}

/** A part the server has already (same offset, same bytes): fine. Anything else: from `received`. */
async function repeatedPart(
  db: Db,
  upload: Upload,
  offset: number,
  bytes: Buffer,
): Promise<PartResult> {
  const part = await db
    .selectFrom('studio_upload_parts')
    .select('data')
    .where('upload_id', '=', upload.id)
    .where('offset', '=', offset)
    .executeTakeFirst();
  if (part && Buffer.compare(part.data, bytes) === 0)
    return { ok: true, received: upload.received };
  return {
    ok: false,
    status: 409,
    message: `The server has the first ${upload.received} bytes: send the part that starts there`,
    received: upload.received,
  };
}

/** Joins the parts and stores the file (the checks of any upload); the parts are then let go. */
export async function finishUpload(
  db: Db,
  uploadId: string,
  actor: Actor,
  accept?: FieldSpec['accept'],
): Promise<StoreResult> {
  const upload = await findUpload(db, uploadId, actor);
  if (!upload) return { ok: false, message: GONE };
  if (upload.received !== upload.size)
    return {
      ok: false,
      message: `'${upload.original_name}' is not whole yet: ${upload.received} of ${upload.size} bytes arrived`,
    };
  const parts = await db
    .selectFrom('studio_upload_parts')
    .select('data')
    .where('upload_id', '=', uploadId)
    .orderBy('offset')
    .execute();
  const bytes = Buffer.concat(parts.map((part) => part.data));
  const stored = await storeFile(db, { bytes, originalName: upload.original_name, actor, accept });
  await removeUploads(db, [uploadId]);
  return stored;
}

/** Uploads with no part for UPLOAD_LIFETIME_MS are given up, with their parts. */
export async function cleanUploads(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - UPLOAD_LIFETIME_MS).toISOString();
  const old = await db
    .selectFrom('studio_uploads')
    .select('id')
    .where('touched_at', '<', before)
    .execute();
  await removeUploads(
    db,
    old.map((row) => row.id),
  );
}

async function removeUploads(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const remove = async (trx: Db) => {
    await trx.deleteFrom('studio_upload_parts').where('upload_id', 'in', ids).execute();
    await trx.deleteFrom('studio_uploads').where('id', 'in', ids).execute();
  };
  // Inside a transaction already (a start making room), or one of its own.
  if (db.isTransaction) await remove(db);
  else await db.transaction().execute(remove);
}
