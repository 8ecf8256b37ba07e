import type { PdfTable } from '../../files/pdf.ts';
import { addDays } from '../../lib/dates.ts';
import { type Block, type NoticeOf, dayAfter, programmeOf, sessionOf } from './common.ts';

/** The session a report looks back on: the one that ended before it, in the months after May. */
const reported = (n: NoticeOf) => sessionOf(addDays(n.date, -90));

/**
 * The IQAC's and NIRF's documents: the figures of a report, the action taken on each finding, the
 * shares of a feedback analysis, the sections of a best practice in NAAC's format, plans and
 * functions. Figures are drawn from the notice's own stream, so two reports differ.
 */

const pct = (n: NoticeOf) => {
  const a = n.random.int(30, 55);
  const b = n.random.int(25, 90 - a);
  const c = n.random.int(3, 100 - a - b - 1);
  return [a, b, c, 100 - a - b - c].map((x) => `${x}%`);
};

function feedback(n: NoticeOf): Block[] {
  const hostel = /hostel/i.test(n.title);
  const items = hostel
    ? [
        'Rooms and furniture',
        'Food of the mess',
        'Drinking water and toilets',
        'Safety and the superintendent\u2019s care',
        'Study hours and the reading room',
      ]
    : [
        'The syllabus is relevant to the needs of students',
        'Teaching, practicals and field work are well organised',
        'Learning resources (library, ICT) are adequate',
        'Teachers are available for help outside class',
        'Assessment is fair and results are shared in time',
        'The college supports co-curricular activities',
      ];
  const responses = n.random.int(180, 640);
  return [
    `Responses received: ${responses}, collected ${/survey/i.test(n.title) ? 'online through the survey form' : 'in the printed and online forms'} of the session ${reported(n)}.`,
    {
      caption: 'Responses by item',
      columns: ['Item', 'Excellent', 'Good', 'Average', 'Poor'],
      rows: items.map((item) => [item, ...pct(n)]),
      widths: [4, 1, 1, 1, 1],
    },
    'Action proposed: the weakest items will be discussed in the departments and the IQAC; the library will add books and e-resources for the courses named in the comments; mentors will follow up the students who asked for help. The analysis is placed before the Governing Body and on the website.',
  ];
}

function questionnaire(n: NoticeOf): Block[] {
  return [
    `The survey is open from ${dayAfter(n.date, 1)} to ${dayAfter(n.date, 14)} on the link shared in the class groups and on the website. It takes about ten minutes; answers are anonymous. Each question is answered on a scale of 0 to 4:`,
    '- 1. How much of the syllabus was covered in the classes?',
    '- 2. How well did the teachers prepare for the classes?',
    '- 3. How well were the teachers able to communicate?',
    '- 4. Were the internal assessments fair and their marks shared in time?',
    '- 5. Did the mentoring system help you in your studies and personal growth?',
    '- 6. Did the institution give you opportunities to take part in seminars, projects and internships?',
    '- 7. Were the library, laboratories and ICT facilities adequate for your courses?',
  ];
}

