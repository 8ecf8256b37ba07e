import { z } from 'zod';
import type { Attachment } from '../contract/schemas/common.ts';
import { isNullable, type Cell, type Field } from '../entities/field.ts';
import {
  attachments,
  attachmentSpec,
  optional,
  parseAttachment,
  parseJson,
  photoSpec,
  unlessEmpty,
  type ExportContext,
} from './export-values.ts';

/**
 * The content folder's side of the entities described once (decision 082): an entry's schema, the
 * row the importer writes for it, and the entry the export writes back for a row.
 */

/** A field's value in a validated entry, by its kind (undefined where it may be left out). */
type EntryValue<F extends Field> = F['kind'] extends 'flag' | 'boolean' | 'toggle'
  ? boolean
  : F['kind'] extends 'year' | 'switch'
    ? number
    : F['kind'] extends 'image'
      ? Attachment
      : F['kind'] extends 'photo' | 'portrait'
        ? Attachment
        : F['kind'] extends 'attachments' | 'photos'
          ? Attachment[]
          : F['kind'] extends 'rows'
            ? Record<string, string>[]
            : F['kind'] extends 'tables'
              ? Record<string, Record<string, string | number>[]>
              : F['kind'] extends 'codes'
                ? string[]
                : F['kind'] extends 'file' | 'document'
                  ? Attachment
                  : F['kind'] extends 'links'
                    ? Record<string, string>
                    : F['kind'] extends 'object'
                      ? z.output<z.ZodObject<EntryShape<F['fields']>>>
                      : string;

/** A field's value as written in the folder. */
type FolderValue<F extends Field> = F['kind'] extends 'flag' | 'boolean' | 'toggle'
  ? boolean
  : F['kind'] extends 'year' | 'switch'
    ? number
    : F['kind'] extends 'photo' | 'portrait'
      ? string | { file: string; alt: string }
      : F['kind'] extends 'attachments' | 'codes'
        ? string[]
        : F['kind'] extends 'photos'
          ? (string | { file: string; alt: string })[]
          : F['kind'] extends 'rows'
            ? Record<string, string | number>[]
            : F['kind'] extends 'tables'
              ? Record<string, Record<string, string | number>[]>
              : F['kind'] extends 'date'
                ? string | Date
                : F['kind'] extends 'line' | 'phone' | 'text' | 'serial'
                  ? string | number
                  : F['kind'] extends 'file'
                    ? string | { file: string; alt: string }
                    : F['kind'] extends 'links'
                      ? Record<string, string>
                      : F['kind'] extends 'object'
                        ? z.input<z.ZodObject<EntryShape<F['fields']>>>
                        : string;

type Typed<F extends Field> = z.ZodType<EntryValue<F>, FolderValue<F>>;

/**
 * A field's schema: a required one as it is; one the importer fills when left out (a text's
 * '', a flag's false, no attachments) with a default; the others (a date, a link, a
 * photograph, Assamese) optional.
 */
type FolderField<F extends Field> = F['required'] extends true
  ? Typed<F>
  : F['lang'] extends 'as'
    ? z.ZodOptional<Typed<F>>
    : F['nullable'] extends true
      ? z.ZodOptional<Typed<F>>
      : F['kind'] extends
            | 'flag'
            | 'attachments'
            | 'photos'
            | 'rows'
            | 'tables'
            | 'html'
            | 'line'
            | 'text'
            | 'email'
            | 'phone'
            | 'switch'
            | 'codes'
            | 'links'
            | 'boolean'
            | 'toggle'
        ? z.ZodDefault<Typed<F>>
        : z.ZodOptional<Typed<F>>;

export type EntryShape<Fs extends readonly Field[]> = {
  [F in Fs[number] as F['name']]: FolderField<F>;
};

/** The folder's own types of value (content/schema.ts), which depend on the folder and the day. */
export interface FolderTypes {
  Markdown: z.ZodType<string, string>;
  DateSpec: z.ZodType<string, unknown>;
  Url: z.ZodType<string, string>;
  /** An e-mail address, or ''. */
  Email: z.ZodType<string, string>;
  /** Text that YAML may have read as a number (a batch like 2018, a telephone number). */
  Text: z.ZodType<string, string | number>;
  ImageSpec: z.ZodType<Attachment, unknown>;
  /** A file of the folder, or an https address. */
  File: z.ZodType<Attachment, string>;
  Attachments: z.ZodType<Attachment[], unknown>;
  AssameseLine: (field: string) => z.ZodType<string | undefined, unknown>;
  AssameseMarkdown: (field: string) => z.ZodType<string | undefined, unknown>;
}

