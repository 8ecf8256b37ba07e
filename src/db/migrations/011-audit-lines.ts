import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Lines of the audit log that tell the truth and cannot be buried (issue 34, decision 074): the
// item's title when the line was written, why a write was refused, how many times the same
// thing happened (identical refusals summed per account, reason and minute), and the key that
// sums them. Sign-in lines (migration 010) may have added `count` and `reason` already: each
// column is added only when missing, so the two migrations stand in either order of writing.
const COLUMNS = [
  ['title', 'text'],
  ['reason', 'text'],
  ['count', 'integer not null default 1'],
  ['tally', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables();
  const audit = tables.find((table) => table.name === 'studio_audit');
  const has = new Set(audit?.columns.map((column) => column.name));
  const text = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  for (const [name, type] of COLUMNS) {
    if (has.has(name)) continue;
    const kind = type === 'text' ? text : sql.raw(type);
    await sql`alter table studio_audit add column ${sql.ref(name)} ${kind}`.execute(db);
  }
  // One line per tally: a refusal like one already written this minute adds to its count.
  await db.schema
    .createIndex('studio_audit_tally')
    .ifNotExists()
    .on('studio_audit')
    .column('tally')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('studio_audit_tally').ifExists().execute();
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('studio_audit').dropColumn(name).execute();
}
