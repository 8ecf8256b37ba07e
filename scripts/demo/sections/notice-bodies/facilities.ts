import { longDate } from '../../lib/dates.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import {
  type Block,
  type NoticeOf,
  dayAfter,
  sessionOf,
  teacher,
  whoFor,
  workingDay,
} from './common.ts';

/**
 * Notices of the hostels, canteen, library, instrumentation facility and student support: the
 * particulars they announce (days, rates, lists, rules) and who is in charge.
 */

const BOOKS: [string, string][] = [
  ['Assamese', 'Asamiya Sahityar Buranji; Bhasa aru Sanskriti'],
  ['English', 'An Introduction to Literary Theory; Indian Writing in English'],
  ['History', 'History of Assam; Modern India: 1885-1947'],
  ['Economics', 'Introductory Microeconomics; Indian Economy'],
  ['Physics', 'Concepts of Physics; Mathematical Methods for Physicists'],
  ['Chemistry', 'Inorganic Chemistry; Organic Chemistry (Morrison and Boyd)'],
  ['Mathematics', 'Real Analysis; Linear Algebra'],
  ['Botany', 'Plant Physiology; Taxonomy of Angiosperms'],
];

function rows(n: NoticeOf): [string, string][] {
  const t = n.title;
  if (/closed|vacation|maintenance/i.test(t)) {
    const from = workingDay(n.date, n.random.int(2, 6));
    return [
      ['Closed from', `${longDate(from)}`],
      ['Reopens on', dayAfter(from, /maintenance/i.test(t) ? 7 : n.random.int(12, 16))],
      [
        'Before leaving',
        `${/hostel/i.test(t) ? 'Rooms and cupboards' : 'Rooms, cupboards and laboratories'} to be locked; keys and valuables not to be left behind; lights, fans and taps to be switched off`,
      ],
      [
        'During the closure',
        'The office and the security staff remain on duty; urgent matters to the superintendent or the teacher-in-charge',
      ],
    ];
  }
  if (/charges|rates|menu|fees|dues/i.test(t))
    return /CIF|Instrumentation/i.test(`${t} ${n.description}`)
      ? [
          [
            'UV-visible spectrophotometer',
            'Rs. 300 a sample (external academic users); Rs. 600 (industry)',
          ],
          ['FTIR spectrometer', 'Rs. 500 a sample (external academic users); Rs. 1,000 (industry)'],
          [
            'Water testing (pH, TDS, iron, arsenic, fluoride)',
            'Rs. 200 a sample; free for the panchayats of the adopted villages',
          ],
          ['Students and teachers of the college', 'Free of charge, on booking'],
        ]
      : [
          ['Tea / lal saah', `Rs. ${n.random.int(8, 10)}`],
          ['Rice, dal, sabji and fish (lunch)', `Rs. ${n.random.pick([60, 70, 80])}`],
          ['Puri-sabji or paratha (breakfast)', `Rs. ${n.random.pick([30, 35, 40])}`],
          [
            'Mess charges of the hostels, per month',
            `Rs. ${n.random.pick(['2,400', '2,600', '2,800'])}, payable by the 10th of the month`,
          ],
        ];
  if (/new arrivals|book|e-journals/i.test(t))
    return n.random.sample(BOOKS, 6).map(([subject, books]) => [subject, books]);
  if (/mentoring|groups/i.test(t))
    return DEPARTMENTS.map((d) => [
      d.name,
      `${n.random.int(3, 5)} groups of about 15 students; mentors: ${teacher(n.random, d.name).name} and others of the department`,
    ]);
  if (/admission/i.test(t))
    return [
      [
        'Seats available',
        `${n.random.int(18, 40)} (priority to students from distant places and to the 1st Semester)`,
      ],
      [
        'Forms',
        `At the office of the superintendent, ${dayAfter(n.date, 1)} to ${dayAfter(n.date, 10)}`,
      ],
      ['List of selected boarders', dayAfter(n.date, 13)],
      [
        'Admission and mess advance',
        `${dayAfter(n.date, 14)} to ${dayAfter(n.date, 17)}; Rs. ${n.random.pick(['3,000', '3,500'])} admission, mess advance of one month`,
      ],
      [
        'Documents',
        'Admission receipt of the college, two photographs, medical certificate and the undertaking of the parent',
      ],
    ];
  if (/millet/i.test(t))
    return [
      [
        'Wednesday breakfast',
        `Ragi (finger millet) chilla with chutney, Rs. ${n.random.pick([25, 30])}`,
      ],
      ['Wednesday lunch', `Millet khichdi with dal and sabji, Rs. ${n.random.pick([50, 60])}`],
      ['Snacks', `Foxtail millet upma; ragi laddoo, Rs. ${n.random.pick([15, 20])} each`],
      [
        'Why millets',
        'Rich in fibre, iron and calcium; grown with little water; part of the campaign for healthy food in the campus',
      ],
    ];
  if (/internship/i.test(t))
    return [
      [
        'Host organisations',
        'Gram panchayats and NGOs of Nalbari; the District Agriculture Office; the public library; schools near the college',
      ],
      [
        'Seats',
        `${n.random.int(30, 60)} in all, allotted on the choice of the student and the subject`,
      ],
      [
        'Apply',
        `To the cell with the form of the department by ${dayAfter(n.date, n.random.int(6, 10))}`,
      ],
      [
        'Duration',
        'Four to six weeks; a log book signed by the host supervisor and a report to the department',
      ],
    ];
  if (/placed/i.test(t))
    return [
      ['Students placed', `${n.random.int(25, 60)} graduates of the last batch`],
      [
        'Employers',
        'Banks and insurance companies, private schools, NGOs, retail and the district\u2019s skill-development agencies',
      ],
      ['Higher studies', `${n.random.int(90, 160)} graduates admitted to master\u2019s programmes`],
      ['Support', 'Resume writing, mock interviews and aptitude tests through the year'],
    ];
  return [
    ['From', dayAfter(n.date, n.random.int(2, 7))],
    [
      'Time',
      n.random.pick([
        '10:30 a.m. to 1:30 p.m.',
        '2:00 p.m. to 4:00 p.m.',
        '11:00 a.m. to 3:00 p.m.',
      ]),
    ],
    [
      'Who may take part',
      `${whoFor(`${t} ${n.description}`)}; those recommended by the mentors first`,
    ],
    [
      'How to register',
      'Names to the teacher-in-charge or the class representative within three days of this notice',
    ],
  ];
}

export function facilityBody(n: NoticeOf): Block[] {
  const incharge = teacher(n.random);
  const where = /hostel/i.test(n.title)
    ? 'the superintendent of the hostel'
    : /canteen/i.test(n.title)
      ? 'the canteen committee'
      : /library/i.test(n.title)
        ? 'the librarian'
        : 'the teacher-in-charge';
  return [
    {
      caption: `Particulars (session ${sessionOf(n.date)})`,
      columns: ['Item', 'Particulars'],
      rows: rows(n),
      widths: [2, 4],
    },
    `Teacher-in-charge: ${incharge.name}, Department of ${incharge.dept}. Students with a question may meet ${where} on any working day between 10:30 a.m. and 3:00 p.m.; complaints and suggestions may also be dropped in the box outside the office.`,
    'The notice is also displayed on the notice boards of the departments and the hostels.',
  ];
}
