import { lowerFirst } from '../../lib/text.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import {
  admitted,
  meetingDay,
  codeIn,
  percent,
  seatsOf,
  span,
  sum,
  table,
  yearLabel,
  type Build,
} from './context.ts';

/** Students: enrolment, projects, support, results, progression and prizes (II and V). */

const shortYear = (y: number) => String(y % 100).padStart(2, '0');
const roll = (year: number, code: string, n: number) =>
  `KBC/${shortYear(year)}/${code}/${String(n).padStart(3, '0')}`;

/** 2.1.1: seats and admissions to each Major, year by year. */
export const intakeAndAdmissions: Build = (s) => {
  const rows = DEPARTMENTS.map((d) => [
    `${d.degree} ${d.name}`,
    seatsOf(d),
    ...s.years.map((y) => admitted(d, y)),
  ]);
  const seats = sum(DEPARTMENTS.map(seatsOf));
  const totals = s.years.map((y) => sum(DEPARTMENTS.map((d) => admitted(d, y))));
  return [
    `Sanctioned intake of each programme (approved by Gauhati University and the Government of Assam) and the students admitted to the first semester in ${span(s)}, from the admission registers. Admission is on merit in the Higher Secondary examination, following the reservation rules of the state.`,
    table(
      'Intake and admissions',
      ['Programme (Major)', 'Seats', ...s.years.map(yearLabel)],
      [...rows, ['Total', seats, ...totals]],
    ),
    `Average enrolment: ${percent(sum(totals), seats * s.years.length)} per cent of the seats.`,
  ];
};

/** Reservation of seats in Assam: SC 7, ST (Plains) 10, ST (Hills) 5, OBC/MOBC 27, EWS 10 per cent. */
const CATEGORIES: [string, number][] = [
  ['Scheduled Castes', 7],
  ['Scheduled Tribes (Plains)', 10],
  ['Scheduled Tribes (Hills)', 5],
  ['OBC / MOBC', 27],
  ['Economically Weaker Sections', 10],
];

/** 2.1.2: reserved seats and the seats filled in each category. */
export const reservationData: Build = (s) => {
  const seats = sum(DEPARTMENTS.map(seatsOf));
  const rows = s.years.flatMap((y) =>
    CATEGORIES.filter(([c]) => c !== 'Economically Weaker Sections' || y >= 2019).map(
      ([c, p], i) => {
        const reserved = Math.round((seats * p) / 100);
        const filled = reserved - ((y + i * 3) % (c.includes('Hills') ? 9 : 4));
        return [yearLabel(y), c, `${p}%`, reserved, filled];
      },
    ),
  );
  return [
    `Seats are reserved in every programme as ordered by the Government of Assam: Scheduled Castes 7 per cent, Scheduled Tribes (Plains) 10 per cent, Scheduled Tribes (Hills) 5 per cent and OBC/MOBC 27 per cent, and from 2019-20 Economically Weaker Sections 10 per cent. Seats left unfilled after the second merit list go to the general merit list. Three per cent of the seats in each category are kept for students with disabilities.`,
    table(
      'Seats reserved and filled',
      ['Year', 'Category', 'Share', 'Reserved', 'Filled'],
      rows,
      [1, 2.5, 0.8, 1, 1],
    ),
  ];
};

/** 2.2.1: remedial classes of each department and who came. */
export const remedialClasses: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    DEPARTMENTS.map((d, i) => {
      const paper = d.papers[(y + i) % d.papers.length]!;
      const enrolled = 8 + ((y * 5 + i * 7) % 14);
      return [
        yearLabel(y),
        d.name,
        `${codeIn(paper.code, y)}: ${paper.title}`,
        ['Monday, Wednesday', 'Tuesday, Thursday', 'Friday, Saturday'][i % 3]!,
        enrolled,
        `${70 + ((y + i * 3) % 22)}%`,
      ];
    }),
  );
  return [
    `After the first sessional examination each department lists the students who scored below 40 per cent and holds remedial classes for them from 3:30 to 4:30 p.m., twice a week for eight weeks. Advanced learners are given extra reading, seminars and the preparation for competitive examinations. Routines and attendance for ${span(s)}:`,
    table(
      'Remedial classes',
      ['Year', 'Department', 'Paper', 'Days', 'Students', 'Attendance'],
      rows,
      [0.9, 1.2, 3.2, 1.5, 0.8, 1],
    ),
  ];
};

