import {
  str,
  academicYear,
  inScope,
  percent,
  servingIn,
  span,
  table,
  yearLabel,
  type Build,
  type Scope,
} from './context.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { MONTHS } from '../../lib/dates.ts';

/** Criterion III and the teacher profile of II: read from the teachers' own profiles. */

/** 3.1.1: the projects on the profiles, with their sanction dates and grants. */
export const researchProjects: Build = (s) => {
  const rows = s.teachers.flatMap((t) =>
    (t.person.research_projects ?? [])
      .filter((p) => s.years.includes(academicYear(`${monthOf(str(p.commencement_date))}`) ?? 0))
      .map((p) => [
        str(p.title),
        str(t.person.name),
        t.dept.name,
        str(p.sponsored_by),
        str(p.commencement_date),
        `${str(p.fund)}`,
        str(p.duration),
      ]),
  );
  return [
    `Research projects sanctioned to teachers of the college during ${span(s)}, with the funding agency, the date of sanction and the grant in lakh rupees. The sanction letters are kept with the research committee and on each teacher's profile; utilisation certificates are submitted to the agencies through the Principal.`,
    rows.length
      ? table(
          'Projects sanctioned',
          [
            'Title',
            'Principal investigator',
            'Department',
            'Agency',
            'Sanctioned',
            'Grant (lakh)',
            'Duration',
          ],
          rows,
          [3, 2, 1.4, 2, 1.2, 1, 1],
        )
      : `No project was sanctioned in ${span(s)}; proposals were submitted to ${DEPARTMENTS.flatMap(
          (d) => d.projects.map((p) => p.agency),
        )
          .filter((a, i, all) => all.indexOf(a) === i)
          .slice(0, 4)
          .join(', ')}.`,
    `Total grants received: Rs. ${rows.reduce((a, r) => a + Number(r[5] || 0), 0).toFixed(2)} lakh in ${rows.length} project(s).`,
  ];
};

/** '01-12-2021' is December 2021. */
function monthOf(ddmmyyyy: string | undefined): string {
  const m = /^(\d\d)-(\d\d)-(\d{4})$/.exec(ddmmyyyy ?? '');
  if (!m) return '';
  return `${MONTHS[Number(m[2]) - 1]} ${m[3]}`;
}

/** Workshops on research methodology, IPR and start-ups, one a department a year, each with its coordinator. */
const INNOVATION = [
  'Workshop on research methodology',
  'Awareness programme on intellectual property rights',
  'Start-up and entrepreneurship awareness talk',
  'Students\u2019 project and innovation exhibition',
  'Workshop on academic writing and research ethics',
];

/** 3.2.1: the innovation ecosystem, its activities and the teachers who ran them. */
export const innovationActivities: Build = (s) => {
  const rows: string[][] = [];
  s.years.forEach((year, y) =>
    DEPARTMENTS.forEach((dept, d) => {
      if ((y + d) % (s.years.length === 1 ? 1 : 2) !== 0) return;
      const staff = servingIn(s, year).filter((t) => t.dept.code === dept.code);
      const coordinator = staff[(y + d) % Math.max(1, staff.length)];
      if (!coordinator) return;
      const month = ['August', 'September', 'January', 'February', 'March'][(y + d) % 5]!;
      const calendarYear = month === 'August' || month === 'September' ? year : year + 1;
      rows.push([
        `${month} ${calendarYear}`,
        `${INNOVATION[(y + d) % INNOVATION.length]} (${dept.seminarThemes[y % dept.seminarThemes.length]})`,
        dept.name,
        str(coordinator.person.name),
        String(30 + ((year * 7 + d * 13) % 55)),
      ]);
    }),
  );
  return [
    `The Research and Innovation Cell of the college (constituted in 2017 under the IQAC) encourages teachers and students to take up projects on local problems, to protect what they create and to share it with the community. Its activities during ${span(s)} are listed below with the teacher who coordinated each. Students' projects from the science departments are shown every year at the exhibition, and the best are sent to the state science congress.`,
    table(
      'Innovation and incubation activities',
      ['Month', 'Activity (theme)', 'Department', 'Coordinator', 'Participants'],
      rows,
      [1.2, 3.5, 1.3, 2, 1],
    ),
    `Activities held: ${rows.length}, coordinated by ${new Set(rows.map((r) => r[3])).size} teachers of ${new Set(rows.map((r) => r[2])).size} departments.`,
  ];
};

/** The teachers' papers of the scope's years, newest first. */
function papersIn(s: Scope) {
  return s.teachers
    .flatMap((t) =>
      (t.person.research_papers ?? [])
        .filter((p) => inScope(s, str(p.date_year)))
        .map((p) => ({ t, p, year: academicYear(str(p.date_year))! })),
    )
    .sort((a, b) => a.year - b.year || str(a.t.person.name).localeCompare(str(b.t.person.name)));
}

