import { data } from 'react-router';
import type { Db } from '../../../db/database.ts';
import { storeFile } from '../../content/files.ts';
import type { Actor, Item, Outcome, Refusal } from '../../content/items.ts';
import { PROFILE, openProfile, profileKey } from '../../content/profile/profile-edits.ts';
import { findPerson } from '../../content/profile/profile-rows.ts';
import { signedInActor } from './actor.server.ts';
import { orRefused } from './entity.server.ts';
import { removeName, uploadName } from './form-names.ts';
import { gateOfWrite } from './refused-write.server.ts';

/** The person of a /profiles/:personId address; anything but a plain id is not an address. */
export function personIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || !Number.isSafeInteger(id))
    throw data('There is no such profile.', { status: 404 });
  return id;
}

/**
 * The profile an address names, opened by the store for the signed-in member of staff: someone
 * else's (a teacher's colleague) is the store's 403, thrown, so the screen shows nothing of it;
 * a write refused so (`action`: what it tried) is a line of the audit log.
 */
export async function profileFor(
  context: unknown,
  request: Request,
  personIdParam?: string,
  action = 'save',
) {
  const signed = signedInActor(context, request);
  const personId = personIdOf(personIdParam);
  const tried = { action, entity: PROFILE, item: profileKey(personId) };
  const { item } = await gateOfWrite(context, request, tried, async () =>
    orRefused(await openProfile(signed.db, signed.actor, personId, signed.studio.today)),
  );
  const person = await findPerson(signed.db, personId);
  return {
    ...signed,
    personId,
    item,
    homeDept: person?.home_dept_code ?? '',
    live: person?.live_now === 1,
  };
}

/** The form's version (what the screen showed), 0 when missing. */
export const versionOf = (form: FormData) => Number(form.get('version') ?? 0) || 0;

/**
 * A file input's upload stored at once (so a refusal keeps it as a hidden value), or the spec
 * the form held (unless its Remove box is ticked); the refusal of a bad file, in words.
 */
export async function takeOneFile(
  db: Db,
  form: FormData,
  field: string,
  actor: Actor,
  accept: 'any' | 'pdf',
): Promise<{ spec: string; error?: string }> {
  const held = String(form.get(field) ?? '');
  const removed = form.getAll(removeName(field)).map(String).includes(held);
  const upload = form.get(uploadName(field));
  if (upload instanceof File && upload.size > 0) {
    const stored = await storeFile(db, {
      bytes: Buffer.from(await upload.arrayBuffer()),
      originalName: upload.name,
      actor,
      accept,
    });
    return stored.ok
      ? { spec: stored.file.spec }
      : { spec: removed ? '' : held, error: stored.message };
  }
  return { spec: removed ? '' : held };
}

/** What a refused step shows: its messages, with the status it was refused with. */
export function refusedAnswer<T extends object>(outcome: Refusal, extra: T) {
  const status = outcome.status === 404 ? 409 : outcome.status;
  return data({ ...extra, errors: outcome.fieldErrors }, { status });
}

export type { Item, Outcome };
