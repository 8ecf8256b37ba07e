import { attachmentFromSpec, isHttpUrl } from '../../content/attachments.ts';
import { LINK_MIME } from '../../contract/codes.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import type { Db } from '../../db/database.ts';
import type { Snapshot, Values } from './entity.ts';
import type { Photo } from './fields.ts';
import type { FieldSpec, StoredFile } from './items.ts';

/** How a form names a file: 'studio/{sha256}.pdf', 'notices/form.pdf', or a link's address. */
export const specOf = (attachment: Attachment) =>
  attachment.mime === LINK_MIME ? attachment.path : `${attachment.type}/${attachment.path}`;

/** A file as its row holds it: without the address the API adds, or a photograph's words. */
const bare = ({ url: _url, alt: _alt, ...rest }: Attachment): Attachment => rest;

/** The files of a published row, by spec. */
export const filesOf = (attachments: readonly (Attachment | undefined)[]) =>
  Object.fromEntries(
    attachments.flatMap((a) => (a ? [[specOf(a), bare(a)] as const] : [])),
  ) as Record<string, Attachment>;

export const photoOf = (attachment: Attachment | undefined): Photo =>
  attachment ? { file: specOf(attachment), alt: attachment.alt ?? '' } : undefined;

/** The attachments a row is written with, in the form's order. */
export const attachmentsOf = (
  snapshot: Pick<Snapshot, 'files'>,
  specs: readonly string[],
): Attachment[] => specs.flatMap((spec) => (snapshot.files[spec] ? [snapshot.files[spec]] : []));

/** A photograph as a row holds it: the file with its alt text. */
export function photoAttachment(snapshot: Pick<Snapshot, 'files'>, photo: Photo) {
  const file = photo ? snapshot.files[photo.file] : undefined;
  return file && photo ? { ...file, alt: photo.alt } : undefined;
}

/** Every file the values name, with the form field that names it. */
function namedFiles(fields: readonly FieldSpec[], values: Values): [string, string][] {
  return fields.flatMap((field): [string, string][] => {
    const value = values[field.name];
    if (field.kind === 'attachments' && Array.isArray(value))
      return value.map((spec) => [field.name, String(spec)]);
    if (field.kind === 'photo' && value && typeof value === 'object' && 'file' in value)
      return [[`${field.name}.file`, String(value.file)]];
    if (field.kind === 'photos' && Array.isArray(value))
      return value.map((photo: { file: unknown }, i): [string, string] => [
        `${field.name}[${i}].file`,
        String(photo.file),
      ]);
    if (field.kind === 'rows' && Array.isArray(value)) return rowFiles(field, value);
    return [];
  });
}

/** The file each row names in a column of kind 'attachments' (one spec a row: a profile row's). */
function rowFiles(field: FieldSpec, rows: unknown[]): [string, string][] {
  const columns = (field.columns ?? []).filter((column) => column.kind === 'attachments');
  return rows.flatMap((row, i) =>
    columns.flatMap((column): [string, string][] => {
      const spec = (row as Record<string, unknown> | null)?.[column.name];
      return typeof spec === 'string' && spec ? [[`${field.name}[${i}].${column.name}`, spec]] : [];
    }),
  );
}

/**
 * Finds every file the values name: a studio upload whose row exists, or a file the item had
 * already (`known`: kept from the import or an earlier save). Anything else, an address, a
 * made-up path or one with '..', is refused at its field: nothing half-written is published.
 */
export async function resolveFiles(
  db: Db,
  fields: readonly FieldSpec[],
  values: Values,
  known: Record<string, Attachment>,
): Promise<{ files: Record<string, Attachment>; errors: Record<string, string[]> }> {
  const named = namedFiles(fields, values);
  const studio = await studioFileSizes(
    db,
    named.map(([, spec]) => spec),
  );
  const files: Record<string, Attachment> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, spec] of named) {
    const size = studio.get(spec);
    const found = size === undefined ? known[spec] : attachmentFromSpec(spec, size);
    if (found) files[spec] = found;
    else (errors[field] ??= []).push(refusedFile(spec));
  }
  return { files, errors };
}

function refusedFile(spec: string): string {
  const shown = spec.length > 80 ? `${spec.slice(0, 77)}...` : spec;
  return isHttpUrl(spec)
    ? `'${shown}' is an address, not a file: upload the file, or put the address in a link field`
    : `'${shown}' is not a file uploaded here nor one this item had: upload it again`;
}

async function studioFileSizes(db: Db, specs: string[]): Promise<Map<string, number>> {
  const names = specs.filter((spec) => spec.startsWith('studio/'));
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('studio_files')
    .select(['name', 'size'])
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((row) => [row.name, row.size]));
}

/** What the screens show of each file the values name: its name and kind. */
export async function describeFiles(
  db: Db,
  files: Record<string, Attachment>,
): Promise<Record<string, StoredFile>> {
  const names = Object.keys(files).filter((spec) => spec.startsWith('studio/'));
  const rows = names.length
    ? await db
        .selectFrom('studio_files')
        .select(['name', 'original_name'])
        .where('name', 'in', names)
        .execute()
    : [];
  const original = new Map(rows.map((row) => [row.name, row.original_name]));
  return Object.fromEntries(
    Object.entries(files).map(([spec, attachment]) => [
      spec,
      { spec, attachment, originalName: original.get(spec) || spec.split('/').pop() || spec },
    ]),
  );
}
