import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiPost, collegeNotices, TEST_YEAR } from './demo-api.ts';

interface Notice {
  id: number;
  title: string;
  year: number;
  link?: string | null;
  upload_info: { url: string }[];
}

/** Every notice and event has a page of its own: {list}/{year}/{id}. */
test.describe('notice and event pages', () => {
  test('a notice’s title in its list leads to its page, which leads back', async ({
    page,
    request,
  }) => {
    const [notice] = await collegeNotices(request, 'COLLEGE_ACADEMIC_NOTICE', TEST_YEAR);
    await page.goto('/notifications/academic');
    await page.getByRole('link', { name: notice!.title, exact: true }).click();
    await expect(page).toHaveURL(`/notifications/academic/${TEST_YEAR}/${notice!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(notice!.title);
    await expect(page.getByRole('term')).toHaveText(['Date', 'Kind']);
    await expect(page.getByRole('definition').last()).toHaveText('Academic');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Notifications: Academic']);
    await page.getByRole('link', { name: 'Back to Notifications: Academic' }).click();
    await expect(page).toHaveURL(`/notifications/academic/${TEST_YEAR}`);
  });

  test('shows the attachments and the outside link of a notice', async ({ page, request }) => {
    // In the demo content, a download (a syllabus) has both a file and an outside link.
    const notices = await collegeNotices(request, 'COLLEGE_DOWNLOADS', '');
    const withBoth = notices.find((n) => n.link && n.upload_info.length)!;
    expect(withBoth, 'a notice with an attachment and a link').toBeTruthy();
    await page.goto(`/notifications/downloads/${withBoth.year}/${withBoth.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(withBoth.title);
    const files = page.getByRole('region', { name: 'Attachments' });
    await expect(files.getByRole('link')).toHaveAttribute('href', withBoth.upload_info[0]!.url);
    await expect(page.getByRole('link', { name: /^Open the link: / })).toHaveAttribute(
      'href',
      withBoth.link!,
    );
  });

  test('an event’s page offers its calendar file; a department’s notices have pages too', async ({
    page,
    request,
  }) => {
    const [event] = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    await page.goto(`/events/${TEST_YEAR}/${event!.id}`);
    await expect(page.getByRole('definition').last()).toHaveText('Event');
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
      'href',
      `/feeds/events/${TEST_YEAR}/${event!.id}.ics`,
    );
    const [deptNotice] = await apiPost<Notice[]>(request, '/getnoticesbytypedept', {
      dept_code: 'PHY',
      type: 'DEPT_NOTICE',
      year: '',
    });
    await page.goto('/department/PHY/notifications');
    await page.getByRole('link', { name: deptNotice!.title, exact: true }).click();
    await expect(page).toHaveURL(
      `/department/PHY/notifications/${deptNotice!.year}/${deptNotice!.id}`,
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
      ['Home', 'Departments', 'Department of Physics', 'Departmental Notification'],
    );
  });

  test('an unknown id, a wrong year or a malformed address is the 404 page', async ({
    request,
  }) => {
    const [notice] = await collegeNotices(request, 'COLLEGE_TENDER', TEST_YEAR);
    for (const address of [
      `/notifications/tender/${TEST_YEAR}/999999`,
      `/notifications/tender/${TEST_YEAR - 1}/${notice!.id}`,
      `/notifications/tender/20x6/${notice!.id}`,
      `/department/PHY/events/${TEST_YEAR}/999999`,
      `/department/NOPE/events/${TEST_YEAR}/1`,
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text()).toMatch(/(Page|Department) not found/);
    }
  });

  test('has no axe-core violations', async ({ page, request }) => {
    const [notice] = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    await page.goto(`/events/${TEST_YEAR}/${notice!.id}`);
    await expectNoAxeViolations(page);
  });
});
