import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** Every notice and event has a page of its own: {list}/{year}/{id}, read from its HTML. */
const pages = useSitePages();
const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

interface Notice {
  id: number;
  title: string;
  year: number;
  link?: string | null;
  upload_info: { url: string }[];
}
const notices = (dept_code: string, type: string, year: number | '') =>
  pages.api<Notice[]>('/getnoticesbytypedept', { dept_code, type, year });

describe('notice and event pages', () => {
  it('a notice’s title in its list leads to its page, which leads back', async () => {
    const [notice] = await notices('TNC', 'COLLEGE_ACADEMIC_NOTICE', TEST_YEAR);
    const list = await pages.load('/notifications/academic');
    const href = list.screen.getByRole('link', { name: notice!.title }).getAttribute('href')!;
    expect(href).toBe(`/notifications/academic/${TEST_YEAR}/${notice!.id}`);
    const { screen } = await pages.load(href);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toContain(notice!.title);
    expect(textsOf(screen.getAllByRole('term'))).toEqual(['Date', 'Kind']);
    expect(textOf(screen.getAllByRole('definition').at(-1))).toBe('Academic');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(textsOf(crumbs.getAllByRole('link'))).toEqual(['Home', 'Notifications: Academic']);
    expect(
      screen.getByRole('link', { name: 'Back to Notifications: Academic' }).getAttribute('href'),
    ).toBe(`/notifications/academic/${TEST_YEAR}`);
  });

  it('shows the attachments and the outside link of a notice', async () => {
    // In the demo content, a download (a syllabus) has both a file and an outside link.
    const withBoth = (await notices('TNC', 'COLLEGE_DOWNLOADS', '')).find(
      (n) => n.link && n.upload_info.length,
    )!;
    expect(withBoth, 'a notice with an attachment and a link').toBeTruthy();
    const { screen } = await pages.load(`/notifications/downloads/${withBoth.year}/${withBoth.id}`);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toContain(withBoth.title);
    const files = within(screen.getByRole('region', { name: 'Attachments' }));
    expect(files.getByRole('link').getAttribute('href')).toBe(withBoth.upload_info[0]!.url);
    expect(screen.getByRole('link', { name: /^Open the link: / }).getAttribute('href')).toBe(
      withBoth.link,
    );
  });

  it('an event’s page offers its calendar file; a department’s notices have pages too', async () => {
    const [event] = await notices('TNC', 'COLLEGE_EVENT', TEST_YEAR);
    const eventPage = await pages.load(`/events/${TEST_YEAR}/${event!.id}`);
    expect(textOf(eventPage.screen.getAllByRole('definition').at(-1))).toBe('Event');
    expect(
      eventPage.screen.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href'),
    ).toBe(`/feeds/events/${TEST_YEAR}/${event!.id}.ics`);
    const [deptNotice] = await notices('PHY', 'DEPT_NOTICE', '');
    const list = await pages.load('/department/PHY/notifications');
    const href = list.screen.getByRole('link', { name: deptNotice!.title }).getAttribute('href')!;
    expect(href).toBe(`/department/PHY/notifications/${deptNotice!.year}/${deptNotice!.id}`);
    const { screen } = await pages.load(href);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(textsOf(crumbs.getAllByRole('link'))).toEqual([
      'Home',
      'Departments',
      'Department of Physics',
      'Departmental Notification',
    ]);
  });

  it('an unknown id, a wrong year or a malformed address is the 404 page', async () => {
    const [notice] = await notices('TNC', 'COLLEGE_TENDER', TEST_YEAR);
    for (const address of [
      `/notifications/tender/${TEST_YEAR}/999999`,
      `/notifications/tender/${TEST_YEAR - 1}/${notice!.id}`,
      `/notifications/tender/20x6/${notice!.id}`,
      `/department/PHY/events/${TEST_YEAR}/999999`,
      `/department/NOPE/events/${TEST_YEAR}/1`,
    ]) {
      const response = await pages.get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.body).toMatch(/(Page|Department) not found/);
    }
  });
});
