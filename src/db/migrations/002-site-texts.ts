import type { Kysely } from 'kysely';

// The college's own texts (about, history, RTI pages, …) live in the database beside the rest of
// the content, so that they change with an import and reach the pages through the API.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_texts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_texts').execute();
}
