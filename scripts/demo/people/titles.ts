import { Random } from '../lib/random.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import { MORE_TITLES } from '../sections/departments/more-titles.ts';
import { specificsOf } from '../sections/departments/specifics.ts';
import { SIZES } from './context.ts';
import { researchersOf } from './principal.ts';

/**
 * Each teacher's own research: the department's titles dealt out so that no title appears twice
 * anywhere, under two teachers or under two kinds (a thesis, a journal paper, a seminar talk, a
 * chapter, a scholar's topic). The department's profile tables quote the papers under their
 * authors, with the same journal (see journals.ts).
 */
export interface OwnTitles {
  thesis?: string;
  mphil?: string;
  papers: string[];
  seminars: string[];
  chapters: string[];
  scholars: string[];
}

const cache = new Map<string, Map<string, OwnTitles>>();

function allTitles(dept: DeptDef): string[] {
  const all = [...dept.researchTitles, ...specificsOf(dept.code).moreTitles];
  for (const t of MORE_TITLES[dept.code] ?? []) if (!all.includes(t)) all.push(t);
  return all;
}

function shares(dept: DeptDef): Map<string, OwnTitles> {
  const known = cache.get(dept.code);
  if (known) return known;
  const r = new Random(`titles:${dept.code}`);
  const pool = r.shuffle(allTitles(dept));
  const take = (n: number, who: string) => {
    if (pool.length < n) throw new Error(`${dept.code}: too few research titles for ${who}`);
    return pool.splice(0, n);
  };
  const out = new Map<string, OwnTitles>();
  for (const def of researchersOf(dept)) {
    const size = (key: string) => SIZES[def.tier][key] ?? 0;
    const own: OwnTitles = {
      papers: take(size('papers'), def.name),
      seminars: take(size('seminars'), def.name),
      chapters: take(size('otherPubs'), def.name),
      scholars: take(size('guideships'), def.name),
    };
    if (def.name.startsWith('Dr.')) own.thesis = take(1, def.name)[0];
    if (def.tier === 'full') own.mphil = take(1, def.name)[0];
    out.set(def.name, own);
  }
  cache.set(dept.code, out);
  return out;
}

export function ownTitles(dept: DeptDef, def: FacultyDef): OwnTitles {
  return shares(dept).get(def.name) ?? { papers: [], seminars: [], chapters: [], scholars: [] };
}

/** Each teacher's journal papers, by name, for the department's profile tables. */
export function titleShares(dept: DeptDef): Map<string, string[]> {
  return new Map(
    dept.faculty.map((def) => [def.name, ownTitles(dept, def).papers] as [string, string[]]),
  );
}

/**
 * The year a teacher's paper appeared, seeded by its title so that the department's tables quote
 * the year the profile gives. A full profile's last paper is from 2016, outside the research
 * page's 2017 window, so the page has something to leave out.
 */
export function paperYear(dept: DeptDef, def: FacultyDef, title: string): number {
  const papers = ownTitles(dept, def).papers;
  if (def.tier === 'full' && papers.indexOf(title) === papers.length - 1) return 2016;
  return new Random(`paper-year:${title}`).int(2017, 2026);
}
