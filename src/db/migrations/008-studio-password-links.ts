import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// One-time links that let a new account set its own password (issue 26, decision 056): only
// the SHA-256 of the link's token is kept, so a copy of the table sets nobody's password.
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = isPostgres(db) ? sql`text collate "C"` : 'text';
  await db.schema
    .createTable('studio_password_links')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema
    .createIndex('studio_password_links_user')
    .on('studio_password_links')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_password_links').execute();
}
