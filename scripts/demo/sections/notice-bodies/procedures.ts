import { DEPARTMENTS } from '../departments/index.ts';
import {
  saturdayAfter,
  type Block,
  type NoticeOf,
  dayAfter,
  programmeOf,
  sessionOf,
  teacher,
} from './common.ts';

/**
 * Academic notices that ask students to do something by a day: register, choose courses, enrol,
 * attend classes. Each names its steps with their dates, who to see and what to bring.
 */

interface Procedure {
  match: RegExp;
  steps: (n: NoticeOf) => [string, string][];
  notes: string[];
}

const PROCEDURES: Procedure[] = [
  {
    match: /registration with gauhati/i,
    steps: (n) => [
      ['Collection of the registration form', `From ${dayAfter(n.date, 1)}, at the office counter`],
      [
        'Submission with the documents and the fee of Rs. 350',
        `${dayAfter(n.date, 2)} to ${dayAfter(n.date, 12)}`,
      ],
      ['Late submission (with a fine of Rs. 100)', `Up to ${dayAfter(n.date, 16)}`],
      ['Forwarding of the forms to Gauhati University', dayAfter(n.date, 20)],
    ],
    notes: [
      'Bring the marksheet and pass certificate of the Higher Secondary examination, the admission receipt and two photographs. Students of boards other than the AHSEC must add the original migration certificate; without it the University will not register the student.',
    ],
  },
  {
    match: /commencement of classes/i,
    steps: (n) => [
      ['Orientation programme in the auditorium', `${dayAfter(n.date, 3)}, 10:00 a.m.`],
      [
        'Address by the Principal and introduction of the Heads of Departments',
        `${dayAfter(n.date, 3)}, 10:30 a.m.`,
      ],
      ['Visit to the library, laboratories and departments', `${dayAfter(n.date, 3)}, 12:30 p.m.`],
      ['Classes as per the routine', `From ${dayAfter(n.date, 4)}`],
      [
        'Issue of identity cards and library cards',
        `${dayAfter(n.date, 6)} to ${dayAfter(n.date, 10)}`,
      ],
    ],
    notes: [
      'The routine of the 1st Semester is on the notice board of each department and on the college website. Students must wear the college uniform from the first day and carry the admission receipt until the identity card is issued.',
    ],
  },
  {
    match: /remedial|tutorial/i,
    steps: (n) =>
      DEPARTMENTS.map((d, i) => [
        `${d.name} (${teacher(n.random, d.name).name})`,
        `Saturdays from ${saturdayAfter(n.date, 2 + (i % 2) * 7)}, ${i % 2 ? '12:30-1:30 p.m.' : '10:30-11:30 a.m.'}, Room ${10 + i}`,
      ]),
    notes: [
      'Attendance in the remedial classes is compulsory for the students whose names the departments have displayed. Each teacher will keep a record of the topics covered and of the students\u2019 progress, to be submitted to the IQAC at the end of the semester.',
    ],
  },
  {
    match: /selection of major|choice|internship/i,
    steps: (n) => [
      ['Counselling by the departments', `${dayAfter(n.date, 2)} to ${dayAfter(n.date, 4)}`],
      ['Submission of the choices in the form', `Up to ${dayAfter(n.date, 7)}`],
      ['Display of the allotment', dayAfter(n.date, 10)],
      ['Change on request, if seats remain', `${dayAfter(n.date, 11)} to ${dayAfter(n.date, 12)}`],
    ],
    notes: [
      'Allotment follows the merit of the last examination and the seats of each course. Students who do not submit their choices by the last date will be placed by the department.',
    ],
  },
];

const DEFAULT: Procedure = {
  match: /./,
  steps: (n) => [
    ['Forms available at the office counter', `From ${dayAfter(n.date, 1)}`],
    ['Last date of submission', dayAfter(n.date, n.random.int(7, 12))],
    ['List of selected or enrolled students', dayAfter(n.date, n.random.int(14, 18))],
    ['First meeting or class', dayAfter(n.date, n.random.int(20, 24))],
  ],
  notes: [
    'Students must bring the admission receipt of the current semester and one photograph. The list will be displayed on the notice board and the college website.',
  ],
};

export function procedureBody(n: NoticeOf): Block[] {
  const p = PROCEDURES.find((x) => x.match.test(n.title)) ?? DEFAULT;
  const incharge = teacher(n.random);
  return [
    {
      caption: `Session ${sessionOf(n.date)} (${programmeOf(n.date)})`,
      columns: ['What', 'When and where'],
      rows: p.steps(n),
      widths: [3, 3],
    },
    ...p.notes,
    `For queries, students may meet ${incharge.name} (Department of ${incharge.dept}), teacher-in-charge, or the academic section of the office between 10:30 a.m. and 3:00 p.m. The notice is also displayed on the notice boards of the departments.`,
  ];
}
