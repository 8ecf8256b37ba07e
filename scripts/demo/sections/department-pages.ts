import type { Assets } from '../files/assets.ts';
import { bannerSvg } from '../files/images.ts';
import type { Scene } from '../files/photo/index.ts';
import type { PdfTable } from '../files/pdf.ts';
import { nextTeachingDay } from '../lib/academic-year.ts';
import { daysAgo, daysAhead } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { bullets, lowerFirst, paragraphs, slugify } from '../lib/text.ts';
import { COLLEGE, phoneNumber } from './college.ts';
import { buildProfileTables } from './department-profile.ts';
import { NO_GALLERY_DEPT, type DeptDef } from './departments/index.ts';
import { specificsOf } from './departments/specifics.ts';
import type { NamePool } from './names.ts';
import { documentTables } from './documents.ts';
import { attachmentsFor } from './notices.ts';
import { photo } from './photos.ts';

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
  const pdf = (title: string, body: string[], date?: string) =>
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
  const papers = dept.papers.map((p) => `- ${p.code}: ${p.title} (${p.topics.join('; ')})`);
  const { achievement } = specificsOf(dept.code);
  return {
    SYLLABUS: [
      {
        title: `FYUGP syllabus: ${dept.name} Major (Semesters 1 to 4)`,
        date: '2023-07-01',
        description:
          'Syllabus of the Major courses under the FYUGP of Gauhati University, with course outcomes.',
        attachments: [
          pdf(
            `FYUGP syllabus ${dept.name} Major`,
            ['Major courses of the first four semesters:', ...papers],
            '01/07/2023',
          ),
        ],
      },
      {
        title: `FYUGP syllabus: ${dept.name} Minor`,
        date: '2023-07-01',
        description: 'Syllabus of the Minor courses.',
        attachments: [
          pdf(`FYUGP syllabus ${dept.name} Minor`, [
            'Minor courses, one per semester, drawn from the Major courses.',
          ]),
        ],
      },
      {
        title: `CBCS syllabus: ${dept.name} Honours (for students admitted before 2023)`,
        date: '2019-07-01',
        description: 'For students of the CBCS batches only.',
        attachments: [
          pdf(`CBCS syllabus ${dept.name} Honours`, [
            'Core, DSE, GE, AECC and SEC courses of the CBCS programme.',
          ]),
        ],
      },
    ],
    JOURNAL: [
      {
        title: `${dept.magazine}: latest issue`,
        description: `Writings of students and teachers of the Department of ${dept.name}.`,
        attachments: [
          pdf(`${dept.magazine} latest issue`, [
            'Editorial',
            'Articles, poems and reports by students',
            'News of the department',
          ]),
        ],
      },
      {
        title: `${dept.magazine}: previous issue`,
        date: '2023-03-15',
        description: 'The issue released at the departmental freshers\u2019 meet.',
        attachments: [
          pdf(
            `${dept.magazine} previous issue`,
            ['Editorial', 'Articles by students and teachers'],
            '15/03/2023',
          ),
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
        attachments: [pdf(achievement.title, [achievement.description], '20/02/2024')],
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
        attachments: [
          pdf(`POs and COs ${dept.degree} ${dept.name}`, [
            'Programme outcomes (PO1-PO7) and programme-specific outcomes.',
            ...dept.papers.map(
              (p) =>
                `- ${p.code}: students will be able to explain and apply ${lowerFirst(p.topics[0] ?? '')}.`,
            ),
          ]),
        ],
      },
      {
        title: 'Attainment of course outcomes',
        date: '2025-06-30',
        description: 'CO attainment computed from internal and end-semester marks.',
        attachments: [
          pdf(
            'CO attainment report',
            [
              'Direct attainment from internal assessment (30%) and end-semester examination (70%).',
              'Indirect attainment from the course exit survey.',
            ],
            '30/06/2025',
          ),
        ],
      },
    ],
  };
}

/**
 * Field visits whose photograph one of the scenes can show truthfully: a class at the university
 * is a classroom, but a science centre, a refinery or a forest village is not the college's
 * laboratory or a plantation drive, so those visits have no photograph.
 */
const FIELD_VISIT_SCENES: Partial<Record<string, Scene>> = {
  MAT: 'classroom',
};

