import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Publish and unpublish at a set time (issue 36, decision 088): one row per scheduled change of
// a studio item, run once by whichever copy of the studio claims it first (ran_at), with what
// came of it (outcome). Times are UTC instants as ISO text, which sort as they compare.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';
  const text = pg ? sql`text collate "C"` : 'text';
  await db.schema
    .createTable('studio_schedules')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('entity', text, (c) => c.notNull())
    // studio_items.id: scheduling saves an item's draft first, so it always has one.
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // publish | unpublish | close (the admission's button off)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('due_at', text, (c) => c.notNull())
    .addColumn('scheduled_by', 'integer', (c) => c.notNull())
    .addColumn('scheduled_at', text, (c) => c.notNull())
    .addColumn('ran_at', text)
    .addColumn('outcome', text)
    .execute();
  // What is due: the scheduler's one query, every few seconds.
  await db.schema
    .createIndex('studio_schedules_due')
    .on('studio_schedules')
    .columns(['ran_at', 'due_at'])
    .execute();
  // One waiting change of each kind per item: a second Schedule replaces the first.
  await sql`create unique index studio_schedules_waiting on studio_schedules (item_id, action) where ran_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_schedules').ifExists().execute();
}
