import { lowerFirst } from '../../lib/text.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { codeIn, meetingDay, servingIn, span, table, yearLabel, type Build } from './context.ts';

/** Criterion I and the evaluation of II: calendars, teaching plans, feedback, assessment, outcomes. */

/** 1.1.1: the teaching plan of each Major paper and the teacher who teaches it. */
export const teachingPlans: Build = (s) => {
  const y = s.years.at(-1)!;
  const rows = DEPARTMENTS.flatMap((d) =>
    d.papers.slice(0, 3).map((p, i) => {
      const staff = servingIn(s, y).filter((t) => t.dept.code === d.code);
      return [
        codeIn(p.code, y),
        p.title,
        staff[i % Math.max(1, staff.length)]?.person.name ?? '',
        48 + (i % 2) * 12,
        p.topics.slice(0, 2).join('; '),
      ];
    }),
  );
  return [
    `The college follows the academic calendar of Gauhati University. Before each semester the Academic and Routine Committee prepares the college's calendar and the routine, and every teacher submits a teaching plan for each paper: units, lectures, tutorials and the dates of the sessional examination. Heads of departments check the progress every month and teachers report it in their quarterly reports. Teaching plans of ${yearLabel(y)}, first papers of each semester:`,
    table(
      'Teaching plans',
      ['Paper', 'Title', 'Teacher', 'Lectures', 'First units'],
      rows,
      [1.3, 2.4, 1.8, 0.8, 3],
    ),
  ];
};

/** 1.1.1: the departments' meetings on curriculum delivery. */
export const departmentMeetings: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    DEPARTMENTS.map((d, i) => [
      meetingDay(3 + i, y === 2020 ? 9 : 7, y),
      d.name,
      d.faculty[0]!.name,
      i % 2
        ? 'Allotment of papers, teaching plans, date of the first sessional examination'
        : 'Allotment of papers, remedial classes, field visit of the year',
    ]),
  );
  return [
    `Each department meets at the start of every semester to allot papers among its teachers, fix the teaching plans and plan tutorials, seminars and field work, and again after the sessional examination to review progress. The first meetings of each year of ${span(s)}, chaired by the head of the department (in 2020 held online):`,
    table(
      'Departmental meetings',
      ['Date', 'Department', 'Chaired by', 'Agenda'],
      rows,
      [1, 1.2, 2, 4],
    ),
  ];
};

/** 1.1.2: the calendar of each year as it ran. */
export const calendars: Build = (s) => {
  const rows = s.years.map((y) => {
    const fyugp = y >= 2023;
    return [
      yearLabel(y),
      y === 2020 ? '1 October (online)' : fyugp ? '1 August' : '1 August',
      y === 2020 ? 'December (online)' : 'September and October',
      y === 2020 ? 'March 2021 (online)' : 'November and December',
      y === 2020 ? 'April 2021' : '2 January',
      y === 2020 ? 'July and August 2021 (online)' : 'May and June',
      fyugp ? 'FYUGP (NEP 2020)' : 'CBCS',
    ];
  });
  return [
    `The college adheres to the academic calendar of Gauhati University, adapting it to the holidays of the Government of Assam. Continuous internal evaluation (sessional examinations, assignments, seminars) is held on the dates the calendar gives. The calendars of ${span(s)}, as they ran; in 2020-21 the university moved the semesters for the COVID-19 pandemic.`,
    table(
      'Academic calendars',
      [
        'Year',
        'Odd semester classes',
        'Sessional exams',
        'End-semester exams',
        'Even semester classes',
        'End-semester exams (even)',
        'Scheme',
      ],
      rows,
    ),
  ];
};

/** 1.3.1: courses on gender, environment, human values and professional ethics. */
export const crosscutting: Build = (s) => {
  const y = s.years.at(-1)!;
  const rows: string[][] = [
    [
      y < 2023 ? 'AECC-1' : 'AEC-ENVS',
      'Environmental Studies',
      'All programmes',
      'Environment and sustainability',
    ],
    [
      y < 2023 ? 'SEC' : 'VAC-101',
      y < 2023 ? 'Skill enhancement course' : 'Understanding India and its Constitution',
      'All programmes',
      'Human values, constitutional values',
    ],
    ...DEPARTMENTS.flatMap((d) =>
      d.papers
        .filter((p) =>
          /gender|women|environment|ecolog|ethic|water|social|human|folk|sustain|rights|climate/i.test(
            `${p.title} ${p.topics.join(' ')}`,
          ),
        )
        .slice(0, 2)
        .map((p) => [
          codeIn(p.code, y),
          p.title,
          d.name,
          /gender|women/i.test(p.topics.join(' '))
            ? 'Gender'
            : /environment|ecolog|water|sustain|climate/i.test(`${p.title} ${p.topics.join(' ')}`)
              ? 'Environment and sustainability'
              : 'Human values and ethics',
        ]),
    ),
  ];
  return [
    `Courses of the programmes of the college in ${yearLabel(y)} that deal with professional ethics, gender, human values, the environment and sustainability, with the issue each takes up. Besides these, the NSS, the Women Cell and the Eco Club hold programmes on these issues every year.`,
    table(
      'Courses addressing crosscutting issues',
      ['Code', 'Course', 'Programme', 'Issue'],
      rows,
      [1.2, 3, 1.4, 2],
    ),
  ];
};

