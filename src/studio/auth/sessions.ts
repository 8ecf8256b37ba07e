import type { StudioSettings } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import type { SignedIn } from '../context.ts';

/** The studio's session cookie: host-only, secure, never sent by another site's request. */
export const SESSION_COOKIE = '__Host-studio';

/**
 * Who the cookie signs in, or null: no cookie, an unknown token, an ended, idle or expired
 * session, or a disabled account. (Stub: the accounts work fills it in.)
 */
export async function readSignedIn(
  _db: Db,
  _cookieHeader: string | undefined,
  _settings: StudioSettings,
  _now: Date,
): Promise<SignedIn | null> {
  return null;
}
