import { LINK_MIME } from '../contract/codes.ts';
import type { Attachment, FileRef } from '../contract/schemas/common.ts';
import type { MarkdownWriter } from './exported-html.ts';

/** What turning rows back into files needs: the Markdown writer and a place for warnings. */
export interface ExportContext {
  markdown: MarkdownWriter;
  /** Something the content folder cannot say, left out or changed: file (or table) and why. */
  warn: (where: string, message: string) => void;
}

/**
 * A stored attachment as the content folder names it: its path under files/ ('notices/form.pdf')
 * or its https address. Its kind, type and size come back from the file at import.
 */
export function attachmentSpec(file: FileRef): string {
  return file.mime === LINK_MIME ? file.path : `${file.type}/${file.path}`;
}

/** A photograph: a path, or { file, alt } when it says what it shows. */
export function photoSpec(photo: Attachment): string | { file: string; alt: string } {
  const file = attachmentSpec(photo);
  return photo.alt?.trim() ? { file, alt: photo.alt } : file;
}

/** An upload_info column as the folder's list of attachments; none is left out. */
export function attachments(ctx: ExportContext, json: string, where: string) {
  const list = parseJson<Attachment[]>(ctx, json, [], where).map(attachmentSpec);
  return list.length ? list : undefined;
}

/** A JSON column's value; a damaged one is reported and read as `fallback`. */
export function parseJson<T>(
  ctx: ExportContext,
  text: string | null,
  fallback: T,
  where: string,
): T {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    ctx.warn(where, 'holds JSON that cannot be read; left out');
    return fallback;
  }
}

/** A column holding one attachment (a photograph, a banner), or nothing. */
export function parseAttachment(
  ctx: ExportContext,
  text: string | null,
  where: string,
): Attachment | undefined {
  return parseJson<Attachment | null>(ctx, text, null, where) ?? undefined;
}

/** Rows of a profile table: their `file`, if any, named as in the folder. */
export function rowsWithFiles<T extends { file?: FileRef }>(rows: readonly T[] | undefined) {
  return (rows ?? []).map(({ file, ...rest }) =>
    file ? { ...rest, file: attachmentSpec(file) } : rest,
  );
}

/** '' as absent, for fields whose default is '': a hand-written file leaves them out. */
export const unlessEmpty = (value: string): string | undefined =>
  value === '' ? undefined : value;

/** f(value) when there is a value. */
export const optional = <T, R>(value: T | undefined, f: (value: T) => R): R | undefined =>
  value === undefined ? undefined : f(value);
