import { expect, test } from './fixtures.ts';
import { sizeText } from './demo-api.ts';
import { apiCall } from './iqac-helpers.ts';

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

test.describe('IQAC pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the IQAC team shows the members with designation, objectives, tasks and minutes', async ({
    page,
    request,
  }) => {
    const committee = await apiCall<Committee>(request, '/getcommitteebycode', {
      committee_code: 'IQAC',
    });
    await page.goto('/iqac/teams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IQAC Team');
    await expect(page.getByRole('main')).toContainText(committee.name);

    const members = page.getByRole('table', { name: `Members of the ${committee.name}` });
    const rows = members.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(committee.members.length);
    for (const [i, member] of committee.members.entries()) {
      await expect(rows.nth(i).getByRole('cell')).toHaveText([
        String(i + 1),
        member.member_name,
        member.member_designation,
      ]);
    }

    for (const [name, html] of [
      ['Objectives', committee.objectives],
      ['Tasks', committee.tasks],
    ] as const) {
      const section = page.getByRole('region', { name });
      const items = itemsOf(html);
      expect(items.length).toBeGreaterThan(0);
      await expect(section.getByRole('listitem')).toHaveText(items);
    }

    const minutes = page.getByRole('region', { name: 'Minutes' }).getByRole('link');
    await expect(minutes).toHaveCount(committee.minutes.length);
    for (const [i, file] of committee.minutes.entries()) {
      await expect(minutes.nth(i)).toHaveAttribute('href', file.url);
      // The file's number, type and size, then what it belongs to.
      expect(file.size, `${file.url}: size`).toBeDefined();
      await expect(minutes.nth(i)).toHaveAccessibleName(
        new RegExp(`^View PDF ${i + 1} \\(PDF, ${sizeText(file.size!)}\\)\\s*: Minutes of the`),
      );
    }
  });

  test('the COs & POs page gathers every department CO_PO file under its department', async ({
    page,
    request,
  }) => {
    const departments = await apiCall<{ dept_code: string; dept_name: string }[]>(
      request,
      '/getdepartments',
    );
    expect(departments.length).toBe(8);
    await page.goto('/iqac/co_po');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('COs & POs');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      departments.map((d) => d.dept_name),
    );
    for (const department of departments) {
      const files = await apiCall<DepartmentFile[]>(request, '/getdepartmentfilebytype', {
        dept_code: department.dept_code,
        type: 'CO_PO',
      });
      expect(files.length).toBeGreaterThan(0);
      const section = page.getByRole('region', { name: department.dept_name, exact: true });
      await expect(
        section.getByRole('link', {
          name: `COs & POs page of the ${department.dept_name} department`,
        }),
      ).toHaveAttribute('href', `/department/${department.dept_code}/co_po`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        files.map((f) => f.title),
      );
      const links = section.getByRole('link', { name: /^View PDF/ });
      await expect(links).toHaveCount(files.flatMap((f) => f.upload_info).length);
      await expect(links.first()).toHaveAttribute('href', files[0]!.upload_info[0]!.url);
    }
  });
});
