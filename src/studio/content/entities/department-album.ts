import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { GalleryAlbumsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { GALLERY_ALBUM_FIELDS } from '../../../entities/gallery-albums.ts';
import { describedFields } from '../described-form.ts';
import { coverFirst } from '../photo-list.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

/** The only kind of gallery SPEC §7 names. */
const GALLERY_TYPE = 'DEPARTMENT';

const NAMES = GALLERY_ALBUM_FIELDS.map((field) => field.name);
const albumForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...describedFields(GALLERY_ALBUM_FIELDS, NAMES),
});
const schema = z.object(albumForm.shape);
type AlbumForm = z.output<typeof schema>;

function asForm(row: GalleryAlbumsTable): Snapshot<AlbumForm> {
  const { values, files } = snapshotOfRow(GALLERY_ALBUM_FIELDS, NAMES, row);
  return { values: { dept_code: row.dept_code, ...values } as AlbumForm, files };
}

const albums = (db: Db) =>
  db.selectFrom('gallery_albums').selectAll().where('type', '=', GALLERY_TYPE);

/**
 * The row the importer writes for an album (content/to-rows.ts). The cover leads its photos
 * there (issue 36): the public gallery, and a college's own backend, show an album's first
 * photo first; the studio's draft keeps the order staff gave and which photo is the cover.
 */
const rowOf = (id: number, snapshot: Snapshot<AlbumForm>): GalleryAlbumsTable => {
  const values = { ...snapshot.values, photos: coverFirst(snapshot.values.photos) };
  return {
    id,
    dept_code: snapshot.values.dept_code,
    type: GALLERY_TYPE,
    ...(columnsOfForm(GALLERY_ALBUM_FIELDS, NAMES, { ...snapshot, values }) as ColumnsOf<
      typeof GALLERY_ALBUM_FIELDS
    >),
  };
};

export const departmentAlbum = defineEntity<AlbumForm>({
  name: 'department_album',
  permission: 'department_content',
  label: { one: 'Gallery album', many: 'Gallery albums' },
  singleton: false,
  fields: albumForm.fields,
  schema,
  blank: (_today, actor) => ({ ...ownDept(actor), photos: [] }),
  access: deptAccess('department_content'),
  check: (db, v) => unknownDept(db, v.dept_code),
  summary: (v) => ({
    title: v.caption,
    date: null,
    detail: `${v.dept_code}: ${v.photos.length} photo${v.photos.length === 1 ? '' : 's'}`,
  }),
  listPublished: async (db) =>
    (await albums(db).orderBy('dept_code').orderBy('id').execute()).map((row) => ({
      publicId: String(row.id),
      snapshot: asForm(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await albums(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? asForm(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'gallery_albums', ['department_album'], publicId, (id) =>
      rowOf(id, snapshot),
    ),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'gallery_albums', publicId),
  publicUrl: (v) => departmentPath(v.dept_code, 'gallery'),
});
