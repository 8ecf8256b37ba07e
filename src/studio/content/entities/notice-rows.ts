import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import type { Db } from '../../../db/database.ts';
import type { NoticesTable } from '../../../db/schema.ts';
import { NOTICE_FIELDS, NOTICE_FORMS } from '../../../entities/notices.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import type { Snapshot } from '../entity.ts';
import type { Photo } from '../fields.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

/** Entities whose public rows are notices: they share the notices' ids. */
export const NOTICE_ENTITIES = ['notice', 'event', 'department_notice', 'iqac_document'] as const;

/** Stands in for the id of a notice never published, in a preview's addresses. */
export const PREVIEW_ID = 2_000_000_000;

/** What the studio edits of a college notice or event; the rest of its row is kept. */
export type NoticeValues = {
  title: string;
  date: string;
  description: string;
  link?: string | undefined;
  new?: boolean;
  photo?: Photo;
  attachments: string[];
  /** In Assamese (decision 060); a form without them keeps the row's. */
  title_as?: string;
  description_as?: string;
};

/** The fields of entities/notices.ts each form holds (decision 082). */
export const FORM_FIELDS = NOTICE_FORMS;

/** A published college notice as its form's values and files (every field of the table). */
export function noticeSnapshot(row: NoticesTable): Snapshot<NoticeValues & { type: string }> {
  const { values, files } = snapshotOfRow(NOTICE_FIELDS, ALL_FIELDS, row);
  return { values: { type: row.type, ...values } as NoticeValues & { type: string }, files };
}

const ALL_FIELDS = NOTICE_FIELDS.map((field) => field.name);

/** The college's notices of these types, newest first, as the lists show them. */
export function findCollegeNotices(db: Db, types: readonly string[]) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('dept_code', '=', COLLEGE_DEPT_CODE)
    .where('type', 'in', [...types])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findCollegeNotice(db: Db, id: number, types: readonly string[]) {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', id)
    .where('dept_code', '=', COLLEGE_DEPT_CODE)
    .where('type', 'in', [...types])
    .executeTakeFirst();
}

/** A notice's form holds its link and "new" mark and its Assamese; an event's, its photograph. */
export type NoticeFormKind = keyof typeof FORM_FIELDS;

/**
 * The row the importer would write for these values (to-rows.ts). What the form does not hold
 * (an event's link, a notice's photograph) is kept from the row it replaces.
 */
function collegeNoticeRow(
  id: number,
  type: string,
  snapshot: Snapshot<NoticeValues>,
  form: NoticeFormKind,
  before?: NoticesTable,
  deptCode: string = COLLEGE_DEPT_CODE,
): NoticesTable {
  const columns = columnsOfForm(NOTICE_FIELDS, FORM_FIELDS[form], snapshot, before);
  return {
    id,
    type,
    dept_code: deptCode,
    ...(columns as Omit<NoticesTable, 'id' | 'type' | 'dept_code'>),
  };
}

/** Writes (or rewrites) one college notice; a new one takes the next id. */
export async function writeCollegeNotice(
  db: Db,
  type: string,
  form: NoticeFormKind,
  snapshot: Snapshot<NoticeValues>,
  publicId: string | null,
  deptCode: string = COLLEGE_DEPT_CODE,
): Promise<string> {
  return writeNumberedRow(db, 'notices', NOTICE_ENTITIES, publicId, async (id) => {
    const before = await db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return collegeNoticeRow(id, type, snapshot, form, before, deptCode);
  });
}

export const deleteNotice = (db: Db, publicId: string): Promise<void> =>
  deleteNumberedRow(db, 'notices', publicId);
