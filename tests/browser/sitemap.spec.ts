import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiPost, collegeNotices, TEST_YEAR } from './demo-api.ts';

const ORIGIN = 'https://www.example.edu.in';

test.describe('sitemaps', () => {
  test('sitemap.xml lists every kind of public page, with dates from the content', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(await response.text());
    const urls = doc.urlset.url as { loc: string; lastmod?: string }[];
    const locs = new Map(urls.map((url) => [url.loc, url.lastmod]));
    expect(locs.size).toBe(urls.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
      if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [tender] = await collegeNotices(request, 'COLLEGE_TENDER', TEST_YEAR);
    const faculty = await apiPost<{ id: number; name: string; liveNow: number }[]>(
      request,
      '/getemployeebytype',
      { dept_code: 'PHY', type: 'FACULTY' },
    );
    const live = faculty.find((person) => person.liveNow === 1)!;
    const hidden = faculty.find((person) => person.liveNow !== 1)!;
    const profile = (person: { id: number; name: string }) =>
      `${ORIGIN}/department/PHY/faculty/single?${new URLSearchParams({ id: String(person.id), name: person.name })}`;
    for (const path of [
      '/',
      '/aboutus/history',
      '/departments',
      '/department/PHY',
      '/department/PHY/syllabus',
      `/notifications/tender/${TEST_YEAR}`,
      `/notifications/tender/${TEST_YEAR - 6}`,
      '/iqac/aqar',
      '/iqac/matrix?group=1&type=QlM',
      '/committees?code=IQAC',
    ]) {
      expect(locs.has(`${ORIGIN}${path}`), path).toBe(true);
    }
    expect(locs.get(`${ORIGIN}/notifications/tender/${TEST_YEAR}/${tender!.id}`)).toBe(
      tender!.date,
    );
    expect(locs.get(`${ORIGIN}/notifications/tender`)).toBe(tender!.date);
    expect(locs.has(profile(live))).toBe(true);
    expect(locs.has(profile(hidden))).toBe(false);
  });

  test('robots.txt names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /search');
  });

  test('the site map page is linked from the footer and lists every section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Site Map' }).click();
    await expect(page).toHaveURL('/sitemap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map');
    for (const section of ['About Us', 'Notifications', 'IQAC', 'Departments']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Departments' }).getByRole('link', { name: 'Physics' }),
    ).toHaveAttribute('href', '/department/PHY');
    await expectNoAxeViolations(page);
  });
});
