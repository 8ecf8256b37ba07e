import { COLLEGE_NOTICE_FILE_TYPES } from '../../../src/content/schema.ts';
import {
  FACILITY_CODES,
  IQAC_CODES,
  NOTIFICATION_CODES,
  STUDENT_CODES,
} from '../../../src/contract/codes.ts';
import type { Assets } from '../files/assets.ts';
import { organogramPng } from '../files/images.ts';
import { aboutYearsAgo, daysAgo, printedDate, sameDayYearsAgo } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { COLLEGE } from './college.ts';
import { DEPARTMENTS } from './departments/index.ts';
import {
  EMPLOYEE_ACHIEVEMENTS,
  NOTICE_IDEAS,
  minutesIdeas,
  type NoticeIdea,
} from './notice-titles.ts';

/**
 * The college notices, one file per type. Every type has entries in the current year and the
 * six before (the 'static' IQAC documents only every third year); each title is used once in
 * its type, so a type has as many notices as it has titles, spread over the years. The first
 * notice of a year of a notification code is dated exactly k years back ('today-3y'), which is
 * always in that year, so every archive year has something whatever the day of import.
 * Employee achievements alone lag a year behind: none yet in the current year, so the site
 * shows its empty state on every day of import.
 */

type Notice = In<'Notices'>[number];
type CollegeType = (typeof COLLEGE_NOTICE_FILE_TYPES)[number];

const STATIC_IQAC = [
  'IQAC_STRATEGIES',
  'IQAC_FUNCTIONS',
  'IQAC_SSR',
  'IQAC_BEST_PRACTICE',
  'IQAC_INSTITUTIONAL_DISTINGTIVENESS',
  'IQAC_ORGANOGRAM',
];
const ALL_YEARS = [0, 1, 2, 3, 4, 5, 6];
/** Years by which a type's entries are dated further back (see above). */
const LAG: Partial<Record<string, number>> = { COLLEGE_EMP_ACHIEVEMENTS: 1 };

const isIn = (list: readonly string[], type: string) => list.includes(type);

function plan(type: string): { years: number[]; perYear: [number, number] } {
  if (isIn(NOTIFICATION_CODES, type)) return { years: ALL_YEARS, perYear: [2, 4] };
  if (isIn(STUDENT_CODES, type)) return { years: ALL_YEARS, perYear: [1, 2] };
  if (STATIC_IQAC.includes(type)) return { years: [0, 3, 6], perYear: [1, 1] };
  if (type === 'IQAC_MIUNTES') return { years: ALL_YEARS, perYear: [1, 2] };
  if (type === 'NIRF') return { years: [0, 1, 2, 3, 4, 5], perYear: [1, 1] };
  return { years: ALL_YEARS, perYear: [1, 1] };
}

/** Short office codes for the reference numbers printed on the PDFs. */
function office(type: string): string {
  if (type.startsWith('IQAC')) return 'IQAC';
  if (type === 'COLLEGE_TENDER') return 'TENDER';
  if (isIn(FACILITY_CODES, type)) return 'FAC';
  if (isIn(STUDENT_CODES, type) || type === 'COLLEGE_ACADEMIC_NOTICE') return 'ACAD';
  return 'ADM';
}

/**
 * How likely a PDF is: tenders, downloads, feedback forms and NIRF data always have one, quality documents
 * often, other notices now and then.
 */
function pdfChance(type: string): number {
  // A NIRF row is the data submitted: without its file it says nothing.
  if (['COLLEGE_TENDER', 'COLLEGE_DOWNLOADS', 'IQAC_FEEDBACK_FORM', 'NIRF'].includes(type))
    return 1;
  if (isIn(IQAC_CODES, type)) return 0.6;
  if (isIn(STUDENT_CODES, type)) return 0.5;
  return 0.3;
}

/** Markdown to the plain paragraphs of a PDF. */
export function pdfParagraphs(markdown: string): string[] {
  return markdown
    .replace(/\*\*/g, '')
    .split(/\n{2,}|\n(?=- )/)
    .map((p) => p.replace(/\n/g, ' ').trim())
    .filter(Boolean);
}

