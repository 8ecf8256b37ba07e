import type { Db } from '../../../db/database.ts';
import { entityDef } from '../../content/entities.ts';
import { ACTION_WORDS, untilActionOf } from '../../schedule/schedule-item.ts';
import { typedTime, timeWords, zoneWords } from '../../schedule/schedule-time.ts';
import {
  lastRunOf,
  waitingOf,
  waitingOfEntity,
  type ScheduleRow,
} from '../../schedule/schedules.repository.ts';

/** What the editor says and offers of an item's schedule (decision 088). */
export interface ScheduleView {
  /** The zone's name, for the hint: 'India Standard Time'. */
  zone: string;
  /** The label of the until field ('Unpublish at', 'Close at'), or null: the item has none. */
  untilLabel: string | null;
  /** Each waiting change in words: 'Scheduled to publish at 10:00, 30 Nov 2026 (…), by office'. */
  waiting: string[];
  /** The fields' values: the waiting times as the fields take them. */
  typed: { publish_at: string; until_at: string };
  /** What came of the last change that ran, in words. */
  last: string | null;
}

const studioId = (key: string | null) => (key && /^s\d+$/.test(key) ? Number(key.slice(1)) : null);

/** A waiting change in words, as the item and the lists say it. */
export function waitingWords(row: Pick<ScheduleRow, 'action' | 'due_at'>, timeZone: string) {
  return `Scheduled to ${ACTION_WORDS[row.action].doing} at ${timeWords(row.due_at, timeZone)} (${zoneWords(timeZone)})`;
}

async function usernames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('studio_users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The item's schedule for its editor; an item never saved has none yet. */
export async function scheduleView(
  db: Db,
  entity: string,
  key: string | null,
  timeZone: string,
): Promise<ScheduleView> {
  const def = entityDef(entity);
  const until = def ? untilActionOf(def) : null;
  const id = studioId(key);
  const [waiting, last] = id
    ? await Promise.all([waitingOf(db, id), lastRunOf(db, id)])
    : [[], undefined];
  const names = await usernames(
    db,
    [...waiting, ...(last ? [last] : [])].map((row) => row.scheduled_by),
  );
  const by = (row: ScheduleRow) => names.get(row.scheduled_by) ?? 'an account since removed';
  const typedOf = (action: string) => {
    const row = waiting.find((one) => one.action === action);
    return row ? typedTime(row.due_at, timeZone) : '';
  };
  return {
    zone: zoneWords(timeZone),
    untilLabel: until ? ACTION_WORDS[until].field : null,
    waiting: waiting.map((row) => `${waitingWords(row, timeZone)}, by ${by(row)}.`),
    typed: { publish_at: typedOf('publish'), until_at: until ? typedOf(until) : '' },
    last: last ? lastWords(last, timeZone, by(last)) : null,
  };
}

function lastWords(row: ScheduleRow, timeZone: string, by: string) {
  const what = `The ${ACTION_WORDS[row.action].doing} scheduled by ${by} for ${timeWords(row.due_at, timeZone)}`;
  if (row.outcome === 'done') return `${what} ran at ${timeWords(row.ran_at!, timeZone)}.`;
  return `${what} was not done: ${row.outcome?.replace(/^not done: /, '') ?? ''}`;
}

/** The waiting changes of a list's items, in words, by the item's key ('s12'). */
export async function waitingInLists(db: Db, entity: string, timeZone: string) {
  const byItem = await waitingOfEntity(db, entity);
  return Object.fromEntries(
    [...byItem].map(([id, rows]) => [`s${id}`, rows.map((row) => waitingWords(row, timeZone))]),
  );
}
