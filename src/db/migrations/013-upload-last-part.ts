import { sql, type Kysely } from 'kysely';

/**
 * When an upload in parts last moved (decision 071): an upload idle for minutes makes room for
 * another of the same account, and one idle for an hour is given up, rather than a day after
 * it started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('studio_uploads')
    .addColumn('touched_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update studio_uploads set touched_at = created_at`.execute(db);
  await db.schema
    .createIndex('studio_uploads_user')
    .on('studio_uploads')
    .columns(['user_id', 'touched_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('studio_uploads_user').execute();
  await db.schema.alterTable('studio_uploads').dropColumn('touched_at').execute();
}
