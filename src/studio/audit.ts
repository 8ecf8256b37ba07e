import type { Db } from '../db/database.ts';
import { changesOf } from './audit-values.ts';

export interface AuditEntry {
  /** Who: null user for the command line or a failed sign-in. */
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  item: string;
  /** The item as it was and as it became: the line keeps only what changed (audit-values.ts). */
  before?: unknown;
  after?: unknown;
  address?: string;
  /**
   * For what an outsider can repeat at will (a sign-in for a name that is no account, one refused
   * by the throttle): lines with the same key are one line, whose count goes up by one. The key
   * names what, from where and the minute (see summedPerMinute).
   */
  summedAs?: string;
  /** What the item is called (its title, a person's name), for the log to name it by. */
  title?: string | null;
  /** Why it was refused; absent for what was done. */
  reason?: string;
}

/** A title or a reason is a line of text, not a document. */
const MAX_TEXT = 300;
export const oneLine = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;

/** The row of studio_audit an entry is written as. */
export function auditRow(entry: AuditEntry, now: Date) {
  const changes = changesOf(entry.before, entry.after);
  return {
    at: now.toISOString(),
    user_id: entry.userId,
    username: oneLine(entry.username),
    action: entry.action,
    entity: entry.entity,
    item: oneLine(entry.item),
    before: changes?.before === undefined ? null : JSON.stringify(changes.before),
    after: changes?.after === undefined ? null : JSON.stringify(changes.after),
    address: entry.address ?? '',
    title: entry.title ? oneLine(entry.title) : null,
    reason: entry.reason ? oneLine(entry.reason) : null,
  };
}

/** The key of a line summed per address and minute: `what|address|2026-11-28T10:04`. */
export const summedPerMinute = (what: string, address: string, now: Date) =>
  `${what}|${address}|${now.toISOString().slice(0, 16)}`;

/**
 * Writes one line of the audit log: who did what to which item when, with what changed. Takes
 * the transaction of the change it records, so the two commit together. A summed entry adds one
 * to its line's count in the same statement, or starts the line.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('studio_audit')
    .values({ ...auditRow(entry, now), summed_as: entry.summedAs ?? null })
    .onConflict((oc) =>
      oc.column('summed_as').doUpdateSet((eb) => ({ count: eb('studio_audit.count', '+', 1) })),
    )
    .execute();
}
