import type { Db } from '../../db/database.ts';
import { canSchedule, type ScheduleChange } from '../permissions.ts';
import type { EntityDef, Values } from '../content/entity.ts';
import { allowed, collegeToday, isRefusal, refusal } from '../content/item-checks.ts';
import { itemRefusal } from '../content/item-owner.ts';
import { refusalsLogged } from '../content/item-refusals.ts';
import { audit, saveStep } from '../content/item-save.ts';
import { isLive, loadCurrent } from '../content/item-state.ts';
import { draftOf, type StudioRow } from '../content/item-store.ts';
import type { Outcome, Refusal, SaveInput } from '../content/items.ts';
import { outcomeOf, transact } from '../content/items.repository.ts';
import { parseCollegeTime, TIME_FORMAT, timeWords, zoneWords } from './schedule-time.ts';
import { waitingOf, type ScheduleAction, type ScheduleRow } from './schedules.repository.ts';

/** The form's fields of a schedule, beside the entity's own. */
export const PUBLISH_AT = 'publish_at';
export const UNTIL_AT = 'until_at';

/** A Schedule (or Cancel schedule) of the editor: the form saved, and the item's times set. */
export interface ScheduleInput extends SaveInput {
  /** As typed, in the college's zone; '' for none. Both '' cancels what waits. */
  publishAt: string;
  untilAt: string;
  timeZone: string;
  now?: Date;
}

/**
 * What an item's "until" does, if it has one: takes it off the site, or for the admission
 * settings (one item, never off the site) turns the online-admission button off.
 */
export function untilActionOf(def: Pick<EntityDef, 'name' | 'singleton' | 'deletePublished'>) {
  if (def.name === 'admission') return 'close' as const;
  return !def.singleton && def.deletePublished ? ('unpublish' as const) : null;
}

/** The words of each change, for the form, the item, the lists and the log. */
export const ACTION_WORDS: Record<ScheduleAction, { field: string; doing: string }> = {
  publish: { field: 'Publish at', doing: 'publish' },
  unpublish: { field: 'Unpublish at', doing: 'unpublish' },
  close: { field: 'Close at', doing: 'close (button off)' },
};

/** A refusal found inside the transaction: thrown to roll back what it wrote, then answered. */
class RefusedWithin extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

type Times = Partial<Record<ScheduleAction, Date>>;

/**
 * The typed times as instants: each readable, still to come (unless it is the very time already
 * waiting, which may just have passed), the until after the publish; at least one unless
 * something waits (then none cancels it). Messages stand at their fields.
 */
function readTimes(input: ScheduleInput, until: ScheduleAction | null, waiting: ScheduleRow[]) {
  const now = input.now ?? new Date();
  const zone = zoneWords(input.timeZone, now);
  const errors: Record<string, string[]> = {};
  const times: Times = {};
  const fields: [string, ScheduleAction, string][] = [[PUBLISH_AT, 'publish', input.publishAt]];
  if (until) fields.push([UNTIL_AT, until, input.untilAt]);
  for (const [field, action, typed] of fields) {
    if (!typed.trim()) continue;
    const at = parseCollegeTime(typed, input.timeZone);
    const held = waiting.find(
      (row) => row.action === action && at && row.due_at === at.toISOString(),
    );
    if (!at)
      errors[field] = [
        `Enter a date and time like 2026-11-30 10:00 (${TIME_FORMAT}, 24-hour clock, ${zone}); “${typed.trim()}” is not one.`,
      ];
    else if (!held && at.getTime() <= now.getTime())
      errors[field] = [
        `${timeWords(at.toISOString(), input.timeZone)} has passed (it is ${timeWords(now.toISOString(), input.timeZone)} now, ${zone}): enter a time still to come.`,
      ];
    else times[action] = at;
  }
  const untilAt = until ? times[until] : undefined;
  if (times.publish && untilAt && untilAt.getTime() <= times.publish.getTime())
    errors[UNTIL_AT] = [
      `${ACTION_WORDS[until!].field} must come after Publish at (${timeWords(times.publish.toISOString(), input.timeZone)}).`,
    ];
  if (!input.publishAt.trim() && !input.untilAt.trim() && waiting.length === 0)
    errors[PUBLISH_AT] = [
      `Enter when to publish it${until ? `, or when to ${ACTION_WORDS[until].doing} it,` : ''} as ${TIME_FORMAT}.`,
    ];
  return Object.keys(errors).length ? refusal(400, errors, input.values) : times;
}

