import { columnsOf } from '../../content/described.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import { isNullable, type Field } from '../../entities/field.ts';
import type { Snapshot, Values } from './entity.ts';
import { codesOf, type Photo } from './fields.ts';
import { attachmentsOf, filesOf, photoAttachment, photoOf, specOf } from './item-files.ts';
import { photoAttachments, type PhotoRow } from './photo-list.ts';

/**
 * The studio's side of the rows of a described entity (decision 082): a published row as the
 * form's values and files, and the row a form's values are published as, the importer's own
 * (content/described.ts).
 */

const parse = <T>(text: unknown): T | undefined =>
  typeof text === 'string' && text ? (JSON.parse(text) as T) : undefined;

/** Stored rows as the form holds them: each cell under its name, as text. */
const formRows = (field: Field, rows: readonly Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(field.cells.map((cell) => [cell.name, String(row[cell.column] ?? '')])),
  );

/**
 * A number cell's text as the folder would give it: a plain number (60, 2.5) a number, as YAML
 * reads it, so a row the studio wrote answers as the imported one does (decision 112).
 */
export const asYamlReadsIt = (value: string): string | number =>
  /^\d{1,12}(\.\d{1,6})?$/.test(value) ? Number(value) : value;

/** A form's rows as the folder would give them, a number cell's plain number as a number. */
const rowsOfForm = (field: Field, rows: unknown) =>
  ((rows as Record<string, string>[] | undefined) ?? []).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => {
        const number = field.cells.find((cell) => cell.name === name)?.number;
        return [name, number ? asYamlReadsIt(value) : value];
      }),
    ),
  );

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
    if (field.kind === 'flag' || field.kind === 'switch' || field.kind === 'toggle')
      values[key] = value === 1;
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
    } else if (field.kind === 'document') {
      // Inside a JSON value: the list of one as it is kept.
      const documents = (value as Attachment[] | undefined) ?? [];
      files.push(...documents);
      values[key] = documents.map(specOf);
    } else if (field.kind === 'attachments' || field.kind === 'photos') {
      const attachments = parse<Attachment[]>(value) ?? [];
      files.push(...attachments);
      values[key] =
        field.kind === 'photos'
          ? attachments.map((photo) => ({ file: specOf(photo), alt: photo.alt ?? '' }))
          : attachments.map(specOf);
    } else if (field.kind === 'rows') values[key] = formRows(field, parse(value) ?? []);
    else if (field.kind === 'tables') {
      // Each table under its own key in the form.
      const tables = parse<Record<string, Record<string, unknown>[]>>(value) ?? {};
      for (const table of field.tables)
        values[table.formKey] = formRows(table, tables[table.column] ?? []);
    } else if (!isNullable(field) || (value !== null && value !== '')) values[key] = value;
  }
  return { values, files: filesOf(files) };
}

/** A form's values of the named fields as the folder's entry would give them, files found. */
export function entryOfForm(
  fields: readonly Field[],
  names: readonly string[],
  snapshot: Snapshot,
): Values {
  const entry: Values = {};
  for (const field of fields.filter((one) => names.includes(one.name))) {
    const value = snapshot.values[field.formKey];
    if (field.kind === 'attachments')
      entry[field.name] = attachmentsOf(snapshot, (value as string[] | undefined) ?? []);
    else if (field.kind === 'image' || field.kind === 'document')
      entry[field.name] = attachmentsOf(snapshot, (value as string[] | undefined) ?? [])[0];
    else if (field.kind === 'photos')
      entry[field.name] = photoAttachments(snapshot, (value as PhotoRow[] | undefined) ?? []);
    else if (field.kind === 'photo' || field.kind === 'portrait')
      entry[field.name] = photoAttachment(snapshot, value as Photo);
    else if (field.kind === 'rows') entry[field.name] = rowsOfForm(field, value);
    else if (field.kind === 'tables')
      entry[field.name] = Object.fromEntries(
        field.tables.map((table) => [
          table.name,
          rowsOfForm(table, snapshot.values[table.formKey]),
        ]),
      );
    else if (field.kind === 'switch') entry[field.name] = value ? 1 : 0;
    else if (field.kind === 'codes')
      // The form's one line of codes, 'QlM, QnM' (codeList).
      entry[field.name] = codesOf((value as string | undefined) ?? '');
    else entry[field.name] = value;
  }
  return entry;
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
  const columns = columnsOf(fields, entryOfForm(fields, names, snapshot));
  const kept = before as Record<string, unknown> | undefined;
  for (const field of fields)
    if (!names.includes(field.name) && kept) columns[field.column] = kept[field.column];
  return columns;
}
