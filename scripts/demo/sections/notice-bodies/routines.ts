import type { PdfTable } from '../../files/pdf.ts';
import { Random } from '../../lib/random.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { ordinal } from './common.ts';

/**
 * Routines other than a stream's week (documents.ts): the laboratories batch by batch, the
 * common courses of the FYUGP (skill enhancement, value added, Assamese, multidisciplinary), the
 * Saturday tutorials and the project hours of the 7th Semester, as their titles name them.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const odd = (iso: string) => Number(iso.slice(5, 7)) >= 7;
const semesters = (iso: string) => (odd(iso) ? ['1st', '3rd', '5th'] : ['2nd', '4th', '6th']);
const ofDept = (code: string) => DEPARTMENTS.find((d) => d.code === code)!;

function laboratories(codes: [string, string], iso: string, random: Random): PdfTable {
  const [a, b] = codes.map(ofDept) as [(typeof DEPARTMENTS)[number], (typeof DEPARTMENTS)[number]];
  const lab = (d: typeof a) => (d.code === 'MAT' ? 'Computer laboratory' : `${d.name} laboratory`);
  const sems = semesters(iso);
  return {
    caption: 'Batch-wise practical classes, 1:30-4:15 p.m.',
    columns: ['Day', lab(a), lab(b)],
    rows: DAYS.slice(0, 5).map((day, i) => [
      day,
      `${sems[i % 3]} Semester, batch ${i < 3 ? 'A' : 'B'} (${random.pick(a.faculty).name})`,
      `${sems[(i + 1) % 3]} Semester, batch ${i < 2 ? 'B' : 'A'} (${random.pick(b.faculty).name})`,
    ]),
    widths: [1, 2.5, 2.5],
  };
}

const COURSES: [RegExp, string, string[]][] = [
  [
    /Skill Enhancement/i,
    'SEC',
    [
      'Computer applications for office work',
      'Mushroom cultivation',
      'Translation: Assamese and English',
      'Tourism and heritage of Assam',
      'Spreadsheets and data analysis',
      'Basic laboratory techniques',
    ],
  ],
  [
    /Value Added/i,
    'VAC',
    [
      'Environmental studies',
      'Health and wellness (yoga)',
      'The Indian knowledge system',
      'Digital and technological solutions',
    ],
  ],
  [
    /Modern Indian Language|Assamese/i,
    'AEC',
    [
      'Assamese: language and communication',
      'Assamese: prose and poetry',
      'Assamese: writing for the media',
      'Assamese: grammar and usage',
    ],
  ],
  [
    /Multidisciplinary/i,
    'MDC',
    [
      'Culture and folklore of Assam',
      'Economics of everyday life',
      'Physics in daily life',
      'Chemistry and the environment',
      'Mathematics for social sciences',
      'Plants and people',
    ],
  ],
];

function commonCourses(title: string, iso: string, random: Random): PdfTable | undefined {
  const found = COURSES.find(([m]) => m.test(title));
  if (!found) return undefined;
  const [, code, names] = found;
  // The FYUGP's common courses sit in its first semesters: AEC in four, the others in three.
  const upTo = code === 'AEC' ? 4 : 3;
  const sems = [1, 2, 3, 4].filter((s) => s <= upTo && s % 2 === (odd(iso) ? 1 : 0));
  return {
    caption: `${code} courses, semester by semester`,
    columns: ['Course', 'Semester', 'Days and period', 'Room'],
    rows: names.map((name, i) => [
      `${code}-${100 + 10 * (i + 1)}: ${name}`,
      `${ordinal(sems[i % sems.length]!)} Semester`,
      `${DAYS[i % 3]} and ${DAYS[(i % 3) + 3]}, ${random.pick(['10:00-10:55', '11:50-12:45', '1:30-2:25'])}`,
      random.pick([
        'Room 2',
        'Room 5',
        'Room 8',
        'Auditorium',
        'Seminar hall',
        'Computer laboratory',
      ]),
    ]),
    widths: [3.2, 1.2, 2.4, 1.2],
  };
}

function saturdays(random: Random): PdfTable {
  return {
    caption: 'Remedial classes and tutorials (Saturdays)',
    columns: ['Department', '10:00-11:00 a.m.', '11:00 a.m.-12:00 noon', 'Teacher'],
    rows: DEPARTMENTS.map((d) => [
      d.name,
      'Remedial class',
      'Tutorial groups',
      random.pick(d.faculty).name,
    ]),
    widths: [1.5, 1.5, 1.8, 2.2],
  };
}

function projectHours(random: Random): PdfTable {
  return {
    caption: 'Research project hours of the 7th Semester',
    columns: ['Department', 'Days', 'Hours', 'Supervisors'],
    rows: DEPARTMENTS.map((d, i) => [
      d.name,
      i % 2 ? 'Tuesday and Thursday' : 'Monday and Wednesday',
      '2:25-4:15 p.m.',
      random
        .sample(d.faculty, 2)
        .map((f) => f.name)
        .join(', '),
    ]),
    widths: [1.3, 1.8, 1.2, 3.2],
  };
}

/** The tables of a routine that is not a stream's week; none for a class routine. */
export function courseRoutines(title: string, iso: string): PdfTable[] {
  const random = new Random(`notice-routine:${title}`);
  if (/Physics and Chemistry/i.test(title)) return [laboratories(['PHY', 'CHE'], iso, random)];
  if (/Botany and Mathematics/i.test(title)) return [laboratories(['BOT', 'MAT'], iso, random)];
  if (/remedial|tutorial/i.test(title)) return [saturdays(random)];
  if (/research project/i.test(title)) return [projectHours(random)];
  const common = commonCourses(title, iso, random);
  return common ? [common] : [];
}
