import { COLLEGE_NOTICE_FILE_TYPES } from '../../../src/content/schema.ts';
import {
  FACILITY_CODES,
  IQAC_CODES,
  NOTIFICATION_CODES,
  STUDENT_CODES,
} from '../../../src/contract/codes.ts';
import type { Assets } from '../files/assets.ts';
import { organogramPng } from '../files/images.ts';
import type { PdfTable } from '../files/pdf.ts';
import { ARCHIVE_YEARS, festivalDay, seasonOf } from '../lib/calendar.ts';
import { addDays, daysAgo, isFixed, longDate, printedDate } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { DEPARTMENTS } from './departments/index.ts';
import { documentTables, tenderSchedule } from './documents.ts';
import { readExamNotice } from './exam-notices.ts';
import { noticeBody } from './notice-bodies/index.ts';
import { spreadOverYears } from './notice-dates.ts';
import {
  EMPLOYEE_ACHIEVEMENTS,
  NOTICE_IDEAS,
  minutesIdeas,
  type NoticeIdea,
} from './notice-titles.ts';

/**
 * The college notices, one file per type. Each title is used once in its type. Most notices are
 * dated on the college's calendar (notice-dates.ts) over ARCHIVE_YEARS, with a PDF that prints
 * that date and holds what the title promises (documents.ts). A few per notification and
 * student type are fresh: dated a few days before the day of import, flagged new, with their
 * particulars in the text and no PDF, so the home panels and this year's archive page always
 * have something, whenever the demo is imported.
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
/** Documents listed in order, newest first, whose dates must keep that order. */
const ORDERED = ['IQAC_MIUNTES'];

const isIn = (list: readonly string[], type: string) => list.includes(type);

function plan(type: string): { years: number[]; perYear: number; fresh: number } {
  const every = ARCHIVE_YEARS;
  if (isIn(NOTIFICATION_CODES, type)) return { years: every, perYear: 4, fresh: 1 };
  if (isIn(STUDENT_CODES, type)) return { years: every, perYear: 2, fresh: 1 };
  if (STATIC_IQAC.includes(type))
    return { years: every.filter((_, i) => i % 3 === 0), perYear: 1, fresh: 0 };
  if (type === 'IQAC_MIUNTES') return { years: every, perYear: 2, fresh: 0 };
  if (type === 'NIRF') return { years: every.slice(1), perYear: 1, fresh: 0 };
  return { years: every, perYear: 1, fresh: 0 };
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
  /** The notice's content date; a PDF (which prints it) only when it is fixed (YYYY-MM-DD). */
  date: string;
  pdfChance: number;
  closing?: string;
  signedBy?: string;
  /** Lines and tables printed on the PDF only (a form's fields, the body its title promises). */
  extra?: (string | PdfTable)[];
  /** Tables printed on the PDF: the routine, schedule, list or fees it is about. */
  tables?: PdfTable[];
}

/**
 * The attachments of a notice: a PDF of its own (its title, its date, reference, text and
 * tables) or none. A notice that says something "is attached", or whose document has tables,
 * always gets its PDF; a notice dated relative to the day of import never does (a PDF can
 * only print a fixed date). Never a photograph: an event's photograph is its `photo`.
 */
export function attachmentsFor(p: AttachmentPlan): string[] {
  if (!isFixed(p.date)) return [];
  const promised = /attached|tender document/i.test(p.description) || Boolean(p.tables?.length);
  if (!promised && !p.random.chance(p.pdfChance)) return [];
  return [
    p.assets.pdf(p.folder, {
      title: p.title,
      reference: p.reference,
      date: printedDate(p.date),
      body: [
        ...pdfParagraphs(p.description),
        ...(p.tables ?? []),
        ...(p.extra ?? []),
        p.closing ?? CLOSING.ADM ?? '',
      ],
      ...(p.signedBy ? { signedBy: p.signedBy } : {}),
    }),
  ];
}

/**
 * A tender's particulars: on the page as Markdown, on the PDF once, as its schedule table. A
 * fresh tender (relative date) counts its days from the notice; a dated one names the days.
 */
