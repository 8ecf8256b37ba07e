import { ordinal } from '../lib/text.ts';
import type { PdfTable } from '../files/pdf.ts';
import {
  batchOf,
  examWindow,
  isFyugp,
  isHoliday,
  sessionalWindow,
  type Parity,
} from '../lib/academic-year.ts';
import { addDays, longDate, weekday } from '../lib/dates.ts';
import { Random } from '../lib/random.ts';
import { DEPARTMENTS } from './departments/index.ts';
import { examOf, readExamNotice, type ExamNotice } from './exam-notices.ts';
import { NamePool } from './names.ts';

/**
 * The PDFs of examination notices: what each title promises, on the academic year of its date
 * (exam-notices.ts reads the title, lib/academic-year.ts gives the windows). Programmes by date
 * and session with the papers of the year (CBCS before the FYUGP's first batch of 2023, FYUGP
 * after), seating plans by room and roll range, results by (fictional) Gauhati University roll
 * number with grades and SGPA, viva-voce by department, backlog and improvement with fees.
 */

const SESSIONS = {
  morning: 'Morning, 9:00 a.m.-12:00 noon',
  afternoon: 'Afternoon, 1:00 p.m.-4:00 p.m.',
};
const GRADES: [string, number][] = [
  ['O', 10],
  ['A+', 9],
  ['A', 8],
  ['B+', 7],
  ['B', 6],
  ['C', 5],
  ['P', 4],
];

/** The next examination day on or after `iso`: no Sunday, no holiday. */
function examDay(iso: string): string {
  let day = iso;
  while (weekday(day) === 'Sunday' || isHoliday(day)) day = addDays(day, 1);
  return day;
}

/** A fictional Gauhati University roll number: 'UA-231-0045' (Arts) or 'US-...' (Science). */
function roll(stream: 'ARTS' | 'SCIENCE', batch: number, n: number): string {
  return `${stream === 'ARTS' ? 'UA' : 'US'}-${String(batch).slice(2)}1-${String(n).padStart(4, '0')}`;
}

/** The papers a semester sits, as [paper, codes of all departments], by scheme. */
function papers(semester: number, year: number): [string, string][] {
  const codes = (suffix: string) => DEPARTMENTS.map((d) => `${d.code}-${suffix}`).join(', ');
  const s = semester;
  if (isFyugp(semester, year)) {
    const majors = s <= 2 ? 1 : s <= 4 ? 2 : 3;
    return [
      ...Array.from({ length: majors }, (_, i): [string, string] => [
        `Major ${i + 1}`,
        codes(`MAJ-${s}0${i + 1}`),
      ]),
      ['Minor', codes(`MIN-${s}01`)],
      ...(s <= 3 ? [['Multidisciplinary', `MDC-${s}01 (all streams)`] as [string, string]] : []),
      ...(s <= 4
        ? [['AEC (Assamese / English)', `AEC-${s}01, AEC-${s}02`] as [string, string]]
        : []),
      ...(s <= 3 ? [['Skill Enhancement Course', codes(`SEC-${s}01`)] as [string, string]] : []),
      ...(s <= 2 ? [['Value Added Course', `VAC-${s}01 (all streams)`] as [string, string]] : []),
    ];
  }
  const cores = s <= 2 || s >= 5 ? 2 : 3;
  return [
    ...Array.from({ length: cores }, (_, i): [string, string] => [
      `Honours Core ${i + 1}`,
      codes(`HC-${s}0${i + 1}6`),
    ]),
    ...(s >= 5
      ? ([
          ['Discipline Specific Elective 1', codes(`HE-${s}016`)],
          ['Discipline Specific Elective 2', codes(`HE-${s}026`)],
        ] as [string, string][])
      : [['Generic Elective', codes(`HG-${s}016`)] as [string, string]]),
    ...(s <= 2
      ? [
          [
            'AECC',
            s === 1 ? 'ENG-AE-1014 (English communication)' : 'ENV-AE-2014 (Environmental studies)',
          ] as [string, string],
        ]
      : []),
    ...(s === 3 || s === 4
      ? [['Skill Enhancement Course', codes(`SE-${s}014`)] as [string, string]]
      : []),
  ];
}

