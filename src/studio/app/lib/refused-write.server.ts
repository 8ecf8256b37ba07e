import { studioContext } from '../../context.ts';
import { itemTitle } from '../../content/item-refusals.ts';
import type { Actor } from '../../content/items.ts';
import { recordRefusal } from '../../refusal-audit.ts';
import { viewOrNotFound } from './entity.server.ts';

/** What a refused write tried: the action ('save', 'disable'), the entity and the item. */
export interface WriteTried {
  action: string;
  entity: string;
  item: string;
  /** Why, in the log's words, where the answer's own words say less (a 404 that hides a 403). */
  reason?: string;
}

/** Loaders read; anything else writes. */
const isWrite = (request: Request) => !['GET', 'HEAD'].includes(request.method.toUpperCase());

/**
 * The line of a write that a screen refused itself, before the store (decision 074): who (the
 * signed-in account), what and why. The store's own refusals are logged by the store.
 */
export async function recordRefusedWrite(
  context: unknown,
  tried: WriteTried & { reason: string },
): Promise<void> {
  const { db, signedIn, address } = studioContext(context);
  if (!signedIn) return;
  await recordRefusal(db, {
    userId: signedIn.user.id,
    username: signedIn.user.username,
    address,
    ...tried,
    title: () => itemTitle(db, tried.entity, tried.item),
  });
}

/** A refusal thrown by a screen (data() or a Response, 403 or 404): its status and words. */
async function thrownRefusal(thrown: unknown): Promise<string | null> {
  if (thrown instanceof Response)
    return [403, 404].includes(thrown.status) ? await thrown.clone().text() : null;
  if (typeof thrown !== 'object' || thrown === null || !('init' in thrown)) return null;
  const { init, data } = thrown as { init: ResponseInit | null; data: unknown };
  if (![403, 404].includes(init?.status ?? 200)) return null;
  return typeof data === 'string' ? data : 'Refused; nothing was changed.';
}

/**
 * Runs a screen's gate (may this account reach this item at all?); when it refuses a write, the
 * refusal is logged before it is thrown on. A redirect (to sign in) is no refusal.
 */
export async function gateOfWrite<T>(
  context: unknown,
  request: Request,
  tried: WriteTried,
  gate: () => T | Promise<T>,
): Promise<T> {
  try {
    return await gate();
  } catch (thrown) {
    const said = isWrite(request) ? await thrownRefusal(thrown) : null;
    if (said !== null)
      await recordRefusedWrite(context, { ...tried, reason: tried.reason ?? said });
    throw thrown;
  }
}

/**
 * The entity a write names, as viewOrNotFound finds it; one outside the account's menu is a
 * refused write, logged in words that say why (the answer's 404 says no more than the menu).
 */
export function writableView(
  context: unknown,
  request: Request,
  tried: WriteTried,
  actor: Actor,
  options?: Parameters<typeof viewOrNotFound>[2],
) {
  const reason = `Your account (${actor.role}) may not work on this kind of content.`;
  return gateOfWrite(context, request, { ...tried, reason }, () =>
    viewOrNotFound(tried.entity, actor, options),
  );
}
