import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioSchedulesTable } from '../../db/schema.ts';

/** A row of studio_schedules (decision 088). */
export type ScheduleRow = Selectable<StudioSchedulesTable>;
export type ScheduleAction = StudioSchedulesTable['action'];

/** The item's changes waiting for their time, soonest first. */
export function waitingOf(db: Db, itemId: number): Promise<ScheduleRow[]> {
  return db
    .selectFrom('studio_schedules')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('ran_at', 'is', null)
    .orderBy('due_at')
    .execute();
}

/** The item's last change that ran (or was refused when its time came). */
export function lastRunOf(db: Db, itemId: number): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('studio_schedules')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('ran_at', 'is not', null)
    .orderBy('ran_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every waiting change of an entity's items, by the item's id: what a list says of each. */
export async function waitingOfEntity(db: Db, entity: string): Promise<Map<number, ScheduleRow[]>> {
  const rows = await db
    .selectFrom('studio_schedules')
    .selectAll()
    .where('entity', '=', entity)
    .where('ran_at', 'is', null)
    .orderBy('due_at')
    .execute();
  const byItem = new Map<number, ScheduleRow[]>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  return byItem;
}

/** Changes whose time has come, oldest first, at most `limit` of them. */
export function dueAt(db: Db, now: Date, limit: number): Promise<ScheduleRow[]> {
  return db
    .selectFrom('studio_schedules')
    .selectAll()
    .where('ran_at', 'is', null)
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a waiting change for this copy, with what came of it: one statement, so of two copies
 * racing for it (PostgreSQL's row lock holds the second until the first commits, then finds it
 * taken) only one gets it. False: another copy took it, or it was cancelled.
 */
export async function claim(db: Db, id: number, now: Date, outcome: string): Promise<boolean> {
  const taken = await db
    .updateTable('studio_schedules')
    .set({ ran_at: now.toISOString(), outcome })
    .where('id', '=', id)
    .where('ran_at', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
