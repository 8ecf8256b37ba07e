import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Lines of the audit log that tell the truth (issue 34, decision 074): the item's title when the
// line was written, and why a write or a sign-in was refused. Refusals repeated within a minute
// are summed through migration 010's `count` and `summed_as`.
const COLUMNS = ['title', 'reason'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const text = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  for (const name of COLUMNS)
    await sql`alter table studio_audit add column ${sql.ref(name)} ${text}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...COLUMNS].reverse())
    await db.schema.alterTable('studio_audit').dropColumn(name).execute();
}
