import type { Db } from '../../db/database.ts';

/**
 * With the demo content and no account yet: one account per role, each with a random password,
 * returned as log lines (printed once at start; nothing keeps them). A college's own content
 * gets none: its first admin comes from `npm run users -- add`. (Stub: filled in by the
 * accounts work.)
 */
export async function demoAccounts(_db: Db): Promise<string[]> {
  return [];
}
