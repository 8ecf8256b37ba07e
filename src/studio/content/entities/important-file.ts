import { z } from 'zod';
import type { ColumnsOf } from '../../../entities/field.ts';
import { IMPORTANT_FILE_FIELDS } from '../../../entities/important-files.ts';
import type { Db } from '../../../db/database.ts';
import type { ImportantFilesTable } from '../../../db/schema.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

const NAMES = IMPORTANT_FILE_FIELDS.map((field) => field.name);
const importantFileForm = form(describedFields(IMPORTANT_FILE_FIELDS, NAMES));
const schema = z.object(importantFileForm.shape);
type ImportantFileForm = z.output<typeof schema>;

const snapshotOf = (row: ImportantFilesTable) =>
  snapshotOfRow(IMPORTANT_FILE_FIELDS, NAMES, row) as Snapshot<ImportantFileForm>;

/** The importer's row (content/described.ts) of the form's values. */
const rowOf = (id: number, snapshot: Snapshot<ImportantFileForm>) => ({
  id,
  ...(columnsOfForm(IMPORTANT_FILE_FIELDS, NAMES, snapshot) as ColumnsOf<
    typeof IMPORTANT_FILE_FIELDS
  >),
});

const write = (db: Db, snapshot: Snapshot<ImportantFileForm>, publicId: string | null) =>
  writeNumberedRow(db, 'important_files', ['important_file'], publicId, (id) =>
    rowOf(id, snapshot),
  );

export const importantFile = defineEntity<ImportantFileForm>({
  name: 'important_file',
  permission: 'important_file',
  label: { one: 'Important file', many: 'Important files' },
  singleton: false,
  fields: importantFileForm.fields,
  schema,
  blank: () => ({ attachments: [] }),
  summary: (v) => ({
    title: v.title,
    date: null,
    detail: `${v.attachments.length} file${v.attachments.length === 1 ? '' : 's'}`,
  }),
  listPublished: async (db) =>
    (await db.selectFrom('important_files').selectAll().orderBy('id', 'desc').execute()).map(
      (row) => ({ publicId: String(row.id), snapshot: snapshotOf(row) }),
    ),
  readPublished: async (db, publicId) => {
    const row = await db
      .selectFrom('important_files')
      .selectAll()
      .where('id', '=', Number(publicId))
      .executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: write,
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'important_files', publicId),
  publicUrl: () => '/importantfile',
});
