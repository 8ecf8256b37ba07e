import type { Kysely } from 'kysely';

// An event's photograph with its alt text: JSON of one Attachment, or null (most notices).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('photo', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('photo').execute();
}
