/**
 * One field of an entity, described once (decision 082): its name in the content folder and the
 * studio's form, the column that stores it, its key in the API's answer, the kind of value it
 * holds and the words a member of staff reads at it. Each layer reads the same list in its own
 * terms: the importer and the export (content/described.ts), the answers (services/answers.ts),
 * the answer's fields of ours (contract/schemas/described.ts), the studio's form and its rows
 * (studio/content/described-form.ts, described-rows.ts).
 */
export type FieldKind =
  /** A line of text; one that may be left empty is '' then, never null (but in Assamese). */
  | 'line'
  /** An e-mail address, or '' (a number the folder writes unquoted is refused). */
  | 'email'
  /** A telephone number as written, or '': the folder may write it as a YAML number. */
  | 'phone'
  /**
   * A day, YYYY-MM-DD (in the content folder also relative: 'today+5'); one that may be left
   * out is null then.
   */
  | 'date'
  /** Rich text: Markdown in the folder, cleaned HTML in the column, the answer and the form. */
  | 'html'
  /** A web address, or nothing. */
  | 'url'
  /** Yes or no: a 0/1 column, a boolean in the folder, the form and the answer. */
  | 'flag'
  /** One photograph with the words that say what it shows: a JSON column, or null. */
  | 'photo'
  /**
   * One photograph kept as a JSON list of one, or none (a person's dp): SPEC answers a list of
   * addresses, and ours the words of the first beside it.
   */
  | 'portrait'
  /**
   * One image file without words (decorative: a department's banner): a JSON column, or null;
   * answered as its address, or ''.
   */
  | 'image'
  /** A year, like 1962, or nothing: a number column, or null. */
  | 'year'
  /** Photographs, each with the words that say what it shows: a JSON list (an album). */
  | 'photos'
  /** Files and links: a JSON list. */
  | 'attachments'
  /**
   * Rows of short cells (a committee's members: name, designation): a JSON list of objects
   * keyed by each cell's column, which the answer carries as they are; the folder and the form
   * name the cells by their names. A row whose every cell is empty is dropped.
   */
  | 'rows'
  /**
   * Tables of rows kept in one JSON column, an object keyed by each table's name (a
   * department's profile): each table a field of rows (`tables`). The folder writes them under
   * the field's name, the answer carries them as stored, and the studio's form holds each
   * table as a field of its own, under its name (decision 112).
   */
  | 'tables'
  /** Plain text of several lines (a NAAC metric's question): a line but in the studio's box. */
  | 'text'
  /** A serial number as NAAC writes them (3.2.1, a file's 1): a line of digits and dots. */
  | 'serial'
  /** Short codes (a NAAC group's kinds of metrics, QlM): a JSON list; one line in the form. */
  | 'codes'
  /**
   * Yes or no written 1 or 0 in the folder, the stored value and the answer (SPEC's admission
   * status); a checkbox in the form.
   */
  | 'switch'
  /**
   * One of a list of codes (a department's stream): the code in the folder, the column and the
   * answer; a choice of them in the form.
   */
  | 'choice'
  /**
   * An object of fields of its own (`fields`: the college's map, its launch, its tour video),
   * kept only inside a JSON value (a settings row): the folder writes it under the field's name
   * as an entry of its fields, the value and the answer keep it under its column, its fields
   * under theirs. No studio form edits one (decision 119).
   */
  | 'object'
  /**
   * One file of the folder (the college's logo) kept only inside a JSON value: its attachment
   * as it is, answered as stored (the pages make its address). `alt`: a photograph that may say
   * what it shows, { file, alt } in the folder (the home page's hero).
   */
  | 'file'
  /**
   * Web addresses under names of the college's own (its social links: facebook, x): an object
   * of them in the folder, the JSON value and the answer; {} when none.
   */
  | 'links'
  /**
   * Yes or no kept as true or false inside a JSON value (the demo content's mark), as the
   * folder and the answer write it; left out of the folder when no.
   */
  | 'boolean'
  /**
   * Yes or no kept 1 or 0 in the column and the answer, as SPEC's `liveNow`, and written true
   * or false in the folder, no as well as yes (whether a person's profile is live); a checkbox
   * in the form (decision 120).
   */
  | 'toggle'
  /**
   * One document of the folder, or none (a teacher's CV), kept only inside a JSON value as a
   * list of one, as SPEC answers it: the list with each one's address ([] when none). The
   * folder names its file (or an https address); the studio's form takes one PDF (decision 120).
   */
  | 'document';

