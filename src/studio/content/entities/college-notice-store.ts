import { collegeKindOfType, noticeItemPath } from '../../../web/lib/notice-items.ts';
import type { EntityDef, Snapshot } from '../entity.ts';
import {
  PREVIEW_ID,
  deleteNotice,
  findCollegeNotice,
  findCollegeNotices,
  noticeOf,
  noticeSnapshot,
  withNotice,
  writeCollegeNotice,
  type NoticeValues,
} from './notice-rows.ts';

/** How an entity whose items are college notices of these types reads, writes and previews them. */
type CollegeNoticeStore<V extends NoticeValues & { type: string }> = Pick<
  EntityDef<V>,
  'listPublished' | 'readPublished' | 'writePublished' | 'deletePublished' | 'publicUrl' | 'overlay'
>;

/**
 * The public side of a notice form with a `type` (the college's notices, the IQAC's documents):
 * rows of these types only, written as the importer writes notices (notice-rows.ts), shown at
 * the address of their kind, previewed in the list of their type and year.
 */
export function collegeNoticeStore<V extends NoticeValues & { type: string }>(
  codes: readonly string[],
): CollegeNoticeStore<V> {
  return {
    listPublished: async (db) =>
      (await findCollegeNotices(db, codes)).map((row) => ({
        publicId: String(row.id),
        snapshot: noticeSnapshot(row) as Snapshot<V>,
      })),
    readPublished: async (db, publicId) => {
      const row = await findCollegeNotice(db, Number(publicId), codes);
      return row ? (noticeSnapshot(row) as Snapshot<V>) : undefined;
    },
    writePublished: (db, snapshot, publicId) =>
      writeCollegeNotice(db, snapshot.values.type, 'notice', snapshot, publicId),
    deletePublished: deleteNotice,
    publicUrl: (v, publicId) =>
      noticeItemPath(collegeKindOfType(v.type)!, {
        year: Number(v.date.slice(0, 4)),
        id: publicId ? Number(publicId) : PREVIEW_ID,
      }),
    overlay: (snapshot, publicId, { uploadsUrl }) => {
      const type = snapshot.values.type;
      const answer = noticeOf(type, 'notice', snapshot, publicId, uploadsUrl);
      return (api) => withNotice(api, answer, type);
    },
  };
}