/** Findings and what was done about them, by what the action-taken report answers. */
const ACTIONS: [RegExp, string[][]][] = [
  [
    /green|energy/i,
    [
      [
        'Energy use of the buildings',
        'LED lights in all classrooms; old fans replaced with five-star ones',
        'Done',
      ],
      [
        'Solar energy',
        'Proposal for a rooftop solar plant sent to the Government of Assam',
        'In progress',
      ],
      [
        'Waste segregation',
        'Separate bins in the campus and the hostels; compost pit near the garden',
        'Done',
      ],
      [
        'Water',
        'Rainwater harvesting from the roof of the Science building; leaking taps repaired',
        'Done',
      ],
      [
        'Trees and the garden',
        'Medicinal plant garden labelled by the Department of Botany',
        'Continuing',
      ],
    ],
  ],
  [
    /Satisfaction|SSS/i,
    [
      ['Drinking water points in the academic buildings', 'Four water purifiers installed', 'Done'],
      [
        'More books for the FYUGP courses',
        'Books added to the central library on the lists of the departments',
        'Done',
      ],
      ['Wi-Fi for students', 'Wi-Fi in the library and the common rooms', 'Done'],
      [
        'Toilets for girls in the Science building',
        'Work sanctioned from the development fund',
        'In progress',
      ],
      [
        'Timely results of the sessionals',
        'Marks displayed within two weeks of each sessional',
        'Continuing',
      ],
    ],
  ],
  [
    /audit/i,
    [
      [
        'Lesson plans and teaching diaries',
        'All teachers keep lesson plans; checked by the Heads each month',
        'Done',
      ],
      [
        'Stock registers of the laboratories',
        'Registers brought up to date; unserviceable items written off',
        'Done',
      ],
      ['Files of the office', 'File index and e-office for admission and accounts', 'In progress'],
      [
        'Documentation of departmental activities',
        'Common format of reports adopted by all departments',
        'Done',
      ],
      [
        'Attendance of students',
        'Monthly display of attendance; parents informed below 75%',
        'Continuing',
      ],
    ],
  ],
  [
    /Governing Body/i,
    [
      ['Engagement of contractual teachers', 'Walk-in interviews held; posts filled', 'Done'],
      [
        'Repair of the boys\u2019 hostel',
        'Roof and toilets repaired from the development fund',
        'Done',
      ],
      ['Boundary wall on the eastern side', 'Tender floated; work begun', 'In progress'],
      ['Audited accounts', 'Placed on the website after approval', 'Done'],
      ['Self-financed certificate courses', 'Fees fixed; admission notified', 'Done'],
    ],
  ],
];
const ACTIONS_OF_THE_IQAC = [
  [
    'Mentoring of first-year students',
    'Mentoring groups formed; fortnightly meetings recorded',
    'Continuing',
  ],
  ['Remedial classes', 'Saturday classes for students below 40% in the sessionals', 'Continuing'],
  [
    'Faculty development programme',
    'Programme on outcome-based education held with a neighbouring college',
    'Done',
  ],
  ['Feedback on the curriculum', 'Collected online; analysis sent to the departments', 'Done'],
  [
    'Ramp and railings for students with disabilities',
    'Ramps in two buildings; the third in the next session',
    'In progress',
  ],
  [
    'Seminars of the departments',
    'Each department held at least one seminar or invited lecture',
    'Done',
  ],
];

function actionTaken(n: NoticeOf): PdfTable {
  const own = ACTIONS.find(([m]) => m.test(n.title))?.[1];
  return {
    caption: 'Action taken',
    columns: ['Finding or decision', 'Action taken', 'Status'],
    rows: own ?? n.random.sample(ACTIONS_OF_THE_IQAC, 5),
    widths: [3, 4, 1.2],
  };
}

function figures(n: NoticeOf): PdfTable {
  const students = n.random.int(1500, 2100);
  const teachers = n.random.int(52, 64);
  const rows: [string, string][] = [
    ['Programmes offered', `B.A. and B.Sc. (${programmeOf(n.date)})`],
    ['Departments', '8'],
    ['Students enrolled', String(students)],
    ['Women among the students', `${n.random.int(52, 61)}%`],
    ['Full-time teachers', String(teachers)],
    ['Student-teacher ratio', `${Math.round(students / teachers)}:1`],
    ['Classrooms and seminar halls', String(n.random.int(28, 34))],
    ['Computers for students', String(n.random.int(60, 110))],
    ['Expenditure on infrastructure (Rs. lakh)', String(n.random.int(18, 65))],
    ['Graduates of the year', String(n.random.int(320, 460))],
  ];
  return { caption: `Session ${reported(n)}`, columns: ['Item', 'Figure'], rows, widths: [3, 2] };
}

