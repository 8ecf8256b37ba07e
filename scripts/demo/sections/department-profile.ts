import { firstYearOf } from '../lib/calendar.ts';
import type { DepartmentProfileTableKey } from '../../../src/contract/schemas/departments.ts';
import type { Random } from '../lib/random.ts';
import { lowerFirst } from '../lib/text.ts';
import type { DeptDef } from './departments/index.ts';
import { journalFor } from '../people/journals.ts';
import { ownTitles, paperYear, titleShares } from '../people/titles.ts';
import { STUDENT_PROJECTS } from './departments/more-titles.ts';
import { specificsOf } from './departments/specifics.ts';
import type { NamePool } from './names.ts';

/**
 * The department profile tables (DEPARTMENT_PROFILE_TABLES): a few rows each, with exactly the
 * column keys of the contract. Some departments leave a table or two out, as real ones do:
 * Arts departments have no technical staff, and a few have no collaborations.
 */
type Row = Record<string, string | number>;
type Tables = Partial<Record<DepartmentProfileTableKey, Row[]>>;

const SESSIONS = ['2022-23', '2023-24', '2024-25', '2025-26'];

/** 'Dr. Nirmala Devi Kalita' -> 'N. D. Kalita', as author lists write names. */
export function authorName(name: string): string {
  const words = name.replace(/^Dr\.\s+/, '').split(' ');
  const last = words.pop() ?? '';
  return [...words.map((w) => `${w[0]}.`), last].join(' ');
}

/** Tables each department leaves empty (besides technical staff for Arts). */
const LEFT_OUT: Record<string, DepartmentProfileTableKey[]> = {
  ECO: ['collaboration_courses'],
  MAT: ['student_projects_collaborative', 'collaborative_projects'],
  ENG: ['faculty_visits'],
};