/** An entry's fields as the content folder takes them. */
export function entryShape<const Fs extends readonly Field[]>(
  fields: Fs,
  types: FolderTypes,
): EntryShape<Fs> {
  return Object.fromEntries(
    fields.map((field) => [field.name, folderType(field, types)]),
  ) as EntryShape<Fs>;
}

/** Text within the line's maximum, and not empty if it is required. */
function heldText(line: Pick<Field, 'required' | 'max'>) {
  const text = line.required ? z.string().min(1) : z.string();
  return line.max ? text.max(line.max, `has more than ${line.max} characters`) : text;
}

/** A line of text that YAML may have read as a number: '' when left out, unless required. */
function lineType(
  line: Pick<Field, 'required' | 'max'> & { nullable?: boolean },
  types: FolderTypes,
) {
  const typed = types.Text.pipe(heldText(line));
  if (line.required) return typed;
  // A line whose column holds null when empty is left out of the entry then, as it was.
  return line.nullable ? typed.optional() : typed.default('');
}

/**
 * A cell: rich text, a line, or a value kept as written (a number stays one); a cell of a sparse
 * row may be left out, any other is '' when left out.
 */
function cellType(cell: Cell, sparse: boolean, types: FolderTypes): z.ZodType {
  if (cell.kind === 'html') return sparse ? types.Markdown.optional() : types.Markdown.default('');
  if (!cell.number && !sparse) return lineType(cell, types);
  const value = cell.number
    ? z.union([z.number(), heldText(cell)])
    : types.Text.pipe(heldText(cell));
  return cell.required ? value : value.optional();
}

/** The cells of a row of a field of rows, each by its name (a profile's section adds its own). */
export const cellsShape = (rows: Field, types: FolderTypes): Record<string, z.ZodType> =>
  Object.fromEntries(rows.cells.map((cell) => [cell.name, cellType(cell, rows.sparse, types)]));

/**
 * A row of cells; the importer stores it under their columns (rowsOf). A table of a field of
 * tables names the column it does not have.
 */
function rowType(rows: Field, types: FolderTypes, table?: Field) {
  const shape = cellsShape(rows, types);
  if (!table) return z.object(shape);
  const allowed = rows.cells.map((cell) => cell.name);
  return z.looseObject(shape).superRefine((row, check) => {
    for (const column of Object.keys(row).filter((key) => !allowed.includes(key)))
      check.addIssue({
        code: 'custom',
        path: [column],
        message: `'${column}' is not a column of ${table.label}; use ${allowed.join(', ')}`,
      });
  });
}

/** Rows of cells, at most the field's maximum of them. */
function rowsType(field: Field, types: FolderTypes, table?: Field) {
  const rows = z.array(rowType(field, types, table));
  const held = field.max ? rows.max(field.max, `has more than ${field.max} rows`) : rows;
  return held.default([]);
}

/** Tables of rows, each under its name; a name that is none of them is refused. */
const tablesType = (field: Field, types: FolderTypes) =>
  z
    .strictObject(
      Object.fromEntries(field.tables.map((table) => [table.name, rowsType(table, types, table)])),
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `'${issue.keys.join("', '")}' is not a table of ${field.what}; use ${field.tables.map((table) => table.name).join(', ')}`
            : undefined,
      },
    )
    .default({} as never);