/** One cell of a field of rows: a line of text, or rich text (a facility's description). */
export interface Cell {
  /** Its name in the content folder and the studio's form. */
  readonly name: string;
  /** Its key in the stored row and the API's answer. */
  readonly column: string;
  readonly kind: 'line' | 'html';
  readonly required: boolean;
  readonly max: number | undefined;
  readonly label: string;
  readonly what: string;
  /**
   * SPEC's NumberLike (a count, an amount): a number the folder writes is kept as a number,
   * in the column and the answer, and a text as text (decision 112).
   */
  readonly number: boolean;
  /** A year, a date, a count or a page range: the public pages write its digits in their language. */
  readonly digits: boolean;
  /**
   * Whether the public pages' table has a column of it. SPEC's cells the pages never showed (a
   * newspaper article's ISBN) are kept, answered, exported and edited in the studio, not drawn.
   */
  readonly onPage: boolean;
}

/** A cell, stored under its name unless told otherwise. */
export const cell = (
  name: string,
  kind: Cell['kind'],
  options: Partial<Pick<Cell, 'column' | 'required' | 'max' | 'number' | 'digits' | 'onPage'>> &
    Pick<Cell, 'label' | 'what'>,
): Cell => ({
  name,
  kind,
  column: options.column ?? name,
  required: options.required ?? false,
  max: options.max,
  label: options.label,
  what: options.what,
  number: options.number ?? false,
  digits: options.digits ?? false,
  onPage: options.onPage ?? true,
});

export interface Field {
  readonly name: string;
  /**
   * Its key in the studio's form where that is not its name: the form named it so before it
   * was described, and the drafts saved since keep that key.
   */
  readonly formKey: string;
  readonly kind: FieldKind;
  readonly column: string;
  /** Its key in the API's answer, or null where no answer carries it. */
  readonly answer: string | null;
  /**
   * A field of ours beside SPEC's answer (docs/api-extensions.md): the answer carries it only
   * when it holds something, so an answer without it is SPEC's as it was.
   */
  readonly extension: boolean;
  readonly required: boolean;
  /**
   * An optional line whose column holds null when empty, not '' (a college text's title, as it
   * was before decision 087 said '').
   */
  readonly nullable: boolean;
  /** The language it is written in, when not English (decision 060). */
  readonly lang: 'as' | undefined;
  /**
   * Its maximum in characters (of a field of rows: rows), held by the importer and the studio
   * alike; without it a line takes the studio's maximum of its kind (LIMITS of
   * studio/content/fields.ts) and the importer none.
   */
  readonly max: number | undefined;
  /**
   * A line's one form in the studio, with an example the messages show ('Enter the session
   * like 2026-27'); the folder, written by hand before, is not held to it.
   */
  readonly format: { readonly pattern: RegExp; readonly example: string } | undefined;
  /** Of a field of rows, the cells of each row, in their order; of any other, none. */
  readonly cells: readonly Cell[];
  /**
   * Of a field of rows, whether a row keeps only the cells that hold something (SPEC's rows of
   * optional cells: an empty one is left out of the column, the answer and the folder).
   */
  readonly sparse: boolean;
  /** Of a field of tables, its tables (each a field of rows), in their order; of any other, none. */
  readonly tables: readonly Field[];
  /** Of a choice, its codes, in their order; of any other, none. */
  readonly choices: readonly string[];
  /** Of an object, its fields, in their order; of any other, none. */
  readonly fields: readonly Field[];
  /** Of a file, whether it is a photograph that may carry the words that say what it shows. */
  readonly alt: boolean;
  /** The studio's label, and the words its messages name the value by ('Enter a title'). */
  readonly label: string;
  readonly what: string;
  readonly hint: string | undefined;
}