/** A semester's theory papers, one a day from `from`, in its session. */
function programmeRows(semester: number, year: number, from: string): string[][] {
  const session = semester % 4 === 3 || semester % 4 === 0 ? 'afternoon' : 'morning';
  let day = examDay(from);
  return papers(semester, year).map(([paper, codes]) => {
    const row = [
      longDate(day),
      weekday(day),
      SESSIONS[session],
      `${ordinal(semester)} Sem.: ${paper}`,
      codes,
    ];
    day = examDay(addDays(day, 2));
    return row;
  });
}

const PROGRAMME_COLUMNS = ['Date', 'Day', 'Session', 'Semester and paper', 'Paper codes'];
const PROGRAMME_WIDTHS = [1.1, 0.8, 1.3, 1.4, 2.6];

function programme(notice: ExamNotice, year: number, parity: Parity): PdfTable[] {
  const semesters = notice.semester ? [notice.semester] : parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  return semesters.map((s) => ({
    caption: `${ordinal(s)} Semester end-semester examinations, ${year} (${isFyugp(s, year) ? 'FYUGP' : 'CBCS'})`,
    columns: PROGRAMME_COLUMNS,
    rows: programmeRows(s, year, examWindow(year, parity).from),
    widths: PROGRAMME_WIDTHS,
  }));
}

/** 'FYUGP' or 'CBCS' when all semesters share it; else '1st: FYUGP; 3rd, 5th: CBCS'. */
function schemes(semesters: number[], year: number): string {
  const of = (s: number) => (isFyugp(s, year) ? 'FYUGP' : 'CBCS');
  if (new Set(semesters.map(of)).size === 1) return of(semesters[0]!);
  return ['FYUGP', 'CBCS']
    .map(
      (scheme) =>
        `${semesters
          .filter((s) => of(s) === scheme)
          .map(ordinal)
          .join(', ')}: ${scheme}`,
    )
    .join('; ');
}

function sessionalSchedule(year: number, parity: Parity, after: string): PdfTable {
  let window = sessionalWindow(year, parity);
  // A notice after this year's sessionals (a department's late notice) sets them a week on.
  if (window.from <= after) window = { from: addDays(after, 7), to: addDays(after, 12) };
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  const rows: string[][] = [];
  let day = examDay(window.from);
  for (const paper of ['Paper 1', 'Paper 2', 'Paper 3', 'Paper 4']) {
    rows.push([
      longDate(day),
      weekday(day),
      '10:00-11:00 a.m.',
      semesters.map(ordinal).join(', '),
      `${paper} of each course (${schemes(semesters, year)})`,
    ]);
    day = examDay(addDays(day, 1));
  }
  return {
    caption: `Sessional examinations, ${parity} semesters, ${year}`,
    columns: ['Date', 'Day', 'Time', 'Semesters', 'Papers'],
    rows,
    widths: [1.2, 0.9, 1.1, 1, 2.4],
  };
}

/**
 * The roll numbers of a department's students in a semester's examination: each department of a
 * stream has its block of forty numbers (Assamese 1-40, English 41-80...), of which 24 to 36 sit.
 */
type Dept = (typeof DEPARTMENTS)[number];
function cohort(random: Random, dept: Dept, semester: number, year: number): string[] {
  const batch = batchOf(semester, year);
  const block = DEPARTMENTS.filter((d) => d.stream === dept.stream).indexOf(dept) * 40;
  return Array.from({ length: random.int(24, 36) }, (_, i) =>
    roll(dept.stream, batch, block + i + 1),
  );
}
const range = (rolls: string[]) => `${rolls[0]} to ${rolls[rolls.length - 1]}`;

function seating(random: Random, year: number, parity: Parity): PdfTable {
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  let room = 0;
  const rows = semesters.flatMap((s) =>
    DEPARTMENTS.map((d) => {
      room += 1;
      const rolls = cohort(random, d, s, year);
      return [
        `Room ${room} (${room <= 12 ? 'Main building' : 'New academic building'})`,
        `${ordinal(s)} Semester (${d.name})`,
        range(rolls),
        String(rolls.length),
      ];
    }),
  );
  return {
    caption: `Seating plan from ${longDate(examWindow(year, parity).from)}`,
    columns: ['Room', 'Semester', 'Roll numbers', 'Examinees'],
    rows,
    widths: [1.8, 1.6, 2.6, 0.8],
  };
}

