import type { Kysely } from 'kysely';

// getDepartments lists every department in its order but reads only the columns of a summary.
// A department's row carries its texts (kilobytes each), so scanning the table read them all; an
// index holding the summary's columns answers the list from the index alone (an index-only scan
// in SQLite and PostgreSQL), and its first columns give the order (it replaces departments_order).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('departments_list')
    .on('departments')
    .columns(['sort_order', 'dept_code', 'dept_name', 'dept_name_as', 'stream', 'banner'])
    .execute();
  await db.schema.dropIndex('departments_order').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('departments_order')
    .on('departments')
    .columns(['sort_order'])
    .execute();
  await db.schema.dropIndex('departments_list').execute();
}
