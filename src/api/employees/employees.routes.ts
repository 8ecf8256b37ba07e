import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { ALL_QUARTERS, FACULTY_TYPE } from '../../contract/constants.ts';
import { employeeAnswer } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import { findDepartment, isKnownDeptCode } from '../departments/departments.repository.ts';
import type { ApiDeps } from '../deps.ts';
import {
  findEmployeeWithDepartment,
  findEmployees,
  findGoverningBody,
} from './employees.repository.ts';
import { areaOfResearch, profileAnswer } from './profile.ts';

export async function employeesRoutes(app: FastifyInstance, { db, uploadsUrl }: ApiDeps) {
  contractRoute(app, 'getEmployeeByType', async ({ dept_code, type }) => {
    // OFF holds the principal; TNC the office staff; a department its faculty.
    if (dept_code !== 'OFF' && !(await isKnownDeptCode(db, dept_code))) {
      throw httpErrors.notFound(`Unknown dept_code '${dept_code}'`);
    }
    return (await findEmployees(db, dept_code, type)).map((row) => employeeAnswer(row, uploadsUrl));
  });

  // An unknown id answers 0, as the college's backend does; the web redirects on it.
  contractRoute(app, 'getMyProfileData', async ({ id }) => {
    const row = await findEmployeeWithDepartment(db, id);
    return row ? profileAnswer(row, uploadsUrl) : 0;
  });

  contractRoute(app, 'getMyProfileDataQReport', async ({ id, qr }) => {
    const row = await findEmployeeWithDepartment(db, id);
    if (!row) return 0;
    const profile = profileAnswer(row, uploadsUrl);
    if (qr === ALL_QUARTERS) return profile;
    return { ...profile, qr_list: profile.qr_list.filter((report) => report.quarter === qr) };
  });

  contractRoute(app, 'employeeProfileWithDeptCode', async ({ dept_code }) => {
    const department = await findDepartment(db, dept_code);
    if (!department) throw httpErrors.notFound(`Unknown dept_code '${dept_code}'`);
    const rows = await findEmployees(db, dept_code, FACULTY_TYPE);
    return rows.map((row) =>
      profileAnswer({ ...row, dept_name: department.dept_name }, uploadsUrl),
    );
  });

  // Ours (extensions.ts): the faculty of a department in the few fields search needs.
  contractRoute(app, 'getSiteFaculty', async ({ dept_code }) => {
    if (!(await isKnownDeptCode(db, dept_code)))
      throw httpErrors.notFound(`Unknown dept_code '${dept_code}'`);
    return (await findEmployees(db, dept_code, FACULTY_TYPE)).map((row) => ({
      id: row.id,
      name: row.name,
      designation: row.designation,
      liveNow: row.live_now,
      area_of_research: areaOfResearch(row.profile),
    }));
  });

  contractRoute(app, 'getGbMembers', async () =>
    (await findGoverningBody(db)).map(({ type, name, phone, email }) => ({
      type,
      name,
      phone,
      email,
    })),
  );
}
