import { z } from 'zod';
import type { Cell, Field, FieldNamed, FormKeyOf } from '../../entities/field.ts';
import {
  assameseHtml,
  checkbox,
  codeList,
  DATE_HINT,
  fileSpecs,
  html,
  optionalAssamese,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalUrl,
  optionalYear,
  photo,
  realDate,
  requiredText,
  serialNumber,
} from './fields.ts';
import type { Control, FormField } from './form.ts';
import { photoList } from './photo-list.ts';

/** The studio's schema of a described field's value, by its kind. */
type ValueOf<F extends Field> = F['kind'] extends 'line' | 'phone' | 'text'
  ? F['lang'] extends 'as'
    ? ReturnType<typeof optionalAssamese>
    : F['required'] extends true
      ? ReturnType<typeof requiredText>
      : ReturnType<typeof optionalText>
  : F['kind'] extends 'date'
    ? F['required'] extends true
      ? ReturnType<typeof realDate>
      : ReturnType<typeof optionalDate>
    : F['kind'] extends 'html'
      ? F['lang'] extends 'as'
        ? ReturnType<typeof assameseHtml>
        : ReturnType<typeof html>
      : F['kind'] extends 'url'
        ? ReturnType<typeof optionalUrl>
        : F['kind'] extends 'flag'
          ? ReturnType<typeof checkbox>
          : F['kind'] extends 'photo' | 'portrait'
            ? ReturnType<typeof photo>
            : F['kind'] extends 'photos'
              ? ReturnType<typeof photoList>
              : F['kind'] extends 'year'
                ? ReturnType<typeof optionalYear>
                : F['kind'] extends 'email'
                  ? typeof optionalEmail
                  : F['kind'] extends 'rows'
                    ? ReturnType<typeof rowsOf>
                    : F['kind'] extends 'serial'
                      ? ReturnType<typeof serialNumber>
                      : F['kind'] extends 'codes'
                        ? ReturnType<typeof codeList>
                        : F['kind'] extends 'switch' | 'toggle'
                          ? ReturnType<typeof checkbox>
                          : F['kind'] extends 'choice'
                            ? ReturnType<typeof choiceOf>
                            : ReturnType<typeof fileSpecs>;

/** One of the field's codes ('Choose the stream'). */
const choiceOf = (field: Field) =>
  z.enum(field.choices as [string, ...string[]], { error: `Choose ${field.what}` });

/** A cell's value: a line, or rich text cleaned as any other. */
const cellOf = (cell: Cell) =>
  cell.kind === 'html'
    ? html(cell.what)
    : cell.required
      ? requiredText(cell.what, cell.max)
      : optionalText(cell.what, cell.max);

/** Rows of cells, at most the field's maximum of them. */
function rowsOf(field: Field) {
  const rows = z.array(
    z.object(Object.fromEntries(field.cells.map((cell) => [cell.name, cellOf(cell)]))),
  );
  // 'the members' → 'List at most 200 members'.
  const many = field.what.replace(/^the /, '');
  return (field.max ? rows.max(field.max, `List at most ${field.max} ${many}`) : rows).default(
    [],
  ) as z.ZodDefault<z.ZodArray<z.ZodObject<Record<string, z.ZodType<string, unknown>>>>>;
}

/** A line of one form ('Enter the session like 2026-27, or leave it empty'). */
function formatted(field: Field, { pattern, example }: NonNullable<Field['format']>) {
  const like = `Enter ${field.what} like ${example}`;
  return field.required
    ? requiredText(field.what, field.max).regex(pattern, like)
    : optionalText(field.what, field.max).refine((value) => value === '' || pattern.test(value), {
        message: `${like}, or leave it empty`,
      });
}

/** A kind of the college's identity (decision 119), which no studio form edits. */
const noStudioForm = (field: Field) =>
  new Error(`'${field.name}' is of a JSON value no studio form edits (decision 119)`);

