import { columnsOf } from '../../content/described.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import { isNullable, type Field } from '../../entities/field.ts';
import type { Snapshot, Values } from './entity.ts';
import type { Photo } from './fields.ts';
import { attachmentsOf, filesOf, photoAttachment, photoOf, specOf } from './item-files.ts';
import { photoAttachments, type PhotoRow } from './photo-list.ts';

/**
 * The studio's side of the rows of a described entity (decision 082): a published row as the
 * form's values and files, and the row a form's values are published as, the importer's own
 * (content/described.ts).
 */

const parse = <T>(text: unknown): T | undefined =>
  typeof text === 'string' && text ? (JSON.parse(text) as T) : undefined;

/** A published row's values of the named fields (under their form's keys), and their files. */
export function snapshotOfRow(
  fields: readonly Field[],
  names: readonly string[],
  row: object,
): Snapshot {
  const columns = row as Record<string, unknown>;
  const values: Values = {};
  const files: (Attachment | undefined)[] = [];
  for (const field of fields.filter((one) => names.includes(one.name))) {
    const value = columns[field.column];
    const key = field.formKey;
    if (field.kind === 'flag' || field.kind === 'switch') values[key] = value === 1;
    else if (field.kind === 'codes') values[key] = (parse<string[]>(value) ?? []).join(', ');
    else if (field.kind === 'photo') {
      const photo = parse<Attachment>(value);
      files.push(photo);
      values[key] = photoOf(photo);
    } else if (field.kind === 'image') {
      const image = parse<Attachment>(value);
      files.push(image);
      values[key] = image ? [specOf(image)] : [];
    } else if (field.kind === 'portrait') {
      const [first] = parse<Attachment[]>(value) ?? [];
      files.push(first);
      values[key] = photoOf(first);
    } else if (field.kind === 'attachments' || field.kind === 'photos') {
      const attachments = parse<Attachment[]>(value) ?? [];
      files.push(...attachments);
      values[key] =
        field.kind === 'photos'
          ? attachments.map((photo) => ({ file: specOf(photo), alt: photo.alt ?? '' }))
          : attachments.map(specOf);
    } else if (field.kind === 'rows') {
      // Each cell under its name, as text.
      const rows = parse<Record<string, unknown>[]>(value) ?? [];
      values[key] = rows.map((row) =>
        Object.fromEntries(field.cells.map((cell) => [cell.name, String(row[cell.column] ?? '')])),
      );
    } else if (!isNullable(field) || (value !== null && value !== '')) values[key] = value;
  }
  return { values, files: filesOf(files) };
}

/**
 * The columns of a row for a form's values (the named fields); the table's other fields are
 * kept from the row it replaces (`before`), or left empty on a new row.
 */
export function columnsOfForm(
  fields: readonly Field[],
  names: readonly string[],
  snapshot: Snapshot,
  before?: object,
): Record<string, unknown> {
  const entry: Values = {};
  for (const field of fields.filter((one) => names.includes(one.name))) {
    const value = snapshot.values[field.formKey];
    if (field.kind === 'attachments')
      entry[field.name] = attachmentsOf(snapshot, (value as string[] | undefined) ?? []);
    else if (field.kind === 'image')
      entry[field.name] = attachmentsOf(snapshot, (value as string[] | undefined) ?? [])[0];
    else if (field.kind === 'photos')
      entry[field.name] = photoAttachments(snapshot, (value as PhotoRow[] | undefined) ?? []);
    else if (field.kind === 'photo' || field.kind === 'portrait')
      entry[field.name] = photoAttachment(snapshot, value as Photo);
    else if (field.kind === 'switch') entry[field.name] = value ? 1 : 0;
    else if (field.kind === 'codes')
      // The form's one line of codes, 'QlM, QnM' (codeList).
      entry[field.name] = ((value as string | undefined) ?? '').split(/[\s,]+/).filter(Boolean);
    else entry[field.name] = value;
  }
  const columns = columnsOf(fields, entry);
  const kept = before as Record<string, unknown> | undefined;
  for (const field of fields)
    if (!names.includes(field.name) && kept) columns[field.column] = kept[field.column];
  return columns;
}
