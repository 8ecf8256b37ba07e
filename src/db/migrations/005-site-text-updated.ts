import type { Kysely } from 'kysely';

// A text's own "last updated" date (front matter `updated`), which its page shows (GIGW).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_texts').addColumn('updated', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_texts').dropColumn('updated').execute();
}
