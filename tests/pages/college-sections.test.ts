import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fileName } from '../../src/web/lib/file-name.ts';
import { firstSentenceOf } from '../helpers/demo-texts.ts';
import { startingWith } from '../helpers/page-addresses.ts';
import { textOf, textsOf, useSitePages, type Queries } from '../helpers/site-pages.ts';

/**
 * What the college's section pages say (about us, facilities, students, alumni, NIRF, important
 * information), read from their HTML; their axe-core checks stay in tests/browser.
 */
const pages = useSitePages();

interface Notice {
  title: string;
  year: number;
  upload_info: { fileType: 'PDF' | 'image' | 'file'; url: string }[];
}
const collegeNotices = (type: string, year: number | '') =>
  pages.api<Notice[]>('/getnoticesbytypedept', { dept_code: 'TNC', type, year });

/** The links of a named navigation and the one marked as the current page. */
function sideList(screen: Queries, name: string) {
  const links = within(screen.getByRole('navigation', { name })).getAllByRole('link');
  return {
    links,
    texts: textsOf(links),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map(textOf),
  };
}

describe('about us pages', () => {
  const SIDE_LIST = ['About', 'History', 'Vision & Mission', 'Aims & Objectives'];

  it.each([
    { path: '/aboutus/about', h1: 'About the College', current: 'About', text: 'founded in 1967' },
    { path: '/aboutus/history', h1: 'Our History', current: 'History', text: 'early 1960s' },
    {
      path: '/aboutus/icv',
      h1: 'Aims & Objectives',
      current: 'Aims & Objectives',
      text: 'The college aims',
    },
    // Mission has no entry of its own: it belongs to Vision & Mission.
    {
      path: '/aboutus/mission',
      h1: 'Mission',
      current: 'Vision & Mission',
      text: 'first-generation learners',
    },
  ])('$path shows its text under its title, with the side list', async (entry) => {
    const { screen, main } = await pages.load(entry.path);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(entry.h1);
    const side = sideList(screen, 'About Us');
    expect(side.texts).toEqual(SIDE_LIST);
    expect(side.current).toEqual([entry.current]);
    expect(textOf(main.getByRole('heading', { level: 1 }).closest('main'))).toContain(entry.text);
  });

  it('Vision & Mission shows both texts', async () => {
    const { screen, main, document } = await pages.load('/aboutus/vision');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Vision & Mission');
    expect(main.getByRole('heading', { level: 2, name: 'Vision' })).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Mission' })).toBeTruthy();
    expect(textOf(document.querySelector('main'))).toContain('To be a centre of learning');
    const side = within(screen.getByRole('navigation', { name: 'About Us' }));
    expect(side.getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/aboutus/history',
    );
  });

  it('an unknown page is a 404 inside the layout', async () => {
    const { status, screen, document } = await pages.load('/aboutus/principal');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Kopoubari College');
  });
});

describe('NIRF page', () => {
  it('a table of number, title and file link of every NIRF document', async () => {
    const documents = await collegeNotices('NIRF', '');
    expect(documents.length).toBe(6);
    const { screen } = await pages.load('/nirf');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('NIRF');
    const table = within(screen.getByRole('table', { name: 'NIRF documents' }));
    expect(textsOf(table.getAllByRole('columnheader'))).toEqual(['No.', 'Title', 'File']);
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(documents.length + 1);
    for (const [i, doc] of documents.entries()) {
      const cells = within(rows[i + 1]!).getAllByRole('cell');
      expect(textOf(cells[0])).toBe(String(i + 1));
      expect(textOf(cells[1])).toBe(doc.title);
      const links = within(cells[2]!).queryAllByRole('link');
      expect(links).toHaveLength(doc.upload_info.length);
      for (const [j, file] of doc.upload_info.entries()) {
        expect(links[j]!.getAttribute('href')).toBe(file.url);
        expect(textOf(links[j])).toContain(file.fileType === 'PDF' ? 'PDF' : file.fileType);
      }
    }
    expect(documents.some((d) => d.upload_info.length > 0)).toBe(true);
  });
});

