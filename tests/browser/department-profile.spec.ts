import { api, faculty } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** SPEC §2's 23 headings: Home and the 22 tables (docs/decisions/002-contract-shapes.md). */
const HEADINGS = [
  'Home',
  'Programmes Offered',
  'Collaboration Courses',
  'Teaching Posts',
  'Student-Teacher Ratio',
  'Technical Support Staff',
  'Non-Technical Support Staff',
  'Ongoing and Completed Research Projects',
  'Collaborative Projects',
  'Research Publications',
  'Chapters in Books',
  'Faculty Selected to Visit Institutions',
  'Faculty Serving',
  'Faculty Improvement Programs',
  'Awards',
  'Seminars Organised',
  'Departmental Publications',
  'Student Projects (In-house)',
  'Student Projects (Collaborative)',
  'Student Profile',
  'Diversity',
  'Cleared Exams',
  'Progressions',
];

type Department = { estd: number; examination_system: string; profile: Record<string, object[]> };

test.describe('department profile', () => {
  // Without JavaScript: tests/pages/department-sections.test.ts reads the same from the HTML.
  test.describe('with JavaScript', () => {
    test('lists the 23 headings; Home shows the year, the examination system, the faculty', async ({
      page,
      request,
    }) => {
      const dept = await api<Department>(request, '/getdeptdata', { dept_code: 'PHY' });
      const people = await faculty(request, 'PHY');
      await page.goto('/department/PHY/profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Department Profile');
      const list = page.getByRole('navigation', { name: 'Department profile headings' });
      await expect(list.getByRole('link')).toHaveText(HEADINGS);
      await expect(list.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const home = page.getByRole('region', { name: 'Home' });
      await expect(home).toContainText(`Year of Establishment${dept.estd}`);
      await expect(home).toContainText(dept.examination_system);
      for (const person of people) await expect(home).toContainText(person.name);

      // A heading is a link that puts the choice in the address.
      await list.getByRole('link', { name: 'Programmes Offered' }).click();
      await expect(page).toHaveURL('/department/PHY/profile?section=programmes_offered');
      const table = page.getByRole('table', { name: 'Programmes Offered' });
      await expect(table.getByRole('row')).toHaveCount(dept.profile.programmes_offered!.length + 1);
      await expect(table.getByRole('columnheader')).toHaveText([
        'Programme',
        'Level',
        'Duration',
        'Intake',
      ]);
      await expect(list.getByRole('link', { name: 'Programmes Offered' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  // A heading without entries: tests/pages/department-sections.test.ts.
  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/department/PHY/profile?section=research_projects');
    await expectNoAxeViolations(page);
  });
});
