import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import { findUserById } from '../auth/users.repository.ts';
import { entityDef } from '../content/entities.ts';
import { collegeToday } from '../content/item-checks.ts';
import { itemTitle, reasonOf } from '../content/item-refusals.ts';
import { titleOf } from '../content/item-save.ts';
import { loadCurrent } from '../content/item-state.ts';
import type { Actor, Outcome } from '../content/items.ts';
import { publishWithin, unpublishWithin } from '../content/items.repository.ts';
import { ACTION_WORDS } from './schedule-item.ts';
import { timeWords, zoneWords } from './schedule-time.ts';
import { claim, dueAt, type ScheduleRow } from './schedules.repository.ts';

/** What one pass found: how many changes it ran, how many were not done (with why). */
export interface SchedulePass {
  done: number;
  notDone: number;
}

/** Changes taken by one pass at most: a backlog (the studio was down) is worked off pass by pass. */
const PER_PASS = 20;

/** Why a change was not done, found inside its transaction: thrown to roll back what it wrote. */
class NotDone extends Error {}

/**
 * Runs the changes whose time has come by `now` (decision 088). Each in a transaction of its
 * own that first claims it (ran_at) and then carries it out with the store's own publish or
 * unpublish, as the account that scheduled it, so that on several copies over one PostgreSQL
 * exactly one runs it. A change that cannot be done (the account disabled, its permission gone,
 * the item gone, the store's refusal) or that fails is marked with why, once: never tried again.
 */
export async function runDueSchedules(db: Db, now: Date, timeZone: string): Promise<SchedulePass> {
  const pass: SchedulePass = { done: 0, notDone: 0 };
  for (const row of await dueAt(db, now, PER_PASS)) {
    const result = await runOne(db, { ...row, due_at: dueWords(row.due_at, timeZone) }, now);
    if (result === 'done') pass.done += 1;
    if (result === 'not done') pass.notDone += 1;
  }
  return pass;
}

async function runOne(db: Db, row: ScheduleRow, now: Date) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, row.id, now, 'done'))) return 'taken' as const;
      const { actor, title } = await carryOut(trx, row);
      await recordAudit(trx, line(row, actor, `scheduled ${row.action} ran`, title), now);
      return 'done' as const;
    });
  } catch (error) {
    // Rolled back: nothing of it stands. Marked in a transaction of its own, if still waiting.
    const reason = error instanceof NotDone ? error.message : `It failed: ${messageOf(error)}`;
    return db.transaction().execute(async (trx) => {
      if (!(await claim(trx, row.id, now, `not done: ${reason}`))) return 'taken' as const;
      const user = await findUserById(trx, row.scheduled_by);
      const who = { id: row.scheduled_by, username: user?.username ?? '(gone)' };
      await recordAudit(
        trx,
        {
          ...line(row, who, `scheduled ${row.action} not done`, await titleOfItem(trx, row)),
          reason,
        },
        now,
      );
      return 'not done' as const;
    });
  }
}

/** The audit line of a change that ran, or was not done: whose it was, and for when. */
function line(
  row: ScheduleRow,
  actor: { id: number; username: string },
  action: string,
  title: string | null,
) {
  return {
    userId: actor.id,
    username: actor.username,
    action,
    entity: row.entity,
    item: `s${row.item_id}`,
    after: { [ACTION_WORDS[row.action].field]: row.due_at },
    address: '',
    title,
  };
}

/** What the item is called, for a line of a change not done (it may be gone). */
const titleOfItem = (db: Db, row: ScheduleRow) =>
  itemTitle(db, row.entity, `s${row.item_id}`).catch(() => null);

/** The change, as its account, in the claim's transaction; throws NotDone with why it was not. */
async function carryOut(db: Db, row: ScheduleRow) {
  const user = await findUserById(db, row.scheduled_by);
  if (!user) throw new NotDone('the account that scheduled it no longer exists.');
  if (user.disabled)
    throw new NotDone(`the account ${user.username} that scheduled it is disabled.`);
  const def = entityDef(row.entity);
  const current = def && (await loadCurrent(db, def, `s${row.item_id}`, collegeToday()));
  if (!def || !current?.row) throw new NotDone('the item is no longer in the studio.');
  const actor: Actor = {
    id: user.id,
    username: user.username,
    role: user.role,
    dept_code: user.dept_code,
    person_id: user.person_id,
    address: '',
  };
  const item = { entity: def.name, key: `s${row.item_id}`, version: current.version, actor };
  let outcome: Outcome;
  if (row.action === 'publish') outcome = await publishWithin(db, item);
  else if (row.action === 'unpublish') outcome = await unpublishWithin(db, item);
  // The admission's button off: its settings published as the draft stands, unticked.
  else
    outcome = await publishWithin(db, {
      ...item,
      values: { ...current.draft.values, status: false },
    });
  if (!outcome.ok) throw new NotDone(reasonOf(outcome));
  return { actor, title: titleOf(def, outcome.item.values) };
}

/** The change's time as the log says it: the college's clock, with the zone's name. */
const dueWords = (at: string, timeZone: string) =>
  `${timeWords(at, timeZone)} (${zoneWords(timeZone)})`;

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);

/** A running scheduler: stop() ends its passes, after the one under way. */
export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Runs a pass every `everyMs` in the studio's process, whether anyone is signed in or not. A
 * pass that fails (the database away) is logged and the next one tries again; passes never
 * overlap. `clock` is injected by tests.
 */
export function startScheduler(
  db: Db,
  {
    everyMs,
    timeZone,
    log,
    clock = () => new Date(),
  }: {
    everyMs: number;
    timeZone: string;
    log: { error(message: string): void; info(message: string): void };
    clock?: () => Date;
  },
): Scheduler {
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const { done, notDone } = await runDueSchedules(db, clock(), timeZone);
      if (done || notDone) log.info(`Schedule: ${done} change(s) done, ${notDone} not done.`);
    } catch (error) {
      log.error(`Schedule: the pass failed (${messageOf(error)}); trying again.`);
    }
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = pass().finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