function nirf(n: NoticeOf): PdfTable {
  const t = n.title;
  const years = [0, 1, 2].map((i) => sessionOf(`${Number(n.date.slice(0, 4)) - 1 - i}-07-01`));
  const row = (label: string, lo: number, hi: number, unit = '') => [
    label,
    ...years.map(() => `${n.random.int(lo, hi)}${unit}`),
  ];
  const rows = /financ/i.test(t)
    ? [
        row('Capital expenditure (Rs. lakh)', 20, 80),
        row('Operational expenditure (Rs. lakh)', 420, 610),
        row('Salaries of teachers (Rs. lakh)', 350, 480),
        row('Full-time teachers', 52, 64),
      ]
    : /placement|higher studies/i.test(t)
      ? [
          row('Graduates in the minimum time', 320, 460),
          row('Placed', 30, 70),
          row('Gone on to higher studies', 110, 190),
          row('Median salary (Rs. thousand a year)', 160, 240),
        ]
      : /research/i.test(t)
        ? [
            row('Papers in journals', 18, 40),
            row('Books and chapters', 5, 14),
            row('Research projects', 1, 5),
            row('Seminars organised', 3, 9),
          ]
        : /perception|outreach/i.test(t)
          ? [
              row('Students from other states (%)', 0, 2, '%'),
              row('Women students (%)', 52, 61, '%'),
              row('Economically and socially challenged students (%)', 38, 55, '%'),
              row('Students given fee reimbursement', 500, 900),
            ]
          : [
              row('Sanctioned intake', 600, 720),
              row('Students admitted', 540, 700),
              row('Students enrolled in all years', 1500, 2100),
              row('Full-time teachers', 52, 64),
            ];
  return {
    caption: 'Data submitted',
    columns: ['Parameter', ...years],
    rows,
    widths: [3, 1, 1, 1],
  };
}

const PRACTICE = (n: NoticeOf) => [
  `1. Title of the practice: ${n.title.replace(/^[^:]*:\s*/, '')}.`,
  '2. Objectives: to take the learning of the classroom to the community around the college; to give students, many of them first-generation learners, responsibility and confidence.',
  `3. The context: the college serves the villages of Nalbari district, where floods, poor drinking water and the lack of guidance hold many families back.`,
  `4. The practice: teachers and students plan the work at the start of the session, go out on fixed days, keep records and report to the IQAC every semester. In the session ${reported(n)} about ${n.random.int(80, 240)} students took part.`,
  '5. Evidence of success: reports, photographs and the feedback of the villagers and students; the practice has been continued every year since it began.',
  '6. Problems encountered and resources required: transport, the time of teachers in the examination months, and small funds for materials, met from the college fund and the NSS.',
];

/** The year's work of a unit the title names, with its figures; the college's own figures else. */
function annualReport(n: NoticeOf): Block[] | undefined {
  const t = n.title;
  const r = (lo: number, hi: number) => String(n.random.int(lo, hi));
  const unit: [RegExp, [string, string][]][] = [
    [
      /NSS/,
      [
        ['Volunteers enrolled', r(90, 100)],
        ['Regular activities (cleanliness, awareness, blood donation)', r(18, 30)],
        ['Special camp in the adopted village', `Seven days, ${r(45, 50)} volunteers`],
        ['Service hours of the volunteers', r(9000, 12000)],
        ['Trees planted', r(150, 400)],
      ],
    ],
    [
      /NCC/,
      [
        ['Cadets enrolled (senior division and wing)', r(95, 105)],
        ['Cadets who passed the B certificate', r(30, 45)],
        ['Cadets who passed the C certificate', r(12, 25)],
        ['Annual training camp', `Ten days, ${r(40, 60)} cadets`],
        ['Parades held', r(40, 60)],
      ],
    ],
    [
      /library/i,
      [
        ['Books added', r(600, 1400)],
        ['Books in the library', r(38000, 46000)],
        ['Journals and magazines subscribed', r(30, 55)],
        ['Users a day (average)', r(180, 320)],
        ['Books issued in the year', r(9000, 15000)],
        ['e-resources', 'N-LIST of INFLIBNET and the institutional repository'],
      ],
    ],
    [
      /research/i,
      [
        ['Papers in UGC-CARE and peer-reviewed journals', r(18, 40)],
        ['Books and chapters', r(5, 14)],
        ['Research projects running', r(2, 6)],
        ['Seminars and workshops organised', r(3, 9)],
        ['Teachers with a Ph.D.', r(28, 38)],
        ['Research scholars with teachers of the college', r(4, 12)],
      ],
    ],
    [
      /Students\u2019 Union/,
      [
        ['Office-bearers', '14'],
        ['College Week events held', r(35, 50)],
        ['Inter-college competitions attended', r(8, 16)],
        ['Prizes won', r(10, 25)],
        ['Magazine published', 'Annual issue of the college magazine'],
      ],
    ],
  ];
  const rows = unit.find(([m]) => m.test(t))?.[1];
  if (!rows) return undefined;
  return [
    { caption: `Session ${reported(n)}`, columns: ['Item', 'In the year'], rows, widths: [3, 2] },
    'The report was placed before the IQAC and the Governing Body and is part of the annual report of the college. Photographs, attendance and the reports of each programme are kept with the teacher-in-charge.',
  ];
}

