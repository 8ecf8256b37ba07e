import type { Assets } from '../files/assets.ts';
import { bannerSvg } from '../files/images.ts';
import type { PdfContent } from '../files/pdf.ts';
import * as docs from './department-documents.ts';
import { daysAgo } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { bullets, paragraphs } from '../lib/text.ts';
import { COLLEGE, phoneNumber } from './college.ts';
import { buildProfileTables } from './department-profile.ts';
import { NO_GALLERY_DEPT, type DeptDef } from './departments/index.ts';
import { specificsOf } from './departments/specifics.ts';
import type { NamePool } from './names.ts';

/** department.yaml, documents.yaml, notices.yaml and events.yaml of a department. */

export function buildDepartment(
  dept: DeptDef,
  order: number,
  assets: Assets,
  names: NamePool,
): In<'Department'> {
  const r = new Random(`department:${dept.code}`);
  const head = dept.faculty[0];
  const withPhd = dept.faculty.filter((f) => f.name.startsWith('Dr.')).length;
  const building = dept.stream === 'ARTS' ? 'Arts Building' : 'Science Building';
  return {
    dept_code: dept.code,
    dept_name: dept.name,
    dept_name_as: dept.name_as,
    stream: dept.stream,
    order,
    banner: assets.image('departments', `${dept.code.toLowerCase()}-banner`, () =>
      bannerSvg(dept.code, `Department of ${dept.name}`, dept.colour, dept.estd),
    ),
    about: paragraphs(
      `The Department of ${dept.name} of ${COLLEGE.name} was established in ${dept.estd}. It offers ${dept.name} as a Major and as a Minor in the Four Year Undergraduate Programme (FYUGP) of ${COLLEGE.affiliation} under NEP 2020, and it teaches the related multi-disciplinary and skill courses of the college.`,
      dept.about,
      `The department has ${dept.faculty.length} teachers, ${withPhd} of them with a Ph.D., and about ${dept.stream === 'ARTS' ? 180 : 120} students in the Major programme. Its former students teach in schools and colleges of Assam, serve in the state and central governments and carry on research in universities across the country.`,
    ),
    vision: paragraphs(
      `**Vision.** ${dept.vision}`,
      `**Mission.**\n\n${bullets(specificsOf(dept.code).mission)}`,
    ),
    courses: paragraphs(
      `**Programmes:** ${dept.degree} (Honours / Honours with Research) with ${dept.name} as Major, and ${dept.name} as Minor, under the FYUGP.`,
      `Major courses of the first four semesters:\n\n${bullets(dept.papers.map((p) => `${p.code}: ${p.title}`))}`,
      'The detailed syllabus is available under Syllabus.',
    ),
    contact_details: paragraphs(
      `**Head of the Department:** ${head?.name ?? ''}`,
      bullets([
        `Email: hod.${dept.code.toLowerCase()}@${COLLEGE.domain}`,
        `Phone: ${phoneNumber(50000 + order * 101)}`,
        `Room: ${r.pick(['Ground floor', 'First floor', 'Second floor'])}, ${building}, ${COLLEGE.name}`,
      ]),
    ),
    online_classes: paragraphs(
      `The department uses Google Classroom for notes, assignments and quizzes; class codes are given to students in the first week of each semester.`,
      `Recorded lectures of the department are on the [KBC e-Learning channel](https://www.example.org/kbc-elearning/${dept.code.toLowerCase()}), and live classes are held online when the college is closed for floods or elections.`,
    ),
    activity: paragraphs(
      `Regular activities of the department:`,
      bullets([
        ...dept.studentActivities,
        `Annual study tour to ${dept.fieldTrip}`,
        `Publication of ${dept.magazine}`,
      ]),
    ),
    // The one department without albums says so, so its empty gallery is a state, not a gap.
    gallery:
      dept.code === NO_GALLERY_DEPT
        ? `The Department of ${dept.name} has not yet put up any albums; photographs of its market survey and seminars will be added after the current semester.`
        : `Photographs of the programmes and field work of the Department of ${dept.name}.`,
    facilities: dept.facilities,
    estd: dept.estd,
    examination_system:
      'Semester system: continuous internal assessment by the department and end-semester examinations of Gauhati University (FYUGP under NEP 2020; CBCS before 2023).',
    profile: buildProfileTables(dept, r, names),
  };
}

