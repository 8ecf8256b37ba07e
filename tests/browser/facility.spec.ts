import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { collegeNotices } from './demo-api.ts';

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

test.describe('facility pages', () => {
  test('each facility lists the notices of its code, with the facilities beside', async ({
    page,
    request,
  }) => {
    for (const { link, label, code } of FACILITIES) {
      const notices = await collegeNotices(request, code, '');
      expect(notices.length).toBeGreaterThan(0);
      await page.goto(`/facility/${link}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      const side = page.getByRole('navigation', { name: 'Facilities' });
      await expect(side.getByRole('link')).toHaveText(FACILITIES.map((f) => f.label));
      await expect(side.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles.getByRole('heading', { level: 2 })).toHaveText(
        notices.map((n) => new RegExp(`^${n.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      );
    }
  });

  test('the side list moves between facilities', async ({ page }) => {
    await page.goto('/facility/library');
    await page
      .getByRole('navigation', { name: 'Facilities' })
      .getByRole('link', { name: 'Canteen' })
      .click();
    await expect(page).toHaveURL('/facility/canteen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canteen');
  });

  test('an unknown facility is a 404', async ({ page }) => {
    const response = await page.goto('/facility/gym');
    expect(response?.status()).toBe(404);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/facility/cif');
    await expectNoAxeViolations(page);
  });
});
