import type { Db } from '../db/database.ts';

export function findCommittees(db: Db) {
  return db.selectFrom('committees').select(['code', 'name']).orderBy('sort_order').execute();
}

export function findCommittee(db: Db, code: string) {
  return db.selectFrom('committees').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findImportantFiles(db: Db) {
  return db.selectFrom('important_files').selectAll().orderBy('id').execute();
}

export function findSetting(db: Db, key: string) {
  return db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
}
