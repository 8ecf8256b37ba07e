import type { Kysely } from 'kysely';

/**
 * Content in Assamese beside the English (decision 060): optional, null where the content gives
 * none, so every row written before reads as English only and English answers do not change.
 */
const COLUMNS = [
  ['notices', 'title_as'],
  ['notices', 'description_as'],
  ['site_texts', 'title_as'],
  ['site_texts', 'body_as'],
  ['departments', 'department_about_as'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse())
    await db.schema.alterTable(table).dropColumn(column).execute();
}
