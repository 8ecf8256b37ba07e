import type { Db } from '../db/database.ts';

export function findGroups(db: Db) {
  return db.selectFrom('iqac_groups').selectAll().orderBy('id').execute();
}

export function findGroup(db: Db, id: number) {
  return db.selectFrom('iqac_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubgroups(db: Db, groupId: number, type: string) {
  return db
    .selectFrom('iqac_subgroups')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

export function subgroupExists(db: Db, id: number) {
  return db.selectFrom('iqac_subgroups').select('id').where('id', '=', id).executeTakeFirst();
}

export function findSubSubgroups(db: Db, subgroupId: number) {
  return db
    .selectFrom('iqac_subsubgroups')
    .selectAll()
    .where('subgroup_id', '=', subgroupId)
    .orderBy('id')
    .execute();
}

export function subSubgroupExists(db: Db, id: number) {
  return db.selectFrom('iqac_subsubgroups').select('id').where('id', '=', id).executeTakeFirst();
}

export function findFileGroup(db: Db, subSubgroupId: number) {
  return db
    .selectFrom('iqac_files')
    .selectAll()
    .where('subsubgroup_id', '=', subSubgroupId)
    .orderBy('id')
    .execute();
}
