import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { startingWith } from '../helpers/page-addresses.ts';
import { textOf, textsOf, useSitePages, type Queries } from '../helpers/site-pages.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * What the notifications and events pages say, and where their plain links lead, read from
 * their HTML; their axe-core checks, a photograph's loading and the December events (a server of
 * another date) stay in tests/browser.
 */
const pages = useSitePages();
const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

interface Notice {
  id: number;
  title: string;
  year: number;
  upload_info: { fileType: 'PDF' | 'image' | 'file'; url: string }[];
  photo?: { url: string; alt?: string };
}
const collegeNotices = (type: string, year: number | '') =>
  pages.api<Notice[]>('/getnoticesbytypedept', { dept_code: 'TNC', type, year });

/** The link of a navigation with exactly this text. */
function navLink(screen: Queries, nav: string, text: string) {
  const link = within(screen.getByRole('navigation', { name: nav }))
    .getAllByRole('link')
    .find((a) => textOf(a) === text);
  expect(link, `${nav}: ${text}`).toBeDefined();
  return link!;
}

/** One answer, redirects not followed. */
const once = (url: string) => pages.site.app.inject({ method: 'GET', url });

const TYPES = [
  { link: 'administrative', label: 'Administrative', code: 'COLLEGE_ADMIN_NOTICE' },
  { link: 'academic', label: 'Academic', code: 'COLLEGE_ACADEMIC_NOTICE' },
  { link: 'achievements', label: 'Achievements', code: 'COLLEGE_ACHIEVEMENTS' },
  { link: 'sachievements', label: 'Student Achievements', code: 'COLLEGE_STU_ACHIEVEMENTS' },
  { link: 'eachievements', label: 'Employee Achievements', code: 'COLLEGE_EMP_ACHIEVEMENTS' },
  { link: 'downloads', label: 'Downloads', code: 'COLLEGE_DOWNLOADS' },
  { link: 'tender', label: 'Tender', code: 'COLLEGE_TENDER' },
];
/** The current year and the six before (SPEC §9). */
const NOTICE_ARCHIVE = Array.from({ length: 7 }, (_, i) => String(TEST_YEAR - i));
const LINK_TEXT = { PDF: /^View PDF/, image: /^View image/, file: /^Download file/ };