function tenderTerms(number: string, date: string, random: Random) {
  const earnest = random.pick(['10,000', '15,000', '25,000', '40,000', '50,000']);
  const last = isFixed(date)
    ? `${longDate(addDays(date, 21))}, up to 2:00 p.m.`
    : '21 days from the date of this notice, up to 2:00 p.m.';
  return {
    markdown: `\n\n- Tender No.: ${number}\n- Last date of submission: ${last}\n- Earnest money: Rs. ${earnest}\n- Tender document: from the college office on payment of Rs. 500 (non-refundable)`,
    table: isFixed(date) ? tenderSchedule(number, date, earnest) : undefined,
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

/** A notice fit to be fresh: tied to no day, season or programme, and promising no document. */
function timeless(idea: NoticeIdea): boolean {
  const text = `${idea.title} ${idea.description}`;
  return (
    !festivalDay(text, 2026) &&
    !readExamNotice(idea.title) &&
    !seasonOf(text).length &&
    !/attached|semesters?\b|session|holiday list|routine|schedule/i.test(text)
  );
}

export function buildCollegeNotices(assets: Assets): Map<CollegeType, In<'Notices'>> {
  const out = new Map<CollegeType, In<'Notices'>>();
  let serial = 100;
  for (const type of COLLEGE_NOTICE_FILE_TYPES) {
    if (type === 'COLLEGE_EVENT') continue; // events.ts
    const random = new Random(`notices:${type}`);
    const { years, perYear, fresh } = plan(type);
    const most = years.length * perYear + fresh;
    const pool =
      type === 'IQAC_MIUNTES'
        ? minutesIdeas(years.length * perYear)
        : type === 'COLLEGE_EMP_ACHIEVEMENTS'
          ? employeeIdeas(random, most)
          : NOTICE_IDEAS[type];
    if (!pool) throw new Error(`no notice ideas for ${type}`);
    const queue = ORDERED.includes(type) ? [...pool] : random.shuffle(pool);
    const freshIdeas = queue.filter(timeless).slice(0, fresh);
    const dated = queue.filter((idea) => !freshIdeas.includes(idea));
    let dates = spreadOverYears(
      random,
      dated.map((idea) => `${idea.title} ${idea.description}`),
      years,
      perYear,
    );
    // Minutes keep their order: the newest meeting on the latest date.
    if (ORDERED.includes(type))
      dates = dates.filter(Boolean).sort((a, b) => (b ?? '').localeCompare(a ?? ''));
    const planned: { idea: NoticeIdea; date: string }[] = [
      ...freshIdeas.map((idea, i) => ({ idea, date: daysAgo(i * 3 + random.int(0, 2)) })),
      ...dated
        .flatMap((idea, i) => (dates[i] ? [{ idea, date: dates[i] }] : []))
        .sort((a, b) => b.date.localeCompare(a.date)),
    ];
    const entries = planned.map(({ idea, date }) => {
      const reference = `No. KBC/${office(type)}/${serial++}`;
      const tender =
        type === 'COLLEGE_TENDER'
          ? tenderTerms(reference.replace('No. ', ''), date, random)
          : undefined;
      const description = idea.description + (tender?.markdown ?? '');
      const tables = isFixed(date) ? documentTables(type, idea.title, date) : [];
      // What the title promises beyond the letter and its tables (notice-bodies/).
      const body = isFixed(date)
        ? noticeBody({ type, title: idea.title, description: idea.description, date })
        : [];
      const attachments =
        type === 'IQAC_ORGANOGRAM'
          ? [
              assets.pdf('notices', {
                title: idea.title,
                reference,
                date: printedDate(date),
                body: [idea.description, ...body, CLOSING.IQAC ?? ''],
                image: organogramPng,
              }),
            ]
          : attachmentsFor({
              assets,
              random,
              folder: 'notices',
              title: idea.title,
              // The tender's terms are printed once, as its schedule table.
              description: idea.description,
              reference,
              date,
              pdfChance: pdfChance(type),
              closing: CLOSING[office(type)] ?? '',
              tables: [...tables, ...(tender?.table ? [tender.table] : [])],
              extra: type === 'IQAC_FEEDBACK_FORM' ? formFields(idea.title) : body,
            });
      return {
        title: idea.title,
        date,
        description,
        ...(idea.link ? { link: idea.link } : {}),
        // Fresh notices are new; a dated one is new only on the days after it, so never here.
        ...(isFixed(date) ? {} : { new: true }),
        attachments,
      } satisfies Notice;
    });
    out.set(type, entries);
  }
  return out;
}
