import { fileAddress } from '../contract/file-address.ts';
import type { Attachment } from '../contract/schemas/common.ts';
import type { DepartmentSummary } from '../contract/schemas/departments.ts';
import type { CallName } from '../contract/calls.ts';
import type { DepartmentsTable } from '../db/schema.ts';
import {
  alumnusAnswer,
  assameseOf,
  departmentFileAnswer,
  attachmentsOf,
  fromJson,
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

type SummaryColumns = 'dept_code' | 'dept_name' | 'dept_name_as' | 'stream' | 'banner';

/** The departments: the list, each one's page, files, alumni and gallery (SPEC §7). */
export function departmentsServices({
  db,
  uploadsUrl,
}: ServiceDeps): AreaServices<DepartmentCalls> {
  const summary = (row: Pick<DepartmentsTable, SummaryColumns>): DepartmentSummary => {
    const banner = fromJson<Attachment | null>(row.banner, null);
    return {
      dept_code: row.dept_code,
      dept_name: row.dept_name,
      dept_name_as: row.dept_name_as,
      stream: row.stream as DepartmentSummary['stream'],
      banner: banner ? fileAddress(banner, uploadsUrl) : '',
    };
  };
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
      return {
        ...summary(row),
        department_about: row.department_about,
        ...assameseOf({ department_about_as: row.department_about_as }),
        vision: row.vision,
        courses: row.courses,
        contact_details: row.contact_details,
        online_classes: row.online_classes,
        activity: row.activity,
        gallery: row.gallery,
        facilities: fromJson(row.facilities, []),
        estd: row.estd ?? undefined,
        examination_system: row.examination_system,
        profile: fromJson(row.profile, {}),
      };
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
      return (await findGalleryAlbums(db, dept, type)).map((row) => ({
        id: row.id,
        caption: row.caption,
        upload_info: attachmentsOf(row.upload_info, uploadsUrl),
      }));
    },
  };
}
