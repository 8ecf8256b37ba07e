import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../content/items.ts';
import { liveRequestOf } from '../../content/profile/live-request.ts';
import { findPerson } from '../../content/profile/profile-rows.ts';
import { can } from '../../permissions.ts';

/** The signed-in teacher's own profile for the dashboard: live, or asked to go live; else null. */
export async function ownProfile(db: Db, actor: Actor) {
  if (actor.person_id === null) return null;
  const person = await findPerson(db, actor.person_id);
  if (!person || !can(actor, 'update', 'profile', { personId: person.id })) return null;
  const live = person.live_now === 1;
  return { personId: person.id, live, request: live ? null : await liveRequestOf(db, person.id) };
}
