import { faculty, facultyUrl, profile } from './department-api.ts';
import { whenEnhanced } from './demo-api.ts';
import { statusWhileLoading } from './while-loading.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** SPEC §2: the 12 sections, in this order, with these numbers and spellings. */
const SECTIONS = [
  'Basic Details(1)',
  'Address(2)',
  'Academic Details(8)',
  'Seminar/Workshop/Conference Participation(4)',
  'Research Projects (On-going/Completed)(5)',
  'Research Guideship(13)',
  'Publications(6)',
  'Orientation Programme/Refresher Course/Short Term course(7)',
  'Involvement in College(9)',
  'Any Other Infromation(10)',
  'Awards & Achievements(11)',
  'Links(12)',
];

const FULL = { id: 151, name: 'Dr. Dilip Kumar Hazarika' };
const fullUrl = facultyUrl('PHY', 'single', FULL.id, FULL.name);

test.describe('faculty profile', () => {
  test('a missing, malformed or unknown id redirects to the faculty list', async ({
    page,
    request,
  }) => {
    for (const query of ['', '?name=Someone', '?id=abc', '?id=999', '?id=0']) {
      const response = await request.get(`/department/PHY/faculty/single${query}`, {
        maxRedirects: 0,
      });
      expect(response.status(), query).toBe(302);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(
        '/department/PHY/faculty',
      );
    }
    await page.goto('/department/PHY/faculty/single?id=999&name=Nobody');
    await expect(page).toHaveURL('/department/PHY/faculty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faculty Members');
  });

  test('lists the 12 sections in order, with their numbers, as anchor links', async ({ page }) => {
    await page.goto(fullUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(FULL.name);
    const nav = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS);
    // Basic Details is the initial section.
    await expect(nav.getByRole('link', { name: 'Basic Details(1)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      page.getByRole('heading', { level: 2 }).filter({ hasText: /\S\(\d+\)$/ }),
    ).toHaveText(SECTIONS);
    for (const label of SECTIONS) {
      const href = await nav.getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(href).toMatch(/^#[a-z]+$/);
      await expect(page.locator(href!).getByRole('heading', { level: 2 })).toHaveText(label);
    }
  });

  test('choosing a section scrolls to it and marks it', async ({ page }) => {
    await page.goto(fullUrl);
    const nav = page.getByRole('navigation', { name: 'Profile sections' });
    const link = nav.getByRole('link', { name: 'Awards & Achievements(11)' });
    await link.click();
    await expect(page).toHaveURL(/#awards$/);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Awards & Achievements(11)' })).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows every section, and a section link jumps to it', async ({ page, request }) => {
      const data = await profile(request, FULL.id);
      await page.goto(fullUrl);
      const basic = page.locator('#basic');
      await expect(basic).toContainText(data.designation);
      await expect(basic).toContainText('29 years');
      await expect(
        basic.getByRole('link', { name: 'dilip.hazarika@example.edu.in' }),
      ).toHaveAttribute('href', 'mailto:dilip.hazarika@example.edu.in');
      await expect(page.locator('#address')).toContainText('Permanent Address');
      await expect(page.locator('#academic').getByRole('table', { name: 'Ph.D.' })).toBeVisible();
      // Fund in Lakh, status as given.
      const projects = page.getByRole('table', { name: 'Research Projects' });
      const fund = (data.research_projects as { fund: number }[])[0]!.fund;
      await expect(projects).toContainText(`${fund} Lakh`);
      await expect(projects).toContainText('Completed');
      const publications = page.locator('#publications');
      for (const caption of [
        'Research Papers',
        'Other Publications',
        'Text Books',
        'Magazines Edited',
        'Popular Book Articles',
        'Newspaper Articles',
        'E-content',
      ]) {
        await expect(publications.getByRole('table', { name: caption })).toBeVisible();
      }
      await expect(page.locator('#links').getByRole('link')).toHaveText([
        'Facebook',
        'LinkedIn',
        'Google Scholars',
        'Wikipedia',
        'Orcid',
      ]);
      await page.getByRole('link', { name: 'Links(12)' }).click();
      await expect(page).toHaveURL(/#links$/);
      await expect(page.getByRole('heading', { name: 'Links(12)' })).toBeInViewport();
    });
  });

  test('hides empty tables and says when a section has nothing', async ({ page, request }) => {
    // 152 has research papers but no magazines, newspaper articles or guideship.
    const data = await profile(request, 152);
    expect((data.research_papers as unknown[]).length).toBeGreaterThan(0);
    expect(data.magazines).toEqual([]);
    expect(data.news_papers).toEqual([]);
    expect(data.guideships).toEqual([]);
    await page.goto(facultyUrl('PHY', 'single', 152, data.name));
    const publications = page.locator('#publications');
    await expect(publications.getByRole('table', { name: 'Research Papers' })).toBeVisible();
    await expect(publications.getByRole('table', { name: 'Magazines Edited' })).toHaveCount(0);
    await expect(publications.getByRole('table', { name: 'Newspaper Articles' })).toHaveCount(0);
    const guideship = page.locator('#guideship');
    await expect(guideship.getByRole('table')).toHaveCount(0);
    await expect(guideship).toContainText('No details given.');
  });

  test("has the sidebar: social links, the department, and 'Same Department (count)'", async ({
    page,
    request,
  }) => {
    const others = (await faculty(request, 'PHY')).filter((person) => person.id !== FULL.id);
    await page.goto(fullUrl);
    const side = page.getByRole('complementary', { name: `More about ${FULL.name}` });
    await expect(side.getByRole('link', { name: 'Orcid' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Department of Physics' })).toHaveAttribute(
      'href',
      '/department/PHY',
    );
    await expect(
      side.getByRole('heading', { name: `Same Department (${others.length})` }),
    ).toBeVisible();
    const colleagues = side.getByRole('region', { name: `Same Department (${others.length})` });
    await expect(colleagues.getByRole('listitem')).toHaveCount(others.length);
    for (const other of others) {
      const link = colleagues.getByRole('link', { name: other.name });
      await expect(link).toHaveCount(other.liveNow === 1 ? 1 : 0);
    }
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('a profile with every section filled needs no sideways scrolling', async ({
      page,
      request,
    }) => {
      // The principal (home department CHE) and a department head: every table filled.
      for (const [dept, id] of [
        ['CHE', 101],
        ['PHY', 151],
        ['ASM', 111],
      ] as const) {
        const data = await profile(request, id);
        await page.goto(facultyUrl(dept, 'single', id, data.name));
        await expect(page.locator('.empty-state')).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${dept} ${id}`).toBeLessThanOrEqual(360);
      }
    });
  });

  test("shows 'Loading....' while a profile loads", async ({ page }) => {
    await page.goto('/department/PHY/faculty');
    await whenEnhanced(page);
    const link = page
      .getByRole('article', { name: FULL.name })
      .getByRole('link', { name: /^Visit Faculty Page/ });
    expect(await statusWhileLoading(page, link, /\/faculty\/single\?/)).toBe('Loading....');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(FULL.name);
    await expect(page.getByText('Loading....')).toHaveCount(0);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto(fullUrl);
    await expectNoAxeViolations(page);
  });
});
