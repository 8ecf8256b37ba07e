import type { PdfContent } from '../files/pdf.ts';
import { ACADEMIC_CALENDAR, SESSION } from '../lib/calendar.ts';
import { COLLEGE } from './college.ts';
import { DEPARTMENTS } from './departments/index.ts';
import { feeTable } from './documents.ts';
import { seatsOf } from './iqac-documents/context.ts';

/**
 * The bodies of the college's important files: the prospectus with its sections, the mandatory
 * disclosure, the anti-ragging undertaking and the citizens' charter. Seats are those of the
 * SSR's intake table, fees the fee table's, teachers the departments' own.
 */

type Body = PdfContent['body'];

const teachers = DEPARTMENTS.flatMap((d) => d.faculty);
const withPhd = teachers.filter((f) => f.name.startsWith('Dr.')).length;

const courses = {
  caption: `Programmes and seats, session ${SESSION}`,
  columns: ['Programme', 'Major', 'Seats', 'Teachers'],
  rows: DEPARTMENTS.map((d) => [
    `${d.degree} (FYUGP, Honours / Honours with Research)`,
    d.name,
    String(seatsOf(d)),
    String(d.faculty.length),
  ]),
  widths: [3, 1.4, 0.7, 0.8],
};

export const prospectus: Body = [
  `1. About the college. ${COLLEGE.name} was founded in ${COLLEGE.established} by the people of Kopoubari and the villages around it, and was provincialised by the Government of Assam. It is affiliated to ${COLLEGE.affiliation}, recognised by the UGC under Sections 2(f) and 12(B), and was re-accredited by NAAC in the second cycle in 2023. It has ${DEPARTMENTS.length} departments, ${teachers.length} teachers (${withPhd} with a Ph.D.), a central library, laboratories, hostels for boys and girls, an NSS unit and a playground.`,
  '2. Courses and seats. The college teaches the Four Year Undergraduate Programme (FYUGP) of Gauhati University under NEP 2020. A student takes one Major, one Minor, and the multidisciplinary, ability enhancement, skill and value-added courses of the university; after three years the student may leave with a degree or continue to the fourth year for Honours or Honours with Research.',
  courses,
  '3. Admission rules. Admission to the first semester is on merit in the Higher Secondary (10+2) examination, through the online portal of the Government of Assam. Seats are reserved as the state orders: SC 7 per cent, ST (Plains) 10, ST (Hills) 5, OBC/MOBC 27 and EWS 10, with 3 per cent for students with disabilities. Students bring their marksheets, the migration certificate (students from other boards), the caste or EWS certificate and two photographs. Every student and a parent sign the anti-ragging undertaking.',
  '4. Fees. Students whose parents earn less than Rs. 2 lakh a year are admitted free under the scheme of the Government of Assam; others pay the fees below each semester.',
  feeTable(),
  '5. Scholarships. Post-matric scholarships for SC, ST and OBC/MOBC students (Government of Assam), scholarships for minorities through the National Scholarship Portal, the Ishan Uday scholarship of the UGC and Nijut Moina of the Government of Assam for girl students. The scholarship cell in the office helps students apply.',
  '6. Rules of conduct. Students wear the identity card on the campus, attend at least 75 per cent of classes to sit the end-semester examinations, keep the campus clean and free of tobacco and plastic, and respect their fellows and teachers. Ragging in any form is a crime and leads to expulsion. Mobile phones are kept silent in classes and the library.',
  {
    caption: `7. Calendar of the session ${SESSION}`,
    columns: ['Month', 'Classes, examinations and days observed'],
    rows: ACADEMIC_CALENDAR.map(([month, events]) => [month, events]),
    widths: [1, 4],
  },
];

export const mandatoryDisclosure: Body = [
  `Disclosed under the regulations of the UGC, as of the session ${SESSION}.`,
  {
    columns: ['Item', 'Particulars'],
    rows: [
      ['Name and address', COLLEGE.postal_address],
      ['Year of establishment', String(COLLEGE.established)],
      ['Status', `${COLLEGE.status}; UGC 2(f) and 12(B)`],
      ['Affiliation', COLLEGE.affiliation],
      ['NAAC', 'Accredited in 2016, re-accredited (second cycle) in 2023'],
      ['Programmes', `B.A. and B.Sc. (FYUGP) with ${DEPARTMENTS.length} Majors`],
      [
        'Sanctioned intake',
        `${DEPARTMENTS.reduce((a, d) => a + seatsOf(d), 0)} in the first semester`,
      ],
      ['Teachers', `${teachers.length} (${withPhd} with Ph.D.)`],
      ['Fees per semester', 'As in the fee structure; free admission for eligible students'],
      ['Library', 'About 35,000 books, N-LIST e-resources, KOHA catalogue'],
      ['Hostels', 'One for boys (60 seats), one for girls (100 seats)'],
      [
        'Grievance redressal',
        'Students\u2019 Grievance Redressal Committee, ICC, Anti-Ragging Committee',
      ],
    ],
    widths: [1.5, 4],
  },
];

export const antiRaggingUndertaking: Body = [
  'Part A: Undertaking by the student. I, ______________________, son/daughter of ______________________, admitted to the ____ Semester of the B.A./B.Sc. programme (Roll No. ________), have read the UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009, and understand what constitutes ragging.',
  '1. I will not take part in or abet ragging in any form, inside or outside the college or its hostels.',
  '2. I understand that if I am found guilty of ragging I may be suspended, expelled, debarred from examinations or handed over to the police.',
  '3. I declare that I have not been expelled or debarred from any institution for ragging.',
  'Part B: Undertaking by the parent or guardian. I, ______________________, parent/guardian of the above student, have read the regulations and will be responsible for my ward\u2019s conduct in this respect.',
  'Signature of the student: ____________   Signature of the parent/guardian: ____________   Date: ________',
];

export const citizensCharter: Body = [
  'The college is committed to serving its students and the public promptly and courteously. The services below are given at the office counter between 10:00 a.m. and 4:00 p.m. on working days, within the times shown. If a service is delayed, write to the Principal or to the Grievance Redressal Committee.',
  {
    columns: ['Service', 'Where', 'Time taken'],
    rows: [
      ['Admission', 'Office and online portal', 'Same day, on the dates of the notice'],
      [
        'Issue of certificates (character, conduct, studentship)',
        'Office counter 2',
        '3 working days',
      ],
      ['Transfer certificate', 'Office counter 2', '5 working days'],
      [
        'Forwarding of university forms (registration, examination)',
        'Office counter 1',
        '7 working days',
      ],
      ['Scholarship applications', 'Scholarship cell', 'Within the portal\u2019s deadline'],
      ['Library card', 'Central library', '2 working days'],
      ['Redressal of grievances', 'Grievance Redressal Committee', '15 days'],
      ['Information under the RTI Act', 'Public Information Officer', '30 days'],
    ],
    widths: [3, 2, 2],
  },
];
