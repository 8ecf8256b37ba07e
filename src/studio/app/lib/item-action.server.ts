import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { Db } from '../../../db/database.ts';
import type { Actor, EntityView, Item, Outcome, Refusal } from '../../content/items.ts';
import {
  entitySchema,
  getItem,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../content/items.repository.ts';
import { studioContext } from '../../context.ts';
import { PUBLISH_AT, scheduleItem, UNTIL_AT } from '../../schedule/schedule-item.ts';
import { signedInActor } from './actor.server.ts';
import type { FileFacts } from './file-facts.ts';
import { publicKey } from '../../content/item-state.ts';
import { undoUnpublish } from '../../content/item-undo.ts';
import { takeFiles } from './form-files.server.ts';
import { itemPlace } from './form-identity.ts';
import { wrongForm } from './form-identity.server.ts';
import { INTENTS, type Intent } from './form-names.ts';
import { recordRefusedWrite, writableView } from './refused-write.server.ts';
import { whenText } from './when-text.ts';
import { lower } from './words.ts';
import { readForm } from './read-form.server.ts';

/** What the editor gets back when it is shown again: the reply, and what keeps the form whole. */
export interface ItemActionData {
  /** The form's reply; none when what was refused was an Undo (the form stays as it was). */
  result?: SubmissionResult<string[]>;
  version: number;
  createToken: string;
  /** Files stored by this post, kept as hidden values until the item is saved. */
  files: Record<string, FileFacts>;
  /** Asked before acting (without JavaScript): the form again, with the question. */
  confirm?: 'unpublish';
  /** Why an Undo was refused. */
  undoRefused?: string;
  /** The control that keeps the keyboard's focus after a photo list's button (Move up, Turn). */
  focus?: string;
}

type Acting = Exclude<Intent, 'unpublish' | 'keep'>;
const CONFIRMATION: Record<Acting, string> = {
  save: 'saved=1',
  preview: 'saved=1&preview=1',
  publish: 'published=1',
  'confirm-unpublish': 'unpublished=1',
  schedule: 'scheduled=1',
  unschedule: 'unscheduled=1',
};

/**
 * The editor's one action, for a new item and an existing one: the form's `opened` checked
 * against the item first (decision 070), then files (stored at once), then the values validated
 * with the entity's schema, then the store (Publish saves and publishes in one step; Unpublish,
 * once confirmed, saves first, then takes it off the site; its Undo puts back what it took off);
 * a refusal shows the form again with every message at its field and everything typed or
 * uploaded kept; a success redirects to the editor with its confirmation (POST-redirect-GET).
 */
export async function itemAction({ context, request, params }: ActionFunctionArgs) {
  const { db, actor } = signedInActor(context, request);
  const tried = { action: 'save', entity: params.entity ?? '', item: params.key ?? 'new' };
  const view = await writableView(context, request, tried, actor);
  const schema = entitySchema(view.name, actor);
  if (!schema) throw data('There is no such kind of content in the studio.', { status: 404 });
  const key = params.key ?? null;
  const form = await readForm(request);
  const sent = String(form.get('intent') ?? 'save');
  const intent: Intent = (INTENTS as readonly string[]).includes(sent) ? (sent as Intent) : 'save';
  let version = Number(form.get('version') ?? 0) || 0;
  const createToken = String(form.get('createToken') ?? '');

  // An item this member of staff may not see is refused as such (403) before anything else.
  const readable = key === null ? null : await getItem(db, view.name, key, actor);
  if (readable && !readable.ok) {
    if (readable.status === 404) throw data('There is no such item.', { status: 404 });
    const reason = Object.values(readable.fieldErrors).flat().join(' ');
    await recordRefusedWrite(context, { action: intent, entity: view.name, item: key!, reason });
    throw data(reason, { status: readable.status });
  }
  // A form opened on another item (or never loaded with one) changes nothing: it comes back
  // with what was typed and why, before any file it carries is stored.
  const wrong = wrongForm(form, placesOf(view.name, readable?.item));
  if (wrong && sent === 'undo-unpublish')
    return data<ItemActionData>(
      { version, createToken, files: {}, undoRefused: wrong.message },
      { status: wrong.status },
    );
  if (wrong)
    return data<ItemActionData>(
      {
        result: parseWithZod(form, { schema }).reply({ formErrors: [wrong.message] }),
        version,
        createToken,
        files: {},
      },
      { status: wrong.status },
    );

  if (sent === 'undo-unpublish') return undo(db, view, key, version, actor);

  const { uploadsDir } = studioContext(context).config;
  const taken = await takeFiles(db, form, view, actor, { uploadsDir });
  // A photo list's button (Move up, Turn, Crop) changed the list: the form comes back with it,
  // nothing saved, as after a Conform list intent; sent as Conform's update of the field, so
  // that the form in the browser takes the list on as well.
  if (taken.photoEdit && Object.keys(taken.fieldErrors).length === 0)
    taken.values.set(
      '__intent__',
      JSON.stringify({
        type: 'update',
        payload: { name: taken.photoEdit.field, value: taken.photoEdit.value },
      }),
    );
  const submission = parseWithZod(taken.values, { schema });
  const answer = (
    status: number,
    errors?: Record<string, string[]>,
    more?: { confirm: 'unpublish' },
  ) =>
    data<ItemActionData>(
      {
        result: submission.reply(errors ? splitErrors(errors) : {}),
        version,
        createToken,
        files: taken.stored,
        ...(taken.photoEdit?.focus ? { focus: taken.photoEdit.focus } : {}),
        ...more,
      },
      { status },
    );

  const fileErrors = Object.keys(taken.fieldErrors).length ? taken.fieldErrors : undefined;
  // A Conform list intent (add or remove a row) without JavaScript: the form again, changed.
  if (submission.status === undefined && !fileErrors) return answer(200);
  if (submission.status !== 'success' || fileErrors) return answer(400, fileErrors);
  // Without JavaScript, Unpublish asks first: the form again, as typed, with the question;
  // "No" (keep) is the form again without it. Nothing is saved either way.
  if (intent === 'unpublish') return answer(200, undefined, { confirm: 'unpublish' });
  if (intent === 'keep') return answer(200);

  const change = {
    entity: view.name,
    key,
    version,
    createToken: key === null ? createToken || null : null,
    values: submission.value as Record<string, unknown>,
    actor,
  };
  const scheduling = intent === 'schedule' || intent === 'unschedule';
  let outcome: Outcome = scheduling
    ? await scheduleItem(db, {
        ...change,
        ...scheduleTimes(form, intent),
        timeZone: studioContext(context).config.timeZone,
      })
    : intent === 'publish'
      ? await publishItem(db, change)
      : await saveItem(db, change);
  if (outcome.ok && intent === 'confirm-unpublish') {
    const saved = outcome.item;
    outcome = await unpublishItem(db, { ...change, key: saved.key, version: saved.version });
    // Saved but still published: the form carries the saved version on.
    if (!outcome.ok) version = saved.version;
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw data('There is no such item.', { status: 404 });
    const zone = studioContext(context).config.timeZone;
    const refusal = await explainConflict(db, view, key, actor, outcome, zone);
    if (refusal.version !== undefined) version = refusal.version;
    return answer(refusal.status, refusal.fieldErrors);
  }
  return redirect(`/items/${view.name}/${outcome.item.key}?${CONFIRMATION[intent]}`);
}

/** The schedule's times as typed (decision 088); Cancel schedule sends none. */
function scheduleTimes(form: FormData, intent: 'schedule' | 'unschedule') {
  const typed = (name: string) =>
    intent === 'schedule' ? String(form.get(name) ?? '').slice(0, 100) : '';
  return { publishAt: typed(PUBLISH_AT), untilAt: typed(UNTIL_AT) };
}

/** Undo, right after an Unpublish: what it took off the site is published again. */
async function undo(db: Db, view: EntityView, key: string | null, version: number, actor: Actor) {
  const outcome = key
    ? await undoUnpublish(db, { entity: view.name, key, version, actor })
    : ({ ok: false, status: 404, fieldErrors: {}, values: {} } as Refusal);
  if (outcome.ok) return redirect(`/items/${view.name}/${outcome.item.key}?republished=1`);
  if (outcome.status === 404) throw data('There is no such item.', { status: 404 });
  return data<ItemActionData>(
    {
      version,
      createToken: '',
      files: {},
      undoRefused: Object.values(outcome.fieldErrors).flat().join(' '),
    },
    { status: outcome.status },
  );
}

/**
 * The places a form of this item may have been opened on: a new item's, or the item's by its key
 * now and by its public key (an item published before the studio first saved it was `p12`, and
 * is `s3` since: a form opened before that save is the same item's, its version tells the rest).
 */
function placesOf(entity: string, item: Item | undefined): string[] {
  if (!item) return [itemPlace(entity, null)];
  const keys = [item.key, item.publicId === null ? item.key : publicKey(item.publicId)];
  return [...new Set(keys)].map((key) => itemPlace(entity, key));
}

/** The store's messages, keyed as Conform keeps them ('' for the form's own). */
function splitErrors(errors: Record<string, string[]>) {
  const { '': formErrors, ...fieldErrors } = errors;
  return { formErrors: formErrors ?? [], fieldErrors };
}

/**
 * A conflict (someone saved first) says who saved when, and the form takes on their version:
 * everything typed stays in the form, and saving again, after a look, replaces theirs
 * knowingly.
 */
async function explainConflict(
  db: Db,
  view: EntityView,
  key: string | null,
  actor: Actor,
  refusal: Refusal,
  timeZone: string,
): Promise<Refusal & { version?: number }> {
  if (refusal.status !== 409 || key === null) return refusal;
  const current = await getItem(db, view.name, key, actor);
  if (!current.ok) return refusal;
  const { updatedBy, updatedAt, version } = current.item;
  const what = lower(view.label.one);
  const message =
    `${updatedBy ?? 'Someone else'} saved this ${what}${updatedAt ? ` on ${whenText(updatedAt, timeZone)}` : ''} ` +
    'after you opened it, so your changes were not saved. They are still in the form below: ' +
    `save again to replace that version with yours, or open the ${what} in another tab to compare first.`;
  return { ...refusal, fieldErrors: { ...refusal.fieldErrors, '': [message] }, version };
}
