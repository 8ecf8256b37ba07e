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

/**
 * Writes one line of the audit log: who did what to which item when, with what changed. Takes
 * the transaction of the change it records, so the two commit together.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insertInto('studio_audit').values(auditRow(entry, now)).execute();
}
