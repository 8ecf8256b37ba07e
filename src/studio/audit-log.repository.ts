import type { Db } from '../db/database.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  username?: string | undefined;
  entity?: string | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('studio_audit');
  if (filter.username) query = query.where('username', '=', filter.username);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  return query;
}

/** One page of the audit log, newest first, and how many entries the filter finds in all. */
export async function listAudit(db: Db, filter: AuditFilter, page: number) {
  const [entries, total] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries, total: Number(total.count) };
}

/** The entities the log has entries for: the filter's choices. */
export async function auditEntities(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('studio_audit')
    .select('entity')
    .distinct()
    .orderBy('entity')
    .execute();
  return rows.map((row) => row.entity);
}
