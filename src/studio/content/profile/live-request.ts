import type { Db } from '../../../db/database.ts';
import { recordAudit } from '../../audit.ts';
import { can } from '../../permissions.ts';
import { refusal } from '../item-checks.ts';
import { recordItemRefusal } from '../item-refusals.ts';
import type { Actor, Refusal } from '../items.ts';
import { profileKey } from './profile-edits.ts';
import { findPerson } from './profile-rows.ts';

/**
 * A teacher's request that their profile go live (its links on the faculty list). Going live is
 * the department head's decision (SPEC's liveNow): the teacher only asks. The request is a line
 * of the audit log ('ask-live' on the profile), which the head's screens list; nothing else
 * changes, and asking again while a request is open records nothing more.
 */
export const ASK_LIVE = 'ask-live';

export interface LiveRequest {
  askedAt: string;
  askedBy: string;
}

/** The latest request for this profile, if any. */
export async function liveRequestOf(db: Db, personId: number): Promise<LiveRequest | null> {
  const row = await db
    .selectFrom('studio_audit')
    .select(['at', 'username'])
    .where('action', '=', ASK_LIVE)
    .where('entity', '=', 'profile')
    .where('item', '=', profileKey(personId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { askedAt: row.at, askedBy: row.username } : null;
}

/** The open requests of a department's teachers (not live yet), for the head's screens. */
export async function openLiveRequests(db: Db, deptCode: string) {
  const rows = await db
    .selectFrom('studio_audit')
    .select(['item', 'at', 'username'])
    .where('action', '=', ASK_LIVE)
    .where('entity', '=', 'profile')
    .orderBy('id', 'desc')
    .execute();
  const people = await db
    .selectFrom('employees')
    .select(['id', 'name'])
    .where('home_dept_code', '=', deptCode)
    .where('live_now', '=', 0)
    .execute();
  const waiting = new Map(people.map((p) => [profileKey(p.id), p]));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const person = waiting.get(row.item);
    if (!person || seen.has(row.item)) return [];
    seen.add(row.item);
    return [{ personId: person.id, name: person.name, askedAt: row.at, askedBy: row.username }];
  });
}

/**
 * Records the teacher's request (they must be allowed to change the profile: their own); a
 * live profile, or a request already open, records nothing and says so.
 */
export async function askToGoLive(
  db: Db,
  actor: Actor,
  personId: number,
): Promise<{ ok: true; request: LiveRequest; already: boolean } | Refusal> {
  const person = await findPerson(db, personId);
  const owner = person ? { personId: person.id, deptCode: person.home_dept_code } : {};
  if (!person || !can(actor, 'update', 'profile', owner)) {
    const refused = refusal(403, {
      '': ['You may ask only for your own profile; nothing was changed.'],
    });
    await recordItemRefusal(
      db,
      actor,
      ASK_LIVE,
      { entity: 'profile', key: profileKey(personId) },
      refused,
    );
    return refused;
  }
  if (person.live_now === 1)
    return refusal(400, { '': ['Your profile is live already: nothing to ask.'] });
  return db.transaction().execute(async (trx) => {
    const open = await liveRequestOf(trx, personId);
    if (open) return { ok: true as const, request: open, already: true };
    const now = new Date();
    await recordAudit(
      trx,
      {
        userId: actor.id,
        username: actor.username,
        action: ASK_LIVE,
        entity: 'profile',
        item: profileKey(personId),
        after: { personId, name: person.name, dept_code: person.home_dept_code },
        address: actor.address,
        title: person.name,
      },
      now,
    );
    const request = { askedAt: now.toISOString(), askedBy: actor.username };
    return { ok: true as const, request, already: false };
  });
}