/** What a refused change would have done, for its message. */
const CHANGE_WORDS: Record<ScheduleChange, string> = {
  publish_at: 'publish',
  unpublish_at: 'unpublish',
  close_at: 'close',
  cancel_schedule: 'cancel the schedule of',
};

/** The changes of the permission table a Schedule asks for: its times, or none (a cancel). */
function changesOf(times: Times): ScheduleChange[] {
  const changes: ScheduleChange[] = [];
  if (times.publish) changes.push('publish_at');
  if (times.unpublish) changes.push('unpublish_at');
  if (times.close) changes.push('close_at');
  return changes.length ? changes : ['cancel_schedule'];
}

/** The schedule's words for the audit log: each waiting change by its field's name. */
function scheduleWords(rows: { action: ScheduleAction; due_at: string }[], timeZone: string) {
  if (!rows.length) return undefined;
  const zone = zoneWords(timeZone);
  return Object.fromEntries(
    rows.map((row) => [
      ACTION_WORDS[row.action].field,
      `${timeWords(row.due_at, timeZone)} (${zone})`,
    ]),
  );
}

/**
 * Saves the form as the item's draft (an item never saved gets its studio row so) and sets its
 * schedule to the times given, in one transaction with its audit line: the changes waiting
 * before are replaced. A refusal (a time past or unreadable, an until before the publish, an
 * unpublish of what is not on the site, a permission) writes nothing.
 */
async function schedule(db: Db, input: ScheduleInput): Promise<Outcome> {
  const { actor } = input;
  const today = collegeToday();
  const def = allowed(input.entity, actor, 'publish', input.values);
  if (isRefusal(def)) return def;
  const until = untilActionOf(def);
  const opened = input.key ? await loadCurrent(db, def, input.key, today) : undefined;
  const before = opened?.row ? await waitingOf(db, opened.row.id) : [];
  const times = readTimes(input, until, before);
  if (isRefusal(times)) return times;
  // The publish is asked above, for any change; what else each change needs, of the table.
  const refused = changesOf(times).find((change) => !canSchedule(actor, change, def.permission));
  if (refused)
    return refusal(403, {
      [refused === 'unpublish_at' || refused === 'close_at' ? UNTIL_AT : PUBLISH_AT]: [
        `Your account (${actor.role}) may not ${CHANGE_WORDS[refused]} these.`,
      ],
    });
  try {
    return await transact(db, async (trx) => {
      const saved = await saveStep(trx, def, input, today);
      if (isRefusal(saved)) throw new RefusedWithin(saved);
      const refused = await rowRefusal(trx, def, input, saved.row, times);
      if (refused) throw new RefusedWithin(refused);
      const waiting = await waitingOf(trx, saved.row.id);
      await trx
        .deleteFrom('studio_schedules')
        .where('item_id', '=', saved.row.id)
        .where('ran_at', 'is', null)
        .execute();
      const now = new Date().toISOString();
      const rows = (Object.entries(times) as [ScheduleAction, Date][]).map(([action, at]) => ({
        ...{ entity: def.name, item_id: saved.row.id, action, due_at: at.toISOString() },
        ...{ scheduled_by: actor.id, scheduled_at: now },
      }));
      if (rows.length) await trx.insertInto('studio_schedules').values(rows).execute();
      await audit(
        trx,
        actor,
        rows.length ? 'schedule' : 'cancel schedule',
        def,
        saved.row,
        scheduleWords(waiting, input.timeZone),
        scheduleWords(rows, input.timeZone),
      );
      return outcomeOf(trx, def, saved.row, today);
    });
  } catch (error) {
    if (error instanceof RefusedWithin) return error.refusal;
    throw error;
  }
}

/** The saved item's own refusals: whose it is, and an unpublish of what will not be on the site. */
async function rowRefusal(
  db: Db,
  def: EntityDef,
  input: ScheduleInput,
  row: StudioRow,
  times: Times,
): Promise<Refusal | null> {
  const standing = { row, publicId: row.public_id, published: undefined, draft: draftOf(row) };
  const notYours = await itemRefusal(db, def, input.actor, 'publish', standing, input.values);
  if (notYours) return notYours;
  if (times.unpublish && !times.publish && !isLive(row.status as never))
    return refusal(
      400,
      {
        [UNTIL_AT]: [
          `This ${def.label.one.toLowerCase()} is not on the public site: enter a Publish at too, or publish it first.`,
        ],
      },
      input.values as Values,
    );
  return null;
}

/** The store's Schedule, its refusals logged as every write's are (decision 074). */
export const scheduleItem = refusalsLogged('schedule', schedule);