function valueOf(field: Field) {
  const max = field.max;
  switch (field.kind) {
    case 'line':
    case 'phone':
    case 'text':
      if (field.lang === 'as') return optionalAssamese(field.what, max);
      if (field.format) return formatted(field, field.format);
      return field.required ? requiredText(field.what, max) : optionalText(field.what, max);
    case 'email':
      return optionalEmail;
    case 'date':
      return field.required ? realDate(field.what) : optionalDate(field.what);
    case 'html':
      return field.lang === 'as' ? assameseHtml(field.what) : html(field.what);
    case 'url':
      return optionalUrl(field.what);
    case 'flag':
    case 'switch':
    case 'toggle':
      return checkbox();
    case 'serial':
      return serialNumber(field.what, max);
    case 'codes':
      return codeList(field.what, max);
    case 'photo':
    case 'portrait':
      return photo();
    case 'photos':
      return photoList();
    case 'attachments':
      return field.required
        ? fileSpecs().refine((files) => files.length > 0, 'Attach at least one file')
        : fileSpecs();
    case 'image':
      return fileSpecs(1);
    case 'document':
      // One document's file, or none ('Attach 1 CV at most').
      return fileSpecs(1, `Attach 1 ${field.what.replace(/^the /, '')} at most`);
    case 'year':
      return optionalYear(field.what);
    case 'rows':
      return rowsOf(field);
    case 'choice':
      return choiceOf(field);
    case 'tables':
      throw new Error(`'${field.name}' is tables: each is a field of the form (describedFields)`);
    case 'object':
    case 'file':
    case 'links':
    case 'boolean':
      throw noStudioForm(field);
  }
}

/** The control the screens draw for a described field. */
export function controlOf(field: Field): Control {
  const kinds = {
    line: 'text',
    date: 'date',
    html: 'html',
    url: 'url',
    flag: 'checkbox',
    photo: 'photo',
    portrait: 'photo',
    photos: 'photos',
    attachments: 'attachments',
    email: 'email',
    phone: 'tel',
    image: 'attachments',
    year: 'number',
    rows: 'rows',
    tables: 'rows',
    text: 'textarea',
    serial: 'text',
    codes: 'text',
    switch: 'checkbox',
    toggle: 'checkbox',
    choice: 'select',
    document: 'attachments',
  } as const;
  // The kinds of the college's identity (decision 119): no studio form edits it.
  if (!(field.kind in kinds)) throw noStudioForm(field);
  // The one format the box takes, said beside it (decision 093).
  const day = field.required ? DATE_HINT : `Optional: ${DATE_HINT}`;
  const hint = field.hint ?? (field.kind === 'date' ? day : undefined);
  return {
    label: field.label,
    kind: kinds[field.kind as keyof typeof kinds],
    ...(field.required ? { required: true } : {}),
    ...(hint ? { hint } : {}),
    ...(['photo', 'portrait', 'photos', 'image'].includes(field.kind)
      ? { accept: 'image' as const }
      : {}),
    ...(field.kind === 'attachments' ? { accept: 'any' as const } : {}),
    ...(field.kind === 'document' ? { accept: 'pdf' as const } : {}),
    ...(field.kind === 'choice'
      ? { options: field.choices.map((code) => ({ value: code, label: code })) }
      : {}),
    ...(field.lang ? { lang: field.lang } : {}),
    // A row's cells are drawn as lines of text, rich text too (a facility's description).
    ...(field.kind === 'rows'
      ? {
          columns: field.cells.map((cell) => ({
            name: cell.name,
            label: cell.label,
            kind: 'text' as const,
            ...(cell.required ? { required: true } : {}),
          })),
        }
      : {}),
  };
}

/**
 * The form's fields of these described ones, under their form's keys, in the order named. A
 * field of tables gives a field of rows per table, under each table's key: the form that holds
 * it types those (a department's profile).
 */
export function describedFields<const Fs extends readonly Field[], const N extends string>(
  fields: Fs,
  names: readonly N[],
): {
  [K in N as FieldNamed<Fs, K>['kind'] extends 'tables' ? never : FormKeyOf<Fs, K>]: FormField<
    ValueOf<FieldNamed<Fs, K>>
  >;
} {
  return Object.fromEntries(
    names.flatMap((name) => {
      const field = fields.find((one) => one.name === name);
      if (!field) throw new Error(`No field '${name}' is described`);
      const each = field.kind === 'tables' ? field.tables : [field];
      return each.map((one) => [one.formKey, { ...controlOf(one), value: valueOf(one) }]);
    }),
  ) as never;
}

/** The values' schemas of these described fields, under their form's keys (a form of its own). */
export function describedValues<const Fs extends readonly Field[]>(
  fields: Fs,
): { [F in Fs[number] as F['formKey']]: ValueOf<F> } {
  return Object.fromEntries(fields.map((field) => [field.formKey, valueOf(field)])) as never;
}
