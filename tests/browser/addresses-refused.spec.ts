import { facultyUrl } from './department-api.ts';
import { TEST_YEAR, apiPost } from './demo-api.ts';
import { expect, test } from './fixtures.ts';

/** A Physics teacher of the demo (live, with quarterly reports), and another department. */
const PERSON = { id: 151, name: 'Dr. Dilip Kumar Hazarika', dept: 'PHY' };
const OTHER_DEPT = 'CHE';

/** The quarters of the person's report, from the API (ALL answer). */
async function reportQuarters(request: Parameters<typeof apiPost>[0]) {
  const all = await apiPost<{ dept_code: string; qr_list: { quarter: string }[] }>(
    request,
    '/getmyprofiledataqreport',
    { id: PERSON.id, qr: 'ALL' },
  );
  expect(all.dept_code).toBe(PERSON.dept);
  return all.qr_list.map((report) => report.quarter);
}

/** Every quarter of SPEC §9's window, from this year down to 2017. */
function windowQuarters() {
  const quarters: string[] = [];
  for (let year = TEST_YEAR; year >= 2017; year--)
    for (const q of ['1st', '2nd', '3rd', '4th']) quarters.push(`${year}-${q}`);
  return quarters;
}

test.describe('addresses of what does not exist are refused', () => {
  test('a profile or report under another department redirects to the person’s own', async ({
    request,
  }) => {
    for (const page of ['single', 'quarterlyreport'] as const) {
      const asked = facultyUrl(OTHER_DEPT, page, PERSON.id, PERSON.name);
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(302);
      expect(response.headers().location).toBe(
        facultyUrl(PERSON.dept, page, PERSON.id, PERSON.name),
      );
    }
    const quarter = (await reportQuarters(request))[0]!;
    const asked = `${facultyUrl(OTHER_DEPT, 'quarterlyreport', PERSON.id, PERSON.name)}&qr=${quarter}`;
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.headers().location).toBe(
      `${facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name)}&qr=${quarter}`,
    );
  });

  test('a quarter outside the window of SPEC §9, or that the report lacks, is not found', async ({
    request,
  }) => {
    const have = await reportQuarters(request);
    const lacking = windowQuarters().find((q) => !have.includes(q));
    expect(lacking, 'a quarter of the window without a report').toBeTruthy();
    const base = facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name);
    for (const qr of [`${TEST_YEAR + 1}-1st`, '2099-1st', '2016-4th', '2024-5th', 'x', lacking!]) {
      const response = await request.get(`${base}&qr=${qr}`, { maxRedirects: 0 });
      expect(response.status(), qr).toBe(404);
    }
    // Every quarter the report has is an address.
    for (const qr of have.slice(0, 3)) {
      expect((await request.get(`${base}&qr=${qr}`)).status(), qr).toBe(200);
    }
  });

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

  test('every page checks its parameters against what exists', async ({ request }) => {
    // [address, status]: 404 for what does not exist; a redirect where SPEC or decision 009 asks.
    const cases: [string, number][] = [
      ['/notifications/academic/abc', 404],
      ['/notifications/nope', 302],
      ['/events?year=abc', 404],
      ['/events?year=2099', 302],
      ['/departments?stream=FOO', 404],
      ['/departments/xyz', 404],
      ['/aboutus/nope', 404],
      ['/students/nope', 404],
      ['/facility/nope', 404],
      ['/rti/nope', 404],
      ['/alumni/nope', 404],
      ['/committees?code=NOPE', 404],
      ['/iqac/nope', 404],
      ['/iqac/matrix?group=999', 404],
      ['/research/NOPE', 404],
      ['/department/NOPE', 404],
      ['/department/PHY/nope', 404],
      ['/department/PHY/profile?section=nope', 404],
      ['/department/PHY/gallery/image?src=nope&w=320', 404],
      // A parameter the page does not take: one redirect to its address without it.
      ['/department/PHY/gallery/image?src=nope&view=thumb&w=320', 301],
      ['/department/PHY/faculty/cv?id=999999', 404],
      ['/department/PHY/faculty/single?id=999999', 302],
      ['/website-policies/nope', 404],
    ];
    for (const [address, status] of cases) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(status);
    }
    // The same pages answer their real addresses.
    for (const address of [
      '/departments?stream=science',
      '/department/PHY/profile?section=research_publications',
      '/committees?code=IQAC',
      '/research/PHY',
    ]) {
      expect((await request.get(address)).status(), address).toBe(200);
    }
  });
});
