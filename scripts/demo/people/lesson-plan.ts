import type { PdfContent, PdfTable } from '../files/pdf.ts';
import { COLLEGE } from '../sections/college.ts';
import type { DeptDef } from '../sections/departments/index.ts';
import { festivalDay } from '../lib/calendar.ts';
import { ordinal } from '../lib/text.ts';
import { addDays, longDate } from '../lib/dates.ts';
import { Random } from '../lib/random.ts';
import { semesterClasses, type TaughtPaper } from './semester.ts';

/**
 * A teacher's lesson plan of one paper for the semester of a quarter: the paper's units spread
 * week by week over the semester's classes, with hours, the method and the assessment of each
 * week, the break of the semester (Bohag Bihu or the Durga Puja) left out, and the other papers
 * the teacher takes that semester.
 */

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
/** '2 Feb', for the week column. */
const short = (iso: string) => longDate(iso).replace(/^(\d+ \w{3})\w* \d{4}$/, '$1');
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a week of a unit does, by the stream: science works problems, arts reads texts. */
const STEPS = {
  SCIENCE: [
    'basic ideas and definitions',
    'derivations and worked problems',
    'applications and practical work',
  ],
  ARTS: [
    'introduction and the historical and critical background',
    'reading of the prescribed texts and sources',
    'discussion, student presentations and writing practice',
  ],
} as const;
const METHODS = {
  SCIENCE: ['Lecture, board work', 'Lecture and problem-solving', 'Laboratory and tutorial'],
  ARTS: ['Lecture and discussion', 'Guided reading in class', 'Group discussion and seminar'],
} as const;

/** The week of a semester's break: Bohag Bihu in April, the Durga Puja in October. */
function breakOf(year: number, odd: boolean): { day: string; name: string } | undefined {
  const md = odd ? festivalDay('Durga Puja', year) : festivalDay('Rongali Bihu', year);
  return md
    ? { day: `${year}-${md}`, name: odd ? 'Durga Puja break' : 'Bohag Bihu break' }
    : undefined;
}

export function lessonPlan(
  dept: DeptDef,
  teacher: { name: string; designation: string },
  paper: TaughtPaper,
  quarter: string,
  others: TaughtPaper[],
): PdfContent {
  const r = new Random(`lesson-plan:${teacher.name}:${quarter}:${paper.code}`);
  const stream = dept.stream;
  const { from, weeks, name } = semesterClasses(quarter);
  const odd = paper.semester % 2 === 1;
  const pause = breakOf(Number(from.slice(0, 4)), odd);
  const hours =
    paper.scheme === 'FYUGP'
      ? stream === 'SCIENCE'
        ? { week: 5, words: '3 L + 2 P' }
        : { week: 4, words: '3 L + 1 T' }
      : stream === 'SCIENCE'
        ? { week: 8, words: '4 L + 4 P' }
        : { week: 6, words: '5 L + 1 T' };

  // Three weeks a unit, then the sessional examination after the second unit and revision.
  const plan: string[][] = [];
  const units = paper.topics.map((topic, u) => ({ topic, u }));
  const queue: { unit: string; topic: string; step: number }[] = units.flatMap(({ topic, u }) =>
    [0, 1, 2].map((step) => ({ unit: ROMAN[u]!, topic, step })),
  );
  let week = 0;
  let taught = 0;
  while (week < weeks) {
    const monday = addDays(from, week * 7);
    const saturday = addDays(monday, 5);
    const when = `${week + 1}: ${short(monday)}-${short(saturday)}`;
    week++;
    if (pause && pause.day >= monday && pause.day <= addDays(monday, 6)) {
      plan.push([when, '-', pause.name, '-', '-', '-']);
      continue;
    }
    const next = queue[taught++];
    if (!next) {
      plan.push([
        when,
        'All',
        'Revision of the units and previous years\u2019 questions',
        hours.words,
        'Doubt-clearing sessions',
        'Model test',
      ]);
      break;
    }
    const assessment =
      taught === 6
        ? 'Sessional examination (Units I-II)'
        : next.step === 2
          ? r.pick(['Class test', 'Home assignment', 'Quiz', 'Seminar presentation'])
          : '-';
    plan.push([
      when,
      next.unit,
      // The unit's name in its first week; the weeks after say what the unit goes on to.
      next.step === 0
        ? `${next.topic}: ${STEPS[stream][0]}`
        : upperFirst(STEPS[stream][next.step]!),
      hours.words,
      METHODS[stream][next.step]!,
      assessment,
    ]);
  }
  const table: PdfTable = {
    caption: 'Week by week',
    columns: ['Week', 'Unit', 'Topics', 'Hours', 'Method', 'Assessment'],
    rows: plan,
    widths: [1.3, 0.5, 2.9, 0.9, 1.6, 1.3],
  };
  const programme =
    paper.scheme === 'FYUGP'
      ? `${dept.degree} (FYUGP under NEP 2020), ${dept.name} Major`
      : `${dept.degree} ${dept.name} Honours (CBCS), Core course`;
  const alsoTaught = others.filter((o) => o.code !== paper.code);
  return {
    title: `Lesson plan ${paper.code} (${quarter})`,
    body: [
      `Teacher: ${teacher.name}, ${teacher.designation === 'Principal' ? `Principal, ${COLLEGE.name}` : `${teacher.designation}, Department of ${dept.name}`}.`,
      `Paper: ${paper.code}: ${paper.title}, ${ordinal(paper.semester)} Semester, ${programme}; ${paper.scheme === 'FYUGP' ? '4 credits' : '6 credits'}, ${hours.words} hours a week, in the ${name}.`,
      table,
      `Internal assessment (${paper.scheme === 'FYUGP' ? '40' : '20'} marks): the sessional examination, the class tests and assignments marked above, and attendance; the end-semester examination is Gauhati University's.`,
      alsoTaught.length
        ? `Other papers taken this semester: ${alsoTaught.map((o) => `${o.code} (${o.title})`).join('; ')}.`
        : 'No other paper is taken this semester; the remaining hours go to tutorials and mentoring.',
    ],
    signedBy: `${teacher.name.replace(/^Dr\.\s+/, '')}, ${teacher.designation === 'Principal' ? 'Principal' : `${teacher.designation}, Department of ${dept.name}`}`,
  };
}
