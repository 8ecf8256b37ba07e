import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const AUDIT_PAGE_SIZE = 50;

/**
 * Before or after larger than this (in characters) is not read for the log's pages: a line
 * written before lines kept only what changed may hold two whole copies of a large draft
 * (decision 074). Lines written since are a few KB at most.
 */
export const LARGEST_SHOWN = 20_000;

/** Everything; what was done; what was refused. */
export const AUDIT_KINDS = ['', 'changes', 'refusals'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditFilter {
  username?: string | undefined;
  entity?: string | undefined;
  kind?: AuditKind | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('studio_audit');
  if (filter.username) query = query.where('username', '=', filter.username);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.kind === 'changes') query = query.where('reason', 'is', null);
  if (filter.kind === 'refusals') query = query.where('reason', 'is not', null);
  return query;
}

/** A JSON column, unless it is too large to show: then null, and its size beside it. */
const shown = (column: 'before' | 'after') =>
  sql<
    string | null
  >`case when length(${sql.ref(column)}) <= ${LARGEST_SHOWN} then ${sql.ref(column)} end`.as(
    column,
  );
const sizeOf = <A extends string>(column: 'before' | 'after', as: A) =>
  sql<number | string | null>`length(${sql.ref(column)})`.as(as);

/** One page of the audit log, newest first, and how many entries the filter finds in all. */
export async function listAudit(db: Db, filter: AuditFilter, page: number) {
  const [entries, total] = await Promise.all([
    filtered(db, filter)
      .select([
        'id',
        'at',
        'user_id',
        'username',
        'action',
        'entity',
        'item',
        'address',
        'title',
        'reason',
        'count',
      ])
      .select(shown('before'))
      .select(shown('after'))
      .select(sizeOf('before', 'before_size'))
      .select(sizeOf('after', 'after_size'))
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

export type AuditLine = Awaited<ReturnType<typeof listAudit>>['entries'][number];

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