const CLOSING: Record<string, string> = {
  TENDER:
    'The undersigned reserves the right to accept or reject any or all tenders without assigning any reason.',
  ACAD: 'Students are requested to follow the notice board and the college website for further updates.',
  IQAC: 'This document is placed on the college website as part of the quality assurance process.',
  FAC: 'For any query, please contact the teacher-in-charge or the office.',
  ADM: 'All concerned are requested to take note.',
};

export interface AttachmentPlan {
  assets: Assets;
  random: Random;
  folder: string;
  title: string;
  description: string;
  reference: string;
  /** The notice's content date ('today-40' or YYYY-MM-DD); printed on the PDF. */
  date: string;
  pdfChance: number;
  closing?: string;
  signedBy?: string;
  /** Lines printed on the PDF only (a tender's schedule, a form's fields). */
  extra?: string[];
}

/**
 * The attachments of a notice: a PDF of its own (its title, date, reference and text) or none.
 * A notice that says something "is attached" always gets its PDF. Never a photograph: an event's
 * photograph is its `photo`, not an attachment.
 */
export function attachmentsFor(p: AttachmentPlan): string[] {
  if (!/attached|tender document/i.test(p.description) && !p.random.chance(p.pdfChance)) return [];
  return [
    p.assets.pdf(p.folder, {
      title: p.title,
      reference: p.reference,
      date: printedDate(p.date),
      body: [...pdfParagraphs(p.description), ...(p.extra ?? []), p.closing ?? CLOSING.ADM ?? ''],
      ...(p.signedBy ? { signedBy: p.signedBy } : {}),
    }),
  ];
}

/** A tender's particulars: on the page as Markdown, and the dates they mean on the PDF. */
function tenderTerms(number: string, date: string, random: Random) {
  const earnest = random.pick(['10,000', '15,000', '25,000', '40,000', '50,000']);
  return {
    markdown: `\n\n- Tender No.: ${number}\n- Last date of submission: 21 days from the date of this notice, up to 2:00 p.m.\n- Earnest money: Rs. ${earnest}\n- Tender document: from the college office on payment of Rs. 500 (non-refundable)`,
    pdf: [
      `- Tender No.: ${number}`,
      `- Last date of submission: ${printedDate(date, 21)}, up to 2:00 p.m.`,
      `- Opening of the bids: ${printedDate(date, 22)} at 3:00 p.m. in the chamber of the Principal`,
      `- Earnest money: Rs. ${earnest}, by demand draft in favour of the Principal, ${COLLEGE.name}`,
      '- Cost of the tender document: Rs. 500 (non-refundable)',
    ],
  };
}

/** A feedback form: its questions, rated 1 to 5, so the PDF is a form one can fill in. */
function formFields(title: string): string[] {
  const about = /teacher/i.test(title)
    ? 'the syllabus you teach'
    : /parent/i.test(title)
      ? 'your ward\u2019s experience of the college'
      : /employer/i.test(title)
        ? 'the graduates of the college you employ'
        : 'the courses you studied';
  return [
    `Please rate each statement about ${about} from 1 (poor) to 5 (excellent).`,
    '- The syllabus is relevant and up to date: 1  2  3  4  5',
    '- The courses build skills useful for work and further study: 1  2  3  4  5',
    '- Teaching, practicals and field work are well organised: 1  2  3  4  5',
    '- Learning resources (library, laboratories, ICT) are adequate: 1  2  3  4  5',
    '- Assessment is fair and results are shared in time: 1  2  3  4  5',
    'Suggestions: ____________________________________________',
    'Name (optional): ______________________   Date: ______________',
  ];
}

/** Faculty with their department, for the employee-achievement notices. */
const FACULTY = DEPARTMENTS.flatMap((d) =>
  d.faculty.map((f) => ({
    name: f.name,
    dept: d.name,
    tier: f.tier,
    phd: f.name.startsWith('Dr.'),
  })),
);

/** Achievements of teachers, each title once: a template filled with a teacher it suits. */
function employeeIdeas(random: Random, count: number): NoticeIdea[] {
  const out: NoticeIdea[] = [];
  const used = new Set<string>();
  for (let tries = 0; out.length < count && tries < 1000; tries++) {
    const template = random.pick(EMPLOYEE_ACHIEVEMENTS);
    const who = random.pick(
      FACULTY.filter((f) =>
        template.title.includes('Ph.D.') ? f.phd : ['full', 'rich', 'medium'].includes(f.tier),
      ),
    );
    const sub = (s: string) => s.replace(/\{name\}/g, who.name).replace(/\{dept\}/g, who.dept);
    const title = sub(template.title);
    if (used.has(title)) continue;
    used.add(title);
    out.push({ title, description: sub(template.description) });
  }
  return out;
}