/** 2.3.1: field visits and projects of the departments. */
export const fieldVisits: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    DEPARTMENTS.filter((_, i) => s.years.length === 1 || (y + i) % 2 === 0).map((d, i) => [
      `${['February', 'March', 'January'][(y + i) % 3]} ${y + 1}`,
      d.name,
      d.fieldTrip,
      `${y === 2020 ? 'Online project on' : 'Field study of'} ${lowerFirst(d.areas[(y + i) % d.areas.length]!)}`,
      18 + ((y * 3 + i * 5) % 30),
    ]),
  );
  return [
    `Experiential and participative learning: every department takes its students on a field visit or study tour once a year and sets a project on what they saw, presented in a departmental seminar. In 2020-21 the visits were replaced by projects done from home. Reports of ${span(s)}:`,
    table(
      'Field visits and projects',
      ['Month', 'Department', 'Place', 'Project', 'Students'],
      rows,
      [1.1, 1.2, 2.4, 3, 0.8],
    ),
  ];
};

/** 2.6.3: results of the final-semester students, department by department. */
export const finalYearResults: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    DEPARTMENTS.map((d, i) => {
      const appeared = admitted(d, y - 2) - ((y + i) % 5);
      const passed = appeared - ((y * 3 + i) % 5) - (d.stream === 'SCIENCE' ? 1 : 0);
      return [yearLabel(y), `${d.degree} ${d.name}`, appeared, passed, percent(passed, appeared)];
    }),
  );
  const total = (i: number) => sum(rows.map((r) => Number(r[i])));
  return [
    `Results of the sixth-semester examinations of Gauhati University for the students of the college in ${span(s)}, from the university's tabulation registers; the examinations of 2020 and 2021 were held online as the university directed.`,
    table(
      'Pass percentage',
      ['Year', 'Programme', 'Appeared', 'Passed', 'Pass %'],
      rows,
      [1, 2.2, 1, 1, 1],
    ),
    `Overall pass percentage: ${percent(total(3), total(2))}.`,
  ];
};

/** 1.2.1: value-added courses of thirty hours, one per department. */
const VALUE_ADDED: Record<string, string> = {
  ASM: 'Translation and subtitling in Assamese',
  ENG: 'Spoken English and communication',
  HIS: 'Heritage documentation and museum studies',
  ECO: 'Accounting with Tally and GST',
  PHY: 'Basic electronics and household wiring',
  CHE: 'Water quality testing',
  MAT: 'Data analysis with spreadsheets',
  BOT: 'Mushroom cultivation and nursery management',
};
export const valueAddedCourses: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    DEPARTMENTS.map((d, i) => {
      const enrolled = 20 + ((y * 7 + i * 11) % 30);
      return [
        yearLabel(y),
        VALUE_ADDED[d.code] ?? d.name,
        d.name,
        30,
        enrolled,
        enrolled - ((y + i) % 4),
      ];
    }),
  );
  return [
    `Certificate courses of thirty hours offered by the departments outside the syllabus, each with a test at the end and a certificate from the college, in ${span(s)}. Students also take SWAYAM courses, whose credits are counted as the university allows.`,
    table(
      'Value-added courses',
      ['Year', 'Course', 'Department', 'Hours', 'Enrolled', 'Completed'],
      rows,
      [0.9, 3, 1.2, 0.7, 0.9, 1],
    ),
  ];
};

