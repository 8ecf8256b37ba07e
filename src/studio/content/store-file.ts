import { createHash } from 'node:crypto';
import { attachmentFromSpec } from '../../content/attachments.ts';
import { documentTextRows, isPdf } from '../../content/document-texts.ts';
import { checkAttachmentType, extensionProblem } from '../../content/file-types.ts';
import {
  MAX_IMAGE_PIXELS,
  measureImage,
  variantsInMemory,
  type ImageSize,
  type Variant,
} from '../../content/images.ts';
import { readPdfText, type PdfPage } from '../../content/pdf-text.ts';
import type { Db } from '../../db/database.ts';
import { extensionOf, kindOf } from '../../lib/attachment-kinds.ts';
import { MAX_ATTACHMENT_BYTES, MAX_PHOTO_BYTES } from '../../lib/attachment-limits.ts';
import { withoutMetadata } from '../../lib/image-metadata.ts';
import { ImagesBusy } from '../../lib/image-queue.ts';
import { recordAudit } from '../audit.ts';
import { ENTITIES, can } from '../permissions.ts';
import type { Actor, FieldSpec, StoredFile } from './items.ts';

export { MAX_IMAGE_PIXELS };

const MB = 1024 * 1024;
/** The largest file the studio takes: the same as at import (attachment-limits.ts). */
export const MAX_FILE_BYTES = MAX_ATTACHMENT_BYTES;
/** The largest photograph, as at import. */
export const MAX_IMAGE_BYTES = MAX_PHOTO_BYTES;
/** The folder of the uploads location that holds the studio's files (studio-files.ts serves it). */
export const STUDIO_FILE_TYPE = 'studio';

export type StoreResult = { ok: true; file: StoredFile } | { ok: false; message: string };

/** May this member of staff upload at all: do they edit anything? */
export const mayUpload = (actor: Actor) =>
  ENTITIES.some((entity) => can(actor, 'create', entity) || can(actor, 'update', entity));

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The file's name as the member of staff knows it: no folders, no control characters. */
export const cleanName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';

/** Why a file of this name and size is refused before its content is read (the limits), or null. */
export function sizeOrKindProblem(
  name: string,
  size: number,
  accept: FieldSpec['accept'] = 'any',
): string | null {
  const kind = kindOf(name);
  const offList = extensionProblem(name);
  if (offList) return withName(name, offList);
  if (size === 0) return `'${name}' is empty`;
  if (size > MAX_FILE_BYTES)
    return `'${name}' is ${megabytes(size)}; a file may be at most ${MAX_FILE_BYTES / MB} MB`;
  if (kind?.image && size > MAX_IMAGE_BYTES)
    return `'${name}' is ${megabytes(size)}; a photograph may be at most ${MAX_IMAGE_BYTES / MB} MB (make it smaller)`;
  if (accept === 'image' && kind && !kind.image)
    return `'${name}' is not a photograph: choose a JPEG, PNG, GIF, WebP or AVIF image`;
  if (accept === 'pdf' && kind && extensionOf(name) !== 'pdf')
    return `'${name}' is not a PDF: save it as PDF first`;
  return null;
}

/**
 * Stores an uploaded file after the importer's checks (decision 018): its kind by its first
 * bytes, the size limits, an image's pixels from its header. An image is kept without its
 * metadata (decision 075: turned upright, then EXIF, GPS, XMP and IPTC dropped), and its name
 * is the hash of the bytes kept, so the same file twice is one row; it gets the importer's
 * phone-sized versions and its `images` row (decision 019), so the public pages show it
 * responsively. Whoever uploads a file may see it in the studio (file-access.ts), the second
 * uploader of the same bytes too. A PDF's text is read for the site's search (decision 094); a
 * PDF that cannot be read is stored all the same, without it. Nothing is written on a refusal.
 */
export async function storeFile(
  db: Db,
  input: { bytes: Buffer; originalName: string; actor: Actor; accept?: FieldSpec['accept'] },
): Promise<StoreResult> {
  const originalName = cleanName(input.originalName);
  if (!mayUpload(input.actor)) return { ok: false, message: 'You may not upload files.' };
  const problem =
    sizeOrKindProblem(originalName, input.bytes.length, input.accept) ??
    (await checkAttachmentType(input.bytes, originalName));
  if (problem) return { ok: false, message: withName(originalName, problem) };
  const isImage = kindOf(originalName)?.image === true;
  const prepared = isImage
    ? await preparedImage(input.bytes)
    : { bytes: input.bytes, image: undefined };
  if (typeof prepared === 'string') return { ok: false, message: withName(originalName, prepared) };
  const { bytes, image } = prepared;
  const name = `${STUDIO_FILE_TYPE}/${createHash('sha256').update(bytes).digest('hex')}.${extensionOf(originalName)}`;
  const file: StoredFile = {
    spec: name,
    attachment: attachmentFromSpec(name, bytes.length),
    originalName,
  };
  if (await isStored(db, name, isImage)) {
    await recordUploader(db, name, input.actor);
    return { ok: true, file };
  }
  const variants = image ? await variantsInMemory(bytes, name, image).catch(busyOr) : [];
  if (typeof variants === 'string') return { ok: false, message: variants };
  const pages = isPdf(name) ? await pdfPages(bytes, name) : [];
  await writeFile(db, { name, bytes, originalName, image, variants, pages, actor: input.actor });
  return { ok: true, file };
}

