import { redirect } from 'react-router';
import { recordAudit, type AuditEntry } from '../../audit.ts';
import { studioContext, type SignedIn } from '../../context.ts';
import type { Db } from '../../../db/database.ts';
import { secondFactorRequired } from '../../auth/sign-in.ts';
import { can, type Action, type Entity, type Owner } from '../../permissions.ts';

/** The one answer to a refused action: nothing was changed. */
export const NOT_ALLOWED = 'You are not allowed to do this; nothing was changed.';

/**
 * A local path to go back to after sign-in, or '/': one leading '/', never '//' or a backslash
 * (which browsers read as another host), nothing but printable characters.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.includes('//') || next.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}

/** This request's path and query: where to come back to. */
function hereOf(request: Request): string {
  const url = new URL(request.url);
  return safeNext(url.pathname + url.search);
}

/** True when this session has not yet given the second factor its account needs. */
export function needsSecondFactor(signedIn: SignedIn): boolean {
  return !signedIn.secondFactor && secondFactorRequired(signedIn.user);
}

/**
 * The signed-in member of staff, or a redirect to the sign-in page (with the address to come
 * back to); an account whose second factor is required but not yet given goes to that step.
 */
export function requireSignedIn(context: unknown, request: Request): SignedIn {
  const { signedIn } = studioContext(context);
  const next = encodeURIComponent(hereOf(request));
  if (!signedIn) throw redirect(`/sign-in?next=${next}`);
  if (needsSecondFactor(signedIn)) throw redirect(`/second-factor?next=${next}`);
  return signedIn;
}

/**
 * The signed-in member of staff when the permission table lets them do `action` to `entity`
 * (and to this item, for `own` access); otherwise a 403 answer, thrown, so nothing changes.
 */
export function requirePermission(
  context: unknown,
  request: Request,
  action: Action,
  entity: Entity,
  owner?: Owner,
): SignedIn {
  const signedIn = requireSignedIn(context, request);
  if (!can(signedIn.user, action, entity, owner))
    throw new Response(NOT_ALLOWED, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return signedIn;
}

/**
 * recordAudit with who and from where filled in from the request's context: `audit(trx, {…})`
 * inside the change's own transaction.
 */
export function auditFor(context: unknown) {
  const { signedIn, address } = studioContext(context);
  return (db: Db, entry: Omit<AuditEntry, 'userId' | 'username' | 'address'>, now?: Date) =>
    recordAudit(
      db,
      {
        ...entry,
        userId: signedIn?.user.id ?? null,
        username: signedIn?.user.username ?? '',
        address,
      },
      now,
    );
}
