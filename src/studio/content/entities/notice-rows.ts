import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import { noticeRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { NoticesTable } from '../../../db/schema.ts';
import type { Snapshot } from '../entity.ts';
import type { Photo } from '../fields.ts';
import { attachmentsOf, filesOf, photoAttachment, photoOf, specOf } from '../item-files.ts';
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

const parse = <T>(text: string | null): T | undefined =>
  text ? (JSON.parse(text) as T) : undefined;

/** A published college notice as its form's values and files. */
export function noticeSnapshot(row: NoticesTable): Snapshot<NoticeValues & { type: string }> {
  const attachments = parse<Attachment[]>(row.upload_info) ?? [];
  const photo = parse<Attachment>(row.photo);
  return {
    values: {
      type: row.type,
      title: row.title,
      date: row.date,
      description: row.description,
      link: row.link ?? undefined,
      new: row.is_new === 1,
      photo: photoOf(photo),
      attachments: attachments.map(specOf),
      ...(row.title_as ? { title_as: row.title_as } : {}),
      ...(row.description_as ? { description_as: row.description_as } : {}),
    },
    files: filesOf([...attachments, photo]),
  };
}

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

/** A notice's form holds its link and "new" mark; an event's, its photograph. */
export type NoticeFormKind = 'notice' | 'event';

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
): NoticesTable {
  const v = snapshot.values;
  const isNotice = form === 'notice';
  const row = noticeRow(id, type, COLLEGE_DEPT_CODE, {
    title: v.title,
    date: v.date,
    description: v.description,
    link: isNotice ? v.link : (before?.link ?? undefined),
    new: isNotice ? Boolean(v.new) : before?.is_new === 1,
    photo: isNotice ? parse(before?.photo ?? null) : photoAttachment(snapshot, v.photo),
    attachments: attachmentsOf(snapshot, v.attachments),
    title_as: assamese(v.title_as, before?.title_as),
    description_as: assamese(v.description_as, before?.description_as),
  });
  return { ...row, link: row.link ?? null, photo: row.photo ?? null };
}

/** A form's Assamese field ('' clears it), or the row's when the form has no such field. */
function assamese(value: string | undefined, before: string | null | undefined) {
  return (value === undefined ? before : value) || undefined;
}

/** Writes (or rewrites) one college notice; a new one takes the next id. */
export async function writeCollegeNotice(
  db: Db,
  type: string,
  form: NoticeFormKind,
  snapshot: Snapshot<NoticeValues>,
  publicId: string | null,
): Promise<string> {
  return writeNumberedRow(db, 'notices', NOTICE_ENTITIES, publicId, async (id) => {
    const before = await db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return collegeNoticeRow(id, type, snapshot, form, before);
  });
}

export const deleteNotice = (db: Db, publicId: string): Promise<void> =>
  deleteNumberedRow(db, 'notices', publicId);
