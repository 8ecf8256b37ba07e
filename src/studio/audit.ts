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
  /**
   * For what an outsider can repeat at will (a sign-in for a name that is no account, one refused
   * by the throttle): lines with the same key are one line, whose count goes up by one. The key
   * names what, from where and the minute (see summedPerMinute).
   */
  summedAs?: string;
}

/** The key of a line summed per address and minute: `what|address|2026-11-28T10:04`. */
export const summedPerMinute = (what: string, address: string, now: Date) =>
  `${what}|${address}|${now.toISOString().slice(0, 16)}`;

/**
 * Writes one line of the audit log: who did what to which item when, with the before and after.
 * Takes the transaction of the change it records, so the two commit together. A summed entry
 * adds one to its line's count in the same statement, or starts the line.
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
      summed_as: entry.summedAs ?? null,
    })
    .onConflict((oc) =>
      oc.column('summed_as').doUpdateSet((eb) => ({ count: eb('studio_audit.count', '+', 1) })),
    )
    .execute();
}
