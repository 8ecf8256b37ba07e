import { PostgresAdapter, type DialectAdapter } from 'kysely';

/** A Kysely instance or transaction over any tables: only its adapter is read. */
interface WithAdapter {
  getExecutor(): { readonly adapter: DialectAdapter };
}

/** True when db talks to PostgreSQL: for the few places where the dialects must differ. */
export function isPostgres(db: WithAdapter): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
