import type { Db } from '../db/database.ts';

export interface AuditEntry {
  /** Who: null user for the command line or a failed sign-in. */
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  item: string;
  before?: unknown;
  after?: unknown;
  address?: string;
}

/**
 * Writes one line of the audit log: who did what to which item when, with the before and after.
 * Takes the transaction of the change it records, so the two commit together.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('studio_audit')
    .values({
      at: now.toISOString(),
      user_id: entry.userId,
      username: entry.username,
      action: entry.action,
      entity: entry.entity,
      item: entry.item,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      address: entry.address ?? '',
    })
    .execute();
}
