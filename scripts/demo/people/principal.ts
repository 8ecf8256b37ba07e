import type { FacultyDef } from '../sections/departments/index.ts';

/**
 * The principal as a teacher of chemistry: his profile is built like a full-tier teacher's, so
 * the research titles, the projects and the Best Teacher Award count him with the department.
 */
export const PRINCIPAL_NAME = 'Dr. Hiranya Kumar Medhi';
export const PRINCIPAL_DEPT = 'CHE';
export const PRINCIPAL_DEF: FacultyDef = {
  name: PRINCIPAL_NAME,
  designation: 'Principal',
  gender: 'M',
  tier: 'full',
  live: true,
  joined: 1994,
};
/** He took charge of the college in 2018. */
export const PRINCIPAL_FROM = 2018;

/** The teachers of a department whose research the profiles show, the principal with chemistry. */
export function researchersOf(dept: { code: string; faculty: FacultyDef[] }): FacultyDef[] {
  return dept.code === PRINCIPAL_DEPT ? [...dept.faculty, PRINCIPAL_DEF] : dept.faculty;
}
