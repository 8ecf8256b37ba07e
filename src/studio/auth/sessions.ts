import { createHash, randomBytes } from 'node:crypto';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { StudioSettings } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import type { SignedIn } from '../context.ts';
import { findUserById } from './users.repository.ts';

/** The studio's session cookie: host-only, secure, never sent by another site's request. */
export const SESSION_COOKIE = '__Host-studio';

/**
 * `__Host-` demands Secure, Path=/ and no Domain; browsers keep Secure cookies from
 * http://localhost too. No Max-Age: the cookie goes with the browser, the row with the server's
 * expiry, whichever comes first.
 */
const COOKIE_OPTIONS: SerializeOptions = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
};

/**
 * Live sessions one account may have: a new sign-in past this ends the oldest, so a leaked
 * password or a script cannot pile up sessions (issue 34), and ten browsers are plenty.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

/** last_seen_at is written at most this often: a page's requests do not each write a row. */
const SEEN_GRANULARITY_MS = 60_000;

/** The row's id: the SHA-256 of the cookie's token, so a copy of the table signs nobody in. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  // 32 bytes in base64url: 43 characters. Anything else was never ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The session id the request's cookie names (whether or not the row still exists). */
export function sessionIdFromCookie(cookieHeader: string | undefined): string | undefined {
  const token = tokenOf(cookieHeader);
  return token ? sessionIdOf(token) : undefined;
}

/**
 * Who the cookie signs in, or null: no cookie, an unknown token, an ended, idle or expired
 * session, or a disabled account. An idle or expired row is deleted on the way.
 */
export async function readSignedIn(
  db: Db,
  cookieHeader: string | undefined,
  settings: StudioSettings,
  now: Date,
): Promise<SignedIn | null> {
  const id = sessionIdFromCookie(cookieHeader);
  if (!id) return null;
  const session = await db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!session) return null;
  const at = now.getTime();
  const lastSeen = Date.parse(session.last_seen_at);
  const expired =
    at >= Date.parse(session.expires_at) ||
    at - Date.parse(session.created_at) >= settings.sessionMs ||
    at - lastSeen >= settings.idleMs;
  if (expired) {
    await db.deleteFrom('studio_sessions').where('id', '=', id).execute();
    return null;
  }
  const user = await findUserById(db, session.user_id);
  if (!user || user.disabled) return null;
  if (at - lastSeen >= SEEN_GRANULARITY_MS) {
    await db
      .updateTable('studio_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { user, sessionId: id, secondFactor: session.second_factor === 1 };
}

export interface NewSession {
  userId: number;
  /** True when the second factor was given (or is not asked of this account). */
  secondFactor: boolean;
  /** The request's Cookie header: the session it names, if any, is ended. */
  cookieHeader: string | undefined;
  address: string;
  userAgent: string;
}

/**
 * A new session row and its cookie. Always a new id (at sign-in and when the second factor is
 * given), so an id planted in a browser before sign-in is worth nothing after it; the request's
 * old session ends, and so do the account's oldest past MAX_SESSIONS_PER_ACCOUNT. Expired rows
 * of anyone are swept here, where sessions are made.
 */
export async function createSession(
  db: Db,
  session: NewSession,
  settings: StudioSettings,
  now: Date,
): Promise<{ id: string; setCookie: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  const at = now.toISOString();
  const previous = sessionIdFromCookie(session.cookieHeader);
  await db.transaction().execute(async (trx) => {
    if (previous) await trx.deleteFrom('studio_sessions').where('id', '=', previous).execute();
    await trx.deleteFrom('studio_sessions').where('expires_at', '<=', at).execute();
    await trx
      .insertInto('studio_sessions')
      .values({
        id,
        user_id: session.userId,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(now.getTime() + settings.sessionMs).toISOString(),
        second_factor: session.secondFactor ? 1 : 0,
        address: session.address.slice(0, 100),
        user_agent: session.userAgent.slice(0, 300),
      })
      .execute();
    await endOldestSessions(trx, session.userId, id);
  });
  return { id, setCookie: serialize(SESSION_COOKIE, token, COOKIE_OPTIONS) };
}

/** Keeps the new session and the account's newest others, up to the cap; ends the rest. */
async function endOldestSessions(db: Db, userId: number, keep: string): Promise<void> {
  await db
    .deleteFrom('studio_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keep)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('studio_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '!=', keep)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(MAX_SESSIONS_PER_ACCOUNT - 1),
    )
    .execute();
}

/** Ends one session (sign out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('studio_sessions').where('id', '=', sessionId).execute();
}

/**
 * Ends every session of an account ("sign out everywhere", a disabled account, a reset
 * password), or every one but `except` (a changed password keeps the session that changed it).
 * Returns how many ended.
 */
export async function endAllSessions(db: Db, userId: number, except?: string): Promise<number> {
  let query = db.deleteFrom('studio_sessions').where('user_id', '=', userId);
  if (except) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The Set-Cookie that makes the browser forget the session cookie. */
export function clearSessionCookie(): string {
  return serialize(SESSION_COOKIE, '', { ...COOKIE_OPTIONS, maxAge: 0 });
}
