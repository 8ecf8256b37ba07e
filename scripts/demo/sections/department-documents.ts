import type { PdfContent } from '../files/pdf.ts';
import { lowerFirst } from '../lib/text.ts';
import type { DeptDef } from './departments/index.ts';

/**
 * What a department's documents hold: the syllabi unit by unit with marks and credits, the
 * magazine's contents, the achievement's report, the outcomes and their attainment. Written from
 * the department's own papers, teachers and areas, so no two departments' files read alike.
 */

type Body = PdfContent['body'];

const units = (topics: string[]) => topics.map((t, i) => `Unit ${i + 1}: ${t}`).join('; ');

export function majorSyllabus(dept: DeptDef): Body {
  return [
    `The Major courses of ${dept.name} in the first four semesters of the FYUGP, as framed by the Board of Studies of Gauhati University and adopted by the department. Each course carries 4 credits (3 lectures and 1 tutorial a week), 100 marks: 30 internal and 70 in the end-semester examination.`,
    {
      caption: 'Courses and units',
      columns: ['Code', 'Course', 'Units', 'Credits'],
      rows: dept.papers.map((p) => [p.code, p.title, units(p.topics), '4']),
      widths: [1.2, 2, 5, 0.6],
    },
    `Course outcomes: on completing each course a student can explain its units and apply them, in ${lowerFirst(dept.areas[0] ?? dept.name)} above all. Readings are listed by the teachers at the start of each semester.`,
  ];
}

export function minorSyllabus(dept: DeptDef): Body {
  return [
    `${dept.name} as a Minor is taken by students whose Major is another subject. One Minor course is taught in each of the first four semesters; they are the Major courses below, taught in the same classes, so that a student may later change to ${dept.name} as Major if the university's rules allow. Each carries 4 credits and 100 marks (30 internal, 70 end-semester).`,
    {
      caption: 'Minor courses',
      columns: ['Semester', 'Code', 'Course', 'Units taught'],
      rows: dept.papers
        .slice(0, 4)
        .map((p, i) => [
          String(i + 1),
          p.code.replace('-MAJ-', '-MIN-'),
          p.title,
          p.topics.slice(0, 3).join('; '),
        ]),
      widths: [0.8, 1.3, 2.2, 4],
    },
  ];
}

export function cbcsSyllabus(dept: DeptDef): Body {
  const core = dept.papers.map((p) => [
    p.code.replace('-MAJ-', '-HC-'),
    'Core (Honours)',
    p.title,
    '6',
  ]);
  return [
    `The ${dept.degree} Honours programme in ${dept.name} under the Choice Based Credit System (CBCS) of Gauhati University, for students admitted from 2019 to 2022. A student takes 14 core courses, 4 discipline-specific electives (DSE), 4 generic electives (GE) from other subjects, 2 ability enhancement courses (AECC: English or MIL communication, and Environmental Studies) and 2 skill enhancement courses (SEC). Each course carries 100 marks: 20 internal and 80 end-semester.`,
    {
      caption: 'Core courses of the first semesters (of the fourteen)',
      columns: ['Code', 'Type', 'Course', 'Credits'],
      rows: [
        ...core,
        [`${dept.code}-HE-5016`, 'DSE', dept.areas[0] ?? '', '6'],
        [
          `${dept.code}-SE-3014`,
          'SEC',
          `Practical skills in ${lowerFirst(dept.areas[1] ?? dept.name)}`,
          '4',
        ],
      ],
      widths: [1.3, 1.2, 4, 0.7],
    },
  ];
}

export function magazine(dept: DeptDef, issue: 'latest' | 'previous'): Body {
  const latest = issue === 'latest';
  const topics = latest ? dept.areas.slice(0, 3) : dept.areas.slice(3, 6);
  return [
    `Contents of this issue of ${dept.magazine}, edited by students of the Department of ${dept.name} with a teacher as adviser.`,
    {
      columns: ['Page', 'Piece', 'By'],
      rows: [
        ['1', 'Editorial', 'Student editor'],
        [
          '2',
          `From the head of the department: ${latest ? 'the fourth year of the FYUGP' : 'welcome to the new students'}`,
          dept.faculty[0]?.name ?? '',
        ],
        ...topics.map((t, i) => [
          String(4 + i * 3),
          `Article: ${t}`,
          `Student of the ${[5, 3, 7][i]}th Semester`,
        ]),
        ['13', `Report of the study tour to ${dept.fieldTrip}`, 'Class representatives'],
        ['15', 'Poems and short stories', 'Students of the department'],
        ['18', 'News of the department: seminars, results and alumni', 'Editorial board'],
      ],
      widths: [0.6, 4, 2],
    },
  ];
}

export function achievementReport(dept: DeptDef, title: string, description: string): Body {
  return [
    `${description} The department records it as follows for its annual report and the IQAC.`,
    {
      columns: ['Item', 'Particulars'],
      rows: [
        ['Achievement', title],
        ['Department', dept.name],
        [
          'Teachers who guided',
          dept.faculty
            .slice(0, 2)
            .map((f) => f.name)
            .join(', '),
        ],
        ['Related area of study', dept.areas[0] ?? ''],
        ['Reported to', 'IQAC and the Principal, for the AQAR (criterion V)'],
        [
          'Follow-up',
          `A talk by the students at the departmental seminar and a report in ${dept.magazine}`,
        ],
      ],
      widths: [1.5, 4],
    },
    'The department congratulates the students and thanks the teachers and parents for their support.',
  ];
}

export function coAttainment(dept: DeptDef): Body {
  return [
    `Attainment of the course outcomes of the ${dept.name} Major courses in the session 2024-25. Direct attainment: the share of students scoring at least 60 per cent in the internal assessment (weight 30) and the end-semester examination (weight 70), mapped to levels 1 (below 40 per cent of students), 2 (40-60) and 3 (above 60). Indirect attainment: the course exit survey. The final attainment is 80 per cent direct and 20 per cent indirect; the target is 2.0.`,
    {
      columns: ['Course', 'Internal', 'End-semester', 'Direct', 'Survey', 'Attainment'],
      rows: dept.papers.map((p, i) => {
        const internal = 2 + ((i + dept.code.length) % 2);
        const end = 1 + ((i + dept.estd) % 3);
        const direct = (0.3 * internal + 0.7 * end).toFixed(2);
        const survey = 2 + (i % 2);
        return [
          p.code,
          String(internal),
          String(end),
          direct,
          String(survey),
          (0.8 * Number(direct) + 0.2 * survey).toFixed(2),
        ];
      }),
      widths: [1.4, 1, 1.2, 1, 1, 1.2],
    },
    'Courses below the target will have more tutorials and remedial classes in the next session.',
  ];
}

export function outcomesDocument(dept: DeptDef): Body {
  return [
    `Programme outcomes (PO1-PO7) of the ${dept.degree} programme: disciplinary knowledge, critical thinking, communication, social and environmental responsibility, ethics, research skills and lifelong learning. Programme-specific outcomes of ${dept.name}: knowledge of ${dept.areas.slice(0, 3).map(lowerFirst).join(', ')}, and the skills to apply it in further study and work.`,
    ...dept.papers.map(
      (p) =>
        `- ${p.code}: students will be able to explain and apply ${lowerFirst(p.topics[0] ?? '')}.`,
    ),
  ];
}
