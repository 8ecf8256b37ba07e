import { z } from 'zod';
import type { Attachment } from '../../../contract/schemas/common.ts';
import { importantFileRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { ImportantFilesTable } from '../../../db/schema.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { fileSpecs, html, requiredText } from '../fields.ts';
import { attachmentsOf, filesOf, specOf } from '../item-files.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

const importantFileForm = form({
  title: { label: 'Title', kind: 'text', required: true, value: requiredText('a title') },
  description: { label: 'Description', kind: 'html', value: html('the description') },
  attachments: { label: 'Files', kind: 'attachments', accept: 'any', value: fileSpecs() },
});
const schema = z.object(importantFileForm.shape);
type ImportantFileForm = z.output<typeof schema>;

function snapshotOf(row: ImportantFilesTable): Snapshot<ImportantFileForm> {
  const attachments = JSON.parse(row.upload_info) as Attachment[];
  return {
    values: {
      title: row.title,
      description: row.description,
      attachments: attachments.map(specOf),
    },
    files: filesOf(attachments),
  };
}

const rowOf = (id: number, { values, files }: Snapshot<ImportantFileForm>) =>
  importantFileRow(id, { ...values, attachments: attachmentsOf({ files }, values.attachments) });

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