describe('notifications pages', () => {
  it.each(TYPES)(
    '/notifications/$link lists this year’s notices, with the types and the year archive beside',
    async (type) => {
      const { screen, main } = await pages.load(`/notifications/${type.link}`);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(type.label);
      const types = within(screen.getByRole('navigation', { name: 'Notifications' }));
      expect(textsOf(types.getAllByRole('link'))).toEqual(TYPES.map((t) => t.label));
      expect(navLink(screen, 'Notifications', type.label).getAttribute('aria-current')).toBe(
        'page',
      );
      const archive = within(screen.getByRole('navigation', { name: 'Archive' }));
      expect(textsOf(archive.getAllByRole('link'))).toEqual(NOTICE_ARCHIVE);
      expect(navLink(screen, 'Archive', String(TEST_YEAR)).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(navLink(screen, 'Archive', String(TEST_YEAR - 6)).getAttribute('href')).toBe(
        `/notifications/${type.link}/${TEST_YEAR - 6}`,
      );
      const notices = await collegeNotices(type.code, TEST_YEAR);
      expect(main.getByRole('heading', { level: 2, name: String(TEST_YEAR) })).toBeTruthy();
      expect(main.queryAllByRole('article')).toHaveLength(notices.length);
      if (notices.length === 0)
        expect(textOf(main.getByRole('heading', { level: 1 }).closest('main'))).toContain(
          `No ${type.label}`,
        );
    },
  );

  it('a notice shows its title, date, description and attachments by type', async () => {
    const notices = await collegeNotices('COLLEGE_TENDER', TEST_YEAR);
    expect(notices.length).toBeGreaterThan(0);
    const { main } = await pages.load('/notifications/tender');
    const articles = main.getAllByRole('article');
    const titles = articles.map((article) =>
      textOf(within(article).getByRole('heading', { level: 3 })),
    );
    expect(titles).toHaveLength(notices.length);
    for (const [i, notice] of notices.entries()) {
      expect(titles[i]).toMatch(startingWith(notice.title));
      const article = articles[i]!;
      expect(textOf(article.querySelector('time'))).toMatch(new RegExp(`${notice.year}$`));
      expect(textOf(article.querySelector('.prose'))).not.toBe('');
      const links = within(article).queryAllByRole('link', { name: /^(View|Download)/ });
      expect(links).toHaveLength(notice.upload_info.length);
      for (const [j, file] of notice.upload_info.entries()) {
        expect(textOf(links[j])).toMatch(LINK_TEXT[file.fileType]);
        expect(links[j]!.getAttribute('href')).toBe(file.url);
      }
    }
    // The attachment of the oldest one opens.
    const pdf = notices.flatMap((n) => n.upload_info).find((f) => f.fileType === 'PDF');
    expect(pdf).toBeTruthy();
    const response = await pages.get(pdf!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
  });

  it('the archive links the notices of an earlier year', async () => {
    const year = TEST_YEAR - 4;
    const notices = await collegeNotices('COLLEGE_ACADEMIC_NOTICE', year);
    const { screen } = await pages.load('/notifications/academic');
    const href = navLink(screen, 'Archive', String(year)).getAttribute('href')!;
    expect(href).toBe(`/notifications/academic/${year}`);
    const earlier = await pages.load(href);
    expect(earlier.main.getByRole('heading', { level: 2, name: String(year) })).toBeTruthy();
    expect(earlier.main.queryAllByRole('article')).toHaveLength(notices.length);
    expect(earlier.document.title).toBe(`Academic ${year} | Kopoubari College`);
  });

  it('an unknown link is redirected to the home page by the server', async () => {
    const response = await once('/notifications/circulars');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const year = await once('/notifications/circulars/2024');
    expect(year.statusCode).toBe(302);
    expect(year.headers.location).toBe('/');
  });

  it('a year outside the archive goes to the current list; a non-year is a 404', async () => {
    const old = await once(`/notifications/tender/${TEST_YEAR - 7}`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/notifications/tender');
    const { status, screen } = await pages.load('/notifications/tender/latest');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
  });

  it('the archive and the types are plain links (without JavaScript)', async () => {
    const year = TEST_YEAR - 2;
    const notices = await collegeNotices('COLLEGE_DOWNLOADS', year);
    const first = await pages.load('/notifications/administrative');
    const downloads = navLink(first.screen, 'Notifications', 'Downloads').getAttribute('href')!;
    expect(downloads).toBe('/notifications/downloads');
    const second = await pages.load(downloads);
    const archived = navLink(second.screen, 'Archive', String(year)).getAttribute('href')!;
    expect(archived).toBe(`/notifications/downloads/${year}`);
    const third = await pages.load(archived);
    expect(third.main.queryAllByRole('article')).toHaveLength(notices.length);
  });
});

/** This year, the years since 2023 (which have events), and the fixed years of SPEC §9. */
const EVENT_ARCHIVE = [
  `This year (${TEST_YEAR})`,
  String(TEST_YEAR - 1),
  String(TEST_YEAR - 2),
  '2023',
  '2022',
  '2021',
  '2020',
  '2019',
];

/** The article whose heading is exactly this title. */
const articleTitled = (main: Queries, title: string) =>
  main
    .getAllByRole('article')
    .filter((article) => within(article).queryAllByRole('heading', { name: title }).length > 0);

describe('events page', () => {
  it('shows this year’s events, and the archive of the years with events and of 2023 to 2019', async () => {
    const events = await collegeNotices('COLLEGE_EVENT', TEST_YEAR);
    expect(events.length).toBeGreaterThan(0);
    const { screen, main } = await pages.load('/events');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Events');
    const archive = within(screen.getByRole('navigation', { name: 'Archive' }));
    expect(textsOf(archive.getAllByRole('link'))).toEqual(EVENT_ARCHIVE);
    expect(navLink(screen, 'Archive', EVENT_ARCHIVE[0]!).getAttribute('aria-current')).toBe('page');
    expect(main.getByRole('heading', { level: 2, name: String(TEST_YEAR) })).toBeTruthy();
    const titles = main
      .getAllByRole('article')
      .map((article) => textOf(within(article).getByRole('heading', { level: 3 })));
    expect(titles).toEqual(events.map((e) => e.title));
  });

  it('the year lives in the address and the archive links it', async () => {
    const events2021 = await collegeNotices('COLLEGE_EVENT', 2021);
    expect(events2021.length).toBe(5);
    const { screen, main, document } = await pages.load('/events?year=2021');
    expect(main.getAllByRole('article')).toHaveLength(5);
    expect(textOf(document.querySelector('main'))).toContain('COVID-19 vaccination camp');
    const href = navLink(screen, 'Archive', '2022').getAttribute('href')!;
    expect(href).toBe('/events?year=2022');
    const events2022 = await collegeNotices('COLLEGE_EVENT', 2022);
    const next = await pages.load(href);
    expect(next.main.getAllByRole('article')).toHaveLength(events2022.length);
    expect(navLink(next.screen, 'Archive', '2022').getAttribute('aria-current')).toBe('page');
    expect(next.document.title).toBe('Events 2022 | Kopoubari College');
  });

  it('past events show their own photograph, described by its alt text', async () => {
    const events = await collegeNotices('COLLEGE_EVENT', 2022);
    const shown = events.filter((event) => event.photo);
    expect(shown.length).toBeGreaterThan(2);
    expect(new Set(shown.map((event) => event.photo!.url)).size).toBe(shown.length);
    const { main } = await pages.load('/events?year=2022');
    for (const event of shown) {
      const [article] = articleTitled(main, event.title);
      const photo = within(article!).getByRole('img', { name: event.photo!.alt });
      expect(photo.getAttribute('src')).toBe(event.photo!.url);
    }
  });

  it('an event without a photograph shows none', async () => {
    let found: { year: number; title: string } | undefined;
    for (let year = TEST_YEAR; year >= 2019 && !found; year -= 1) {
      const without = (await collegeNotices('COLLEGE_EVENT', year)).find((e) => !e.photo);
      if (without) found = { year, title: without.title };
    }
    expect(found, 'the demo has an event without a photograph').toBeDefined();
    const { main } = await pages.load(
      found!.year === TEST_YEAR ? '/events' : `/events?year=${found!.year}`,
    );
    const articles = articleTitled(main, found!.title);
    expect(articles).toHaveLength(1);
    expect(within(articles[0]!).queryAllByRole('img')).toHaveLength(0);
  });

  it('a year without events says so', async () => {
    expect(await collegeNotices('COLLEGE_EVENT', 2020)).toEqual([]);
    const { main } = await pages.load('/events?year=2020');
    expect(main.getByText('No Events found', { exact: false })).toBeTruthy();
  });

  it('a year without events outside the archive, or this year by number, goes to /events', async () => {
    // The years since 2023 have events now (issue 24): the year after next has none.
    for (const year of [TEST_YEAR + 2, 2018, TEST_YEAR]) {
      const response = await once(`/events?year=${year}`);
      expect(response.statusCode, String(year)).toBe(302);
      expect(response.headers.location).toBe('/events');
    }
  });

  it('the archive links work without JavaScript', async () => {
    const [first] = await collegeNotices('COLLEGE_EVENT', 2019);
    const { screen } = await pages.load('/events');
    const href = navLink(screen, 'Archive', '2019').getAttribute('href')!;
    expect(href).toBe('/events?year=2019');
    const { document } = await pages.load(href);
    expect(textOf(document.querySelector('main'))).toContain(first!.title);
  });
});
