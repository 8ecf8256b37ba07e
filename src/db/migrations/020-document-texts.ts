import type { Kysely } from 'kysely';

// The text of the content's PDFs, page by page, extracted at import and at upload for the site's
// search (decision 094). Derived from the files, as the images' versions are: a content table,
// replaced by every import.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_texts')
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_texts_pk', ['file', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_texts').ifExists().execute();
}
