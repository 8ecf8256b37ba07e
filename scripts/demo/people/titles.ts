import { Random } from '../lib/random.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import { specificsOf } from '../sections/departments/specifics.ts';
import { SIZES } from './context.ts';

/**
 * Each teacher's own research: the department's paper titles dealt out so that no two teachers
 * list the same paper. A teacher's papers, seminar talks, chapters and thesis all come from
 * their own share; the department's profile tables quote the same titles under their authors.
 */
const cache = new Map<string, Map<string, string[]>>();

export function titleShares(dept: DeptDef): Map<string, string[]> {
  const known = cache.get(dept.code);
  if (known) return known;
  const r = new Random(`titles:${dept.code}`);
  const pool = r.shuffle([...dept.researchTitles, ...specificsOf(dept.code).moreTitles]);
  const shares = new Map<string, string[]>();
  for (const def of dept.faculty) {
    const size = SIZES[def.tier].papers ?? 0;
    // A doctor with a thesis has at least one title of their own, even with no papers listed.
    const take = Math.max(size, def.name.startsWith('Dr.') ? 1 : 0);
    if (pool.length < take) throw new Error(`${dept.code}: too few paper titles for ${def.name}`);
    shares.set(def.name, pool.splice(0, take));
  }
  cache.set(dept.code, shares);
  return shares;
}

export function titlesOf(dept: DeptDef, def: FacultyDef): string[] {
  return titleShares(dept).get(def.name) ?? [];
}