export function buildProfileTables(dept: DeptDef, r: Random, names: NamePool): Tables {
  const faculty = dept.faculty.map((f) => f.name);
  const head = faculty[0] ?? '';
  const senior = faculty.slice(0, 3);
  const own = specificsOf(dept.code);
  const journals = own.journals;
  // Papers and chapters as their authors list them in their profiles, in the same journals.
  const published = [...titleShares(dept)].flatMap(([author, titles]) =>
    titles.map((title) => ({ author, title })),
  );
  const chapters = dept.faculty.flatMap((def) =>
    ownTitles(dept, def).chapters.map((title) => ({ author: def.name, title })),
  );
  const authored = [...r.sample(published, 4), ...r.sample(chapters, 2)];
  const associates = dept.faculty.filter((f) => f.designation.startsWith('Associate')).length;
  const assistants = dept.faculty.filter((f) => f.designation === 'Assistant Professor').length;
  const contractual = dept.faculty.filter((f) => f.designation.includes('Contractual')).length;
  const intake = dept.stream === 'ARTS' ? 60 : 40;
  const students = (s: number) => intake * 3 + r.int(-20, 30) + s * 8;

  const tables: Tables = {
    programmes_offered: [
      {
        programme: `${dept.degree} (Honours / Honours with Research) in ${dept.name}, FYUGP`,
        level: 'UG',
        duration: '4 years',
        intake,
      },
      {
        programme: `${dept.degree} with ${dept.name} as Minor, FYUGP`,
        level: 'UG',
        duration: '3 or 4 years',
        intake: intake * 2,
      },
      {
        programme: `Value-added course: ${r.pick(dept.areas)}`,
        level: 'Certificate',
        duration: '30 hours',
        intake: 40,
      },
    ],
    collaboration_courses: [
      {
        course: `Certificate course in ${lowerFirst(r.pick(dept.areas))}`,
        partner: r.pick([
          'Kopoubari Sahitya Sabha',
          'District Institute of Education and Training, Nalbari',
          'Krishi Vigyan Kendra, Nalbari',
          'Assam Science Forum (Nalbari unit)',
        ]),
        year: r.int(2021, 2025),
      },
    ],
    teaching_posts: [
      {
        designation: 'Associate Professor',
        sanctioned: Math.max(associates, 1),
        filled: associates,
      },
      {
        designation: 'Assistant Professor',
        sanctioned: assistants + r.int(0, 1),
        filled: assistants,
      },
      ...(contractual
        ? [{ designation: 'Assistant Professor (Contractual)', sanctioned: 0, filled: contractual }]
        : []),
    ],
    student_teacher_ratio: SESSIONS.map((session, i) => {
      const s = students(i);
      return {
        session,
        students: s,
        teachers: faculty.length,
        ratio: `${Math.round(s / faculty.length)}:1`,
      };
    }),
    technical_staff:
      dept.stream === 'SCIENCE'
        ? [
            {
              name: names.next().name,
              designation: 'Laboratory Assistant',
              qualification: 'B.Sc.',
            },
            { name: names.next('M').name, designation: 'Laboratory Bearer', qualification: 'HSLC' },
          ]
        : [],
    non_technical_staff: [
      { name: names.next().name, designation: 'Grade IV (Departmental)', qualification: 'HSLC' },
    ],
    research_projects: dept.projects.map((p, i) => ({
      title: p.title,
      investigator: faculty[i % 3] ?? head,
      agency: p.agency,
      amount: r.pick([1.8, 2.5, 3.2, 5.6, 9.75, 14.2]),
      status: i === 0 ? 'Ongoing' : 'Completed',
    })),
    collaborative_projects: [
      {
        title: dept.projects[dept.projects.length - 1]?.title ?? dept.name,
        collaborator: `Department of ${dept.name}, ${r.pick(['Gauhati University', 'Tezpur University', 'Cotton University'])}`,
        duration: `${r.int(2019, 2022)}-${r.int(2023, 2025)}`,
      },
    ],
    research_publications: authored.slice(0, 4).map(({ author, title }) => ({
      authors: authorName(author),
      title,
      journal: journalFor(dept.code, title).name,
      year: paperYear(
        dept,
        dept.faculty.find((f) => f.name === author)!,
        title,
      ),
    })),
    book_chapters: authored.slice(4, 6).map(({ author, title }) => ({
      authors: authorName(author),
      chapter: title,
      book: `Perspectives on ${r.pick(dept.areas)}`,
      publisher: r.pick(['Luit Academic Press, Guwahati', 'Saraighat Publishers, Guwahati']),
      year: r.int(2019, 2025),
    })),
    faculty_visits: [
      {
        faculty: senior[1] ?? head,
        institution: r.pick([
          'Tezpur University',
          'IIT Guwahati',
          'North-Eastern Hill University, Shillong',
        ]),
        purpose: r.pick([
          'Summer research fellowship',
          'Short-term visit for collaborative work',
          'Use of laboratory facilities',
        ]),
        year: r.int(2018, 2025),
      },
    ],
    faculty_serving: [
      {
        faculty: head,
        body: `Board of Studies in ${dept.name}, Gauhati University`,
        capacity: 'Member',
      },
      {
        faculty: senior[1] ?? head,
        body: 'End-semester examinations, Gauhati University',
        capacity: 'Paper setter and examiner',
      },
      {
        faculty: senior[2] ?? head,
        body: `Editorial board, ${r.pick(journals).name}`,
        capacity: 'Member',
      },
    ],
    faculty_improvement: dept.faculty.slice(1, 4).map((f) => {
      const programme = r.pick([
        'Refresher Course',
        'Orientation Programme',
        'Faculty Induction Programme',
        'Short Term Course on ICT',
      ]);
      const institution = r.pick([
        'UGC-HRDC, Gauhati University',
        'UGC-HRDC, Dibrugarh University',
        'UGC-HRDC, Tezpur University',
      ]);
      // The Faculty Induction Programme began in 2019 (lib/calendar.ts, BEGAN).
      const year = Math.max(r.int(Math.max(f.joined, 2016), 2025), firstYearOf(programme));
      return { faculty: f.name, programme, institution, year };
    }),
    awards: own.awards.map((a) => ({
      recipient: a.recipient === 'head' ? head : `${names.next().name} (student)`,
      award: a.award,
      agency: a.agency,
      year: a.recipient === 'head' ? r.int(2019, 2023) : r.int(2023, 2025),
    })),
    seminars_organised: dept.seminarThemes.map((title, i) => ({
      title,
      level: i === 0 ? 'National' : i === 1 ? 'State' : 'Departmental',
      date: `${r.int(10, 25)}-${r.int(26, 28)} ${r.pick(['February', 'March', 'September', 'November'])} ${2025 - i * 2}`,
      sponsor:
        i === 0
          ? dept.stream === 'ARTS'
            ? 'ICSSR-NERC, Shillong'
            : 'DST, Govt. of India'
          : 'IQAC, Kopoubari College',
    })),
    departmental_publications: [
      {
        title: dept.magazine,
        type: dept.magazine.includes('wall') ? 'Wall magazine' : 'Annual publication',
        year: 2025,
      },
      {
        title: `Proceedings of the national seminar on ${lowerFirst(dept.seminarThemes[0] ?? '')}`,
        type: 'Proceedings (with ISBN)',
        year: 2023,
      },
    ],
    student_projects_inhouse: (STUDENT_PROJECTS[dept.code] ?? []).map((title, i) => ({
      title,
      students: [names.next().name, names.next().name].join(', '),
      supervisor: faculty[i + 1] ?? head,
      year: 2025 - i,
    })),
    student_projects_collaborative: [
      {
        title: `Field study: ${lowerFirst(r.pick(dept.areas))}`,
        students: [names.next().name, names.next().name, names.next().name].join(', '),
        partner: r.pick([
          'Krishi Vigyan Kendra, Nalbari',
          'Gauhati University',
          'District Museum, Nalbari',
        ]),
        year: 2024,
      },
    ],
    student_profile: SESSIONS.slice(0, 3).map((session) => {
      const admitted = intake - r.int(0, 8);
      const female = Math.round(admitted * (0.5 + r.next() * 0.2));
      return {
        programme: `${dept.degree} ${dept.name} (Major)`,
        session,
        applications: admitted + r.int(20, 120),
        admitted,
        male: admitted - female,
        female,
      };
    }),
    diversity: SESSIONS.slice(0, 3).map((session) => {
      const total = intake - r.int(0, 8);
      const other = r.int(0, 3);
      return {
        programme: `${dept.degree} ${dept.name} (Major)`,
        session,
        same_state: total - other,
        other_states: other,
        total,
      };
    }),
    cleared_exams: r
      .sample(dept.exams, 3)
      .map((exam) => ({ exam, students: r.int(1, 6), year: r.int(2021, 2025) })),
    progressions: ['2021-22', '2022-23', '2023-24'].map((session) => {
      const total = intake - r.int(5, 15);
      const higher = Math.round(total * (0.35 + r.next() * 0.2));
      const employed = Math.round(total * (0.1 + r.next() * 0.15));
      return { session, higher_studies: higher, employed, total };
    }),
  };
  for (const key of LEFT_OUT[dept.code] ?? []) delete tables[key];
  return tables;
}
