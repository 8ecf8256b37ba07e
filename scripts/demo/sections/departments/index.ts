import { ARTS_DEPARTMENTS } from './arts.ts';
import { SCIENCE_DEPARTMENTS } from './science.ts';
import type { DeptDef } from './types.ts';

/** The eight departments, in the order the site lists them (order 1..8). */
export const DEPARTMENTS: DeptDef[] = [...ARTS_DEPARTMENTS, ...SCIENCE_DEPARTMENTS];

/** The department whose gallery is left out, so the 'No albums to view' state can be seen. */
export const NO_GALLERY_DEPT = 'ECO';

/** First employee id of each department's faculty: ASM 111.., ENG 121.., ... BOT 181... */
export function firstFacultyId(index: number): number {
  return 111 + index * 10;
}

export type { DeptDef, FacultyDef, Tier } from './types.ts';
