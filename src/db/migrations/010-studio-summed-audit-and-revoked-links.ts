import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Issue 34 (decision 073). The audit log sums what an outsider can repeat at will (sign-ins for
 * names that are no account, sign-ins refused by the throttle): one line per address and minute,
 * found by its `summed_as` key and counted in `count`, instead of a line each. A set-password link
 * is withdrawn (`revoked_at`) when the account's password is set another way, when the account
 * is disabled, or when a newer link is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = isPostgres(db) ? sql`text collate "C"` : 'text';
  await db.schema
    .alterTable('studio_audit')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('studio_audit').addColumn('summed_as', text).execute();
  // Unique, and null for every line that is not summed (nulls are distinct on both databases).
  await db.schema
    .createIndex('studio_audit_summed_as')
    .on('studio_audit')
    .column('summed_as')
    .unique()
    .execute();
  await db.schema.alterTable('studio_password_links').addColumn('revoked_at', text).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('studio_password_links').dropColumn('revoked_at').execute();
  await db.schema.dropIndex('studio_audit_summed_as').execute();
  await db.schema.alterTable('studio_audit').dropColumn('summed_as').execute();
  await db.schema.alterTable('studio_audit').dropColumn('count').execute();
}
