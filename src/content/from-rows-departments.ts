import type { Selectable } from 'kysely';
import type { DepartmentsTable, NoticesTable } from '../db/schema.ts';
import { ALUMNUS_FIELDS } from '../entities/alumni.ts';
import { DEPARTMENT_FILE_FIELDS } from '../entities/department-files.ts';
import { DEPARTMENT_FIELDS } from '../entities/departments.ts';
import { GALLERY_ALBUM_FIELDS } from '../entities/gallery-albums.ts';
import { NOTICE_FIELDS } from '../entities/notices.ts';
import { entryOf } from './described.ts';
import type { ExportContext } from './export-values.ts';
import type { ExportedFolder } from './from-rows.ts';
import { personFile } from './from-rows-people.ts';
import type { StoredRows } from './read-rows.ts';

/**
 * Notice entries (notices/{TYPE}.yaml, a department's notices and events), in id order, each
 * with its id: their pages' addresses carry it.
 */
export function noticeEntries(
  ctx: ExportContext,
  rows: readonly Selectable<NoticesTable>[],
  where: string,
) {
  return rows.map((row) => ({
    id: row.id,
    ...entryOf(NOTICE_FIELDS, row, ctx, where, row.title),
  }));
}

/**
 * departments/{CODE}/: department.yaml, its documents, notices, events, alumni, gallery and one
 * file per teacher, named so that they sort as the list is ordered ('001-151.yaml').
 */
export function addDepartments(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  for (const department of rows.departments) {
    const code = department.dept_code;
    const base = `departments/${code}`;
    const of = <T extends { dept_code: string }>(list: readonly T[]) =>
      list.filter((row) => row.dept_code === code);
    out.data.set(`${base}/department.yaml`, departmentFile(ctx, department, base));
    out.count('departments', 1);

    const documents: Record<string, unknown[]> = {};
    for (const file of of(rows.department_files)) {
      (documents[file.type] ??= []).push({
        id: file.id,
        ...entryOf(DEPARTMENT_FILE_FIELDS, file, ctx, `${base}/documents.yaml`, file.title),
      });
      out.count('department documents', 1);
    }
    out.setUnlessEmpty(`${base}/documents.yaml`, documents);

    const notices = of(rows.notices);
    for (const [type, file] of [
      ['DEPT_NOTICE', 'notices'],
      ['DEPTEVENT', 'events'],
    ] as const) {
      const entries = notices.filter((notice) => notice.type === type);
      out.setUnlessEmpty(
        `${base}/${file}.yaml`,
        noticeEntries(ctx, entries, `${base}/${file}.yaml`),
      );
      out.count(`department ${file}`, entries.length);
    }

    const alumni = of(rows.alumni).map((alumnus) =>
      entryOf(ALUMNUS_FIELDS, alumnus, ctx, `${base}/alumni.yaml`, alumnus.name),
    );
    out.setUnlessEmpty(`${base}/alumni.yaml`, alumni);
    out.count('alumni', alumni.length);

    const albums = of(rows.gallery_albums);
    for (const album of albums.filter((a) => a.type !== 'DEPARTMENT'))
      ctx.warn(`${base}/gallery.yaml`, `album '${album.caption}' of type ${album.type} left out`);
    const gallery = albums
      .filter((album) => album.type === 'DEPARTMENT')
      .map((album) => ({
        id: album.id,
        ...entryOf(GALLERY_ALBUM_FIELDS, album, ctx, `${base}/gallery.yaml`, album.caption),
      }));
    out.setUnlessEmpty(`${base}/gallery.yaml`, gallery);
    out.count('gallery albums', gallery.length);

    const faculty = rows.employees.filter((e) => e.dept_code === code && e.type === 'FACULTY');
    const width = Math.max(3, String(faculty.length).length);
    faculty.forEach((person, i) => {
      const file = `${base}/faculty/${String(i + 1).padStart(width, '0')}-${person.id}.yaml`;
      if (person.home_dept_code !== code)
        ctx.warn(file, `home department ${person.home_dept_code} becomes ${code}`);
      out.data.set(file, personFile(ctx, person, file));
    });
    out.count('people', faculty.length);
  }
}

function departmentFile(ctx: ExportContext, row: Selectable<DepartmentsTable>, base: string) {
  const where = `${base}/department.yaml`;
  // The order of a hand-written department.yaml: the identity, the banner and the figures,
  // then the texts, the facilities and the profile.
  const { dept_name, dept_name_as, stream, banner, estd, examination_system, ...texts } = entryOf(
    DEPARTMENT_FIELDS,
    row,
    ctx,
    where,
    '',
  );
  return {
    dept_code: row.dept_code,
    dept_name,
    dept_name_as,
    stream,
    order: row.sort_order,
    banner,
    estd,
    examination_system,
    ...texts,
  };
}
