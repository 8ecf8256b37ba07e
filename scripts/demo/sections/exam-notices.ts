import {
  examWindow,
  resultWindow,
  sessionalWindow,
  type Parity,
  type Span,
} from '../lib/academic-year.ts';
import { addDays } from '../lib/dates.ts';

/**
 * What an examination notice is about, and when the office issues it on the academic year
 * (lib/academic-year.ts): a programme some weeks before its examinations, a seating plan in the
 * days before, a result after its examinations. notice-dates.ts dates exam notices here, and
 * exam-documents.ts fills their PDFs from the same reading of the title.
 */

export type ExamKind =
  | 'programme'
  | 'seating'
  | 'practical'
  | 'sessional-schedule'
  | 'viva'
  | 'backlog'
  | 'sessional-result'
  | 'retest-result'
  | 'university-result'
  | 'toppers'
  | 'rank-holders'
  | 'reevaluation'
  | 'internal-assessment'
  | 'admit-cards'
  | 'attendance'
  | 'suspension'
  | 'form-fill-up'
  | 'course-result';

export interface ExamNotice {
  kind: ExamKind;
  /** The semester the title names, if one. */
  semester?: number;
  /** The parity it names, when it names one. */
  parity?: Parity;
}

const KINDS: [RegExp, ExamKind][] = [
  [/toppers/i, 'toppers'],
  [/rank holders/i, 'rank-holders'],
  [/re-evaluation/i, 'reevaluation'],
  // Before 're-test': a sessional result's description may speak of the re-test to come.
  [/result of the internal assessment/i, 'internal-assessment'],
  [/result of the sessional/i, 'sessional-result'],
  [/re-test/i, 'retest-result'],
  [/result of the \d\w\w Semester examination/i, 'university-result'],
  [
    /schedule of the sessional|^sessional examinations of the (odd|even)|calendar of the sessional/i,
    'sessional-schedule',
  ],
  [/viva-voce/i, 'viva'],
  [/backlog/i, 'backlog'],
  [/seating arrangement/i, 'seating'],
  [/practical examinations/i, 'practical'],
  [/programme of the gauhati university \d\w\w semester/i, 'programme'],
  [/admit cards/i, 'admit-cards'],
  [/minimum attendance/i, 'attendance'],
  [/classes suspended during/i, 'suspension'],
  [/examination form fill-up/i, 'form-fill-up'],
  [/result of the certificate course/i, 'course-result'],
];

/** The exam notice a title is, or undefined for any other (a certificate course's result). */
export function readExamNotice(title: string): ExamNotice | undefined {
  const kind = KINDS.find(([pattern]) => pattern.test(title))?.[1];
  if (!kind) return undefined;
  const semester = Number(/(\d)(?:st|nd|rd|th) Semester/.exec(title)?.[1]) || undefined;
  const parity: Parity | undefined = semester
    ? semester % 2 === 1
      ? 'odd'
      : 'even'
    : /\bodd\b/i.test(title)
      ? 'odd'
      : /\beven\b/i.test(title)
        ? 'even'
        : undefined;
  return { kind, ...(semester ? { semester } : {}), ...(parity ? { parity } : {}) };
}

const span = (from: string, days: number): Span => ({ from, to: addDays(from, days) });

/** The days in `year` on which a notice of this kind and parity is issued. */
function windowFor(kind: ExamKind, parity: Parity, year: number): Span | undefined {
  const exam = examWindow(year, parity);
  const sessional = sessionalWindow(year, parity);
  const odd = parity === 'odd';
  switch (kind) {
    case 'programme':
      return span(addDays(exam.from, -30), 18);
    case 'seating':
      return span(addDays(exam.from, -6), 4);
    case 'practical':
    case 'viva':
      return span(addDays(exam.from, 2), 8);
    case 'backlog':
      return span(addDays(exam.from, odd ? -42 : -45), 10);
    case 'internal-assessment':
      return span(addDays(exam.from, -20), 12);
    case 'attendance':
      return span(addDays(exam.from, -28), 10);
    case 'admit-cards':
      return span(addDays(exam.from, -9), 4);
    case 'suspension':
      return span(addDays(exam.from, -12), 6);
    case 'form-fill-up':
      return span(addDays(exam.from, -55), 10);
    case 'course-result':
      return span(addDays(exam.from, -40), 20);
    case 'sessional-schedule':
      return span(addDays(sessional.from, -13), 8);
    case 'sessional-result':
      return span(addDays(sessional.to, 5), 7);
    case 'retest-result':
      return span(addDays(sessional.to, 15), 7);
    case 'university-result':
    case 'toppers':
    case 'rank-holders': {
      // An odd semester's result comes in the January after its examinations.
      const result = resultWindow(odd ? year - 1 : year, parity);
      return kind === 'university-result' ? result : span(addDays(result.from, 10), 30);
    }
    case 'reevaluation': {
      const result = resultWindow(odd ? year - 1 : year, parity);
      return span(addDays(result.to, 7), 25);
    }
  }
}

/**
 * The spans in `year` in which an exam notice with this title can be issued, or undefined when
 * the title is no exam notice. Toppers and rank holders follow the final (even) results.
 */
export function examNoticeWindows(title: string): ((year: number) => Span[]) | undefined {
  const notice = readExamNotice(title);
  if (!notice) return undefined;
  const parities: Parity[] = notice.parity
    ? [notice.parity]
    : ['toppers', 'rank-holders'].includes(notice.kind)
      ? ['even']
      : ['odd', 'even'];
  return (year) =>
    parities.flatMap((p) => {
      const w = windowFor(notice.kind, p, year);
      return w ? [w] : [];
    });
}

/** The year and parity of the examinations an exam notice of `iso` is about. */
export function examOf(notice: ExamNotice, iso: string): { year: number; parity: Parity } {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const parity: Parity = notice.parity ?? (month >= 6 && month <= 12 ? 'odd' : 'even');
  // Results and re-evaluations of the odd semesters come in the next calendar year.
  const late = ['university-result', 'toppers', 'rank-holders', 'reevaluation'].includes(
    notice.kind,
  );
  return { year: late && parity === 'odd' && month <= 6 ? year - 1 : year, parity };
}
