import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiGet, apiPost } from './demo-api.ts';

interface Person {
  id: number;
  name: string;
  designation: string;
  email: string;
  phone: string;
  mobile: string;
  dp: string[];
  dept_code?: string;
}
const SIDE_LIST = ['Principal', 'Governing Body', 'Office Staff'];

test.describe('administration pages', () => {
  test('the principal: message, photo, contacts and the faculty profile', async ({
    page,
    request,
  }) => {
    const [principal] = await apiPost<Person[]>(request, '/getemployeebytype', {
      dept_code: 'OFF',
      type: 'PRINCIPAL',
    });
    expect(principal?.name).toBe('Dr. Hiranya Kumar Medhi');
    await page.goto('/administrations/principal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Principal');
    const side = page.getByRole('navigation', { name: 'Administration' });
    await expect(side.getByRole('link')).toHaveText(SIDE_LIST);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: principal!.name })).toBeVisible();
    await expect(main.getByRole('link', { name: principal!.email })).toHaveAttribute(
      'href',
      `mailto:${principal!.email}`,
    );
    await expect(main.getByRole('link', { name: principal!.phone })).toHaveAttribute(
      'href',
      `tel:${principal!.phone}`,
    );
    await expect(main.getByRole('link', { name: principal!.mobile })).toHaveAttribute(
      'href',
      `tel:${principal!.mobile}`,
    );
    const photo = main.locator(`img[src="${principal!.dp[0]}"]`);
    await expect(photo).toHaveAttribute('width', '200');
    await expect(photo).toHaveAttribute('height', '200');
    // The profile lives in the principal's home department (CHE in the demo).
    await expect(main.getByRole('link', { name: 'Visit Profile' })).toHaveAttribute(
      'href',
      `/department/CHE/faculty/single?id=101&name=Dr.+Hiranya+Kumar+Medhi`,
    );
    await expect(
      main.getByRole('heading', { level: 2, name: "Principal's Message" }),
    ).toBeVisible();
    await expect(main).toContainText('It gives me great pleasure to welcome you');
  });

  test('the governing body: type, name, phone and email of each member', async ({
    page,
    request,
  }) => {
    const members = await apiGet<{ type: string; name: string; phone: string; email: string }[]>(
      request,
      '/getgbmembers',
    );
    expect(members.length).toBe(10);
    await page.goto('/administrations/gb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Governing Body');
    const table = page.getByRole('table', { name: 'Members of the Governing Body' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Position',
      'Name',
      'Phone',
      'Email',
    ]);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(members.length + 1);
    const first = rows.nth(1).getByRole('cell');
    await expect(first).toHaveText([
      'President',
      'Sri Hemendra Nath Talukdar',
      members[0]!.phone,
      members[0]!.email,
    ]);
    await expect(rows.nth(1).getByRole('link', { name: members[0]!.email })).toHaveAttribute(
      'href',
      `mailto:${members[0]!.email}`,
    );
  });

  test('the office staff: photo, name, designation, email and phone', async ({ page, request }) => {
    const staff = await apiPost<Person[]>(request, '/getemployeebytype', {
      dept_code: 'TNC',
      type: 'OFFICE_STAFF',
    });
    expect(staff.length).toBe(8);
    await page.goto('/administrations/officestaff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office Staff');
    const table = page.getByRole('table', { name: 'Office staff' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Photo',
      'Name',
      'Designation',
      'Email',
      'Phone',
    ]);
    await expect(table.getByRole('row')).toHaveCount(staff.length + 1);
    const withPhoto = staff.filter((p) => p.dp.length > 0);
    const photos = table.locator('img');
    await expect(photos).toHaveCount(withPhoto.length);
    for (const img of await photos.all()) {
      await expect(img).toHaveAttribute('width', '48');
      await expect(img).toHaveAttribute('height', '48');
      await expect(img).toHaveAttribute('loading', 'lazy');
    }
    await expect(table.getByRole('cell', { name: 'Head Assistant' })).toBeVisible();
  });

  test('a long office name is cut to 30 characters, the full name still there', async ({
    page,
  }) => {
    const full = 'Smti. Gitanjali Rajkhowa Bordoloi';
    expect(full.length).toBeGreaterThan(30);
    await page.goto('/administrations/officestaff');
    const cell = page.getByRole('table', { name: 'Office staff' }).getByRole('cell', {
      name: full,
      // The photo's cell is named by its alt text, which begins with the name.
      exact: true,
    });
    await expect(cell).toBeVisible();
    const shown = cell.locator('[aria-hidden="true"]');
    await expect(shown).toHaveText('Smti. Gitanjali Rajkhowa Bordo…');
    await expect(shown).toHaveAttribute('title', full);
    // A name within the limit is shown whole.
    await expect(
      page.getByRole('cell', { name: 'Sri Bhaskar Jyoti Kalita', exact: true }),
    ).toHaveText('Sri Bhaskar Jyoti Kalita');
  });

  test('has no axe-core violations', async ({ page }) => {
    for (const path of ['principal', 'gb', 'officestaff']) {
      await page.goto(`/administrations/${path}`);
      await expectNoAxeViolations(page);
    }
  });
});
