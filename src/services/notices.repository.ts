import type { Db } from '../db/database.ts';

/** Notices of a type and list, newest first; a year limits them to that calendar year. */
export function findNotices(
  db: Db,
  type: string,
  deptCode: string,
  year: number | null,
  limit?: number,
) {
  let query = db
    .selectFrom('notices')
    .selectAll()
    .where('type', '=', type)
    .where('dept_code', '=', deptCode)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc');
  if (year !== null) {
    // A date range rather than a year column, so the (type, dept_code, date) index serves it.
    query = query.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`);
  }
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** Events of the college from today on, soonest first. */
export function findUpcomingEvents(db: Db, today: string, limit: number) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('type', '=', 'COLLEGE_EVENT')
    .where('dept_code', '=', 'TNC')
    .where('date', '>=', today)
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The holiday that covers the given day, if any. */
export function findHolidayOn(db: Db, day: string) {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
}