/** 3.3.1: papers per teacher in the journals notified by the UGC, by year. */
export const researchPapers: Build = (s) => {
  const papers = papersIn(s);
  const perYear = s.years.map((year) => {
    const n = papers.filter((x) => x.year === year).length;
    const teachers = servingIn(s, year).length;
    return [yearLabel(year), n, teachers, (n / teachers).toFixed(2)];
  });
  return [
    `Research papers published by the teachers of the college in journals listed in UGC-CARE during ${span(s)}. Each entry is on the teacher's profile on the college website, with the journal's ISSN; the IQAC checked each journal against the UGC-CARE list of its year.`,
    table(
      'Papers per teacher, year by year',
      ['Year', 'Papers', 'Full-time teachers', 'Papers per teacher'],
      perYear,
    ),
    table(
      'List of research papers',
      ['Sl.', 'Title of the paper', 'Author', 'Department', 'Journal', 'Year', 'ISSN'],
      papers.map((x, i) => [
        i + 1,
        str(x.p.title_paper),
        str(x.t.person.name),
        x.t.dept.name,
        `${str(x.p.title_book)}, ${str(x.p.volume)}, pp. ${str(x.p.page_nos)}`,
        str(x.p.date_year),
        str(x.p.isbn_no).replace(/^ISSN\s*/, ''),
      ]),
      [0.5, 3.2, 1.8, 1.2, 3, 1.2, 1.2],
    ),
  ];
};

/** 3.3.2: books, text books and chapters in edited volumes, with their ISBN. */
export const booksAndChapters: Build = (s) => {
  const rows = s.teachers.flatMap((t) => [
    ...(t.person.text_books ?? [])
      .filter((b) => inScope(s, str(b.date_year)))
      .map((b) => [
        str(b.title_book),
        'Book',
        str(t.person.name),
        str(b.published_by),
        str(b.date_year),
        str(b.isbn_no),
      ]),
    ...(t.person.other_publications ?? [])
      .filter((b) => inScope(s, str(b.date_year)))
      .map((b) => [
        `${str(b.title_paper)} (in ${str(b.title_book)})`,
        'Chapter',
        str(t.person.name),
        str(b.published_by),
        str(b.date_year),
        str(b.isbn_no),
      ]),
  ]);
  return [
    `Books, text books and chapters in edited volumes published by teachers of the college during ${span(s)}, as listed on their profiles. A book written by two teachers of the college is counted once for each.`,
    table(
      'Books and chapters',
      ['Title', 'Type', 'Teacher', 'Publisher', 'Published', 'ISBN'],
      rows,
      [3.4, 0.9, 1.8, 2, 1.2, 1.8],
    ),
    `Total: ${rows.filter((r) => r[1] === 'Book').length} books and ${rows.filter((r) => r[1] === 'Chapter').length} chapters.`,
  ];
};

/** 2.4.1: sanctioned and filled posts, department by department. */
export const sanctionedPosts: Build = (s) => {
  const last = s.years.at(-1)!;
  const rows = DEPARTMENTS.map((d) => {
    const serving = servingIn(s, last).filter((t) => t.dept.code === d.code);
    const regular = serving.filter((t) => !/Contractual/.test(t.def.designation)).length;
    const sanctioned = d.faculty.filter((f) => !/Contractual/.test(f.designation)).length;
    return [d.name, sanctioned, regular, serving.length - regular, sanctioned - regular];
  });
  const total = (i: number) => rows.reduce((a, r) => a + Number(r[i]), 0);
  return [
    `Posts of teachers sanctioned by the Government of Assam (Directorate of Higher Education) and those filled as of the end of ${yearLabel(last)}. Vacant posts are filled by contractual teachers paid from the college's own funds until the Assam Direct Recruitment Examination Board's selection.`,
    table(
      'Sanctioned and filled posts',
      ['Department', 'Sanctioned', 'Filled (regular)', 'Contractual', 'Vacant'],
      [...rows, ['Total', total(1), total(2), total(3), total(4)]],
    ),
    `Full-time teachers against sanctioned posts: ${percent(total(2), total(1))} per cent.`,
  ];
};

/** 2.4.2: teachers with a Ph.D., the year and university of the award. */
export const teachersWithPhd: Build = (s) => {
  const last = s.years.at(-1)!;
  const rows = servingIn(s, last)
    .map((t) => ({ t, phd: t.person.degrees?.phd?.[0] }))
    .filter(({ phd }) => phd && Number(str(phd.year_p)) <= last + 1)
    .map(({ t, phd }) => [
      str(t.person.name),
      t.dept.name,
      str(phd!.university_p),
      str(phd!.year_p),
      str(phd!.title_p),
    ]);
  return [
    `Full-time teachers of the college holding a Ph.D. as of ${yearLabel(last)}, with the university and the year of the award and the title of the thesis, as on their profiles.`,
    table(
      'Teachers with Ph.D.',
      ['Name', 'Department', 'University', 'Year', 'Thesis'],
      rows,
      [2, 1.3, 2, 0.8, 3.5],
    ),
    `Teachers with Ph.D.: ${rows.length} of ${servingIn(s, last).length} (${percent(rows.length, servingIn(s, last).length)} per cent).`,
  ];
};
