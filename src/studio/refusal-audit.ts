import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { auditRow, oneLine } from './audit.ts';

/**
 * A refused write as the audit log keeps it (decision 074): who tried, what (the action, the
 * entity and the item) and why. `action` is what was tried ('save', 'publish', 'disable'); the
 * line's action says it was refused ('save refused').
 */
export interface RefusedWrite {
  userId: number | null;
  username: string;
  address: string;
  action: string;
  entity: string;
  item: string;
  /** What the item is called: read only when the refusal makes a new line. */
  title?: string | null | (() => Promise<string | null>);
  reason: string;
}

/**
 * Lines of refusals one account may add in a minute before the rest of that minute's are summed
 * on one line: a burst of refusals of many kinds cannot push the real work off the log's pages.
 */
export const REFUSAL_LINES_PER_MINUTE = 10;

/** The line that sums an account's refusals past REFUSAL_LINES_PER_MINUTE in a minute. */
const MORE = {
  action: 'writes refused',
  entity: '',
  item: '',
  reason: `More refusals within the minute than ${REFUSAL_LINES_PER_MINUTE} lines show.`,
};

const tallyOf = (...parts: string[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The minute of a time, 'YYYY-MM-DDTHH:MM', and the next one: a range of `at`. */
function minuteOf(now: Date): [string, string] {
  const start = now.toISOString().slice(0, 16);
  const next = new Date(Date.parse(`${start}:00.000Z`) + 60_000).toISOString().slice(0, 16);
  return [start, next];
}

/**
 * Writes the line of a refused write, outside the refused change's transaction (nothing of it
 * was kept). The same refusal of the same account within the same minute (the same action,
 * entity and reason; another item too) adds to the first line's count instead of a line of its
 * own; past REFUSAL_LINES_PER_MINUTE lines an account's minute, the rest add to one line.
 */
export async function recordRefusal(db: Db, refused: RefusedWrite, now = new Date()) {
  const [minute, next] = minuteOf(now);
  const { title, ...entry } = refused;
  const row = auditRow({ ...entry, action: `${refused.action} refused` }, now);
  const tally = tallyOf(minute, row.username, row.action, row.entity, row.reason ?? '');
  if (await addOne(db, tally)) return;
  const lines = await db
    .selectFrom('studio_audit')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('at', '>=', minute)
    .where('at', '<', next)
    .where('username', '=', row.username)
    .where('summed_as', 'is not', null)
    .executeTakeFirstOrThrow();
  const more = Number(lines.n) >= REFUSAL_LINES_PER_MINUTE;
  const named = more ? null : typeof title === 'function' ? await title() : title;
  const line = more
    ? { ...row, ...MORE, title: null, summed_as: tallyOf(minute, row.username, MORE.action) }
    : { ...row, title: named ? oneLine(named) : null, summed_as: tally };
  await db
    .insertInto('studio_audit')
    .values(line)
    // A twin written meanwhile (two copies, two requests at once): add to it.
    .onConflict((conflict) =>
      conflict
        .column('summed_as')
        .doUpdateSet({ count: sql`${sql.ref('studio_audit.count')} + 1` }),
    )
    .execute();
}

/** Adds one to the line of this tally, if there is one. */
async function addOne(db: Db, tally: string): Promise<boolean> {
  const result = await db
    .updateTable('studio_audit')
    .set({ count: sql`${sql.ref('count')} + 1` })
    .where('summed_as', '=', tally)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
