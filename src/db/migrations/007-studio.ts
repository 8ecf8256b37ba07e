import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// The studio's own tables (decision 037): accounts, sessions, sign-in throttle, audit log, the
// drafts and revisions of what staff edit, and the files they upload, held in the database so
// that every copy of a scaled-out site serves them. Dialect-neutral apart from the id and blob
// types. Content tables stay as they are: they hold what is published.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';
  const text = pg ? sql`text collate "C"` : 'text';
  const blob = pg ? 'bytea' : 'blob';

  await db.schema
    .createTable('studio_users')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('username', text, (c) => c.notNull().unique())
    .addColumn('display_name', text, (c) => c.notNull())
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('dept_code', text)
    .addColumn('person_id', 'integer')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_secret', text)
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // The 30-second step of the last code taken: a code seen once is not taken again.
    .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  // Apart from the account, as the Epic Stack keeps it: a query for users never reads a hash.
  await db.schema
    .createTable('studio_passwords')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('hash', text, (c) => c.notNull())
    .addColumn('changed_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('studio_sessions')
    // The SHA-256 of the cookie's token: a copy of the table signs nobody in.
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', text, (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', text, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('studio_sessions_user')
    .on('studio_sessions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('studio_throttle')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', text, (c) => c.notNull())
    .addColumn('blocked_until', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('studio_audit')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('at', text, (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('entity', text, (c) => c.notNull())
    .addColumn('item', text, (c) => c.notNull())
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('address', text, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('studio_audit_at').on('studio_audit').column('at').execute();
  await db.schema
    .createTable('studio_items')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('entity', text, (c) => c.notNull())
    // The published row's key in its content table (notices.id, committees.code …); null
    // while the item was never published.
    .addColumn('public_id', text)
    .addColumn('draft', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    // The form's one-time token: a second submit of the same new-item form finds this row.
    .addColumn('create_token', text, (c) => c.unique())
    .addColumn('scope', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_by', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('published_at', text)
    .execute();
  await db.schema
    .createIndex('studio_items_public')
    .on('studio_items')
    .columns(['entity', 'public_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('studio_revisions')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .addColumn('saved_by', text, (c) => c.notNull())
    .addColumn('saved_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('studio_revisions_item')
    .on('studio_revisions')
    .columns(['item_id', 'version'])
    .unique()
    .execute();
  await db.schema
    .createTable('studio_files')
    // Its path under the uploads location, served from here by every copy: 'studio/{sha256}.pdf',
    // or a phone-sized version '_variants/studio/{sha256}.jpg/400.webp' (as the importer names them).
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('mime', text, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('original_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  // An upload in parts, resumed from `received` after a broken connection; whole, it becomes a file.
  await db.schema
    .createTable('studio_uploads')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('original_name', text, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('studio_upload_parts')
    .addColumn('upload_id', text, (c) => c.notNull())
    .addColumn('offset', 'integer', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_upload_parts_pk', ['upload_id', 'offset'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'studio_upload_parts',
    'studio_uploads',
    'studio_files',
    'studio_revisions',
    'studio_items',
    'studio_audit',
    'studio_throttle',
    'studio_sessions',
    'studio_passwords',
    'studio_users',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
