import { api, startingWith } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Department = Record<string, unknown> & { facilities: { title: string }[] };
type Item = { title: string; upload_info: { url: string }[] };

/** The department's own text fields, each on its page, shown as provided (SPEC §2). */
const TEXT_PAGES = [
  ['glance', 'Department at a glance', 'department_about'],
  ['vision', 'Vision & Mission', 'vision'],
  ['course', 'Courses & Programmes', 'courses'],
  ['onlineclasses', 'Online Classes', 'online_classes'],
  ['activity', 'Activities', 'activity'],
  ['contact', 'Contact', 'contact_details'],
] as const;

const FILE_PAGES = [
  ['syllabus', 'Syllabus', 'SYLLABUS'],
  ['journal', 'Journal & Magazines', 'JOURNAL'],
  ['achievements', 'Achievements', 'ACHIEVEMENTS'],
  ['co_po', 'COs & POs', 'CO_PO'],
] as const;

const NOTICE_PAGES = [
  ['notifications', 'Departmental Notification', 'DEPT_NOTICE'],
  ['events', 'News & Events', 'DEPTEVENT'],
] as const;

/** The first words of an HTML field, as text. */
const firstWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 6)
    .join(' ');

test.describe('department text pages', () => {
  for (const [child, title, field] of TEXT_PAGES) {
    test(`${child} shows '${title}' from the department's ${field}`, async ({ page, request }) => {
      const dept = await api<Department>(request, '/getdeptdata', { dept_code: 'PHY' });
      await page.goto(`/department/PHY/${child}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText(firstWords(dept[field] as string));
      await expect(
        page.getByRole('navigation', { name: 'More from the department' }).getByRole('link', {
          name: title,
        }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the HTML is shown as provided, links included', async ({ page }) => {
    await page.goto('/department/PHY/onlineclasses');
    await expect(page.getByRole('link', { name: 'KBC e-Learning channel' })).toHaveAttribute(
      'href',
      'https://www.example.org/kbc-elearning/phy',
    );
    await page.goto('/department/PHY/contact');
    await expect(page.getByRole('link', { name: 'hod.phy@example.edu.in' })).toHaveAttribute(
      'href',
      'mailto:hod.phy@example.edu.in',
    );
  });

  test('facilities shows each facility with its title', async ({ page, request }) => {
    const dept = await api<Department>(request, '/getdeptdata', { dept_code: 'PHY' });
    await page.goto('/department/PHY/facilities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facilities');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      dept.facilities.map((f) => f.title),
    );
  });
});

test.describe('department files', () => {
  for (const [child, title, type] of FILE_PAGES) {
    test(`${child} lists the ${type} files`, async ({ page, request }) => {
      const files = await api<Item[]>(request, '/getdepartmentfilebytype', {
        dept_code: 'PHY',
        type,
      });
      expect(files.length).toBeGreaterThan(0);
      await page.goto(`/department/PHY/${child}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        files.map((f) => f.title),
      );
      const withFile = files.find((f) => f.upload_info.length > 0)!;
      await expect(
        page.getByRole('link', { name: new RegExp(`: ${withFile.title.replace(/[()]/g, '.')}$`) }),
      ).toHaveAttribute('href', withFile.upload_info[0]!.url);
    });
  }
});

test.describe('department notices and events', () => {
  for (const [child, title, type] of NOTICE_PAGES) {
    test(`${child} lists every ${type} of the department`, async ({ page, request }) => {
      const notices = await api<Item[]>(request, '/getnoticesbytypedept', {
        dept_code: 'PHY',
        type,
        year: '',
      });
      await page.goto(`/department/PHY/${child}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        notices.map((n) => startingWith(n.title)),
      );
    });
  }
});

test('department pages have no axe-core violations', async ({ page }) => {
  for (const child of ['course', 'facilities', 'syllabus', 'notifications']) {
    await page.goto(`/department/PHY/${child}`);
    await expectNoAxeViolations(page);
  }
});
