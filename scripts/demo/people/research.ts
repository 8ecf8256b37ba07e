import { staffCollege } from '../lib/calendar.ts';
import { COLLEGE } from '../sections/college.ts';
import { Random } from '../lib/random.ts';
import { DEMO_DAY } from '../lib/dates.ts';
import { plain, when, years, type Person, type ProfileContext, type Row } from './context.ts';
import { courseCertificate, sanctionLetter, seminarCertificate } from './certificates.ts';
import { journalFor } from './journals.ts';
import { sharesOf } from './shares.ts';
import { ownTitles, paperYear } from './titles.ts';
import {
  BOOK_PUBLISHERS,
  MAGAZINES,
  NEWSPAPERS,
  SEMINAR_ORGANISERS,
  SPONSORS,
  TRAINING,
} from './sources.ts';

/**
 * The research sections of a profile: seminars, projects, papers and the other publication
 * tables, training programmes and guideships. Rows that the research page filters carry a
 * quarter; only the full tier has one paper in 2016, outside the page's 2017 window.
 */
export function researchSections(ctx: ProfileContext): Partial<Person> {
  const { id, dept, def, r, names, n } = ctx;
  const person: Partial<Person> = {};
  const subject = dept.name;
  const stream = dept.stream;
  const orgs = SEMINAR_ORGANISERS.map((o) => o.replace('{subject}', subject));
  // The teacher's own titles, one per row: no title is under a colleague's name or under two
  // kinds (a talk, a paper, a chapter) of the teacher's own.
  const own = ownTitles(dept, def);
  const shares = sharesOf(dept, def);

  const seminars: Row<'seminars'>[] = years(r, n('seminars'), Math.max(def.joined, 2012), 2026).map(
    (y, i) => {
      const row: Row<'seminars'> = {
        theme: `National Seminar on ${r.pick(dept.seminarThemes)}`,
        organised_by: r.pick(orgs),
        title: own.seminars[i] ?? '',
        sponsored_by: r.pick(SPONSORS[stream]),
        date_year: when(r, y).date_year,
      };
      // Only the college's own seminars are funded by its IQAC; a university's by the UGC.
      if (
        !String(row.organised_by).includes(COLLEGE.name) &&
        /^IQAC/.test(String(row.sponsored_by))
      )
        row.sponsored_by = 'UGC';
      return i === 0 && def.tier === 'full' ? { ...row, file: seminarCertificate(ctx, row) } : row;
    },
  );
  if (seminars.length) person.seminars = seminars;

  const projects: Row<'research_projects'>[] = shares.projects.map((project, i) => {
    // A project's particulars are its own, so both teachers who run it list the same ones.
    const pr = new Random(`project:${project.title}`);
    const at = when(pr, pr.int(2017, 2025));
    // The row's quarter is its commencement's; a project due after DEMO_DAY is still running.
    const month = String(new Date(`1 ${at.date_year}`).getMonth() + 1).padStart(2, '0');
    const due = `${at.year + 2}-03-31`;
    const status = due > DEMO_DAY ? 'Ongoing' : pr.pick(['Completed', 'Submitted', 'Completed']);
    const row: Row<'research_projects'> = {
      title: project.title,
      sponsored_by: project.agency,
      duration: pr.pick(['1 year', '2 years', '3 years']),
      fund: pr.pick([1.5, 2.25, 3, 4.8, 6.5, 12.4, 18]),
      co_researcher: project.partner ? plain(project.partner) : 'None',
      status,
      commencement_date: `01-${month}-${at.year}`,
      submission_date: status === 'Ongoing' ? '' : due.split('-').reverse().join('-'),
      quarter: at.quarter,
    };
    return i === 0 && def.tier === 'full' ? { ...row, file: sanctionLetter(ctx, row) } : row;
  });
  if (projects.length) person.research_projects = projects;

  // Newest first; the year and the journal are the title's own, as the department quotes them.
  const dated = own.papers.map((title) => ({ title, y: paperYear(dept, def, title) }));
  const papers: Row<'research_papers'>[] = dated
    .sort((a, b) => b.y - a.y)
    .map(({ title, y }) => {
      const at = when(r, y);
      const journal = journalFor(dept.code, title);
      const page = r.int(10, 180);
      return {
        title_paper: title,
        title_book: journal.name,
        published_by: journal.publisher,
        isbn_no: `ISSN ${journal.issn}`,
        volume: `Vol. ${y - 2008}, No. ${r.int(1, 4)}`,
        page_nos: `${page}-${page + r.int(6, 14)}`,
        date_year: at.date_year,
        quarter: at.quarter,
      };
    });
  if (papers.length) person.research_papers = papers;

  const publication = (
    y: number,
    fields: Partial<Row<'other_publications'>>,
  ): Row<'other_publications'> => {
    const at = when(r, y);
    return { ...fields, date_year: at.date_year, quarter: at.quarter };
  };
  const otherPubs = years(r, n('otherPubs'), 2017, 2025).map((y, i) =>
    publication(y, {
      title_paper: own.chapters[i] ?? '',
      title_book: `Proceedings of the National Seminar on ${r.pick(dept.seminarThemes)}`,
      published_by: r.pick(BOOK_PUBLISHERS),
      isbn_no: `ISBN 978-93-00000-${r.int(10, 99)}-${r.int(0, 9)}`,
      other_info: 'Chapter in an edited volume',
    }),
  );
  if (otherPubs.length) person.other_publications = otherPubs;

  const books: Row<'text_books'>[] = shares.books.map((title, i) => ({
    ...publication(r.int(2017, 2025), {
      title_book: title,
      published_by: r.pick(BOOK_PUBLISHERS),
      isbn_no: `ISBN 978-81-00000-${r.int(10, 99)}-${r.int(0, 9)}`,
      other_info: i === 0 ? 'Text book for FYUGP students' : 'Reference book',
    }),
    edition: r.pick(['1st', '2nd', '3rd']),
    name_of_authors: plain(def.name),
  }));
  if (books.length) person.text_books = books;

  const magazines = Array.from({ length: n('magazines') }, () =>
    publication(r.int(2018, 2025), {
      title_book: dept.magazine,
      published_by: `Department of ${subject}, ${COLLEGE.name}`,
      other_info: 'Editor',
    }),
  );
  if (magazines.length) person.magazines = magazines;

  const popular = shares.popular.map((title) =>
    publication(r.int(2017, 2026), {
      title_paper: title,
      title_book: r.pick(MAGAZINES),
      published_by: 'Guwahati',
      other_info: 'Popular article',
    }),
  );
  if (popular.length) person.popular_books = popular;

  // Each article in one daily, each title one teacher's.
  const news = shares.news.map((title) =>
    publication(r.int(2017, 2026), {
      title_paper: title,
      title_book: r.pick(NEWSPAPERS),
      other_info: 'Post-editorial article',
    }),
  );
  if (news.length) person.news_papers = news;

  // Each lecture recorded once: no two teachers put the same topic on the channel.
  const econtent = shares.lectures.map(({ paper, topic }, i) => {
    return publication(r.int(2020, 2026), {
      title_paper: `Video lecture: ${topic}`,
      title_book: `${paper.code} ${paper.title}`,
      published_by: 'KBC e-Learning channel',
      other_info: `https://www.example.org/kbc-elearning/${dept.code.toLowerCase()}-${id}-${i + 1}`,
    });
  });
  if (econtent.length) person.e_contents = econtent;

  // A course taken on joining exists only for those who joined after it began; a staff
  // college carries the name of its year (lib/calendar.ts, staffCollege).
  const training = TRAINING.filter((t) => !t.afterJoining || def.joined + 1 >= t.from);
  const workshops: Row<'workshops'>[] = r.sample(training, n('workshops')).map((t, i) => {
    const year = t.afterJoining
      ? Math.max(Math.min(def.joined + r.int(1, 3), 2025), t.from)
      : r.int(Math.max(def.joined, t.from), 2025);
    const row: Row<'workshops'> = {
      date_year: when(r, year).date_year,
      organised_by: t.organised_by.replace(/^UGC-HRDC, (.+)$/, (_, u: string) =>
        staffCollege(u, year),
      ),
      theme: t.theme.replace('{subject}', subject),
      duration: t.duration,
      sponsored_by: t.sponsored_by,
    };
    return i === 0 && def.tier === 'full' ? { ...row, file: courseCertificate(ctx, row) } : row;
  });
  if (workshops.length) person.workshops = workshops;

  const guideships = own.scholars.map((topic, i) => ({
    name: names.next().name,
    date_of_registration: `${String(r.int(1, 28)).padStart(2, '0')}-0${r.int(1, 9)}-${r.int(2016, 2022)}`,
    topic,
    status: i === 0 ? 'Awarded' : 'Ongoing',
  }));
  if (guideships.length) person.guideships = guideships;

  return person;
}