/** 1.3.2: the students of the final year and the titles of their projects. */
export const projectStudents: Build = (s) => {
  const year = s.years.at(-1)!;
  const rows = DEPARTMENTS.flatMap((d, i) =>
    [0, 1, 2].map((k) => {
      const student = s.students.next();
      return [
        roll(year - 2, d.code, 3 + k * 11 + i),
        student.name,
        d.name,
        `${d.areas[(k + i) % d.areas.length]!}: ${d.stream === 'ARTS' ? 'a field study in Nalbari district' : 'a laboratory project'}`,
        d.faculty[(k + 1) % d.faculty.length]!.name,
      ];
    }),
  );
  return [
    `Students of the final year do a project, field work or internship as part of the sixth semester (and of the Honours with Research under the FYUGP). The list below gives some of them for ${yearLabel(year)}, with the teacher who guided each; the full registers are with the departments.`,
    table(
      'Students with project titles',
      ['Roll No.', 'Student', 'Department', 'Project', 'Guide'],
      rows,
      [1.4, 1.6, 1.1, 3.2, 1.8],
    ),
  ];
};

/** 5.1.1: scholarships and free-ships, scheme by scheme. */
export const scholarships: Build = (s) => {
  const schemes: [string, number, number][] = [
    ['Post-matric scholarship for SC students (Govt. of Assam)', 2014, 9],
    ['Post-matric scholarship for ST students (Govt. of Assam)', 2014, 11],
    ['Post-matric scholarship for OBC/MOBC students', 2014, 15],
    ['Pre- and post-matric scholarship for minorities (NSP)', 2014, 8],
    ['Pragyan Bharati: free admission (Govt. of Assam)', 2017, 0],
    ['Ishan Uday scholarship (UGC)', 2014, 1],
    ['Nijut Moina (Govt. of Assam)', 2024, 6],
  ];
  const students = (y: number) =>
    sum(DEPARTMENTS.map((d) => admitted(d, y) + admitted(d, y - 1) + admitted(d, y - 2)));
  const rows = s.years.flatMap((y) =>
    schemes
      .filter(([, from]) => from <= y)
      .map(([scheme, , share], i) => {
        const n = share
          ? Math.round((students(y) * share) / 100) + ((y + i) % 5)
          : Math.round(students(y) * 0.62);
        return [yearLabel(y), scheme, n];
      }),
  );
  return [
    `Students of the college who received scholarships or free-ships of the Government of India, the Government of Assam and the UGC in ${span(s)}. Under the Pragyan Bharati scheme the state pays the admission fees of students whose parents earn less than Rs. 2 lakh a year. Applications are forwarded by the scholarship cell through the National Scholarship Portal.`,
    table('Scholarship beneficiaries', ['Year', 'Scheme', 'Students'], rows, [1, 4, 1]),
  ];
};

/** 5.1.3: soft-skill, language and ICT programmes. */
export const capacityBuilding: Build = (s) => {
  const kinds = [
    'Soft skills and interview preparation',
    'Spoken English (ten sessions)',
    'Basic computer and ICT skills',
    'Yoga and wellness',
    'Preparing for competitive examinations',
  ];
  const rows = s.years.flatMap((y) =>
    kinds.map((k, i) => [
      `${['September', 'January', 'February', 'March', 'August'][i]} ${i === 0 || i === 4 ? y : y + 1}`,
      k,
      DEPARTMENTS[(y + i) % 8]!.faculty[1]!.name,
      40 + ((y * 11 + i * 9) % 80),
    ]),
  );
  return [
    `Programmes for the skills students need beyond their courses, organised by the Career Counselling Cell and the departments in ${span(s)}, each with its coordinator and the number of students who took part.`,
    table(
      'Capacity building programmes',
      ['Month', 'Programme', 'Coordinator', 'Students'],
      rows,
      [1.2, 3, 2, 1],
    ),
  ];
};

