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
import { signedInActor } from './actor.server.ts';
import { viewOrNotFound } from './entity.server.ts';
import type { FileFacts } from './file-facts.ts';
import { takeFiles } from './form-files.server.ts';
import { INTENTS, type Intent } from './form-names.ts';
import { lower } from './words.ts';
import { whenText } from './when-text.ts';

/** What the editor gets back when it is shown again: the reply, and what keeps the form whole. */
export interface ItemActionData {
  result: SubmissionResult<string[]>;
  version: number;
  createToken: string;
  /** Files stored by this post, kept as hidden values until the item is saved. */
  files: Record<string, FileFacts>;
}

const CONFIRMATION: Record<Intent, string> = {
  save: 'saved=1',
  preview: 'saved=1&preview=1',
  publish: 'published=1',
  unpublish: 'unpublished=1',
};

/**
 * The editor's one action, for a new item and an existing one: files first (stored at once),
 * then the values validated with the entity's schema, then the store; a refusal shows the form
 * again with every message at its field and everything typed or uploaded kept; a success
 * redirects to the editor with its confirmation (POST-redirect-GET).
 */
export async function itemAction({ context, request, params }: ActionFunctionArgs) {
  const { db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor);
  const key = params.key ?? null;
  const form = await request.formData();
  const sent = String(form.get('intent') ?? 'save');
  const intent: Intent = (INTENTS as readonly string[]).includes(sent) ? (sent as Intent) : 'save';
  let version = Number(form.get('version') ?? 0) || 0;
  const createToken = String(form.get('createToken') ?? '');

  const taken = await takeFiles(db, form, view, actor);
  const submission = parseWithZod(taken.values, { schema: entitySchema(view.name, actor) });
  const answer = (status: number, errors?: Record<string, string[]>) =>
    data<ItemActionData>(
      {
        result: submission.reply(errors ? splitErrors(errors) : {}),
        version,
        createToken,
        files: taken.stored,
      },
      { status },
    );

  const fileErrors = Object.keys(taken.fieldErrors).length ? taken.fieldErrors : undefined;
  // A Conform list intent (add or remove a row) without JavaScript: the form again, changed.
  if (submission.status === undefined && !fileErrors) return answer(200);
  if (submission.status !== 'success' || fileErrors) return answer(400, fileErrors);

  let outcome = await saveItem(db, {
    entity: view.name,
    key,
    version,
    createToken: key === null ? createToken || null : null,
    values: submission.value as Record<string, unknown>,
    actor,
  });
  if (outcome.ok && (intent === 'publish' || intent === 'unpublish')) {
    const change = intent === 'publish' ? publishItem : unpublishItem;
    const saved: Item = outcome.item;
    outcome = await change(db, {
      entity: view.name,
      key: saved.key,
      version: saved.version,
      actor,
    });
    // Saved but not published: the form carries the saved version on.
    if (!outcome.ok) version = saved.version;
  }
  if (!outcome.ok) {
    const refusal = await explainRefusal(db, view, key, actor, outcome);
    if (refusal.status === 404) throw data('There is no such item.', { status: 404 });
    if (refusal.version !== undefined) version = refusal.version;
    return answer(refusal.status, refusal.fieldErrors);
  }
  return redirect(`/items/${view.name}/${outcome.item.key}?${CONFIRMATION[intent]}`);
}

/** The store's messages, keyed as Conform keeps them ('' for the form's own). */
function splitErrors(errors: Record<string, string[]>) {
  const { '': formErrors, ...fieldErrors } = errors;
  return { formErrors: formErrors ?? [], fieldErrors };
}

/**
 * A conflict (someone saved first) says who saved when, and the form takes on their version, so
 * that saving again, after a look, replaces it knowingly; everything typed stays in the form.
 */
async function explainRefusal(
  db: Db,
  view: EntityView,
  key: string | null,
  actor: Actor,
  refusal: Outcome & { ok: false },
): Promise<Refusal & { version?: number }> {
  if (refusal.status !== 409 || key === null) return refusal;
  const current = await getItem(db, view.name, key, actor);
  if (!current) return refusal;
  const who = current.updatedBy ?? 'Someone else';
  const when = current.updatedAt ? ` at ${whenText(current.updatedAt)}` : '';
  const message =
    `${who} saved this ${lower(view.label.one)}${when}, after you opened it. ` +
    'What you typed is kept below: compare it with theirs (open the editor in another tab), ' +
    'then save again to replace their version.';
  const given = refusal.fieldErrors[''] ?? [];
  return {
    ...refusal,
    fieldErrors: { ...refusal.fieldErrors, '': given.length ? given : [message] },
    version: current.version,
  };
}
