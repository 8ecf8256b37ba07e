import { sql } from 'kysely';
import { CONTENT_VERSION_KEY, newContentVersionRow } from '../../src/db/content-version.ts';
import type { Db } from '../../src/db/database.ts';
import { TEST_TODAY } from './today.ts';

/** What editAsTheStudio did, and the addresses of the pages it made and took away. */
export interface StudioEdits {
  notice: { id: number; page: string };
  event: { id: number; page: string; calendar: string };
  departmentEvent: { id: number; page: string };
  importantFile: { id: number };
  /** The imported notice unpublished: its page is gone. */
  removed: { id: number; page: string };
}

const YEAR = TEST_TODAY.slice(0, 4);
const DEPARTMENT = 'PHY';

/**
 * Changes the published content as the studio does, so that ids no longer follow the folder's
 * order: publishes a notice (id max+7, as after drafts of other notices were published and
 * unpublished), an event, a department event and an important file (each max+1 in its table),
 * unpublishes the first academic notice imported, and writes a new content version.
 */
export async function editAsTheStudio(db: Db): Promise<StudioEdits> {
  const top = async (table: 'notices' | 'important_files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`max(id)`.as('top'))
          .executeTakeFirstOrThrow()
      ).top,
    );
  const notice = (await top('notices')) + 7;
  const removed = await db
    .selectFrom('notices')
    .select(['id', 'date'])
    .where('type', '=', 'COLLEGE_ACADEMIC_NOTICE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = (id: number, type: string, dept_code: string, title: string, date: string) => ({
    id,
    type,
    dept_code,
    title,
    date,
    description: `<p>${title}, published in the studio.</p>`,
    link: null,
    is_new: 1,
    upload_info: '[]',
    photo: null,
  });
  await db
    .insertInto('notices')
    .values([
      row(notice, 'COLLEGE_ACADEMIC_NOTICE', 'TNC', 'Revised examination schedule', TEST_TODAY),
      row(notice + 1, 'COLLEGE_EVENT', 'TNC', 'Science exhibition', `${YEAR}-07-01`),
      row(notice + 2, 'DEPTEVENT', DEPARTMENT, 'Physics quiz', TEST_TODAY),
    ])
    .execute();
  await db.deleteFrom('notices').where('id', '=', removed.id).execute();
  const importantFile = (await top('important_files')) + 1;
  await db
    .insertInto('important_files')
    .values({
      id: importantFile,
      title: 'Fee structure 2026-27',
      description: '<p>Published in the studio.</p>',
      upload_info: '[]',
    })
    .execute();
  await db
    .updateTable('settings')
    .set({ value: newContentVersionRow().value })
    .where('key', '=', CONTENT_VERSION_KEY)
    .execute();
  return {
    notice: { id: notice, page: `/notifications/academic/${YEAR}/${notice}` },
    event: {
      id: notice + 1,
      page: `/events/${YEAR}/${notice + 1}`,
      calendar: `/feeds/events/${YEAR}/${notice + 1}.ics`,
    },
    departmentEvent: {
      id: notice + 2,
      page: `/department/${DEPARTMENT}/events/${YEAR}/${notice + 2}`,
    },
    importantFile: { id: importantFile },
    removed: {
      id: removed.id,
      page: `/notifications/academic/${removed.date.slice(0, 4)}/${removed.id}`,
    },
  };
}
