import type { PdfTable } from '../files/pdf.ts';
import { isFyugp } from '../lib/academic-year.ts';
import { ACADEMIC_CALENDAR, HOLIDAYS_2026, SESSION } from '../lib/calendar.ts';
import { addDays, longDate, weekday } from '../lib/dates.ts';
import { DEPARTMENTS } from './departments/index.ts';
import { examTables, sessionalTables } from './exam-documents.ts';
import { courseRoutines } from './notice-bodies/routines.ts';

/**
 * What a notice's PDF holds besides its letter: the routine, the list of holidays, the fees, the
 * schedule or the calendar its title promises, dated from the notice's own date.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PERIODS = [
  '10:00-10:55',
  '10:55-11:50',
  '11:50-12:45',
  '1:30-2:25',
  '2:25-3:20',
  '3:20-4:15',
];

/** Teachers' initials: 'Dr. Ranjit Baruah' is RB. */
const initials = (name: string) =>
  name
    .replace(/^(Dr|Sri|Smti)\.?\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

/**
 * One semester's week: a period a cell, the course code, the teacher's initials and the room.
 * Batches admitted before the FYUGP study the CBCS Honours papers ('HIS-HC-301'), later ones
 * the Major papers ('HIS-MAJ-301').
 */
function routine(stream: 'ARTS' | 'SCIENCE', semester: number, iso: string): PdfTable {
  const depts = DEPARTMENTS.filter((d) => d.stream === stream);
  // The scheme of the semester's batch: the FYUGP from the admissions of 2023, the CBCS before.
  const kind = isFyugp(semester, Number(iso.slice(0, 4))) ? 'MAJ' : 'HC';
  const rows = DAYS.map((day, d) => [
    day,
    ...PERIODS.map((_, p) => {
      if (day === 'Saturday' && p > 2) return p === 3 ? 'Tutorial / library' : '-';
      const dept = depts[(d + p) % depts.length]!;
      // Two teachers share a paper, on alternate days.
      const teacher = dept.faculty[(semester + (d % 2)) % dept.faculty.length]!;
      const room =
        stream === 'SCIENCE' && p >= 3 ? `${dept.code} Lab` : `Room ${10 + ((d + p) % 12)}`;
      return `${dept.code}-${kind}-${semester}0${1 + (p % 2)} ${initials(teacher.name)}, ${room}`;
    }),
  ]);
  return {
    caption: `${semester}${['', 'st', 'nd', 'rd'][semester] ?? 'th'} Semester (${stream === 'ARTS' ? 'Arts' : 'Science'})`,
    columns: ['Day', ...PERIODS],
    rows,
    widths: [1.1, 1, 1, 1, 1, 1, 1],
  };
}

function routines(text: string, iso: string): PdfTable[] {
  const stream = /Science|Physics|Botany/i.test(text) ? 'SCIENCE' : 'ARTS';
  const month = Number(iso.slice(5, 7));
  const odd = /odd/i.test(text) || (!/even/i.test(text) && month >= 7);
  const fourth = /7th/.test(text);
  const semesters = fourth ? [7] : odd ? [1, 3, 5] : [2, 4, 6];
  return semesters.map((s) => routine(stream, s, iso));
}

function holidayList(): PdfTable {
  return {
    caption: 'Holidays',
    columns: ['Date', 'Day', 'Occasion'],
    // The notice says Sundays are not listed: a festival on a Sunday is no extra day off.
    rows: HOLIDAYS_2026.filter(([date]) => weekday(date) !== 'Sunday')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, occasion]) => [longDate(date), weekday(date), occasion]),
    widths: [1.2, 1, 3],
  };
}

function academicCalendar(): PdfTable {
  return {
    caption: `Session ${SESSION}`,
    columns: ['Month', 'Classes, examinations and days observed'],
    rows: ACADEMIC_CALENDAR.map(([month, events]) => [month, events]),
    widths: [1, 4],
  };
}

/** The FYUGP fees of a semester, in rupees, as the Government of Assam's rules set them. */
export function feeTable(stream?: 'Arts' | 'Science'): PdfTable {
  const heads: [string, number, number][] = [
    ['Admission fee (payable by all)', 500, 500],
    ['Tuition fee', 1200, 1500],
    ['Development fee', 600, 600],
    ['Library fee', 200, 200],
    ['Laboratory fee', 0, 800],
    ['Students\u2019 Union and magazine (payable by all)', 250, 250],
    ['Identity card and college diary (payable by all)', 100, 100],
    ['Examination fee (Gauhati University)', 1150, 1350],
  ];
  const rs = (n: number) => (n ? `Rs. ${n.toLocaleString('en-IN')}` : '-');
  const sum = (i: 1 | 2) => heads.reduce((a, h) => a + h[i], 0);
  const rows = heads.map((h) => [h[0], rs(h[1]), rs(h[2])]);
  rows.push(['Total per semester', rs(sum(1)), rs(sum(2))]);
  const table = { columns: ['Fee head', 'Arts', 'Science'], rows, widths: [3, 1, 1] };
  if (!stream) return { caption: `Fees per semester, session ${SESSION}`, ...table };
  const column = stream === 'Arts' ? 1 : 2;
  return {
    caption: `Fees per semester (${stream}), session ${SESSION}`,
    columns: ['Fee head', 'Amount'],
    rows: rows.map((row) => [row[0]!, row[column]!]),
    widths: [3, 1],
  };
}

/** A tender's schedule: every date after the notice's. */
export function tenderSchedule(number: string, iso: string, earnest: string): PdfTable {
  const rows = [
    ['Tender No.', number],
    [
      'Sale of the tender document',
      `${longDate(addDays(iso, 1))} to ${longDate(addDays(iso, 18))}, 10:30 a.m.-3:00 p.m.`,
    ],
    ['Last date of submission', `${longDate(addDays(iso, 21))}, up to 2:00 p.m.`],
    [
      'Opening of the technical bids',
      `${longDate(addDays(iso, 22))}, 3:00 p.m., chamber of the Principal`,
    ],
    ['Earnest money', `Rs. ${earnest}, by demand draft in favour of the Principal`],
    ['Cost of the tender document', 'Rs. 500 (non-refundable)'],
  ];
  return {
    caption: 'Schedule of the tender',
    columns: ['Item', 'Particulars'],
    rows,
    widths: [2, 3],
  };
}

/** The tables of a notice's document, chosen by what its title promises; none for a letter. */
export function documentTables(type: string, title: string, iso: string): PdfTable[] {
  if (/holiday list/i.test(title)) return [holidayList()];
  if (/academic calendar of the session/i.test(title)) return [academicCalendar()];
  if (/fee structure/i.test(title)) return [feeTable()];
  if (type === 'CLASS_ROUTINES' || /class routine/i.test(title)) {
    // Laboratories, common courses, tutorials and projects have routines of their own.
    const own = courseRoutines(title, iso);
    return own.length ? own : routines(title, iso);
  }
  // Examination notices hold what their kind promises, on the academic year (exam-documents.ts).
  const exam = examTables(title, iso);
  if (exam) return exam;
  if (type === 'EXAM_SCHEDULE' || /sessional examinations/i.test(title))
    return sessionalTables(title, iso);
  return [];
}