export function qualityBody(n: NoticeOf): Block[] {
  const t = n.title;
  const type = n.type;
  if (type === 'NIRF')
    return [
      nirf(n),
      'The data were uploaded on the NIRF portal by the nodal officer and approved by the Principal. The same figures are used in the AQAR of the college; the records behind each figure are kept in the IQAC office. Figures are for the three academic years before the year of ranking, as NIRF asks.',
    ];
  if (/questionnaire|notice to students/i.test(t)) return questionnaire(n);
  if (type === 'IQAC_FEEDBACK_ANALYSIS' || type === 'IQAC_SSS') return feedback(n);
  if (type === 'IQAC_ATR')
    return [
      actionTaken(n),
      'The action taken was reviewed by the IQAC and is placed before the Governing Body. Items in progress will be reported again at the next meeting.',
    ];
  if (type === 'IQAC_BEST_PRACTICE' || type === 'IQAC_INSTITUTIONAL_DISTINGTIVENESS')
    return PRACTICE(n);
  const unitReport = type === 'IQAC_ANNUAL_REPORT' ? annualReport(n) : undefined;
  if (unitReport) return unitReport;
  if (type === 'IQAC_AQAR' || type === 'IQAC_SSR' || type === 'IQAC_ANNUAL_REPORT')
    return [
      figures(n),
      'Criterion-wise documents: I. Curricular aspects; II. Teaching-learning and evaluation; III. Research, innovations and extension; IV. Infrastructure and learning resources; V. Student support and progression; VI. Governance, leadership and management; VII. Institutional values and best practices.',
      'The figures were verified by the criterion committees against the records of the office, the departments and the library, and approved by the IQAC and the Governing Body.',
    ];
  if (type === 'IQAC_STRATEGIES')
    return [
      {
        caption: 'Plan by criterion',
        columns: ['Criterion', 'Target'],
        rows: [
          [
            'Curricular aspects',
            'Feedback from all stakeholders every year; two new value-added courses',
          ],
          [
            'Teaching and learning',
            'ICT in every classroom; mentoring of every first-year student',
          ],
          [
            'Research and extension',
            `Papers in UGC-CARE journals by ${n.random.int(30, 60)}% of the teachers; one extension programme a month`,
          ],
          ['Infrastructure', 'Rooftop solar plant; girls\u2019 common room; library automation'],
          [
            'Student support',
            'Coaching for competitive examinations; placement drives twice a year',
          ],
          ['Governance', 'e-governance in the office, admission and accounts'],
          ['Values and best practices', 'Green campus; water testing camps; adopted village'],
        ],
        widths: [2, 4],
      },
      'The plan is reviewed by the IQAC every semester and the progress reported in the AQAR.',
    ];
  if (type === 'IQAC_ORGANOGRAM')
    return [
      'Levels of the structure, from the top:',
      '- Governing Body, with the President and the Principal as Member Secretary',
      '- Principal, with the Vice-Principal and the IQAC',
      '- Academic side: Heads of Departments, the teachers, the criterion committees of the IQAC and the committees of the college',
      '- Administrative side: the Administrative Officer, the Head Assistant, the accounts, admission and examination sections, the library and the hostels',
      '- Students: the Students\u2019 Union, class representatives, the NSS, the NCC and the clubs',
      'Each committee reports to the Principal; the IQAC coordinates the quality work of all of them and reports to the Governing Body.',
    ];
  return [
    'The IQAC, as laid down by NAAC:',
    '- Develops and applies quality benchmarks for the academic and administrative activities of the college',
    '- Collects and analyses feedback from students, teachers, parents, alumni and employers',
    '- Organises workshops, seminars and faculty development programmes on quality',
    '- Documents the programmes and activities of the college',
    '- Prepares the AQAR and submits it to NAAC on time',
    '- Coordinates the academic and administrative audit and the green audit',
    `The Coordinator convenes the meetings, at least four a year; each criterion has an in-charge who keeps its data and evidence. ${n.random.pick(['Members serve for two years.', 'The student member is nominated every session.'])}`,
  ];
}
