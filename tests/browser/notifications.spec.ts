import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { TEST_YEAR, collegeNotices } from './demo-api.ts';

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
const ARCHIVE = Array.from({ length: 7 }, (_, i) => String(TEST_YEAR - i));
const LINK_TEXT = { PDF: /^View PDF/, image: /^View image/, file: /^Download file/ };

test.describe('notifications pages', () => {
  test('each type lists this year’s notices, with the types and the year archive beside', async ({
    page,
    request,
  }) => {
    for (const type of TYPES) {
      await page.goto(`/notifications/${type.link}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.label);
      const types = page.getByRole('navigation', { name: 'Notifications' });
      await expect(types.getByRole('link')).toHaveText(TYPES.map((t) => t.label));
      await expect(types.getByRole('link', { name: type.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const archive = page.getByRole('navigation', { name: 'Archive' });
      await expect(archive.getByRole('link')).toHaveText(ARCHIVE);
      await expect(archive.getByRole('link', { name: String(TEST_YEAR) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(archive.getByRole('link', { name: String(TEST_YEAR - 6) })).toHaveAttribute(
        'href',
        `/notifications/${type.link}/${TEST_YEAR - 6}`,
      );
      const notices = await collegeNotices(request, type.code, TEST_YEAR);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: String(TEST_YEAR) })).toBeVisible();
      await expect(main.getByRole('article')).toHaveCount(notices.length);
      if (notices.length === 0) await expect(main).toContainText(`No ${type.label}`);
    }
  });

  test('a notice shows its title, date, description and attachments by type', async ({
    page,
    request,
  }) => {
    const notices = await collegeNotices(request, 'COLLEGE_TENDER', TEST_YEAR);
    expect(notices.length).toBeGreaterThan(0);
    await page.goto('/notifications/tender');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles.getByRole('heading', { level: 3 })).toHaveText(
      notices.map((n) => new RegExp(`^${n.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    );
    for (const [i, notice] of notices.entries()) {
      const article = articles.nth(i);
      await expect(article.locator('time')).toHaveText(new RegExp(`${notice.year}$`));
      await expect(article.locator('.prose')).not.toBeEmpty();
      const links = article.getByRole('link', { name: /^(View|Download)/ });
      await expect(links).toHaveCount(notice.upload_info.length);
      for (const [j, file] of notice.upload_info.entries()) {
        await expect(links.nth(j)).toHaveText(LINK_TEXT[file.fileType]);
        await expect(links.nth(j)).toHaveAttribute('href', file.url);
      }
    }
    // The attachment of the oldest one opens.
    const pdf = notices.flatMap((n) => n.upload_info).find((f) => f.fileType === 'PDF');
    expect(pdf).toBeTruthy();
    const response = await request.get(pdf!.url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  test('the archive shows the notices of an earlier year', async ({ page, request }) => {
    const year = TEST_YEAR - 4;
    const notices = await collegeNotices(request, 'COLLEGE_ACADEMIC_NOTICE', year);
    await page.goto('/notifications/academic');
    await page
      .getByRole('navigation', { name: 'Archive' })
      .getByRole('link', { name: String(year) })
      .click();
    await expect(page).toHaveURL(`/notifications/academic/${year}`);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: String(year) }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(notices.length);
    await expect(page).toHaveTitle(`Academic ${year} | Kopoubari College`);
  });

  test('an unknown link is redirected to the home page by the server', async ({
    page,
    request,
  }) => {
    const response = await request.get('/notifications/circulars', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/');
    await page.goto('/notifications/circulars/2024');
    await expect(page).toHaveURL('/');
  });

  test('a year outside the archive goes to the current list; a non-year is a 404', async ({
    page,
    request,
  }) => {
    const old = await request.get(`/notifications/tender/${TEST_YEAR - 7}`, { maxRedirects: 0 });
    expect(old.status()).toBe(302);
    expect(old.headers()['location']).toBe('/notifications/tender');
    const response = await page.goto('/notifications/tender/latest');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the archive and the types are plain links', async ({ page, request }) => {
      const year = TEST_YEAR - 2;
      const notices = await collegeNotices(request, 'COLLEGE_DOWNLOADS', year);
      await page.goto('/notifications/administrative');
      await page
        .getByRole('navigation', { name: 'Notifications' })
        .getByRole('link', { name: 'Downloads' })
        .click();
      await expect(page).toHaveURL('/notifications/downloads');
      await page
        .getByRole('navigation', { name: 'Archive' })
        .getByRole('link', { name: String(year) })
        .click();
      await expect(page).toHaveURL(`/notifications/downloads/${year}`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(notices.length);
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/notifications/tender');
    await expectNoAxeViolations(page);
    await page.goto('/notifications/eachievements');
    await expectNoAxeViolations(page);
  });
});

// A type without notices this year says so: tests/pages/edited-content.test.ts.
