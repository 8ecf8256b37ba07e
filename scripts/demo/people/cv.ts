import type { PdfContent } from '../files/pdf.ts';
import { COLLEGE } from '../sections/college.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import { AS_OF_YEAR, plain, type Person } from './context.ts';

/**
 * A teacher's curriculum vitae, from their own profile: post and service, degrees and
 * qualifying examinations, research interests, papers, books, seminars, training, projects,
 * guidance, awards and duties in the college, ending with the usual declaration.
 */
export function curriculumVitae(
  person: Person,
  def: FacultyDef,
  dept: DeptDef,
  areas: string[],
): PdfContent {
  const degrees = person.degrees ?? {};
  const education: string[][] = [
    ...(degrees.bachelor ?? []).map((d) => [
      String(d.course_b),
      String(d.subject_b),
      String(d.university_b),
      String(d.year_b),
    ]),
    ...(degrees.master ?? []).map((d) => [
      String(d.course_m),
      String(d.subject_m),
      String(d.university_m),
      String(d.year_m),
    ]),
    ...(degrees.mphil ?? []).map((d) => [
      'M.Phil.',
      `\u201c${d.title_m1}\u201d`,
      String(d.university_m1),
      String(d.year_m1),
    ]),
    ...(degrees.phd ?? []).map((d) => [
      'Ph.D.',
      `\u201c${d.title_p}\u201d (supervisor ${d.supervisor_p})`,
      String(d.university_p),
      String(d.year_p),
    ]),
    ...(degrees.other ?? []).map((d) => [String(d.description_o), '', '', String(d.year_o)]),
  ];
  const list = (head: string, items: string[]) =>
    items.length ? [head, ...items.map((i) => `- ${i}`)] : [];
  const post =
    def.designation === 'Principal'
      ? `Principal, ${COLLEGE.name} (since 2018); teacher of ${dept.name} since ${def.joined}`
      : `${def.designation}, Department of ${dept.name}, ${COLLEGE.name}`;
  return {
    title: `Curriculum Vitae: ${def.name}`,
    body: [
      {
        columns: ['Particulars', ''],
        rows: [
          ['Present post', post],
          ['Date of joining', String(person.date_of_joining ?? def.joined)],
          ['Teaching experience', `${AS_OF_YEAR - def.joined} years`],
          ['Email', String(person.email ?? '')],
        ],
        widths: [1, 2.6],
      },
      {
        caption: 'Education and qualifying examinations',
        columns: ['Degree', 'Subject or thesis', 'University', 'Year'],
        rows: education,
        widths: [1.2, 2.6, 1.4, 0.6],
      },
      `Research interests: ${areas.join('; ')}.`,
      ...list(
        'Research papers:',
        (person.research_papers ?? []).map(
          (p) =>
            `\u201c${p.title_paper}\u201d, ${p.title_book}, ${p.volume}, pp. ${p.page_nos}, ${p.date_year}.`,
        ),
      ),
      ...list(
        'Books:',
        (person.text_books ?? []).map(
          (b) => `${b.title_book} (${b.edition} edition), ${b.published_by}, ${b.date_year}.`,
        ),
      ),
      ...list(
        'Papers presented in seminars:',
        (person.seminars ?? []).map(
          (s) => `\u201c${s.title}\u201d, ${s.theme}, ${s.organised_by}, ${s.date_year}.`,
        ),
      ),
      ...list(
        'Research projects:',
        (person.research_projects ?? []).map(
          (p) => `\u201c${p.title}\u201d, ${p.sponsored_by}, Rs. ${p.fund} lakh, ${p.status}.`,
        ),
      ),
      ...list(
        'Orientation, refresher and short-term courses:',
        (person.workshops ?? []).map(
          (w) => `${w.theme}, ${w.organised_by} (${w.duration}), ${w.date_year}.`,
        ),
      ),
      ...list(
        'Research guidance:',
        (person.guideships ?? []).map((g) => `${g.name}: \u201c${g.topic}\u201d (${g.status}).`),
      ),
      ...list(
        'Awards:',
        (person.awards ?? []).map((a) => `${a.award} (${a.other_info}).`),
      ),
      ...list(
        'Duties in the college:',
        (person.college_activities ?? []).map(
          (c) =>
            `${c.position}, ${c.name} (${c.till === 'Till date' ? `since ${c.from}` : `${c.from} to ${c.till}`}).`,
        ),
      ),
      'Declaration: I declare that the particulars given above are true to the best of my knowledge and belief.',
    ],
    signedBy: `${plain(def.name)}, ${def.designation}`,
  };
}
