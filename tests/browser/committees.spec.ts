import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiGet, apiPost, sizeText } from './demo-api.ts';

interface Committee {
  committee_code: string;
  name: string;
  members: { member_name: string; member_designation: string }[];
  minutes: { url: string; fileType: string; size?: number }[];
}

test.describe('committees page', () => {
  test('lists every committee, each linking to its detail', async ({ page, request }) => {
    const committees = await apiGet<Committee[]>(request, '/getcommittee');
    expect(committees.length).toBe(9);
    await page.goto('/committees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Committees');
    const links = page.locator('.page-grid__main').getByRole('link');
    await expect(links).toHaveText(committees.map((c) => c.name));
    await expect(links.first()).toHaveAttribute('href', '/committees?code=IQAC');
  });

  test('a committee shows its members, objectives, tasks and minutes', async ({
    page,
    request,
  }) => {
    const icc = await apiPost<Committee>(request, '/getcommitteebycode', { committee_code: 'ICC' });
    await page.goto('/committees');
    await page.getByRole('link', { name: 'Internal Complaints Committee' }).click();
    await expect(page).toHaveURL('/committees?code=ICC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Internal Complaints Committee',
    );
    const side = page.getByRole('navigation', { name: 'Committees' });
    await expect(side.getByRole('link')).toHaveCount(9);
    await expect(side.getByRole('link', { name: 'Internal Complaints Committee' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('columnheader')).toHaveText(['No.', 'Name', 'Designation']);
    await expect(members.getByRole('row')).toHaveCount(icc.members.length + 1);
    await expect(members.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '1',
      'Dr. Arundhati Goswami',
      'Presiding Officer',
    ]);
    const main = page.locator('.page-grid__main');
    await expect(main.getByRole('heading', { level: 2, name: 'Objectives' })).toBeVisible();
    await expect(main).toContainText('To prevent sexual harassment');
    await expect(main.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
    await expect(
      main.getByRole('listitem').filter({ hasText: 'gender sensitisation' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Minutes' })).toBeVisible();
    // Each link gives the file's number, type and size, then what it belongs to.
    const minutes = main.getByRole('link', {
      name: /^View PDF \d \(PDF, [^)]+\)\s?: Minutes of the Internal Complaints Committee$/,
    });
    await expect(minutes).toHaveCount(icc.minutes.length);
    for (const [i, file] of icc.minutes.entries()) {
      expect(file.size, `${file.url}: size`).toBeDefined();
      await expect(minutes.nth(i)).toHaveAccessibleName(
        new RegExp(`^View PDF ${i + 1} \\(PDF, ${sizeText(file.size!)}\\)\\s?: Minutes of the`),
      );
    }
    await expect(minutes.first()).toHaveAttribute('href', icc.minutes[0]!.url);
    expect((await request.get(icc.minutes[0]!.url)).status()).toBe(200);
  });

  test('an unknown committee is a 404', async ({ page }) => {
    expect((await page.goto('/committees?code=SPORTS'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect((await page.goto('/committees?code=%3Cx%3E'))?.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the committee is chosen by a plain link', async ({ page }) => {
      await page.goto('/committees');
      await page.getByRole('link', { name: 'Women Cell' }).click();
      await expect(page).toHaveURL('/committees?code=WOMEN_CELL');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women Cell');
      await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/committees');
    await expectNoAxeViolations(page);
    await page.goto('/committees?code=IQAC');
    await expectNoAxeViolations(page);
  });
});