function grades(random: Random, count: number): { list: string; sgpa: string; fail: boolean } {
  const picks = Array.from({ length: count }, () =>
    random.chance(0.05)
      ? (['F', 0] as [string, number])
      : random.pick(GRADES.slice(random.int(0, 3))),
  );
  const sgpa = picks.reduce((a, [, p]) => a + p, 0) / count;
  return {
    list: picks.map(([g]) => g).join(', '),
    sgpa: sgpa.toFixed(2),
    fail: picks.some(([g]) => g === 'F'),
  };
}

function resultList(random: Random, semester: number, year: number): PdfTable[] {
  const count = papers(semester, year).length;
  return DEPARTMENTS.slice(0, 8).map((d) => ({
    caption: `${d.degree} ${ordinal(semester)} Semester (${d.name} ${isFyugp(semester, year) ? 'Major' : 'Honours'}), examination of ${year}`,
    columns: ['Roll No.', `Grades (${count} papers)`, 'SGPA', 'Result'],
    rows: cohort(random, d, semester, year)
      .slice(0, 12)
      .map((r) => {
        const g = grades(random, count);
        return [r, g.list, g.fail ? '-' : g.sgpa, g.fail ? 'Backlog' : 'Passed'];
      }),
    widths: [1.4, 2.4, 0.8, 1],
  }));
}

function sessionalResult(random: Random, semester: number, year: number, science?: boolean) {
  const depts = DEPARTMENTS.filter(
    (d) => science === undefined || (d.stream === 'SCIENCE') === science,
  );
  return depts.map((d) => ({
    caption: `${d.name}, ${ordinal(semester)} Semester: sessional marks (out of 20 a paper)`,
    columns: ['Roll No.', 'Paper 1', 'Paper 2', 'Paper 3', 'Paper 4', 'Remarks'],
    rows: cohort(random, d, semester, year)
      .slice(0, 10)
      .map((r) => {
        const marks = Array.from({ length: 4 }, () => random.int(5, 19));
        return [r, ...marks.map(String), marks.some((m) => m < 8) ? 'Re-test' : ''];
      }),
    widths: [1.4, 0.8, 0.8, 0.8, 0.8, 1],
  }));
}

/** Those who sat the re-test of a paper, with its marks: a pass is 8 of 20. */
function retestResult(random: Random, year: number, parity: Parity): PdfTable {
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  const rows = DEPARTMENTS.flatMap((d) => {
    const s = random.pick(semesters);
    return random.sample(cohort(random, d, s, year), random.int(1, 3)).map((r) => {
      const marks = random.int(6, 17);
      return [
        r,
        `${ordinal(s)} Sem., ${d.name} paper ${random.int(1, 4)}`,
        String(marks),
        marks >= 8 ? 'Passed' : 'Not passed',
      ];
    });
  });
  return {
    caption: `Re-test of the sessional examinations, ${parity} semesters, ${year}`,
    columns: ['Roll No.', 'Paper', 'Re-test marks (out of 20)', 'Result'],
    rows,
    widths: [1.4, 2.4, 1.4, 1],
  };
}

function toppers(random: Random, year: number, ranks: boolean): PdfTable {
  const names = new NamePool(random);
  return {
    caption: ranks
      ? `Rank holders of the college, Gauhati University examinations of ${year}`
      : `Toppers of the 6th Semester, ${year}`,
    columns: ['Subject', 'Name', 'Roll No.', ranks ? 'Rank in the university' : 'CGPA'],
    rows: DEPARTMENTS.filter((_, i) => !ranks || i % 3 !== 1).map((d) => [
      `${d.degree} ${d.name}`,
      names.next().name,
      random.pick(cohort(random, d, 6, year)),
      ranks ? ordinal(random.int(1, 10)) : (random.int(780, 940) / 100).toFixed(2),
    ]),
    widths: [1.8, 1.8, 1.4, 1],
  };
}

