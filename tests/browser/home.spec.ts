import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PANELS = [
  { heading: 'Student Notification', type: 'COLLEGE_ACADEMIC_NOTICE' },
  { heading: 'Tenders', type: 'COLLEGE_TENDER' },
  { heading: 'Announcements', type: 'COLLEGE_ADMIN_NOTICE' },
];

/** The latest titles of a home panel, as the API answers them. */
async function latestTitles(request: import('@playwright/test').APIRequestContext, type: string) {
  const response = await request.post('/api/getnoticesbytypedeptv1', {
    headers: { unit: 'website' },
    data: { type, dept_code: 'TNC', year: '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { title: string }[]).map((notice) => notice.title);
}

test.describe('home page', () => {
  test('arrives as complete HTML with the latest notices of each panel', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toContain('stale-while-revalidate');
    const html = await response.text();
    for (const panel of PANELS) {
      const [latest] = await latestTitles(request, panel.type);
      expect(latest).toBeTruthy();
      expect(html).toContain(panel.heading);
      expect(html).toContain(
        latest!.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;'),
      );
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows the college name and the notice panels', async ({ page, request }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopoubari College');
      for (const panel of PANELS) {
        const section = page.getByRole('region', { name: panel.heading });
        await expect(section).toBeVisible();
        const titles = await latestTitles(request, panel.type);
        await expect(section.getByRole('listitem')).toHaveCount(titles.length);
        await expect(section.getByRole('listitem').first()).toHaveText(titles[0]!);
      }
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
