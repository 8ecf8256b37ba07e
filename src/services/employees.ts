import { ALL_QUARTERS, FACULTY_TYPE } from '../contract/constants.ts';
import type { CallName } from '../contract/calls.ts';
import type { SiteFacultyMember } from '../contract/schemas/catalogue.ts';
import { PERSON_LIVE } from '../entities/employees.ts';
import { answerOf, employeeAnswer, governingBodyAnswer } from './answers.ts';
import { findDepartment, isKnownDeptCode } from './departments.repository.ts';
import {
  findEmployeeWithDepartment,
  findEmployees,
  findGoverningBody,
} from './employees.repository.ts';
import { areaOfResearch, profileAnswer } from './profile.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type EmployeeCalls =
  | 'getEmployeeByType'
  | 'getMyProfileData'
  | 'getMyProfileDataQReport'
  | 'employeeProfileWithDeptCode'
  | 'getSiteFaculty'
  | 'getGbMembers';

/** Staff and faculty: lists by type, a teacher's profile and quarterly report (SPEC §7). */
export function employeesServices({ db, uploadsUrl }: ServiceDeps): AreaServices<EmployeeCalls> {
  const requireDept = async (name: CallName, deptCode: string) => {
    if (!(await isKnownDeptCode(db, deptCode)))
      throw refused(name, `Unknown dept_code '${deptCode}'`);
  };
  return {
    async getEmployeeByType({ dept_code, type }) {
      // OFF holds the principal; TNC the office staff; a department its faculty.
      if (dept_code !== 'OFF') await requireDept('getEmployeeByType', dept_code);
      const rows = await findEmployees(db, dept_code, type);
      return rows.map((row) => employeeAnswer(row, uploadsUrl));
    },
    // An unknown id answers 0, as the college's backend does; the web redirects on it.
    async getMyProfileData({ id }) {
      const row = await findEmployeeWithDepartment(db, id);
      return row ? profileAnswer(row, uploadsUrl) : 0;
    },
    async getMyProfileDataQReport({ id, qr }) {
      const row = await findEmployeeWithDepartment(db, id);
      if (!row) return 0;
      const profile = profileAnswer(row, uploadsUrl);
      if (qr === ALL_QUARTERS) return profile;
      return { ...profile, qr_list: profile.qr_list.filter((report) => report.quarter === qr) };
    },
    async employeeProfileWithDeptCode({ dept_code }) {
      const department = await findDepartment(db, dept_code);
      if (!department)
        throw refused('employeeProfileWithDeptCode', `Unknown dept_code '${dept_code}'`);
      const rows = await findEmployees(db, dept_code, FACULTY_TYPE);
      return rows.map((row) =>
        profileAnswer({ ...row, dept_name: department.dept_name }, uploadsUrl),
      );
    },
    // Ours (extensions.ts): the faculty of a department in the few fields search needs.
    async getSiteFaculty({ dept_code }) {
      await requireDept('getSiteFaculty', dept_code);
      return (await findEmployees(db, dept_code, FACULTY_TYPE)).map((row) => ({
        id: row.id,
        name: row.name,
        designation: row.designation,
        ...(answerOf([PERSON_LIVE], row, uploadsUrl) as Pick<SiteFacultyMember, 'liveNow'>),
        area_of_research: areaOfResearch(row.profile),
      }));
    },
    async getGbMembers() {
      return (await findGoverningBody(db)).map(governingBodyAnswer);
    },
  };
}
