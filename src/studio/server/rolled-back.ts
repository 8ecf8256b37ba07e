import type { Db } from '../../db/database.ts';

/** The work of a rolled-back transaction took longer than it may. */
export class PreviewTimeout extends Error {}

/**
 * Runs `work` inside a transaction that is always rolled back: what it writes is seen by its own
 * reads only (PostgreSQL's isolation; on SQLite, WAL keeps another connection, the site's in
 * its own process, on the last commit) and is gone after. The work may take `timeoutMs` from
 * the moment the transaction holds its connection; past that the transaction is rolled back all
 * the same and PreviewTimeout thrown. That bounds a mistake that would otherwise hang: on
 * SQLite, Kysely has one connection, which the transaction holds, so a query of the work made
 * on the outer `db` instead of the transaction waits until the rollback frees it.
 */
export async function inRolledBackTransaction<T>(
  db: Db,
  timeoutMs: number,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PreviewTimeout(`not done in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work(trx), expired]);
  } finally {
    clearTimeout(timer);
    await trx.rollback().execute();
  }
}