const QUESTIONS = [
  'The syllabus is suited to the programme and up to date.',
  'The course has a good balance of theory and application.',
  'The reading material and books are available in the library.',
  'The teacher completed the syllabus in time.',
  'The internal assessment was fair and its results were shown.',
  'The course helped me in understanding my society and environment.',
];

/** 1.4.1: the questionnaire on the syllabus, for each kind of respondent. */
export const feedbackForms: Build = (s) => [
  `The form used in ${span(s)}, ${s.years.at(-1)! >= 2023 ? 'on the FYUGP syllabus of Gauhati University' : 'on the CBCS syllabus of Gauhati University'}. Feedback on the syllabus is collected every year at the end of the even semester from students, teachers, alumni and employers, on paper and through an online form. Each statement is rated on a five-point scale: 5 strongly agree, 4 agree, 3 neutral, 2 disagree, 1 strongly disagree. Respondents may add remarks at the end.`,
  table(
    'Questionnaire for students (with the statements for teachers, alumni and employers)',
    ['No.', 'Statement', 'Rating (1-5)'],
    QUESTIONS.map((q, i) => [String(i + 1), q, '']),
    [0.5, 5, 1],
  ),
  '- Teachers also rate the freedom to adopt new methods and the sufficiency of the hours given to each unit.',
  '- Alumni and employers rate how well the programme prepared the student for work and for further study.',
];

/** 1.4.1: the analysis and what was done about it. */
export const feedbackAnalysis: Build = (s) => {
  const rows = s.years.flatMap((y) =>
    ['Students', 'Teachers', 'Alumni', 'Employers'].map((who, i) => [
      yearLabel(y),
      who,
      [412, 41, 64, 12][i]! + ((y * 7 + i) % 30),
      (3.6 + ((y + i) % 7) / 10).toFixed(1),
      [
        'More books in the library',
        'More hours for practicals',
        'Talks by former students',
        'Internships',
      ][(y + i) % 4]!,
    ]),
  );
  return [
    `Feedback on the syllabus collected in ${span(s)} was analysed by the IQAC, placed before the Academic Council of the college and sent to the Boards of Studies of Gauhati University with the suggestions on the syllabus. The mean score is on the five-point scale of the form.`,
    table(
      'Feedback analysis',
      ['Year', 'Respondents', 'Responses', 'Mean score', 'Main suggestion'],
      rows,
      [1, 1.2, 1, 1, 3],
    ),
    'Action taken: books suggested were bought by the library; practical hours were added in the routine; departments invited former students to talk; internships were arranged with the partners of the MoUs.',
  ];
};

/** 2.5.1: how internal assessment is done. */
export const internalAssessment: Build = (s) => [
  `Internal assessment in the college follows the regulations of Gauhati University. Under the CBCS (students admitted before 2023) it carries 20 marks of a paper: a sessional examination of 10 marks, an assignment or seminar of 5 and attendance of 5. Under the FYUGP it carries 30 per cent: two sessional examinations, an assignment and a seminar or viva.`,
  table(
    'Components of internal assessment (FYUGP)',
    ['Component', 'When', 'Marks of 100'],
    [
      ['First sessional examination', 'Week 7 of the semester', '10'],
      ['Second sessional examination', 'Week 13', '10'],
      ['Assignment', 'By week 10', '5'],
      ['Seminar or viva-voce', 'Week 14', '5'],
    ],
  ),
  `Answer scripts are shown to students within ten days, and a student may ask the head of the department for a second look within three days. Marks are displayed on the notice board before they are sent to the university. Grievances not settled by the department go to the Examination Grievance Committee, which decides within a week. This was the practice throughout ${span(s)}.`,
];

/** 2.6.1: programme outcomes, and each Major's specific outcomes. */
export const outcomes: Build = (s) => [
  `The programme outcomes (POs) of the B.A. and B.Sc. programmes, adopted by the Academic Council of the college, and the programme-specific outcome of each Major. Course outcomes of every paper are on the departments' pages of the website and in the syllabi. They were in force in ${span(s)}.`,
  table(
    'Programme outcomes',
    ['PO', 'Outcome'],
    [
      ['PO1', 'Disciplinary knowledge of the subject of the Major.'],
      ['PO2', 'Critical thinking and problem solving.'],
      ['PO3', 'Effective communication in Assamese and English.'],
      ['PO4', 'Social and environmental responsibility.'],
      ['PO5', 'Ethical and human values.'],
      ['PO6', 'Research-related skills.'],
      ['PO7', 'Self-directed and lifelong learning.'],
    ],
    [1, 6],
  ),
  table(
    'Programme-specific outcomes',
    ['Programme', 'PSO'],
    DEPARTMENTS.map((d) => [
      `${d.degree} ${d.name}`,
      `Knowledge of ${d.areas.slice(0, 2).map(lowerFirst).join(' and ')}, and the ability to apply it.`,
    ]),
    [1.5, 5],
  ),
];