/**
 * Department notices and events: the newest notice and the coming events relative to the day of
 * import (no PDF: a PDF prints a fixed date), the rest on the college's calendar in their season.
 */
export function buildDepartmentNotices(
  dept: DeptDef,
  assets: Assets,
): { notices: In<'Notices'>; events: In<'Notices'> } {
  const r = new Random(`department-notices:${dept.code}`);
  const head = dept.faculty[0]?.name ?? '';
  const who = `Students of the Department of ${dept.name}`;
  // Past events have a photograph of their own; notices and upcoming events have none.
  const notice = (
    date: string,
    title: string,
    description: string,
    scene?: Scene,
    fresh = false,
    tables: PdfTable[] = [],
  ) => ({
    title,
    date,
    description,
    ...(fresh ? { new: true } : {}),
    ...(scene && !date.startsWith('today+')
      ? {
          photo: photo(assets, r, 'events', `${dept.code.toLowerCase()}-${slugify(title)}`, scene, {
            who,
            where: `at the ${lowerFirst(title)}`,
          }),
        }
      : {}),
    attachments: attachmentsFor({
      assets,
      random: r,
      folder: 'departments',
      title: `${dept.name}: ${title}`,
      description,
      reference: `No. KBC/${dept.code}/${r.int(10, 99)}`,
      date,
      pdfChance: 0.4,
      closing: 'Students of the department are requested to take note.',
      signedBy: `${head}, Head, Department of ${dept.name}`,
      tables,
    }),
  });
  /** A day of a month: 'YYYY-MM-' and a day from 2 to 27, different per department. */
  const day = (month: string) => `${month}-${String(r.int(2, 27)).padStart(2, '0')}`;
  const sessionals = day('2026-03');
  const paper = dept.papers[0];
  const notices = [
    notice(
      daysAgo(r.int(2, 9)),
      'Departmental meeting with the students of the 1st Semester',
      `All students of the 1st Semester (${dept.name} Major) should attend a meeting with the teachers of the department in the department room at 12:00 noon.`,
      undefined,
      true,
    ),
    notice(
      day('2026-05'),
      'Submission of project reports',
      'Students of the 6th Semester should submit two bound copies of their project reports to their supervisors.',
    ),
    notice(
      sessionals,
      'Schedule of the departmental sessional examinations',
      `The sessional examinations of the even semesters, ${paper?.code ?? ''} and other courses, will be held as per the attached schedule.`,
      undefined,
      false,
      documentTables('EXAM_SCHEDULE', 'even semesters', sessionals),
    ),
    notice(
      day('2025-11'),
      `Study tour to ${dept.fieldTrip}`,
      `The annual study tour of the department to ${dept.fieldTrip} will be held. Interested students should give their names to the teacher-in-charge with the consent of their guardians.`,
    ),
    notice(
      day('2024-09'),
      'Remedial classes for the 3rd Semester',
      'Remedial classes will be held on Saturdays for students who scored less than 40% in the sessional examination.',
    ),
  ];
  const events = [
    notice(
      daysAhead(r.int(5, 20)),
      `Departmental seminar on ${lowerFirst(dept.seminarThemes[0] ?? '')}`,
      `A one-day seminar with invited speakers from Gauhati University. Students of all semesters should attend.`,
      'seminar',
    ),
    notice(
      daysAhead(r.int(30, 60)),
      'Departmental quiz and poster competition',
      'Students of all semesters compete in a quiz and a poster competition on the subject; prizes at the end of the day.',
      'stage',
    ),
    notice(
      daysAgo(r.int(15, 60)),
      `Invited lecture on ${lowerFirst(r.pick(dept.areas))}`,
      'An invited lecture by a faculty member of a university of the region, followed by a discussion with students.',
      'seminar',
    ),
    // Events fall on teaching days: December is the end-semester examinations and the winter break.
    notice(
      nextTeachingDay(day('2025-11')),
      `Field visit to ${dept.fieldTrip}`,
      'Students of the 5th Semester went on a field visit with two teachers.',
      FIELD_VISIT_SCENES[dept.code],
    ),
    notice(
      nextTeachingDay(day('2025-04')),
      'Farewell to the outgoing students',
      'The department bade farewell to its outgoing students with a cultural programme.',
      'stage',
    ),
  ];
  return { notices, events };
}
