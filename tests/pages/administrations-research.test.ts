import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helpers/today.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * What the administration and research pages say, read from their HTML; their axe-core checks
 * and the research page's department switch stay in tests/browser.
 */
const pages = useSitePages();

interface Person {
  id: number;
  name: string;
  designation: string;
  email: string;
  phone: string;
  mobile: string;
  dp: string[];
}
const SIDE_LIST = ['Principal', 'Governing Body', 'Office Staff'];

describe('administration pages', () => {
  it('the principal: message, photo, contacts and the faculty profile', async () => {
    const [principal] = await pages.api<Person[]>('/getemployeebytype', {
      dept_code: 'OFF',
      type: 'PRINCIPAL',
    });
    expect(principal?.name).toBe('Dr. Hiranya Kumar Medhi');
    const { screen, main, document } = await pages.load('/administrations/principal');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Principal');
    const side = within(screen.getByRole('navigation', { name: 'Administration' }));
    expect(textsOf(side.getAllByRole('link'))).toEqual(SIDE_LIST);
    expect(main.getByRole('heading', { level: 2, name: principal!.name })).toBeTruthy();
    for (const [name, href] of [
      [principal!.email, `mailto:${principal!.email}`],
      [principal!.phone, `tel:${principal!.phone}`],
      [principal!.mobile, `tel:${principal!.mobile}`],
    ]) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const photo = document.querySelector(`main img[src="${principal!.dp[0]}"]`);
    expect(photo?.getAttribute('width')).toBe('200');
    expect(photo?.getAttribute('height')).toBe('200');
    // The profile lives in the principal's home department (CHE in the demo).
    expect(main.getByRole('link', { name: 'Visit Profile' }).getAttribute('href')).toBe(
      `/department/CHE/faculty/single?id=101&name=Dr.+Hiranya+Kumar+Medhi`,
    );
    expect(main.getByRole('heading', { level: 2, name: "Principal's Message" })).toBeTruthy();
    expect(textOf(document.querySelector('main'))).toContain(
      'It gives me great pleasure to welcome you',
    );
  });

  it('the governing body: type, name, phone and email of each member', async () => {
    const members =
      await pages.api<{ type: string; name: string; phone: string; email: string }[]>(
        '/getgbmembers',
      );
    expect(members.length).toBe(10);
    const { screen } = await pages.load('/administrations/gb');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Governing Body');
    const table = within(screen.getByRole('table', { name: 'Members of the Governing Body' }));
    expect(textsOf(table.getAllByRole('columnheader'))).toEqual([
      'Position',
      'Name',
      'Phone',
      'Email',
    ]);
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(members.length + 1);
    const first = within(rows[1]!);
    expect(textsOf(first.getAllByRole('cell'))).toEqual([
      'President',
      'Sri Hemendra Nath Talukdar',
      members[0]!.phone,
      members[0]!.email,
    ]);
    expect(first.getByRole('link', { name: members[0]!.email }).getAttribute('href')).toBe(
      `mailto:${members[0]!.email}`,
    );
  });

  it('the office staff: photo, name, designation, email and phone', async () => {
    const staff = await pages.api<Person[]>('/getemployeebytype', {
      dept_code: 'TNC',
      type: 'OFFICE_STAFF',
    });
    expect(staff.length).toBe(8);
    const { screen } = await pages.load('/administrations/officestaff');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Office Staff');
    const element = screen.getByRole('table', { name: 'Office staff' });
    const table = within(element);
    expect(textsOf(table.getAllByRole('columnheader'))).toEqual([
      'Photo',
      'Name',
      'Designation',
      'Email',
      'Phone',
    ]);
    expect(table.getAllByRole('row')).toHaveLength(staff.length + 1);
    const photos = Array.from(element.querySelectorAll('img'));
    expect(photos).toHaveLength(staff.filter((p) => p.dp.length > 0).length);
    for (const img of photos) {
      expect(img.getAttribute('width')).toBe('48');
      expect(img.getAttribute('height')).toBe('48');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    expect(table.getByRole('cell', { name: 'Head Assistant' })).toBeTruthy();
  });

  it('a long office name is cut to 30 characters, the full name still there', async () => {
    const full = 'Smti. Gitanjali Rajkhowa Bordoloi';
    expect(full.length).toBeGreaterThan(30);
    const { screen } = await pages.load('/administrations/officestaff');
    const table = within(screen.getByRole('table', { name: 'Office staff' }));
    // The photo's cell is named by its alt text, which begins with the name: exact names only.
    const cell = table.getByRole('cell', { name: full });
    const shown = cell.querySelector('[aria-hidden="true"]');
    expect(textOf(shown)).toBe('Smti. Gitanjali Rajkhowa Bordo…');
    expect(shown?.getAttribute('title')).toBe(full);
    // A name within the limit is shown whole.
    expect(textOf(table.getByRole('cell', { name: 'Sri Bhaskar Jyoti Kalita' }))).toBe(
      'Sri Bhaskar Jyoti Kalita',
    );
  });
});

type Entry = { title_paper?: string; title_book?: string; title?: string; quarter?: string };
type Profile = Record<string, unknown> & { name: string };
const CATEGORIES = [
  'research_projects',
  'research_papers',
  'other_publications',
  'text_books',
  'magazines',
  'popular_books',
  'news_papers',
  'e_contents',
] as const;
const CURRENT_YEAR = Number(TEST_TODAY.slice(0, 4));
/** SPEC §5: from 2017-1st to {current year}-4th. */
const inWindow = (quarter = '') => {
  const year = Number(/^(\d{4})-(1st|2nd|3rd|4th)$/.exec(quarter)?.[1]);
  return year >= 2017 && year <= CURRENT_YEAR;
};
const titleOf = (entry: Entry) => entry.title_paper ?? entry.title ?? entry.title_book ?? '';

describe('research page', () => {
  it("shows 'Home > Research', the departments, and the first department by default", async () => {
    const departments =
      await pages.api<{ dept_name: string; dept_code: string }[]>('/getdepartments');
    const { screen } = await pages.load('/research');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(textsOf(crumbs.getAllByRole('listitem'))).toEqual(['Home', 'Research']);
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Research');
    const links = within(screen.getByRole('navigation', { name: 'Departments' })).getAllByRole(
      'link',
    );
    expect(textsOf(links)).toEqual(departments.map((d) => d.dept_name));
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(textsOf(screen.getAllByRole('heading', { level: 2 })).join('\n')).toContain(
      `Research of ${departments[0]!.dept_name}`,
    );
    const chemistry = links.find((link) => textOf(link) === 'Chemistry')!;
    expect(chemistry.getAttribute('href')).toBe('/research/CHE');
    const target = await pages.load('/research/CHE');
    expect(target.screen.getByRole('heading', { name: 'Research of Chemistry' })).toBeTruthy();
  });

  it.each(['/research/PHY', '/department/PHY/research'])(
    `%s shows only entries whose quarter lies in 2017-1st … ${CURRENT_YEAR}-4th`,
    async (address) => {
      const profiles = await pages.api<Profile[]>('/employeeprofilewithdeptcode', {
        dept_code: 'PHY',
      });
      const entries = profiles.flatMap((profile) =>
        CATEGORIES.flatMap((category) =>
          (profile[category] as Entry[]).map((entry) => ({
            person: profile.name,
            category,
            entry,
          })),
        ),
      );
      const outside = entries.filter(({ entry }) => !inWindow(entry.quarter));
      const inside = entries.filter(({ entry }) => inWindow(entry.quarter));
      // The demo has 2016 papers, which must not show.
      expect(outside.some(({ entry }) => entry.quarter?.startsWith('2016'))).toBe(true);
      expect(inside.length).toBeGreaterThan(0);
      const { main, document } = await pages.load(address);
      // Titles repeat across years in the demo: an entry is its title in its quarter's row.
      const rows = textsOf(main.queryAllByRole('row'));
      for (const { entry } of outside) {
        const shown = rows.filter(
          (row) => row.includes(titleOf(entry)) && row.includes(entry.quarter ?? ''),
        );
        expect(shown).toEqual([]);
      }
      expect(textOf(document.querySelector('main'))).not.toMatch(/\b2016-(1st|2nd|3rd|4th)\b/);
      for (const profile of profiles) {
        const mine = inside.filter((e) => e.person === profile.name);
        const sections = main.queryAllByRole('region', { name: new RegExp(`^${profile.name}`) });
        if (mine.length === 0) {
          expect(sections).toHaveLength(0);
          continue;
        }
        expect(sections).toHaveLength(1);
        const section = within(sections[0]!);
        // One table per category, one row per entry in the window.
        const entryRows = section
          .queryAllByRole('row')
          .filter((row) => within(row).queryAllByRole('columnheader').length === 0);
        expect(entryRows).toHaveLength(mine.length);
        expect(section.queryAllByRole('table', { name: 'Research Papers' })).toHaveLength(
          mine.some((e) => e.category === 'research_papers') ? 1 : 0,
        );
      }
    },
  );

  it('an unknown department is a 404', async () => {
    const { status, screen } = await pages.load('/research/XYZ');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
  });
});
