import { COLLEGE_NOTICE_FILE_TYPES } from '../../../src/content/schema.ts';
import {
  FACILITY_CODES,
  IQAC_CODES,
  NOTIFICATION_CODES,
  STUDENT_CODES,
} from '../../../src/contract/codes.ts';
import type { Assets } from '../files/assets.ts';
import type { SceneKind } from '../files/scenes.ts';
import { aboutYearsAgo, daysAgo, sameDayYearsAgo } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Deck, Random } from '../lib/random.ts';
import { DEPARTMENTS } from './departments/index.ts';
import { NOTICE_IDEAS, type NoticeIdea } from './notice-titles.ts';
import { sharedPhoto } from './photos.ts';

/**
 * The college notices, one file per type. Every type has entries in the current year and the
 * six before; the seven notification codes have 2-4 a year, the others one (a few two), and the
 * 'static' IQAC documents only every third year. The first notice of a year of a notification
 * code is dated exactly k years back ('today-3y'), which is always in that year, so every
 * archive year has something whatever the day of import. Employee achievements alone lag a year
 * behind: none yet in the current year, so the site shows its empty state on every day of import.
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

function plan(type: string): { years: number[]; perYear: [number, number] } {
  if ((NOTIFICATION_CODES as readonly string[]).includes(type))
    return { years: ALL_YEARS, perYear: [2, 4] };
  if ((STUDENT_CODES as readonly string[]).includes(type))
    return { years: ALL_YEARS, perYear: [1, 2] };
  if (STATIC_IQAC.includes(type)) return { years: [0, 3, 6], perYear: [1, 1] };
  if (type === 'IQAC_MIUNTES') return { years: ALL_YEARS, perYear: [1, 2] };
  if (type === 'NIRF') return { years: [0, 1, 2, 3, 4, 5], perYear: [1, 1] };
  return { years: ALL_YEARS, perYear: [1, 1] };
}

/** Short office codes for the reference numbers printed on the PDFs. */
function office(type: string): string {
  if (type.startsWith('IQAC')) return 'IQAC';
  if (type === 'COLLEGE_TENDER') return 'TENDER';
  if ((FACILITY_CODES as readonly string[]).includes(type)) return 'FAC';
  if ((STUDENT_CODES as readonly string[]).includes(type) || type === 'COLLEGE_ACADEMIC_NOTICE')
    return 'ACAD';
  return 'ADM';
}

/**
 * How likely a PDF is: tenders and downloads usually have one, quality documents often, other
 * notices seldom; about a third of all notices end up with a PDF.
 */
function pdfChance(type: string): number {
  if (type === 'COLLEGE_TENDER' || type === 'COLLEGE_DOWNLOADS') return 0.8;
  if ((IQAC_CODES as readonly string[]).includes(type) || type === 'NIRF') return 0.45;
  return 0.2;
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
  pdfChance: number;
  photo?: SceneKind;
  closing?: string;
  signedBy?: string;
  /** A fixed date (YYYY-MM-DD) to print on the PDF; relative notices have none. */
  date?: string;
}

/**
 * Decides the attachments of a notice: about a third get a PDF made for them, some a shared
 * photo, a few both.
 */
export function attachmentsFor(p: AttachmentPlan): string[] {
  const list: string[] = [];
  // A notice that says something "is attached" always gets its PDF.
  if (/attached/i.test(p.description) || p.random.chance(p.pdfChance)) {
    list.push(
      p.assets.pdf(p.folder, {
        title: p.title,
        reference: p.reference,
        body: [...pdfParagraphs(p.description), p.closing ?? CLOSING.ADM ?? ''],
        ...(p.signedBy ? { signedBy: p.signedBy } : {}),
        ...(p.date ? { date: p.date.split('-').reverse().join('/') } : {}),
      }),
    );
  }
  // Pictures go mostly to notices without a PDF, so only a few have both.
  const photoChance = (p.photo ? 0.55 : 0.06) * (list.length ? 0.35 : 1);
  if (p.random.chance(photoChance)) {
    const kind: SceneKind = p.photo ?? p.random.pick(['campus', 'seminar', 'classroom'] as const);
    list.push(sharedPhoto(p.assets, kind, p.random.chance(0.6) ? 0 : 1));
  }
  return list;
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

/** Fills {name} and {dept}: a Ph.D. goes to someone who has one, other honours to senior faculty. */
function fill(idea: NoticeIdea, random: Random): NoticeIdea {
  if (!idea.title.includes('{name}')) return idea;
  const who = random.pick(
    FACULTY.filter((f) =>
      idea.title.includes('Ph.D.') ? f.phd : ['full', 'rich', 'medium'].includes(f.tier),
    ),
  );
  const sub = (s: string) => s.replace(/\{name\}/g, who.name).replace(/\{dept\}/g, who.dept);
  return { ...idea, title: sub(idea.title), description: sub(idea.description) };
}

export function buildCollegeNotices(
  assets: Assets,
  organogram: string,
): Map<CollegeType, In<'Notices'>> {
  const out = new Map<CollegeType, In<'Notices'>>();
  let serial = 100;
  for (const type of COLLEGE_NOTICE_FILE_TYPES) {
    if (type === 'COLLEGE_EVENT') continue; // events.ts
    const random = new Random(`notices:${type}`);
    const ideas = NOTICE_IDEAS[type];
    if (!ideas) throw new Error(`no notice ideas for ${type}`);
    const deck = new Deck(ideas, random);
    const { years, perYear } = plan(type);
    const anchored = (NOTIFICATION_CODES as readonly string[]).includes(type);
    const entries: Notice[] = [];
    for (const year of years) {
      const k = year + (LAG[type] ?? 0);
      const count = random.int(perYear[0], perYear[1]);
      // Offsets into the year, in days, distinct and growing: later entries are older.
      const offsets = random
        .sample(
          Array.from({ length: 30 }, (_, i) => 4 + i * 10),
          count,
        )
        .sort((a, b) => a - b);
      offsets.forEach((offset, i) => {
        const idea = fill(deck.draw(), random);
        let date: string;
        if (anchored && i === 0) date = sameDayYearsAgo(k);
        else if (k === 0) date = daysAgo(anchored ? offset : random.int(1, 20));
        else date = aboutYearsAgo(k, anchored ? offset : random.int(0, 45));
        const attachments =
          type === 'IQAC_ORGANOGRAM'
            ? [organogram]
            : attachmentsFor({
                assets,
                random,
                folder: 'notices',
                title: idea.title,
                description: idea.description,
                reference: `No. KBC/${office(type)}/${serial++}`,
                pdfChance: pdfChance(type),
                ...(idea.photo ? { photo: idea.photo } : {}),
                closing: CLOSING[office(type)] ?? '',
              });
        const isRecent =
          k === 0 && (date === 'today' || (!anchored && random.chance(0.5)) || offset < 40);
        entries.push({
          title: idea.title,
          date,
          description: idea.description,
          ...(idea.link ? { link: idea.link } : {}),
          ...(isRecent && random.chance(0.7) ? { new: true } : {}),
          attachments,
        });
      });
    }
    out.set(type, entries);
  }
  return out;
}
