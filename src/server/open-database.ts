import type { Config } from '../config/config.ts';
import {
  DatabaseUnavailableError,
  migrateToLatest,
  openDatabase,
  type Db,
} from '../db/database.ts';

/**
 * For the entry points: opens and migrates the configured database. When it does not answer,
 * says so in one line naming the setting (password masked) and exits 1, before anything listens.
 */
export async function openDatabaseOrExit(config: Config): Promise<Db> {
  let db: Db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  await migrateToLatest(db);
  return db;
}
