import type { PdfTable } from '../../files/pdf.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { type Block, type NoticeOf, dayAfter, programmeOf, sessionOf } from './common.ts';

/**
 * Admission notices: the seats of each subject, the days of the lists, the verification and the
 * admission, and the documents to bring, all counted from the notice's date.
 */

const DOCUMENTS = [
  'Marksheet and pass certificate of the Higher Secondary (10+2) examination',
  'Admit card of the HSLC examination as proof of age',
  'Caste certificate (SC/ST/OBC/MOBC), where applicable',
  'Income certificate of the parent, for free admission under the State scheme',
  'Migration certificate, for students of boards other than the AHSEC',
  'Two recent passport-size photographs and a copy of the Aadhaar card',
];

function seats(n: NoticeOf): PdfTable {
  const major = programmeOf(n.date) === 'FYUGP' ? 'Major' : 'Honours';
  return {
    caption: `Seats for the session ${sessionOf(n.date)}`,
    columns: ['Subject', 'Stream', `${major} seats`, 'Reserved (SC/ST/OBC)'],
    rows: DEPARTMENTS.map((d) => {
      const total =
        d.stream === 'SCIENCE' ? 30 + 5 * n.random.int(0, 2) : 40 + 10 * n.random.int(0, 3);
      return [
        d.name,
        d.stream === 'SCIENCE' ? 'Science' : 'Arts',
        String(total),
        String(Math.round(total * 0.37)),
      ];
    }),
    widths: [2, 1.2, 1.2, 1.6],
  };
}

function schedule(n: NoticeOf): PdfTable {
  const second = /second|spot/i.test(n.title);
  const rows: [string, string][] = second
    ? [
        ['Verification of documents (second list)', dayAfter(n.date, 1)],
        ['Admission with fees (second list)', `${dayAfter(n.date, 2)} to ${dayAfter(n.date, 4)}`],
        ['Display of vacant seats', dayAfter(n.date, 5)],
        ['Spot admission (in person, 10:00 a.m.)', dayAfter(n.date, 7)],
        ['Commencement of classes', 'As notified on the website after the admissions close'],
      ]
    : [
        ['Online applications', `${dayAfter(n.date, 1)} to ${dayAfter(n.date, 15)}`],
        ['First merit list', dayAfter(n.date, 18)],
        [
          'Verification and admission (first list)',
          `${dayAfter(n.date, 19)} to ${dayAfter(n.date, 22)}`,
        ],
        ['Second merit list', dayAfter(n.date, 24)],
        ['Commencement of classes', 'As notified on the website after the admissions close'],
      ];
  return { caption: 'Schedule', columns: ['Step', 'Date'], rows, widths: [3, 2] };
}

export function admissionBody(n: NoticeOf): Block[] {
  const hostel = /hostel/i.test(n.title);
  return [
    ...(hostel ? [] : [seats(n)]),
    schedule(n),
    `Merit lists are drawn on the marks of the Higher Secondary examination in the best four subjects, with the reservation of seats as per the rules of the Government of Assam. Candidates must attend in person with a parent or guardian; a seat not taken up on its date goes to the next candidate.`,
    'Documents to bring (originals with one set of self-attested copies):',
    ...n.random.sample(DOCUMENTS, 5).map((d) => `- ${d}`),
    `Students whose parents' annual income is below Rs. 2,00,000 are admitted free of tuition and admission fees under the free-admission scheme of the State Government. Queries: the admission help desk, ${n.random.pick(['Room 3', 'the library lobby', 'the office counter'])}, 10:00 a.m. to 3:00 p.m.`,
  ];
}
