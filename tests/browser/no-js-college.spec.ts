import { expect, test } from './fixtures.ts';
import { TEST_YEAR } from './demo-api.ts';

/** Every address of the main college layout of issue 3, and what its one h1 says. */
const ROUTES: [path: string, h1: string | RegExp][] = [
  ['/', 'Kopoubari College'],
  ['/aboutus/about', 'About the College'],
  ['/aboutus/history', 'Our History'],
  ['/aboutus/vision', 'Vision & Mission'],
  ['/aboutus/mission', 'Mission'],
  ['/aboutus/icv', 'Aims & Objectives'],
  ...(
    [
      ['administrative', 'Administrative'],
      ['academic', 'Academic'],
      ['achievements', 'Achievements'],
      ['sachievements', 'Student Achievements'],
      ['eachievements', 'Employee Achievements'],
      ['downloads', 'Downloads'],
      ['tender', 'Tender'],
    ] as const
  ).flatMap(([link, label]): [string, string][] => [
    [`/notifications/${link}`, label],
    [`/notifications/${link}/${TEST_YEAR - 3}`, label],
  ]),
  ['/events', 'Events'],
  ['/events?year=2021', 'Events'],
  ['/administrations/principal', 'Principal'],
  ['/administrations/gb', 'Governing Body'],
  ['/administrations/officestaff', 'Office Staff'],
  ['/departments', 'Departments'],
  ['/departments?stream=SCIENCE', 'Departments'],
  ['/departments/arts', 'Departments'],
  ['/departments/science', 'Departments'],
  ['/departments/commerce', 'Departments'],
  ['/departments/others', 'Departments'],
  ['/students/notification', 'Notification'],
  ['/students/downloads', 'Downloads'],
  ['/students/routines', 'Routines'],
  ['/students/results', 'Results'],
  ['/students/exam-schedule', 'Exam Schedule'],
  ['/students/clubs', 'Clubs'],
  ['/students/grievances', 'Grievances'],
  ['/facility/library', 'Library'],
  ['/facility/studentsupport', 'Student Support'],
  ['/facility/boyshostel', "Boys' Hostel"],
  ['/facility/girlshostel', "Girls' Hostel"],
  ['/facility/cif', 'Central Instrumentation Facility'],
  ['/facility/canteen', 'Canteen'],
  ['/facility/cgpc', 'Career Guidance & Counselling Cell'],
  ['/facility/Career_Placement_Cell', 'Career & Placement Cell'],
  ['/rti/home', 'Right to Information'],
  ['/rti/officers', 'RTI Officers'],
  ['/rti/selfdec', /^Self Declaration/],
  ['/rti/code', 'Code of Conduct'],
  ['/rti/act', 'RTI Act'],
  ['/rti/ief', 'Information in Electronic Form'],
  ['/rti/pac', 'Particulars of Organisation'],
  ['/alumni/association', 'Alumni Association'],
  ['/alumni/committee', 'Executive Committee of the Alumni Association'],
  ['/alumni/support', 'Alumni Support'],
  ['/alumni/list', 'Alumni List'],
  ['/alumni/notable', 'Notable Alumni'],
  ['/committees', 'Committees'],
  ['/committees?code=IQAC', 'Internal Quality Assurance Cell (IQAC)'],
  ['/nirf', 'NIRF'],
  ['/contactus', 'Contact Us'],
  ['/importantfile', 'Important Information'],
  ['/emblem', 'The Emblem'],
  ['/organo', 'Organogram'],
];

/** The routes in this many tests, one tab each, so that the two workers share them evenly. */
const PARTS = 6;

test.describe('the college site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One tab loads a part of the routes one after the other (a fresh tab per address costs more
  // than the page); each address is a step of its own in the report.
  for (let part = 0; part < PARTS; part++) {
    const routes = ROUTES.filter((_, i) => i % PARTS === part);
    test(`${routes.map(([path]) => path).join(', ')} arrive complete from the server`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const [path, h1] of routes) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          expect(await page.title(), path).toMatch(/Kopoubari College$/);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            /\w{4}/,
          );
          // The page's own content came with the HTML: no loading text, no empty frame.
          await expect(main).not.toContainText('Loading');
          expect((await main.innerText()).length, path).toBeGreaterThan(40);
        });
      }
    });
  }

  test('any other address is a 404 inside the layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Page not found',
    );
  });
});