/** How many notices each year gets: at least one, more while titles last. */
function spread(random: Random, years: number[], perYear: [number, number], titles: number) {
  const counts = years.map(() => Math.min(perYear[0], 1));
  let left = titles - counts.reduce((a, b) => a + b, 0);
  const wanted = years.map(() => random.int(perYear[0], perYear[1]));
  for (let round = 1; left > 0 && round < perYear[1]; round++) {
    years.forEach((_, i) => {
      if (left > 0 && counts[i]! < wanted[i]!) {
        counts[i]! += 1;
        left -= 1;
      }
    });
  }
  return counts;
}

export function buildCollegeNotices(assets: Assets): Map<CollegeType, In<'Notices'>> {
  const out = new Map<CollegeType, In<'Notices'>>();
  let serial = 100;
  for (const type of COLLEGE_NOTICE_FILE_TYPES) {
    if (type === 'COLLEGE_EVENT') continue; // events.ts
    const random = new Random(`notices:${type}`);
    const { years, perYear } = plan(type);
    const most = years.length * perYear[1];
    const pool =
      type === 'IQAC_MIUNTES'
        ? minutesIdeas(most)
        : type === 'COLLEGE_EMP_ACHIEVEMENTS'
          ? employeeIdeas(random, most)
          : NOTICE_IDEAS[type];
    if (!pool) throw new Error(`no notice ideas for ${type}`);
    // Minutes keep their order (newest first); other titles are shuffled over the years.
    const queue = type === 'IQAC_MIUNTES' ? [...pool] : random.shuffle(pool);
    const counts = spread(random, years, perYear, queue.length);
    const anchored = isIn(NOTIFICATION_CODES, type);
    const entries: Notice[] = [];
    years.forEach((year, y) => {
      const k = year + (LAG[type] ?? 0);
      const count = counts[y] ?? 0;
      // Offsets into the year, in days, distinct and growing: later entries are older.
      const offsets = random
        .sample(
          Array.from({ length: 30 }, (_, i) => 4 + i * 10),
          count,
        )
        .sort((a, b) => a - b);
      offsets.forEach((offset, i) => {
        const idea = queue.shift();
        if (!idea) return;
        let date: string;
        if (anchored && i === 0) date = sameDayYearsAgo(k);
        else if (k === 0) date = daysAgo(anchored ? offset : random.int(1, 20));
        else date = aboutYearsAgo(k, anchored ? offset : random.int(0, 45));
        const reference = `No. KBC/${office(type)}/${serial++}`;
        const tender =
          type === 'COLLEGE_TENDER'
            ? tenderTerms(reference.replace('No. ', ''), date, random)
            : undefined;
        const description = idea.description + (tender?.markdown ?? '');
        const attachments =
          type === 'IQAC_ORGANOGRAM'
            ? [
                assets.pdf('notices', {
                  title: idea.title,
                  reference,
                  date: printedDate(date),
                  body: [idea.description, CLOSING.IQAC ?? ''],
                  image: organogramPng,
                }),
              ]
            : attachmentsFor({
                assets,
                random,
                folder: 'notices',
                title: idea.title,
                description,
                reference,
                date,
                pdfChance: pdfChance(type),
                closing: CLOSING[office(type)] ?? '',
                ...(tender ? { extra: tender.pdf } : {}),
                ...(type === 'IQAC_FEEDBACK_FORM' ? { extra: formFields(idea.title) } : {}),
              });
        const isRecent =
          k === 0 && (date === 'today' || (!anchored && random.chance(0.5)) || offset < 40);
        entries.push({
          title: idea.title,
          date,
          description,
          ...(idea.link ? { link: idea.link } : {}),
          // Today's notice is always new, so every home panel has something new.
          ...(isRecent && (date === 'today' || random.chance(0.7)) ? { new: true } : {}),
          attachments,
        });
      });
    });
    out.set(type, entries);
  }
  return out;
}
