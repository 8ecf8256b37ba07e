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
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });
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
  }

  test('News & Events shows the photographs of past events with their alt texts', async ({
    page,
    request,
  }) => {
    const events = await api<{ title: string; photo?: { url: string; alt: string } }[]>(
      request,
      '/getnoticesbytypedept',
      { dept_code: 'PHY', type: 'DEPTEVENT', year: '' },
    );
    const shown = events.slice(0, 5).filter((event) => event.photo);
    expect(shown.length).toBeGreaterThan(0);
    await page.goto('/department/PHY');
    const region = page.getByRole('region', { name: 'News & Events' });
    await expect(region.getByRole('img')).toHaveCount(shown.length);
    for (const event of shown)
      await expect(
        region.getByRole('img', { name: event.photo!.alt, exact: true }),
      ).toHaveAttribute('src', event.photo!.url);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/department/PHY');
    await expectNoAxeViolations(page);
  });
});