export function buildDocuments(dept: DeptDef, assets: Assets): In<'DepartmentDocuments'> {
  const folder = 'departments';
  const pdf = (title: string, body: PdfContent['body'], date?: string) =>
    assets.pdf(
      folder,
      {
        title,
        body,
        signedBy: `Head, Department of ${dept.name}, ${COLLEGE.name}`,
        ...(date ? { date } : {}),
      },
      `${dept.code}-${title}`,
    );
  const { achievement } = specificsOf(dept.code);
  return {
    SYLLABUS: [
      {
        title: `FYUGP syllabus: ${dept.name} Major (Semesters 1 to 4)`,
        date: '2023-07-01',
        description:
          'Syllabus of the Major courses under the FYUGP of Gauhati University, with course outcomes.',
        attachments: [
          pdf(`FYUGP syllabus ${dept.name} Major`, docs.majorSyllabus(dept), '01/07/2023'),
        ],
      },
      {
        title: `FYUGP syllabus: ${dept.name} Minor`,
        date: '2023-07-01',
        description: 'Syllabus of the Minor courses.',
        attachments: [
          pdf(`FYUGP syllabus ${dept.name} Minor`, docs.minorSyllabus(dept), '01/07/2023'),
        ],
      },
      {
        title: `CBCS syllabus: ${dept.name} Honours (for students admitted before 2023)`,
        date: '2019-07-01',
        description: 'For students of the CBCS batches only.',
        attachments: [
          pdf(`CBCS syllabus ${dept.name} Honours`, docs.cbcsSyllabus(dept), '01/07/2019'),
        ],
      },
    ],
    JOURNAL: [
      {
        title: `${dept.magazine}: latest issue`,
        description: `Writings of students and teachers of the Department of ${dept.name}.`,
        attachments: [pdf(`${dept.magazine} latest issue`, docs.magazine(dept, 'latest'))],
      },
      {
        title: `${dept.magazine}: previous issue`,
        date: '2023-03-15',
        description: 'The issue released at the departmental freshers\u2019 meet.',
        attachments: [
          pdf(`${dept.magazine} previous issue`, docs.magazine(dept, 'previous'), '15/03/2023'),
        ],
      },
    ],
    ACHIEVEMENTS: [
      {
        title: `Students of ${dept.name} qualify ${dept.exams[0]}`,
        date: daysAgo(120),
        description: `Former students of the department have qualified ${dept.exams[0]}. Congratulations!`,
        attachments: [],
      },
      {
        title: achievement.title,
        date: '2024-02-20',
        description: achievement.description,
        attachments: [
          pdf(
            achievement.title,
            docs.achievementReport(dept, achievement.title, achievement.description),
            '20/02/2024',
          ),
        ],
      },
      {
        title: `${dept.degree} ${dept.name}: two toppers in the Gauhati University examinations`,
        date: daysAgo(400),
        description: 'Two students of the department were among the top ten of the university.',
        attachments: [],
      },
    ],
    CO_PO: [
      {
        title: `Programme outcomes and course outcomes: ${dept.degree} ${dept.name}`,
        description: 'POs, PSOs and COs of every course of the Major programme.',
        attachments: [pdf(`POs and COs ${dept.degree} ${dept.name}`, docs.outcomesDocument(dept))],
      },
      {
        title: 'Attainment of course outcomes',
        date: '2025-06-30',
        description: 'CO attainment computed from internal and end-semester marks.',
        attachments: [pdf('CO attainment report', docs.coAttainment(dept), '30/06/2025')],
      },
    ],
  };
}

/** Department notices and events: written per department in department-notices.ts. */
export { buildDepartmentNotices } from './department-notices.ts';
