import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fileName } from '../../src/web/lib/file-name.ts';
import { sizeText } from '../helpers/demo-texts.ts';
import { facultyUrl } from '../helpers/page-addresses.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** Text to match as it is inside a RegExp. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pages = useSitePages();
const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

interface Committee {
  name: string;
  members: { member_name: string; member_designation: string }[];
  objectives: string;
  tasks: string;
  minutes: { url: string; size?: number }[];
}
interface DepartmentFile {
  title: string;
  upload_info: { url: string }[];
}

/** The texts of the list items of some HTML. */
const itemsOf = (html: string) =>
  [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

describe('IQAC pages without JavaScript', () => {
  it('the IQAC team shows the members with designation, objectives, tasks and minutes', async () => {
    const committee = await pages.api<Committee>('/getcommitteebycode', {
      committee_code: 'IQAC',
    });
    const { screen, document } = await pages.load('/iqac/teams');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('IQAC Team');
    expect(textOf(document.querySelector('main'))).toContain(committee.name);

    const members = within(screen.getByRole('table', { name: `Members of the ${committee.name}` }));
    const rows = members
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(committee.members.length);
    for (const [i, member] of committee.members.entries()) {
      expect(textsOf(within(rows[i]!).getAllByRole('cell'))).toEqual([
        String(i + 1),
        member.member_name,
        member.member_designation,
      ]);
    }

    for (const [name, html] of [
      ['Objectives', committee.objectives],
      ['Tasks', committee.tasks],
    ] as const) {
      const section = within(screen.getByRole('region', { name }));
      const items = itemsOf(html);
      expect(items.length).toBeGreaterThan(0);
      expect(textsOf(section.getAllByRole('listitem'))).toEqual(items);
    }

    const minutes = within(screen.getByRole('region', { name: 'Minutes' })).getAllByRole('link');
    expect(minutes).toHaveLength(committee.minutes.length);
    for (const [i, file] of committee.minutes.entries()) {
      expect(minutes[i]!.getAttribute('href')).toBe(file.url);
      // The file's name, type and size, then what it belongs to (decision 095).
      expect(file.size, `${file.url}: size`).toBeDefined();
      const name = new RegExp(
        `^View PDF: ${escaped(fileName(file.url))} \\(PDF, ${sizeText(file.size!)}\\)\\s*: Minutes of the`,
      );
      expect(screen.getAllByRole('link', { name })).toContain(minutes[i]);
    }
  });

  it('the COs & POs page gathers every department CO_PO file under its department', async () => {
    const departments =
      await pages.api<{ dept_code: string; dept_name: string }[]>('/getdepartments');
    expect(departments.length).toBe(8);
    const { screen, main } = await pages.load('/iqac/co_po');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('COs & POs');
    expect(textsOf(main.getAllByRole('heading', { level: 2 }))).toEqual(
      departments.map((d) => d.dept_name),
    );
    for (const department of departments) {
      const files = await pages.api<DepartmentFile[]>('/getdepartmentfilebytype', {
        dept_code: department.dept_code,
        type: 'CO_PO',
      });
      expect(files.length).toBeGreaterThan(0);
      const section = within(screen.getByRole('region', { name: department.dept_name }));
      const pageLink = section.getByRole('link', {
        name: `COs & POs page of the ${department.dept_name} department`,
      });
      expect(pageLink.getAttribute('href')).toBe(`/department/${department.dept_code}/co_po`);
      expect(textsOf(section.getAllByRole('heading', { level: 3 }))).toEqual(
        files.map((f) => f.title),
      );
      const links = section.getAllByRole('link', { name: /^View PDF/ });
      expect(links).toHaveLength(files.flatMap((f) => f.upload_info).length);
      expect(links[0]!.getAttribute('href')).toBe(files[0]!.upload_info[0]!.url);
    }
  });
});

/** A Physics teacher of the demo (live, with quarterly reports), and another department. */
const PERSON = { id: 151, name: 'Dr. Dilip Kumar Hazarika', dept: 'PHY' };
const OTHER_DEPT = 'CHE';

/** The quarters of the person's report, from the API (ALL answer). */
async function reportQuarters() {
  const all = await pages.api<{ dept_code: string; qr_list: { quarter: string }[] }>(
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

/** One answer, redirects not followed. */
const once = (url: string) => pages.site.app.inject({ method: 'GET', url });

describe('addresses of what does not exist are refused', () => {
  it('a profile or report under another department redirects to the person’s own', async () => {
    for (const page of ['single', 'quarterlyreport'] as const) {
      const asked = facultyUrl(OTHER_DEPT, page, PERSON.id, PERSON.name);
      const response = await once(asked);
      expect(response.statusCode, asked).toBe(302);
      expect(response.headers.location).toBe(facultyUrl(PERSON.dept, page, PERSON.id, PERSON.name));
    }
    const quarter = (await reportQuarters())[0]!;
    const asked = `${facultyUrl(OTHER_DEPT, 'quarterlyreport', PERSON.id, PERSON.name)}&qr=${quarter}`;
    expect((await once(asked)).headers.location).toBe(
      `${facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name)}&qr=${quarter}`,
    );
  });

  it('a quarter outside the window of SPEC §9, or that the report lacks, is not found', async () => {
    const have = await reportQuarters();
    const lacking = windowQuarters().find((q) => !have.includes(q));
    expect(lacking, 'a quarter of the window without a report').toBeTruthy();
    const base = facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name);
    for (const qr of [`${TEST_YEAR + 1}-1st`, '2099-1st', '2016-4th', '2024-5th', 'x', lacking!]) {
      expect((await once(`${base}&qr=${qr}`)).statusCode, qr).toBe(404);
    }
    // Every quarter the report has is an address.
    for (const qr of have.slice(0, 3)) {
      expect((await pages.get(`${base}&qr=${qr}`)).statusCode, qr).toBe(200);
    }
  });

  it('a refused quarter is the 404 page in the department’s shell', async () => {
    const base = facultyUrl(PERSON.dept, 'quarterlyreport', PERSON.id, PERSON.name);
    const { status, screen, document } = await pages.load(`${base}&qr=2099-1st`);
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Department of Physics' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Department of Physics | Kopoubari College');
  });

  it('every page checks its parameters against what exists', async () => {
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
      expect((await once(address)).statusCode, address).toBe(status);
    }
    // The same pages answer their real addresses.
    for (const address of [
      '/departments?stream=science',
      '/department/PHY/profile?section=research_publications',
      '/committees?code=IQAC',
      '/research/PHY',
    ]) {
      expect((await pages.get(address)).statusCode, address).toBe(200);
    }
  });
});