function viva(random: Random, year: number): PdfTable {
  const names = new NamePool(random);
  let day = examDay(addDays(examWindow(year, 'even').to, -6));
  return {
    caption: `Viva-voce on the project reports, 6th Semester, ${year}`,
    columns: ['Department', 'Date', 'Roll numbers', 'Internal examiner', 'External examiner'],
    rows: DEPARTMENTS.map((d, i) => {
      const rolls = cohort(random, d, 6, year);
      const row = [
        d.name,
        `${longDate(day)}, ${i % 2 ? '1:30' : '10:00'} ${i % 2 ? 'p.m.' : 'a.m.'}`,
        range(rolls),
        d.faculty[0]?.name ?? '',
        `Dr. ${names.next().name} (nominee of Gauhati University)`,
      ];
      if (i % 2) day = examDay(addDays(day, 1));
      return row;
    }),
    widths: [1.1, 1.3, 1.9, 1.4, 1.7],
  };
}

function backlog(iso: string, year: number, parity: Parity): PdfTable[] {
  const start = examWindow(year, parity).from;
  const semesters = parity === 'odd' ? '1st, 3rd and 5th' : '2nd, 4th and 6th';
  return [
    {
      caption: 'Form fill-up and fees',
      columns: ['Item', 'Particulars'],
      rows: [
        ['Semesters', `${semesters} Semesters (backlog papers and improvement of marks)`],
        [
          'Form fill-up at the college office',
          `${longDate(examDay(addDays(iso, 2)))} to ${longDate(examDay(addDays(iso, 12)))}, 10:30 a.m.-3:00 p.m.`,
        ],
        ['With late fee of Rs. 200', `up to ${longDate(examDay(addDays(iso, 16)))}`],
        ['Fee for a backlog paper', 'Rs. 300 a paper'],
        ['Fee for improvement', 'Rs. 400 a paper (one attempt, within two years of the first)'],
        ['Centre and marksheet fees', 'Rs. 150 and Rs. 100'],
        [
          'Examinations',
          `with the regular end-semester examinations from ${longDate(start)}, in the regular sessions`,
        ],
      ],
      widths: [2, 3.6],
    },
  ];
}

/** The regular form fill-up: the dates at the college office and the university's fees. */
function formFillUp(iso: string, year: number, parity: Parity): PdfTable {
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  const rows = semesters.map((s, i) => [
    `${ordinal(s)} Semester (${isFyugp(s, year) ? 'FYUGP' : 'CBCS'})`,
    `${longDate(examDay(addDays(iso, 2 + 3 * i)))} to ${longDate(examDay(addDays(iso, 4 + 3 * i)))}`,
    `Rs. ${isFyugp(s, year) ? 950 : 850} (examination, centre and marksheet fees)`,
    `Rs. 200, up to ${longDate(examDay(addDays(iso, 16)))}`,
  ]);
  return {
    caption: `Form fill-up for the end-semester examinations from ${longDate(examWindow(year, parity).from)}: bring the admission receipt, the registration card and two photographs`,
    columns: ['Semester', 'At the college office, 10:30 a.m.-3:00 p.m.', 'Fee', 'Late fee'],
    rows,
    widths: [1.5, 2.4, 1.9, 1.5],
  };
}

/** A certificate course's examinees by roll number, with their marks out of 100 and grade. */
function courseResult(random: Random, title: string, year: number): PdfTable {
  const course = /spoken English/i.test(title) ? 'SE' : 'CA';
  const rows = Array.from({ length: random.int(18, 26) }, (_, i) => {
    const marks = random.chance(0.06) ? random.int(28, 39) : random.int(45, 88);
    const grade = marks >= 75 ? 'A' : marks >= 60 ? 'B' : marks >= 40 ? 'C' : 'Not passed';
    return [`KBC/${course}/${year}/${String(i + 1).padStart(3, '0')}`, String(marks), grade];
  });
  return {
    caption: `${title.replace(/^Result of the /i, 'Result, ')} (${year}): 40 to pass, 60 for B, 75 for A; certificates from the office after ten days`,
    columns: ['Roll No.', 'Marks (100)', 'Grade'],
    rows,
    widths: [2.4, 1.2, 1.4],
  };
}