describe('important information page', () => {
  it('a bordered list of title, description and one File n button per upload', async () => {
    const items = await pages.api<Notice[]>('/getimportantfiles', {});
    expect(items.length).toBeGreaterThan(1);
    const { screen, document } = await pages.load('/importantfile');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Important Information');
    const entries = Array.from(document.querySelectorAll('.bordered-list > li'));
    expect(entries).toHaveLength(items.length);
    for (const [i, item] of items.entries()) {
      const entry = within(entries[i] as HTMLElement);
      expect(textOf(entry.getByRole('heading', { level: 2 }))).toBe(item.title);
      const files = entry.queryAllByRole('link');
      expect(files).toHaveLength(item.upload_info.length);
      for (const [j, file] of item.upload_info.entries()) {
        // The file's name and type on the button (decision 095); the item's title for screen
        // readers where the name does not begin with it.
        const name = fileName(file.url, item.title);
        const context = name.startsWith(item.title) ? '' : `: ${item.title}`;
        expect(textOf(files[j])).toBe(`${name} (${file.fileType})${context}`);
        expect(files[j]!.getAttribute('href')).toBe(file.url);
      }
    }
    // The description is HTML from the content, shown as such.
    const fees = entries.find((entry) =>
      within(entry as HTMLElement).queryByRole('heading', { name: 'Fee structure' }),
    ) as HTMLElement;
    expect(textsOf(fees.querySelectorAll('strong'))).toEqual(['FYUGP']);
    // Which is which: the fee files are named by their files, not 'File 1' and 'File 2'.
    expect(textsOf(within(fees).getAllByRole('link'))).toEqual([
      'Fee structure – Arts (PDF)',
      'Fee structure – Science (PDF)',
    ]);
  });
});

describe('facility pages', () => {
  const FACILITIES = [
    { link: 'library', label: 'Library', code: 'COLLEGE_F_LIBRARY' },
    { link: 'studentsupport', label: 'Student Support', code: 'COLLEGE_F_STUDENTSUPPORT' },
    { link: 'boyshostel', label: "Boys' Hostel", code: 'COLLEGE_F_BOYS_HOSTEL' },
    { link: 'girlshostel', label: "Girls' Hostel", code: 'COLLEGE_F_GIRLS_HOSTEL' },
    { link: 'cif', label: 'Central Instrumentation Facility', code: 'COLLEGE_F_CIF' },
    { link: 'canteen', label: 'Canteen', code: 'COLLEGE_F_CANTEEN' },
    { link: 'cgpc', label: 'Career Guidance & Counselling Cell', code: 'COLLEGE_F_ICGC' },
    {
      link: 'Career_Placement_Cell',
      label: 'Career & Placement Cell',
      code: 'Career_Placement_Cell',
    },
  ];

  it.each(FACILITIES)(
    '/facility/$link lists the notices of its code, with the facilities beside',
    async ({ link, label, code }) => {
      const notices = await collegeNotices(code, '');
      expect(notices.length).toBeGreaterThan(0);
      const { screen, main } = await pages.load(`/facility/${link}`);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(label);
      const side = sideList(screen, 'Facilities');
      expect(side.texts).toEqual(FACILITIES.map((f) => f.label));
      expect(side.current).toEqual([label]);
      const headings = main
        .getAllByRole('article')
        .map((article) => textOf(within(article).getByRole('heading', { level: 2 })));
      expect(headings).toHaveLength(notices.length);
      notices.forEach((notice, i) => expect(headings[i]).toMatch(startingWith(notice.title)));
    },
  );

  it('the side list links between facilities', async () => {
    const { screen } = await pages.load('/facility/library');
    const side = within(screen.getByRole('navigation', { name: 'Facilities' }));
    const href = side.getByRole('link', { name: 'Canteen' }).getAttribute('href')!;
    expect(href).toBe('/facility/canteen');
    const canteen = await pages.load(href);
    expect(textOf(canteen.screen.getByRole('heading', { level: 1 }))).toBe('Canteen');
  });

  it('an unknown facility is a 404', async () => {
    expect((await pages.get('/facility/gym')).statusCode).toBe(404);
  });
});

