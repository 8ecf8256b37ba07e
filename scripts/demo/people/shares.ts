import { Random } from '../lib/random.ts';
import { lowerFirst } from '../lib/text.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import type { Paper } from '../sections/departments/types.ts';
import { SIZES } from './context.ts';
import { researchersOf } from './principal.ts';

/**
 * What the teachers of a department share out among themselves, so that no project, book or
 * article appears under two people unless both entries name the other: projects (a project two
 * teachers run lists each as the other's co-researcher), text books, newspaper and popular
 * articles, video lectures. Dealt in the department's order, the principal last with chemistry.
 */

export interface ProjectShare {
  title: string;
  agency: string;
  /** The colleague who runs it too; both entries name each other. */
  partner?: string;
}

interface Shares {
  projects: ProjectShare[];
  books: string[];
  news: string[];
  popular: string[];
  /** Video lectures for the college's e-learning channel: a course and one of its topics. */
  lectures: { paper: Paper; topic: string }[];
}

/** Post-editorial articles a teacher writes for a daily; each title is one teacher's. */
const NEWS = [
  (s: string) => `Why ${s} matters in the villages`,
  (s: string) => `Remembering a teacher of ${s}`,
  (s: string) => `Floods, schools and the study of ${s}`,
  (s: string) => `What a degree in ${s} offers a rural student`,
  (s: string) => `Writing about ${s} for the common reader`,
  (s: string) => `A college department of ${s} and its neighbourhood`,
  (s: string) => `Careers after ${s}: advice to Class XII students`,
  (s: string) => `Our students and the love of ${s}`,
];

const cache = new Map<string, Map<string, Shares>>();

function deal(dept: DeptDef): Map<string, Shares> {
  const known = cache.get(dept.code);
  if (known) return known;
  const r = new Random(`shares:${dept.code}`);
  const subject = lowerFirst(dept.name);
  const projects = r.shuffle([...dept.projects]);
  const books = r.shuffle([...dept.books]);
  const news = r.shuffle(NEWS.map((f) => f(subject)));
  const popular = r.shuffle(dept.areas.map((a) => `${a}: a note for general readers`));
  const lectures = r.shuffle(
    dept.papers.flatMap((paper) => paper.topics.map((topic) => ({ paper, topic }))),
  );
  const out = new Map<string, Shares>();
  for (const def of researchersOf(dept)) {
    const size = (key: string) => SIZES[def.tier][key] ?? 0;
    const own: ProjectShare[] = projects.splice(0, size('projects')).map((p) => ({ ...p }));
    // Too few projects left: join a colleague's, and each names the other.
    for (const [name, theirs] of out) {
      if (own.length >= size('projects')) break;
      const project = theirs.projects.find((p) => !p.partner);
      if (!project) continue;
      project.partner = def.name;
      own.push({ title: project.title, agency: project.agency, partner: name });
    }
    out.set(def.name, {
      projects: own,
      books: books.splice(0, size('textBooks')),
      news: news.splice(0, size('news')),
      popular: popular.splice(0, size('popular')),
      lectures: lectures.splice(0, size('econtent')),
    });
  }
  cache.set(dept.code, out);
  return out;
}

export function sharesOf(dept: DeptDef, def: FacultyDef): Shares {
  return (
    deal(dept).get(def.name) ?? { projects: [], books: [], news: [], popular: [], lectures: [] }
  );
}
