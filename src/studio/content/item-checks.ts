import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import { can, type Action } from '../permissions.ts';
import { entityDef } from './entities.ts';
import type { EntityDef, Snapshot, Values } from './entity.ts';
import { LIMITS } from './fields.ts';
import { resolveFiles } from './item-files.ts';
import type { Current } from './item-state.ts';
import type { StudioRow } from './item-store.ts';
import type { Actor, EntityName, Refusal } from './items.ts';

/** The college's time, for saying when someone saved. */
const TIME_ZONE = 'Asia/Kolkata';

export const refusal = (
  status: Refusal['status'],
  fieldErrors: Record<string, string[]>,
  values: Values = {},
): Refusal => ({ ok: false, status, fieldErrors, values });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as Refusal).ok === false;

export const notFound = (values?: Values) =>
  refusal(
    404,
    { '': ['There is no such item: it may have been removed, or the address is wrong.'] },
    values,
  );

/** What each action is called in a refusal: 'may not publish …'. */
export const VERBS: Record<Action, string> = {
  read: 'see',
  create: 'add',
  update: 'change',
  publish: 'publish',
  delete: 'unpublish',
};

/**
 * The permission table's answer for this action, for the entity and for what the values say
 * (a notice's kind): a 403 naming the field, or null. Checked by every operation, so a forged
 * request gets no further than the screens would let it.
 */
export function accessRefusal(
  def: EntityDef,
  actor: Actor,
  action: Action,
  values: Values = {},
): Refusal | null {
  const role = `Your account (${actor.role})`;
  if (!can(actor, action, def.permission))
    return refusal(
      403,
      { '': [`${role} may not ${VERBS[action]} ${def.label.many.toLowerCase()}.`] },
      values,
    );
  const access = def.access?.(values);
  if (access && !can(actor, action, access.entity, access.owner))
    return refusal(
      403,
      { [access.field]: [`${role} may not ${VERBS[action]} this kind of item.`] },
      values,
    );
  return null;
}

/** The college's day, for new forms and a text's "last updated". */
export const collegeToday = () => todayIso(TIME_ZONE);

/** The entity, if the actor may do this to it at all (and to these values); else a refusal. */
export function allowed(
  name: EntityName,
  actor: Actor,
  action: Action,
  values?: Values,
): EntityDef | Refusal {
  const def = entityDef(name);
  if (!def) return notFound(values);
  return accessRefusal(def, actor, action, values) ?? def;
}

/** A form field's name as Conform writes it: members[0].name, photo.alt. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
    .join('');

function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

/**
 * The values parsed by the entity's schema, their files found (uploaded here, or the item's
 * own), and the entity's own checks (a code already taken): a snapshot to store, or a 400 with
 * every problem at its field and the values as sent.
 */
export async function validate(
  db: Db,
  def: EntityDef,
  actor: Actor,
  raw: Values,
  current: Current,
): Promise<Snapshot | Refusal> {
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) return refusal(400, errorsOf(parsed.error.issues), raw);
  const values = parsed.data;
  const tooLarge = itemSizeProblem(def, values);
  if (tooLarge) return refusal(400, tooLarge, raw);
  const known = { ...current.published?.files, ...current.draft.files };
  const { files, errors } = await resolveFiles(db, def.fields(actor), values, known);
  if (Object.keys(errors).length) return refusal(400, errors, raw);
  const taken = await def.check?.(db, values, current.publicId);
  if (taken) return refusal(400, taken, raw);
  return { values, files };
}

/**
 * Each field within its maximum, the item as a whole within LIMITS.itemBytes (decision 071): past
 * it, the message stands at its largest field, the one to shorten.
 */
function itemSizeProblem(def: EntityDef, values: Values): Record<string, string[]> | null {
  const bytes = Buffer.byteLength(JSON.stringify(values));
  if (bytes <= LIMITS.itemBytes) return null;
  const sizes = Object.entries(values).map(
    ([name, value]) => [name, Buffer.byteLength(JSON.stringify(value) ?? '')] as const,
  );
  const [largest = ''] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a), ['', -1] as const);
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
  return {
    [largest]: [
      `Everything in this ${def.label.one.toLowerCase()} together comes to ${kb(bytes)}; it may ` +
        `be at most ${kb(LIMITS.itemBytes)}. Shorten this, the longest part, or put it in an attached PDF.`,
    ],
  };
}

/** Someone saved since the form was opened: who and when, and nothing of this one is kept. */
export function conflict(row: StudioRow | undefined, values: Values): Refusal {
  const who = row ? row.updated_by : 'Someone';
  const when = row ? format(new TZDate(row.updated_at, TIME_ZONE), "d MMM yyyy 'at' HH:mm") : '';
  return refusal(
    409,
    {
      '': [
        `${who} saved this item${when ? ` on ${when}` : ''} after you opened it, so your changes were not saved. ` +
          'They are still in the form: open the item again to see the new version, then make your changes there.',
      ],
    },
    values,
  );
}

/** Two forms' values are the same (a second click, a resent form). */
export const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);