type Options = Partial<
  Pick<
    Field,
    | 'column'
    | 'formKey'
    | 'answer'
    | 'extension'
    | 'required'
    | 'nullable'
    | 'max'
    | 'hint'
    | 'cells'
    | 'sparse'
    | 'tables'
    | 'choices'
    | 'fields'
    | 'alt'
    | 'format'
  >
> &
  Pick<Field, 'label' | 'what'> & { lang?: 'as' };

/** A field as `field()` makes it: its name, kind, column and answer key as literal types. */
export type Described<N extends string, K extends FieldKind, O extends Options> = Field & {
  name: N;
  kind: K;
  column: O extends { column: infer C extends string } ? C : N;
  formKey: O extends { formKey: infer C extends string } ? C : N;
  answer: O extends { answer: infer A } ? A : N;
  extension: O extends { extension: true } ? true : false;
  required: O extends { required: true } ? true : false;
  nullable: O extends { nullable: true } ? true : false;
  lang: O extends { lang: 'as' } ? 'as' : undefined;
  fields: O extends { fields: infer Fs extends readonly Field[] } ? Fs : readonly [];
};

/** A field, stored in the column of its name and answered under it unless told otherwise. */
export const field = <const N extends string, const K extends FieldKind, const O extends Options>(
  name: N,
  kind: K,
  options: O,
): Described<N, K, O> =>
  ({
    name,
    kind,
    column: options.column ?? name,
    formKey: options.formKey ?? name,
    answer: options.answer === undefined ? name : options.answer,
    extension: options.extension ?? false,
    required: options.required ?? false,
    nullable: options.nullable ?? false,
    lang: options.lang,
    max: options.max,
    cells: options.cells ?? [],
    sparse: options.sparse ?? false,
    tables: options.tables ?? [],
    choices: options.choices ?? [],
    fields: options.fields ?? [],
    alt: options.alt ?? false,
    format: options.format,
    label: options.label,
    what: options.what,
    hint: options.hint,
  }) as Described<N, K, O>;

/** Where a field may be left out: its column holds null then (a flag and a required date never do). */
export const isNullable = (field: Field): boolean =>
  field.kind === 'url' ||
  field.kind === 'photo' ||
  field.kind === 'image' ||
  field.kind === 'file' ||
  field.kind === 'year' ||
  field.lang === 'as' ||
  field.nullable ||
  (field.kind === 'date' && !field.required);

/** The type of a field's column, as isNullable says. */
type ColumnType<F extends Field> = F['kind'] extends 'flag' | 'switch' | 'toggle'
  ? number
  : F['kind'] extends 'year'
    ? number | null
    : F['kind'] extends 'url' | 'photo' | 'image'
      ? string | null
      : F['kind'] extends 'date'
        ? F['required'] extends true
          ? string
          : string | null
        : F['lang'] extends 'as'
          ? string | null
          : F['nullable'] extends true
            ? string | null
            : string;

/** The columns a list of fields is stored in, for the table's type (db/schema.ts). */
export type ColumnsOf<Fs extends readonly Field[]> = {
  [F in Fs[number] as F['column']]: ColumnType<F>;
};

/** A field by its name. */
export type FieldNamed<Fs extends readonly Field[], N extends string> = Extract<
  Fs[number],
  { name: N }
>;

/** A field's key in the studio's form, by its name. */
export type FormKeyOf<Fs extends readonly Field[], N extends string> = FieldNamed<Fs, N>['formKey'];

/** The fields of a list the answer carries as ours, and the kind of value of each. */
export type ExtensionsOf<Fs extends readonly Field[]> = {
  [F in Fs[number] as F['extension'] extends true ? F['answer'] & string : never]: F['kind'];
};
