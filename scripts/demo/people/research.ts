import { staffCollege } from '../lib/calendar.ts';
import { COLLEGE } from '../sections/college.ts';
import { Deck } from '../lib/random.ts';
import { lowerFirst } from '../lib/text.ts';
import { DEMO_DAY } from '../lib/dates.ts';
import { plain, when, years, type Person, type ProfileContext, type Row } from './context.ts';
import { specificsOf } from '../sections/departments/specifics.ts';
import { titlesOf } from './titles.ts';
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
  const { id, dept, def, r, names, n, file } = ctx;
  const person: Partial<Person> = {};
  const subject = dept.name;
  const stream = dept.stream;
  const journals = specificsOf(dept.code).journals;
  const orgs = SEMINAR_ORGANISERS.map((o) => o.replace('{subject}', subject));
  // The teacher's own titles, a fresh deck per section: a seminar talk may be published later,
  // as a paper or a chapter, but never under a colleague's name.
  const own = titlesOf(dept, def);
  const deck = () =>
    new Deck(own.length ? own : [`Teaching ${lowerFirst(subject)} in the FYUGP`], r);

  let titles = deck();
  const seminars: Row<'seminars'>[] = years(r, n('seminars'), Math.max(def.joined, 2012), 2026).map(
    (y, i) => ({
      theme: `National Seminar on ${r.pick(dept.seminarThemes)}`,
      organised_by: r.pick(orgs),
      title: titles.draw(),
      sponsored_by: r.pick(SPONSORS[stream]),
      date_year: when(r, y).date_year,
      ...(i === 0 && def.tier === 'full'
        ? {
            file: file('certificates', 'Seminar participation certificate', [
              `This is to certify that ${def.name} presented a paper in the national seminar.`,
            ]),
          }
        : {}),
    }),
  );
  if (seminars.length) person.seminars = seminars;

  const statuses = ['Completed', 'Ongoing', 'Submitted', 'Completed'];
  const projects: Row<'research_projects'>[] = r
    .sample(dept.projects, n('projects'))
    .map((project, i) => {
      const at = when(r, i === 0 ? r.int(2021, 2025) : r.int(2017, 2020));
      // The row's quarter is its commencement's; a project due after DEMO_DAY is still running.
      const month = String(new Date(`1 ${at.date_year}`).getMonth() + 1).padStart(2, '0');
      const due = `${at.year + 2}-03-31`;
      const status = due > DEMO_DAY ? 'Ongoing' : (statuses[i] ?? 'Completed');
      return {
        title: project.title,
        sponsored_by: project.agency,
        duration: r.pick(['1 year', '2 years', '3 years']),
        fund: r.pick([1.5, 2.25, 3, 4.8, 6.5, 12.4, 18]),
        co_researcher:
          i === 0 ? plain(r.pick(dept.faculty.filter((f) => f.name !== def.name)).name) : 'None',
        status,
        commencement_date: `01-${month}-${at.year}`,
        submission_date: status === 'Ongoing' ? '' : due.split('-').reverse().join('-'),
        quarter: at.quarter,
        ...(i === 0 && def.tier === 'full'
          ? {
              file: file('certificates', 'Project sanction letter', [
                `Sanction of the project "${project.title}" under ${project.agency}.`,
              ]),
            }
          : {}),
      };
    });
  if (projects.length) person.research_projects = projects;

  titles = deck();
  const papers: Row<'research_papers'>[] = years(
    r,
    n('papers'),
    2017,
    2026,
    def.tier === 'full',
  ).map((y, i) => {
    const at = when(r, y);
    const journal = r.pick(journals);
    const page = r.int(10, 180);
    return {
      title_paper: own[i] ?? titles.draw(),
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
  titles = deck();
  const otherPubs = years(r, n('otherPubs'), 2017, 2025).map((y) =>
    publication(y, {
      title_paper: titles.draw(),
      title_book: `Proceedings of the National Seminar on ${r.pick(dept.seminarThemes)}`,
      published_by: r.pick(BOOK_PUBLISHERS),
      isbn_no: `ISBN 978-93-00000-${r.int(10, 99)}-${r.int(0, 9)}`,
      other_info: 'Chapter in an edited volume',
    }),
  );
  if (otherPubs.length) person.other_publications = otherPubs;

  const books: Row<'text_books'>[] = r.sample(dept.books, n('textBooks')).map((title, i) => ({
    ...publication(r.int(2017, 2025), {
      title_book: title,
      published_by: r.pick(BOOK_PUBLISHERS),
      isbn_no: `ISBN 978-81-00000-${r.int(10, 99)}-${r.int(0, 9)}`,
      other_info: i === 0 ? 'Text book for FYUGP students' : 'Reference book',
    }),
    edition: r.pick(['1st', '2nd', '3rd']),
    name_of_authors:
      i === 0
        ? plain(def.name)
        : `${plain(def.name)} and ${plain(r.pick(dept.faculty.filter((f) => f.name !== def.name)).name)}`,
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

  const popular = Array.from({ length: n('popular') }, () =>
    publication(r.int(2017, 2026), {
      title_paper: `${r.pick(dept.areas)}: a note for general readers`,
      title_book: r.pick(MAGAZINES),
      published_by: 'Guwahati',
      other_info: 'Popular article',
    }),
  );
  if (popular.length) person.popular_books = popular;

  const news = Array.from({ length: n('news') }, () =>
    publication(r.int(2017, 2026), {
      title_paper: r.pick([
        `Why ${lowerFirst(subject)} matters in the villages`,
        `Remembering a teacher of ${lowerFirst(subject)}`,
        `The new undergraduate curriculum and our students`,
        `Floods, schools and the study of ${lowerFirst(subject)}`,
      ]),
      title_book: r.pick(NEWSPAPERS),
      other_info: 'Post-editorial article',
    }),
  );
  if (news.length) person.news_papers = news;

  const econtent = Array.from({ length: n('econtent') }, (_, i) => {
    const paper = r.pick(dept.papers);
    return publication(r.int(2020, 2026), {
      title_paper: `Video lecture: ${r.pick(paper.topics)}`,
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
    return {
      date_year: when(r, year).date_year,
      organised_by: t.organised_by.replace(/^UGC-HRDC, (.+)$/, (_, u: string) =>
        staffCollege(u, year),
      ),
      theme: t.theme.replace('{subject}', subject),
      duration: t.duration,
      sponsored_by: t.sponsored_by,
      ...(i === 0 && def.tier === 'full'
        ? {
            file: file('certificates', 'Course completion certificate', [
              `${def.name} has completed the ${t.theme.replace('{subject}', subject)} (${t.duration}).`,
            ]),
          }
        : {}),
    };
  });
  if (workshops.length) person.workshops = workshops;

  titles = deck();
  const guideships = Array.from({ length: n('guideships') }, (_, i) => ({
    name: names.next().name,
    date_of_registration: `${String(r.int(1, 28)).padStart(2, '0')}-0${r.int(1, 9)}-${r.int(2016, 2022)}`,
    topic: titles.draw(),
    status: i === 0 ? 'Awarded' : 'Ongoing',
  }));
  if (guideships.length) person.guideships = guideships;

  return person;
}
