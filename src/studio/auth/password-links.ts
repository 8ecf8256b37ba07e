import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import type { ChangedBy } from './accounts.ts';
import { passwordProblem } from './password-rule.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import {
  findUserById,
  revokePasswordLinks,
  setPasswordHash,
  type StudioUser,
} from './users.repository.ts';

/**
 * One-time links to set a password (decision 056): what a new account is given instead of a
 * password chosen by someone else, without an e-mail server. The admin is shown the link once;
 * the database keeps only the SHA-256 of its random token. A link works for 72 hours, once.
 */
export const LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** The address of the set-password page, relative to the studio. */
export const linkPath = (token: string) => `/set-password/${token}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link's token is 32 random bytes, base64url: anything else is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Makes a link for this account, in the caller's transaction; returns its token, once. Every
 * earlier link of the account dies: only the newest one given out works.
 */
export async function createPasswordLink(
  db: Db,
  userId: number,
  by: ChangedBy,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString();
  await revokePasswordLinks(db, userId, now);
  await db
    .insertInto('studio_password_links')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      created_by: by.username,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Why a link cannot be used, in words for the person who opened it. */
export const LINK_REFUSED = {
  unknown: 'This link is not valid. Ask the studio’s administrator for a new one.',
  used: 'This link has been used already: a link sets a password once. Sign in, or ask the administrator for a new link.',
  expired:
    'This link has expired: links work for 72 hours. Ask the studio’s administrator for a new one.',
  revoked:
    'This link no longer works: the account’s password was set since, or a newer link was made. Sign in, or ask the studio’s administrator for a new link.',
} as const;
export type LinkRefusal = keyof typeof LINK_REFUSED;

/** The account a link may set the password of now, or why it may not. */
export async function openPasswordLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ ok: true; user: StudioUser } | { ok: false; reason: LinkRefusal }> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
  const link = await db
    .selectFrom('studio_password_links')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  const user = link ? await findUserById(db, link.user_id) : undefined;
  if (!link || !user || user.disabled) return { ok: false, reason: 'unknown' };
  if (link.used_at) return { ok: false, reason: 'used' };
  if (link.revoked_at) return { ok: false, reason: 'revoked' };
  if (now.toISOString() >= link.expires_at) return { ok: false, reason: 'expired' };
  return { ok: true, user };
}

export type SetOutcome =
  | { ok: true; user: StudioUser }
  | { ok: false; reason: LinkRefusal }
  | { ok: false; reason: 'password'; message: string };

/**
 * Sets the account's password (argon2id, the password rule) through the link and spends the
 * link, in one transaction: of two forms sent at once, one sets it and the other is told the
 * link was used. Every session of the account ends, and the audit log says so (never what).
 */
export async function setPasswordByLink(
  db: Db,
  token: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SetOutcome> {
  const opened = await openPasswordLink(db, token, now);
  if (!opened.ok) return opened;
  const problem = passwordProblem(password, opened.user.username);
  if (problem) return { ok: false, reason: 'password', message: problem };
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx): Promise<SetOutcome> => {
    const spent = await trx
      .updateTable('studio_password_links')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) {
      // Spent, withdrawn or expired while the password was being hashed: say which.
      const again = await openPasswordLink(trx, token, now);
      return again.ok ? { ok: false, reason: 'used' } : again;
    }
    await setPasswordHash(trx, opened.user.id, hash, now);
    const ended = await endAllSessions(trx, opened.user.id);
    await recordAudit(
      trx,
      {
        userId: opened.user.id,
        username: opened.user.username,
        action: 'set password by link',
        entity: 'account',
        item: opened.user.username,
        after: { password: 'set by its owner', sessions_ended: ended },
        address,
      },
      now,
    );
    return { ok: true, user: opened.user };
  });
}