function folderType(field: Field, types: FolderTypes): z.ZodType {
  switch (field.kind) {
    case 'line':
    case 'phone':
    case 'text':
    case 'serial':
      return field.lang === 'as' ? types.AssameseLine(field.name) : lineType(field, types);
    case 'email':
      return field.required ? z.email() : types.Email.default('');
    case 'date':
      return field.required ? types.DateSpec : types.DateSpec.optional();
    case 'html':
      return field.lang === 'as' ? types.AssameseMarkdown(field.name) : types.Markdown.default('');
    case 'url':
      return field.required ? types.Url : types.Url.optional();
    case 'flag':
    case 'boolean':
      return z.boolean().default(false);
    case 'toggle':
      return field.required ? z.boolean() : z.boolean().default(false);
    case 'photo':
    case 'portrait':
      return types.ImageSpec.optional();
    case 'image':
      return types.File.optional();
    case 'document':
      return field.required ? types.File : types.File.optional();
    case 'year':
      return field.required ? z.number().int() : z.number().int().optional();
    case 'file': {
      const file = field.alt ? types.ImageSpec : types.File;
      return field.required ? file : file.optional();
    }
    case 'links':
      return z.record(z.string(), types.Url).default({});
    case 'object': {
      const object = z.object(entryShape(field.fields, types));
      return field.required ? object : object.optional();
    }
    case 'switch':
      return field.required ? z.number().int() : z.number().int().default(0);
    case 'codes': {
      const codes = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,30}$/));
      const held = field.max ? codes.max(field.max, `has more than ${field.max}`) : codes;
      return field.required ? held.min(1) : held.default([]);
    }
    case 'photos':
      return z.array(types.ImageSpec).default([]);
    case 'attachments':
      return types.Attachments;
    case 'rows':
      return rowsType(field, types);
    case 'tables':
      return tablesType(field, types);
    case 'choice': {
      const choice = z.enum(field.choices as [string, ...string[]]);
      return field.required ? choice : choice.optional();
    }
  }
}

/**
 * Rows as stored: each under its cells' columns (of a sparse row, those that hold something),
 * rows with every cell empty dropped.
 */
const rowsOf = (field: Field, rows: readonly Record<string, unknown>[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        field.cells.flatMap((cell) => {
          const value = row[cell.name] ?? '';
          return field.sparse && value === '' ? [] : [[cell.column, value]];
        }),
      ),
    )
    .filter((row) => Object.values(row).some((value) => value !== ''));

/** Tables as stored: each table that has rows, under its column. */
const tablesOf = (field: Field, tables: Record<string, readonly Record<string, unknown>[]>) =>
  Object.fromEntries(
    field.tables.flatMap((table) => {
      const rows = rowsOf(table, tables[table.name] ?? []);
      return rows.length ? [[table.column, rows]] : [];
    }),
  );

const json = (value: unknown) => JSON.stringify(value);

/** The columns an entry's fields are stored in, as the importer writes them. */
export function columnsOf(fields: readonly Field[], entry: object): Record<string, unknown> {
  const values = entry as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (isNullable(field) && (value === undefined || value === null || value === ''))
        return [field.column, null];
      if (field.kind === 'flag' || field.kind === 'toggle') return [field.column, value ? 1 : 0];
      if (field.kind === 'portrait') return [field.column, json(value ? [value] : [])];
      if (field.kind === 'year' || field.kind === 'switch') return [field.column, value];
      if (field.kind === 'codes') return [field.column, json(value ?? [])];
      if (field.kind === 'rows') return [field.column, json(rowsOf(field, (value as []) ?? []))];
      if (field.kind === 'tables')
        return [field.column, json(tablesOf(field, (value as Record<string, []>) ?? {}))];
      // Inside a JSON value: an object as its fields' columns; a document as a list of one (or
      // none); a file, links or a boolean as they are (below).
      if (field.kind === 'object')
        return [field.column, value ? settingValue(columnsOf(field.fields, value)) : null];
      if (field.kind === 'document') return [field.column, value ? [value] : []];
      if (['photo', 'image', 'attachments', 'photos'].includes(field.kind))
        return [field.column, json(value ?? [])];
      return [field.column, value];
    }),
  );
}

/**
 * A settings row's JSON value (entities/admission.ts): its fields' columns, those left empty
 * (null) left out, as the answer leaves them out.
 */
export const settingValue = (columns: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null));

/**
 * A row's fields as the folder's entry (docs/content-folder.md): what the importer reads as
 * absent ('', false, an empty list) left out. `where` names the file for warnings; a rich text
 * is named by the entry's title, if it has one (and its field, but for the description).
 */
