import { columnsOf } from '../../content/described.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import { isNullable, type Field } from '../../entities/field.ts';
import type { Snapshot, Values } from './entity.ts';
import type { Photo } from './fields.ts';
import { attachmentsOf, filesOf, photoAttachment, photoOf, specOf } from './item-files.ts';

/**
 * The studio's side of the rows of a described entity (decision 082): a published row as the
 * form's values and files, and the row a form's values are published as, the importer's own
 * (content/described.ts).
 */

const parse = <T>(text: unknown): T | undefined =>
  typeof text === 'string' && text ? (JSON.parse(text) as T) : undefined;

/** A published row's values of the named fields, and the files they name. */
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
    if (field.kind === 'flag') values[field.name] = value === 1;
    else if (field.kind === 'photo') {
      const photo = parse<Attachment>(value);
      files.push(photo);
      values[field.name] = photoOf(photo);
    } else if (field.kind === 'portrait') {
      const [first] = parse<Attachment[]>(value) ?? [];
      files.push(first);
      values[field.name] = photoOf(first);
    } else if (field.kind === 'attachments') {
      const attachments = parse<Attachment[]>(value) ?? [];
      files.push(...attachments);
      values[field.name] = attachments.map(specOf);
    } else if (!isNullable(field) || (value !== null && value !== '')) values[field.name] = value;
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
    const value = snapshot.values[field.name];
    if (field.kind === 'attachments')
      entry[field.name] = attachmentsOf(snapshot, (value as string[] | undefined) ?? []);
    else if (field.kind === 'photo' || field.kind === 'portrait')
      entry[field.name] = photoAttachment(snapshot, value as Photo);
    else entry[field.name] = value;
  }
  const columns = columnsOf(fields, entry);
  const kept = before as Record<string, unknown> | undefined;
  for (const field of fields)
    if (!names.includes(field.name) && kept) columns[field.column] = kept[field.column];
  return columns;
}