/**
 * An image as it is kept: measured from its header (past the pixel limit refused before any
 * decoding), then without its metadata. A problem in words otherwise.
 */
async function preparedImage(
  original: Buffer,
): Promise<{ bytes: Buffer; image: ImageSize | undefined } | string> {
  const measured = await measureImage(original);
  if (typeof measured === 'string') return measured;
  const bytes = await withoutMetadata(original).catch(busyOr);
  if (typeof bytes === 'string') return bytes;
  return { bytes, image: measured.width > 0 ? measured : undefined };
}

/** A PDF's text, page by page; none for a PDF that cannot be read (said in the log). */
async function pdfPages(bytes: Buffer, name: string): Promise<PdfPage[]> {
  const text = await readPdfText(bytes);
  if (text.ok) return text.pages;
  console.warn(`PDF text: skipped ${name} (${text.reason}).`);
  return [];
}

/** Too many images waiting for their turn: a refusal in words; any other failure is thrown. */
function busyOr(error: unknown): string {
  if (error instanceof ImagesBusy) return error.message;
  throw error;
}

/** The file, its versions and its `images` row, with the audit line, in one transaction. */
async function writeFile(
  db: Db,
  {
    name,
    bytes,
    originalName,
    image,
    variants,
    pages,
    actor,
  }: {
    name: string;
    bytes: Buffer;
    originalName: string;
    image: ImageSize | undefined;
    variants: (Variant & { data: Buffer })[];
    pages: readonly PdfPage[];
    actor: Actor;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const made = { created_by: actor.username, created_at: new Date().toISOString() };
    const rows = [
      { name, data: bytes, mime: kindOf(name)!.contentType, original_name: originalName },
      ...variants.map((v) => ({
        name: v.path,
        data: v.data,
        mime: 'image/webp',
        original_name: '',
      })),
    ];
    await trx
      .insertInto('studio_files')
      .values(rows.map((row) => ({ ...row, ...made, size: row.data.length })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    if (image) {
      const listed = variants.map(({ width, height, path }) => ({ width, height, path }));
      await trx
        .insertInto('images')
        .values({ file: name, ...image, variants: JSON.stringify(listed) })
        .onConflict((oc) => oc.column('file').doNothing())
        .execute();
    }
    if (pages.length > 0)
      await trx
        .insertInto('document_texts')
        .values(documentTextRows(name, pages))
        .onConflict((oc) => oc.columns(['file', 'page']).doNothing())
        .execute();
    await recordUploader(trx, name, actor);
    await recordAudit(trx, {
      userId: actor.id,
      username: actor.username,
      action: 'upload',
      entity: 'file',
      item: name,
      after: { originalName, size: bytes.length },
      address: actor.address,
    });
  });
}

/** Who uploaded the file: they may see it in the studio before any item names it. */
async function recordUploader(db: Db, name: string, actor: Actor): Promise<void> {
  await db
    .insertInto('studio_file_uploaders')
    .values({ name, user_id: actor.id })
    .onConflict((oc) => oc.columns(['name', 'user_id']).doNothing())
    .execute();
}

/** A problem in words, starting with the file's name ('x.pdf' is named .pdf but is not …). */
function withName(name: string, problem: string): string {
  if (problem.startsWith(`'${name}'`)) return problem;
  return /^(is|cannot) /.test(problem) ? `'${name}' ${problem}` : `'${name}': ${problem}`;
}

/**
 * True when the file is stored already, with its `images` row for an image and its text for a
 * PDF (an import empties both tables with the rest of the content: the rows are then made again;
 * a PDF without text is read again, to no harm).
 */
async function isStored(db: Db, name: string, isImage: boolean): Promise<boolean> {
  const file = await db
    .selectFrom('studio_files')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!file) return false;
  if (isImage) {
    const image = await db
      .selectFrom('images')
      .select('file')
      .where('file', '=', name)
      .executeTakeFirst();
    return image !== undefined;
  }
  if (!isPdf(name)) return true;
  const text = await db
    .selectFrom('document_texts')
    .select('file')
    .where('file', '=', name)
    .executeTakeFirst();
  return text !== undefined;
}
