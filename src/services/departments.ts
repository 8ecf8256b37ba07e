import type { CallName } from '../contract/calls.ts';
import {
  alumnusAnswer,
  departmentAnswer,
  departmentFileAnswer,
  departmentSummary,
  galleryAlbumAnswer,
} from './answers.ts';
import {
  findAlumni,
  findDepartment,
  findDepartmentFiles,
  findDepartments,
  findGalleryAlbums,
} from './departments.repository.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type DepartmentCalls =
  'getDepartments' | 'getDeptData' | 'getDepartmentFileByType' | 'getAlumniByDept' | 'getGallery';

/** The departments: the list, each one's page, files, alumni and gallery (SPEC §7). */
export function departmentsServices({
  db,
  uploadsUrl,
}: ServiceDeps): AreaServices<DepartmentCalls> {
  const summary = (row: Parameters<typeof departmentSummary>[0]) =>
    departmentSummary(row, uploadsUrl);
  const requireDepartment = async (name: CallName, deptCode: string) => {
    const row = await findDepartment(db, deptCode);
    if (!row) throw refused(name, `Unknown dept_code '${deptCode}'`);
    return row;
  };
  return {
    async getDepartments() {
      return (await findDepartments(db)).map(summary);
    },
    async getDeptData({ dept_code }) {
      const row = await requireDepartment('getDeptData', dept_code);
      return departmentAnswer(row, uploadsUrl);
    },
    async getDepartmentFileByType({ dept_code, type }) {
      await requireDepartment('getDepartmentFileByType', dept_code);
      return (await findDepartmentFiles(db, dept_code, type)).map((row) =>
        departmentFileAnswer(row, uploadsUrl),
      );
    },
    async getAlumniByDept({ dept_code }) {
      await requireDepartment('getAlumniByDept', dept_code);
      return (await findAlumni(db, dept_code)).map(alumnusAnswer);
    },
    async getGallery({ dept, type }) {
      await requireDepartment('getGallery', dept);
      return (await findGalleryAlbums(db, dept, type)).map((row) =>
        galleryAlbumAnswer(row, uploadsUrl),
      );
    },
  };
}
