import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { CONTENT_TABLES, type ContentTable, type Database } from '../db/schema.ts';

/** Every content table as stored: what an export writes back as a content folder. */
export type StoredRows = { [T in ContentTable]: Selectable<Database[T]>[] };

/**
 * The columns each table is read in order of. Entries are written in that order: the importer
 * numbers the rows whose entries carry no id (holidays, alumni, the governing body) by their
 * place in the folder, which keeps their order, and the rows of the API's lists keep theirs.
 */
const ORDER: { [T in ContentTable]: readonly (keyof Database[T] & string)[] } = {
  departments: ['sort_order', 'dept_code'],
  notices: ['id'],
  employees: ['sort_order', 'id'],
  governing_body: ['id'],
  committees: ['sort_order', 'code'],
  iqac_groups: ['id'],
  iqac_subgroups: ['id'],
  iqac_subsubgroups: ['id'],
  iqac_files: ['id'],
  department_files: ['id'],
  alumni: ['id'],
  gallery_albums: ['id'],
  important_files: ['id'],
  holidays: ['id'],
  images: ['file'],
  document_texts: ['file', 'page'],
  settings: ['key'],
  site_texts: ['name'],
};

/** What an export reads from the database: the content rows and the studio's file names. */
export interface Snapshot {
  rows: StoredRows;
  /** Names of studio_files rows ('studio/{sha256}.pdf', '_variants/…'); their bytes come later. */
  studioFiles: string[];
}

/**
 * Reads every content table in one read-only transaction (repeatable read on PostgreSQL; a
 * SQLite transaction reads one snapshot), so a publish or an import meanwhile cannot give the
 * export half of each.
 */
export async function readSnapshot(db: Db): Promise<Snapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const rows = {} as Record<ContentTable, unknown[]>;
      for (const table of CONTENT_TABLES) {
        let query = trx.selectFrom(table).selectAll();
        for (const column of ORDER[table]) query = query.orderBy(column as never);
        rows[table] = await query.execute();
      }
      const studio = await trx.selectFrom('studio_files').select('name').orderBy('name').execute();
      return { rows: rows as StoredRows, studioFiles: studio.map((row) => row.name) };
    });
}