export function entryOf(
  fields: readonly Field[],
  row: object,
  ctx: ExportContext,
  where: string,
  title: string,
): Record<string, unknown> {
  const columns = row as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => {
      const value = columns[field.column];
      const text = value as string | null;
      switch (field.kind) {
        case 'html': {
          const names = [where, title, field.name === 'description' ? '' : field.name];
          const place = names.filter(Boolean).join(' › ');
          return [field.name, text ? unlessEmpty(ctx.markdown(text, place)) : undefined];
        }
        case 'flag':
          return [field.name, value === 1 ? true : undefined];
        case 'photo':
          return [field.name, optional(parseAttachment(ctx, text, where), photoSpec)];
        case 'image':
          return [field.name, optional(parseAttachment(ctx, text, where), attachmentSpec)];
        case 'year':
          return [field.name, value ?? undefined];
        case 'boolean':
          return [field.name, value === true ? true : undefined];
        case 'toggle':
          // Written no as well as yes, as a person file always said it.
          return [field.name, value === 1];
        case 'document': {
          const documents = (value ?? []) as Attachment[];
          return [field.name, optional(firstOf(ctx, documents, where, field), attachmentSpec)];
        }
        case 'file':
          return [
            field.name,
            optional(
              (value ?? undefined) as Attachment | undefined,
              field.alt ? photoSpec : attachmentSpec,
            ),
          ];
        case 'links':
          return [field.name, value && Object.keys(value).length ? value : undefined];
        case 'object': {
          const place = [where, field.name].join(' › ');
          return [field.name, value ? entryOf(field.fields, value, ctx, place, '') : undefined];
        }
        case 'switch':
          return [field.name, value];
        case 'codes':
          return [field.name, parseJson<string[]>(ctx, text, [], where)];
        case 'portrait': {
          const photos = parseJson<Attachment[]>(ctx, text, [], `${where} (${field.column})`);
          return [field.name, optional(firstOf(ctx, photos, where, field), photoSpec)];
        }
        case 'attachments':
          return [field.name, attachments(ctx, text ?? '[]', where)];
        case 'photos': {
          const photos = parseJson<Attachment[]>(ctx, text, [], where).map(photoSpec);
          return [field.name, photos.length ? photos : undefined];
        }
        case 'rows': {
          const place = [where, title, field.name].filter(Boolean).join(' › ');
          const rows = parseJson<Record<string, string>[]>(ctx, text, [], place);
          const entries = rows.map((row) => cellsOf(field.cells, row, ctx, place));
          return [field.name, entries.length ? entries : undefined];
        }
        case 'tables': {
          const place = [where, field.name].join(' › ');
          const stored = parseJson<Record<string, Record<string, string | number>[]>>(
            ctx,
            text,
            {},
            place,
          );
          const tables = field.tables.flatMap((table) => {
            const rows = (stored[table.column] ?? []).map((row) =>
              cellsOf(table.cells, row, ctx, `${place} › ${table.name}`),
            );
            return rows.length ? [[table.name, rows]] : [];
          });
          return [field.name, tables.length ? Object.fromEntries(tables) : undefined];
        }
        default:
          return [field.name, text === null || (text === '' && !field.required) ? undefined : text];
      }
    }),
  );
}

/**
 * The first of a list kept as a list of one (a portrait, a document), which the folder writes
 * alone: more are warned of ('has 2 CVs; the first is kept').
 */
function firstOf<T>(ctx: ExportContext, list: readonly T[], where: string, field: Field) {
  const many = `${field.what.replace(/^the /, '')}s`;
  if (list.length > 1) ctx.warn(where, `has ${list.length} ${many}; the first is kept`);
  return list[0];
}

/**
 * A stored row as the folder writes it: rich text as Markdown, an empty cell left out, a number
 * as a number.
 */
function cellsOf(
  cells: readonly Cell[],
  row: Record<string, string | number>,
  ctx: ExportContext,
  place: string,
): Record<string, string | number | undefined> {
  return Object.fromEntries(
    cells.map((cell) => {
      const value = row[cell.column] ?? '';
      if (typeof value === 'number') return [cell.name, value];
      if (cell.kind === 'html')
        return [cell.name, value ? unlessEmpty(ctx.markdown(value, place)) : undefined];
      return [cell.name, cell.required ? value : unlessEmpty(value)];
    }),
  );
}
