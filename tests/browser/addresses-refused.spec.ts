import { facultyUrl } from './department-api.ts';
import { expect, test } from './fixtures.ts';

/** A Physics teacher of the demo (live, with quarterly reports). */
const PERSON = { id: 151, name: 'Dr. Dilip Kumar Hazarika', dept: 'PHY' };

// The status of every refused address, and the 404 page's heading, title and shell in its HTML:
// tests/pages/iqac-team-addresses.test.ts. Here: the shell's navigation shown at both widths.
test.describe('addresses of what does not exist are refused', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px, a refused quarter shows the 404 page in the department’s shell`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const base = facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name);
      const response = await page.goto(`${base}&qr=2099-1st`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('navigation', { name: 'Department of Physics' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Department of Physics | Kopoubari College');
    });
  }
});
