import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import type { Department, DepartmentSummary } from '../../contract/schemas/departments.ts';
import type { Attachment } from '../../contract/schemas/common.ts';
import { fileAddress } from '../../contract/file-address.ts';
import { assameseOf, attachmentsOf, fromJson } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import type { DepartmentsTable } from '../../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import {
  findAlumni,
  findDepartment,
  findDepartmentFiles,
  findDepartments,
  findGalleryAlbums,
} from './departments.repository.ts';

export async function departmentsRoutes(app: FastifyInstance, { db, uploadsUrl }: ApiDeps) {
  type SummaryColumns = 'dept_code' | 'dept_name' | 'dept_name_as' | 'stream' | 'banner';
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
  const requireDepartment = async (deptCode: string) => {
    const row = await findDepartment(db, deptCode);
    if (!row) throw httpErrors.notFound(`Unknown dept_code '${deptCode}'`);
    return row;
  };

  contractRoute(app, 'getDepartments', async () => (await findDepartments(db)).map(summary));

  contractRoute(app, 'getDeptData', async ({ dept_code }): Promise<Department> => {
    const row = await requireDepartment(dept_code);
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
  });

  contractRoute(app, 'getDepartmentFileByType', async ({ dept_code, type }) => {
    await requireDepartment(dept_code);
    return (await findDepartmentFiles(db, dept_code, type)).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      date: row.date ?? undefined,
      upload_info: attachmentsOf(row.upload_info, uploadsUrl),
    }));
  });

  contractRoute(app, 'getAlumniByDept', async ({ dept_code }) => {
    await requireDepartment(dept_code);
    return (await findAlumni(db, dept_code)).map(
      ({ id: _id, dept_code: _dept, ...alumnus }) => alumnus,
    );
  });

  contractRoute(app, 'getGallery', async ({ dept, type }) => {
    await requireDepartment(dept);
    return (await findGalleryAlbums(db, dept, type)).map((row) => ({
      id: row.id,
      caption: row.caption,
      upload_info: attachmentsOf(row.upload_info, uploadsUrl),
    }));
  });
}