/** 5.2.1: where the outgoing students went. */
export const progression: Build = (s) => {
  const rows = s.years.map((y) => {
    const out = sum(DEPARTMENTS.map((d) => admitted(d, y - 2))) - 20;
    const higher = Math.round(out * (0.31 + (y % 3) / 50));
    const placed = Math.round(out * (0.06 + (y % 2) / 100));
    return [yearLabel(y), out, higher, placed, percent(higher + placed, out)];
  });
  return [
    `Students of the final year who went on to higher studies (M.A., M.Sc., B.Ed. and professional courses, mostly at Gauhati University, Cotton University and the colleges of Nalbari) or took up jobs (banks, schools, the offices of the state government, private firms of Guwahati) in ${span(s)}. Information is gathered by the Career Counselling Cell and the Alumni Association.`,
    table(
      'Progression and placement',
      ['Year', 'Outgoing students', 'Higher education', 'Placed', 'Per cent'],
      rows,
    ),
  ];
};

/** 5.3.1: awards and medals of students in sports and culture. */
export const awards: Build = (s) => {
  const events = [
    'Gauhati University Inter-College Youth Festival',
    'Inter-College Athletic Meet, Gauhati University',
    'District Bihu competition, Nalbari',
    'State-level debate, Assam Sahitya Sabha',
    'Inter-College Football Tournament, Nalbari',
  ];
  const items = [
    'Bihu dance (group)',
    'Borgeet',
    '100 m sprint',
    'Debate (Assamese)',
    'Football',
    'Zikir and Zari',
    'Long jump',
  ];
  const rows = s.years
    .filter((y) => y !== 2020)
    .flatMap((y, k) =>
      [0, 1, 2].map((i) => {
        const student = s.students.next();
        return [
          yearLabel(y),
          events[(k + i) % events.length]!,
          items[(k * 3 + i) % items.length]!,
          student.name,
          ['First', 'Second', 'Third'][(k + i) % 3]!,
        ];
      }),
    );
  return [
    `Awards and medals won by students of the college at the university, state and national level in sports and cultural activities in ${span(s)}; no competition was held in 2020-21. Certificates are kept by the Students' Union office and copies are given here.`,
    table(
      'Awards and medals',
      ['Year', 'Event', 'Item', 'Student', 'Position'],
      rows,
      [0.9, 3, 1.6, 1.6, 0.8],
    ),
  ];
};

/** 5.4.1: the Alumni Association's registration and its meets. */
export const alumniRegistration: Build = (s) => [
  'Kopoubari College Alumni Association was registered under the Societies Registration Act, 1860, as amended in Assam, with the Registrar of Societies, Assam, Guwahati, on 14 March 2012, registration number RS/NAL/240/J/112 of 2011-12. Its office is in the college.',
  table(
    'Office bearers',
    ['Office', 'Held by'],
    [
      ['President', 'Sri Pankaj Bora'],
      ['Secretary', 'Smti. Rina Talukdar'],
      ['Treasurer', 'Sri Dipankar Nath'],
      ['Teacher adviser', s.teachers[6]?.person.name ?? ''],
    ],
  ),
  `The association renews its registration every year and files its audited accounts with the Registrar; the certificate and the latest renewal are kept in the IQAC office. It is governed by its constitution, adopted at the general meeting of 2011, and holds its annual general meeting in January.`,
];
export const alumniMeets: Build = (s) => {
  const rows = s.years.map((y, i) => [
    y === 2020 ? 'Online, 24/01/2021' : meetingDay(17 + i, 1, y + 1),
    80 + ((y * 13) % 90),
    [
      'Books for the library',
      'Water purifier for the hostels',
      'Relief for flood-hit students',
      'Prizes for toppers',
      'Chairs for the auditorium',
    ][i % 5]!,
    `Rs. ${(25000 + ((y * 7919) % 30000)).toLocaleString('en-IN')}`,
  ]);
  return [
    `Annual meets of the Alumni Association in ${span(s)}, with those who came and what the association gave to the college in each year. Alumni also give talks to students and help the Career Counselling Cell.`,
    table(
      'Alumni meets and contributions',
      ['Meet', 'Alumni present', 'Contribution', 'Amount'],
      rows,
    ),
  ];
};