function practical(random: Random, year: number, parity: Parity): PdfTable {
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  let day = examDay(addDays(examWindow(year, parity).to, -9));
  const rows = DEPARTMENTS.filter((d) => d.stream === 'SCIENCE').flatMap((d) =>
    semesters.map((s) => {
      const rolls = cohort(random, d, s, year);
      const row = [
        d.name,
        `${ordinal(s)} Sem.`,
        longDate(day),
        range(rolls),
        `${d.code} Laboratory`,
      ];
      day = examDay(addDays(day, 1));
      if (day > examWindow(year, parity).to)
        day = examDay(addDays(examWindow(year, parity).to, -9));
      return row;
    }),
  );
  return {
    caption: `Practical examinations, ${parity} semesters, ${year} (10:00 a.m.)`,
    columns: ['Department', 'Semester', 'Date', 'Roll numbers', 'Laboratory'],
    rows,
    widths: [1.2, 0.8, 1.2, 2.4, 1.2],
  };
}

function reevaluation(random: Random, year: number): PdfTable {
  // Two examinees of each department asked for it, each for one paper of the 5th Semester.
  const rows = DEPARTMENTS.flatMap((d) => {
    const rolls = cohort(random, d, 5, year);
    const paper = isFyugp(5, year) ? ['MAJ-501', 'MAJ-502'] : ['HC-5016', 'HC-5026'];
    return [rolls[random.int(0, 9)]!, rolls[random.int(10, rolls.length - 1)]!].map((rollNo) => {
      const before = random.int(18, 30);
      const after = before + random.int(0, 9);
      return [
        rollNo,
        `${d.code}-${random.pick(paper)}`,
        String(before),
        String(after),
        after > before ? 'Changed' : 'Unchanged',
      ];
    });
  });
  return {
    caption: `Re-evaluation, 5th Semester examination of ${year}`,
    columns: ['Roll No.', 'Paper', 'Marks before', 'Marks after', 'Status'],
    rows,
    widths: [1.4, 1.4, 1, 1, 1],
  };
}

/** While the halls hold the university's examinations, week by week: what is suspended, what goes on. */
function suspension(year: number, parity: Parity): PdfTable {
  const { from, to } = examWindow(year, parity);
  const examined = parity === 'odd' ? '1st, 3rd and 5th' : '2nd, 4th and 6th';
  const rows: string[][] = [];
  for (let week = from; week <= to; week = addDays(week, 7)) {
    const end = addDays(week, 6) < to ? addDays(week, 6) : to;
    rows.push([
      `${longDate(week)} to ${longDate(end)}`,
      `${examined} Semesters (theory papers)`,
      'All classes of the examined semesters; the main building and the new academic building closed to classes from 9:00 a.m.',
      'Library, laboratories for projects and the office as usual; invigilation duty as in the roster',
    ]);
  }
  return {
    caption: `Gauhati University theory examinations, ${longDate(from)} to ${longDate(to)}`,
    columns: ['Week', 'Examined', 'Suspended', 'Open as usual'],
    rows,
    widths: [1.6, 1.4, 2.2, 2],
  };
}

/** Admit cards are given out semester by semester on the working days before the examinations. */
function admitCards(year: number, parity: Parity): PdfTable {
  const semesters = parity === 'odd' ? [1, 3, 5] : [2, 4, 6];
  const first = examWindow(year, parity).from;
  let day = addDays(first, -5);
  const rows = semesters.flatMap((s) =>
    (['ARTS', 'SCIENCE'] as const).map((stream) => {
      while (weekday(day) === 'Sunday') day = addDays(day, 1);
      const row = [
        longDate(day),
        `${ordinal(s)} Semester (${stream === 'ARTS' ? 'Arts' : 'Science'})`,
        stream === 'ARTS' ? '10:30 a.m. to 1:00 p.m.' : '2:00 p.m. to 4:00 p.m.',
        stream === 'ARTS' ? 'Counter 1, examination branch' : 'Counter 2, examination branch',
        'College identity card, fee receipt and the library no-dues slip',
      ];
      if (stream === 'SCIENCE') day = addDays(day, 1);
      return row;
    }),
  );
  return {
    caption: `Distribution of admit cards before the examinations from ${longDate(first)}`,
    columns: ['Date', 'Semester', 'Time', 'Where', 'Bring'],
    rows,
    widths: [1.1, 1.3, 1.2, 1.3, 2.2],
  };
}

