import type { PdfTable } from '../../files/pdf.ts';
import { type Block, type NoticeOf, sessionOf } from './common.ts';

/**
 * Academic calendars the notices promise other than the session's (documents.ts): the odd or
 * the even semesters, the revised one, the co-curricular one, month by month for the session
 * of the notice.
 */

export function calendarBody(n: NoticeOf): Block[] {
  const session = sessionOf(n.date);
  const y = Number(session.slice(0, 4));
  const odd: [string, string][] = [
    [
      `August ${y}`,
      'Classes of the 1st, 3rd and 5th Semesters begin; 15 Aug: Independence Day; orientation of the 1st Semester',
    ],
    [
      `September ${y}`,
      'Registration with Gauhati University; 5 Sep: Teachers\u2019 Day; departmental seminars',
    ],
    [`October ${y}`, 'Sessional examinations; Durga Puja and Kati Bihu vacation'],
    [
      `November ${y}`,
      'Examination form fill-up; 24 Nov: Lachit Divas; last day of classes at the month\u2019s end',
    ],
    [
      `December ${y}`,
      'End-semester examinations of Gauhati University (odd semesters); winter break',
    ],
  ];
  const even: [string, string][] = [
    [
      `January ${y + 1}`,
      'Classes of the 2nd, 4th and 6th Semesters begin; Magh Bihu; 26 Jan: Republic Day; College Week',
    ],
    [`February ${y + 1}`, 'Students\u2019 Union election; 28 Feb: National Science Day'],
    [`March ${y + 1}`, 'Sessional examinations; submission of project reports'],
    [`April ${y + 1}`, 'Bohag Bihu; last day of classes at the month\u2019s end'],
    [`May ${y + 1}`, 'End-semester examinations of Gauhati University (even semesters)'],
  ];
  const cocurricular: [string, string][] = [
    [`August ${y}`, 'Independence Day; enrolment in the NSS and the NCC; freshers\u2019 social'],
    [`September ${y}`, 'Teachers\u2019 Day; NSS Day (24 Sep); inter-departmental quiz'],
    [`November ${y}`, 'Lachit Divas essay competition; NCC annual training camp'],
    [
      `January ${y + 1}`,
      'Republic Day; College Week with sports, cultural and literary events; National Voters\u2019 Day',
    ],
    [
      `February ${y + 1}`,
      'Students\u2019 Union election; National Science Day exhibition; inter-college youth festival',
    ],
    [`March ${y + 1}`, 'NSS special camp of seven days in the adopted village'],
    [`June ${y + 1}`, 'World Environment Day; International Yoga Day'],
  ];
  const rows = /co-curricular/i.test(n.title)
    ? cocurricular
    : /odd/i.test(n.title)
      ? odd
      : /even/i.test(n.title)
        ? even
        : [...odd, ...even];
  const table: PdfTable = {
    caption: `Session ${session}`,
    columns: ['Month', 'Classes, examinations and days observed'],
    rows,
    widths: [1, 4],
  };
  return [
    table,
    /revised|flood/i.test(n.title)
      ? `The days of classes lost while the college was closed will be made up on Saturdays and by extra classes in the afternoons, as the departments decide; the dates of the University examinations are as notified by Gauhati University.`
      : 'Holidays are as in the list of the Government of Assam. Dates of the University examinations follow the programme notified by Gauhati University; the departments will hold their seminars and field work within this calendar.',
  ];
}
