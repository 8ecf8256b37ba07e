import type { Kysely } from 'kysely';

/**
 * A person's designation in Assamese beside the English (issue 37, decision 097): optional,
 * null where the content gives none, so every row written before reads as English only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employees').addColumn('designation_as', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('designation_as').execute();
}