describe('alumni pages', () => {
  const SIDE_LIST = [
    'Alumni Association',
    'Alumni Committee',
    'Alumni Support',
    'Alumni List',
    'Notable Alumni',
  ];

  it.each([
    { path: '/alumni/association', h1: 'Alumni Association', text: 'formed in 1992' },
    {
      path: '/alumni/committee',
      h1: 'Executive Committee of the Alumni Association',
      text: 'General Secretary',
    },
    { path: '/alumni/support', h1: 'Alumni Support', text: 'a reading room' },
  ])('$path shows its text', async ({ path, h1, text }) => {
    const { screen, document } = await pages.load(path);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(h1);
    expect(sideList(screen, 'Alumni').texts).toEqual(SIDE_LIST);
    expect(textOf(document.querySelector('.page-grid__main .prose'))).toContain(text);
  });

  it('the list links to the alumni of every department', async () => {
    const departments =
      await pages.api<{ dept_code: string; dept_name: string }[]>('/getdepartments');
    expect(departments.length).toBe(8);
    const { screen, document } = await pages.load('/alumni/list');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Alumni List');
    const links = within(document.querySelector('.page-grid__main') as HTMLElement).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(departments.length);
    for (const [i, dept] of departments.entries()) {
      expect(textOf(links[i])).toBe(`Alumni of the Department of ${dept.dept_name}`);
      expect(links[i]!.getAttribute('href')).toBe(`/department/${dept.dept_code}/alumni`);
    }
  });

  it('notable alumni keeps its title and shows the college’s text under it', async () => {
    const { screen, document } = await pages.load('/alumni/notable');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Notable Alumni');
    expect(textOf(document.querySelector('.page-grid__main'))).toContain(
      firstSentenceOf('alumni/notable'),
    );
  });

  it('an unknown page is a 404', async () => {
    expect((await pages.get('/alumni/meet')).statusCode).toBe(404);
  });
});

describe('students pages', () => {
  const LINKS = [
    { link: 'notification', label: 'Notification', code: 'COLLEGE_ACADEMIC_NOTICE' },
    { link: 'downloads', label: 'Downloads', code: 'COLLEGE_DOWNLOADS' },
    { link: 'routines', label: 'Routines', code: 'CLASS_ROUTINES' },
    { link: 'results', label: 'Results', code: 'EXAM_RESULTS' },
    { link: 'exam-schedule', label: 'Exam Schedule', code: 'EXAM_SCHEDULE' },
    { link: 'clubs', label: 'Clubs', code: 'STUDENT_CLUBS' },
    { link: 'grievances', label: 'Grievances', code: '' },
  ];

  it.each(LINKS.filter((l) => l.code))(
    '/students/$link lists the notices of its code, all years, newest first',
    async ({ link, label, code }) => {
      const notices = await collegeNotices(code, '');
      expect(notices.length).toBeGreaterThan(0);
      const { screen, main } = await pages.load(`/students/${link}`);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(label);
      const side = sideList(screen, 'Students');
      expect(side.texts).toEqual(LINKS.map((l) => l.label));
      expect(side.current).toEqual([label]);
      const articles = main.getAllByRole('article');
      expect(articles).toHaveLength(notices.length);
      expect(textOf(within(articles[0]!).getByRole('heading', { level: 2 }))).toContain(
        notices[0]!.title,
      );
    },
  );

  it('routines spans the years of the archive', async () => {
    const notices = await collegeNotices('CLASS_ROUTINES', '');
    const years = new Set(notices.map((n) => n.year));
    expect(years.size).toBeGreaterThan(1);
    const { document } = await pages.load('/students/routines');
    const times = textsOf(document.querySelectorAll('main time'));
    for (const year of years) expect(times.some((time) => time.includes(String(year)))).toBe(true);
  });

  it('grievances keeps its title and shows the college’s text under it', async () => {
    const { screen, document } = await pages.load('/students/grievances');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Grievances');
    expect(sideList(screen, 'Students').current).toEqual(['Grievances']);
    expect(textOf(document.querySelector('.page-grid__main'))).toContain(
      firstSentenceOf('students/grievances'),
    );
  });

  it('an unknown page is a 404', async () => {
    expect((await pages.get('/students/hostel')).statusCode).toBe(404);
  });
});