/** Examinees below 75 % attendance, by department: condoned on medical grounds, or not eligible. */
function shortAttendance(random: Random, year: number, parity: Parity): PdfTable {
  const semester = parity === 'odd' ? 5 : 6;
  const rows = DEPARTMENTS.flatMap((d) =>
    cohort(random, d, semester, year)
      .filter(() => random.chance(0.08))
      .slice(0, 3)
      .map((rollNo) => {
        const share = random.int(58, 74);
        const condoned = share >= 65 && random.chance(0.6);
        return [
          d.name,
          rollNo,
          `${share} %`,
          condoned ? 'May sit: condoned on medical grounds (certificate seen)' : 'Not eligible',
        ];
      }),
  );
  return {
    caption: `${ordinal(semester)} Semester examinees below 75 % attendance, ${year}`,
    columns: ['Department', 'Roll No.', 'Attendance', 'Decision'],
    rows,
    widths: [1.3, 1.5, 0.9, 3],
  };
}

function internalAssessment(random: Random, year: number): PdfTable[] {
  return DEPARTMENTS.slice(0, 4).map((d) => ({
    caption: `${d.name}, 5th Semester internal assessment`,
    columns: ['Roll No.', 'Sessional (20)', 'Assignment (5)', 'Attendance (5)', 'Total (30)'],
    rows: cohort(random, d, 5, year)
      .slice(0, 8)
      .map((r) => {
        const m = [random.int(8, 19), random.int(2, 5), random.int(3, 5)];
        return [r, ...m.map(String), String(m[0]! + m[1]! + m[2]!)];
      }),
    widths: [1.4, 1, 1, 1, 1],
  }));
}

/** The tables of an exam notice's PDF, or undefined when the title is no exam notice. */
export function examTables(title: string, iso: string): PdfTable[] | undefined {
  const notice = readExamNotice(title);
  if (!notice) return undefined;
  const { year, parity } = examOf(notice, iso);
  const random = new Random(`exam-documents:${title}:${iso}`);
  const semester = notice.semester ?? (parity === 'odd' ? 5 : 6);
  switch (notice.kind) {
    case 'programme':
      return programme(notice, year, parity);
    case 'sessional-schedule':
      return [sessionalSchedule(year, parity, iso)];
    case 'seating':
      return [seating(random, year, parity)];
    case 'practical':
      return [practical(random, year, parity)];
    case 'viva':
      return [viva(random, year)];
    case 'backlog':
      return backlog(iso, year, parity);
    case 'sessional-result':
      return sessionalResult(
        random,
        semester,
        year,
        /science/i.test(title) ? true : /arts/i.test(title) ? false : undefined,
      );
    case 'retest-result':
      return [retestResult(random, year, parity)];
    case 'university-result':
      return resultList(random, semester, year);
    case 'toppers':
      return [toppers(random, year, false)];
    case 'rank-holders':
      return [toppers(random, year, true)];
    case 'reevaluation':
      return [reevaluation(random, year)];
    case 'internal-assessment':
      return internalAssessment(random, year);
    case 'admit-cards':
      return [admitCards(year, parity)];
    case 'attendance':
      return [shortAttendance(random, year, parity)];
    case 'suspension':
      return [suspension(year, parity)];
    case 'form-fill-up':
      return [formFillUp(iso, year, parity)];
    case 'course-result':
      return [courseResult(random, title, year)];
  }
}

/** A sessional schedule for a notice that names only its parity ('even semesters'). */
export function sessionalTables(text: string, iso: string): PdfTable[] {
  const parity: Parity = /\bodd\b/i.test(text)
    ? 'odd'
    : /\beven\b/i.test(text)
      ? 'even'
      : Number(iso.slice(5, 7)) >= 7
        ? 'odd'
        : 'even';
  return [sessionalSchedule(Number(iso.slice(0, 4)), parity, iso)];
}
