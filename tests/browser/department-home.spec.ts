import { api, startingWith } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PANELS = [
  {
    heading: 'Departmental Notification',
    type: 'DEPT_NOTICE',
    all: '/department/PHY/notifications',
  },
  { heading: 'News & Events', type: 'DEPTEVENT', all: '/department/PHY/events' },
];

test.describe('department home', () => {
  // Without JavaScript: tests/pages/department-sections.test.ts reads the same from the HTML.
  test.describe('with JavaScript', () => {
    test('shows the department at a glance, its notifications and its events', async ({
      page,
      request,
    }) => {
      await page.goto('/department/PHY');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Department at a glance');
      await expect(page.getByRole('main')).toContainText(
        'The Department of Physics of Kopoubari College was established in 1984.',
      );
      for (const panel of PANELS) {
        const notices = await api<{ title: string }[]>(request, '/getnoticesbytypedept', {
          dept_code: 'PHY',
          type: panel.type,
          year: '',
        });
        expect(notices.length).toBeGreaterThan(0);
        const region = page.getByRole('region', { name: panel.heading });
        const titles = region.getByRole('heading', { level: 3 });
        await expect(titles).toHaveText(notices.slice(0, 5).map((n) => startingWith(n.title)));
        await expect(
          region.getByRole('link', { name: `View All ${panel.heading}` }),
        ).toHaveAttribute('href', panel.all);
      }
    });
  });

  // The photographs' sources and alt texts: tests/pages/department-sections.test.ts.
  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/department/PHY');
    await expectNoAxeViolations(page);
  });
});
