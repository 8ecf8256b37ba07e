import type { Db } from '../db/database.ts';

export function findSiteText(db: Db, name: string) {
  return db
    .selectFrom('site_texts')
    .select(['title', 'body', 'updated', 'title_as', 'body_as'])
    .where('name', '=', name)
    .executeTakeFirst();
}
