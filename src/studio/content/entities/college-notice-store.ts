import { collegeKindOfType, noticeItemPath } from '../../../site-map/notice-items.ts';
import type { EntityDef, Snapshot } from '../entity.ts';
import {
  PREVIEW_ID,
  deleteNotice,
  findCollegeNotice,
  findCollegeNotices,
  noticeSnapshot,
  writeCollegeNotice,
  type NoticeFormKind,
  type NoticeValues,
} from './notice-rows.ts';

/** How an entity whose items are college notices of these types reads and writes them. */
type CollegeNoticeStore<V extends NoticeValues> = Pick<
  EntityDef<V>,
  'listPublished' | 'readPublished' | 'writePublished' | 'deletePublished' | 'publicUrl'
>;

/** What sets one kind of college notice form apart from another. */
interface NoticeForm<V extends NoticeValues> {
  /** The row's type for these values: the form's own choice, or the entity's one type. */
  typeOf: (values: V) => string;
  /** The fields its form holds (notice-rows.ts FORM_FIELDS); the row keeps its others. */
  form: NoticeFormKind;
  /** A published row's values as this form holds them. */
  fromRow: (snapshot: Snapshot<NoticeValues & { type: string }>) => Snapshot<V>;
}

/**
 * The public side of a college notice form: rows of these types only, written as the importer
 * writes notices (notice-rows.ts), shown at the address of their kind, previewed in the list of
 * their type and year. By default the form chooses the type (the college's notices, the IQAC's
 * documents); the events give their own.
 */
export function collegeNoticeStore<V extends NoticeValues & { type: string }>(
  codes: readonly string[],
  form: NoticeFormKind = 'notice',
): CollegeNoticeStore<V> {
  return noticeStore<V>(codes, {
    typeOf: (values) => values.type,
    form,
    fromRow: (snapshot) => snapshot as Snapshot<V>,
  });
}

/** collegeNoticeStore for a form that says how its type, importer form and values are found. */
export function noticeStore<V extends NoticeValues>(
  codes: readonly string[],
  { typeOf, form, fromRow }: NoticeForm<V>,
): CollegeNoticeStore<V> {
  return {
    listPublished: async (db) =>
      (await findCollegeNotices(db, codes)).map((row) => ({
        publicId: String(row.id),
        snapshot: fromRow(noticeSnapshot(row)),
      })),
    readPublished: async (db, publicId) => {
      const row = await findCollegeNotice(db, Number(publicId), codes);
      return row ? fromRow(noticeSnapshot(row)) : undefined;
    },
    writePublished: (db, snapshot, publicId) =>
      writeCollegeNotice(db, typeOf(snapshot.values), form, snapshot, publicId),
    deletePublished: deleteNotice,
    publicUrl: (v, publicId) =>
      noticeItemPath(collegeKindOfType(typeOf(v))!, {
        year: Number(v.date.slice(0, 4)),
        id: publicId ? Number(publicId) : PREVIEW_ID,
      }),
  };
}
