import { facultyUrl } from './department-api.ts';
import { expect, test } from './fixtures.ts';

/** Every page address of issue 4, with the h1 it must arrive with, JavaScript off. */
const PAGES: [string, string | RegExp][] = [
  ['/department/PHY', 'Department at a glance'],
  ['/department/PHY/profile', 'Department Profile'],
  ['/department/PHY/profile?section=awards', 'Department Profile'],
  ['/department/PHY/faculty', 'Faculty Members'],
  [facultyUrl('PHY', 'single', 151, 'Dr. Dilip Kumar Hazarika'), /^Dr\. Dilip Kumar Hazarika/],
  [facultyUrl('CHE', 'single', 101, 'Principal'), /^Dr\. /],
  [
    facultyUrl('PHY', 'quarterlyreport', 151, 'Dr. Dilip Kumar Hazarika'),
    'Quarterly Report of Dr. Dilip Kumar Hazarika',
  ],
  [
    `${facultyUrl('PHY', 'quarterlyreport', 151, 'Dr. Dilip Kumar Hazarika')}&qr=2026-1st`,
    'Quarterly Report of Dr. Dilip Kumar Hazarika',
  ],
  ['/department/PHY/course', 'Courses & Programmes'],
  ['/department/PHY/contact', 'Contact'],
  ['/department/PHY/co_po', 'COs & POs'],
  ['/department/PHY/syllabus', 'Syllabus'],
  ['/department/PHY/journal', 'Journal & Magazines'],
  ['/department/PHY/notifications', 'Departmental Notification'],
  ['/department/PHY/events', 'News & Events'],
  ['/department/PHY/achievements', 'Achievements'],
  ['/department/PHY/alumni', 'Alumni'],
  ['/department/PHY/activity', 'Activities'],
  ['/department/PHY/gallery', 'Gallery'],
  ['/department/ECO/gallery', 'Gallery'],
  ['/department/PHY/research', 'Research'],
  ['/department/PHY/vision', 'Vision & Mission'],
  ['/department/PHY/glance', 'Department at a glance'],
  ['/department/PHY/onlineclasses', 'Online Classes'],
  ['/department/PHY/facilities', 'Facilities'],
  ['/research', 'Research'],
  ['/research/BOT', 'Research'],
];

test.describe('department microsites and research without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page arrives complete from the server', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [address, heading] of PAGES) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
      await expect(page.getByRole('main'), address).toBeVisible();
      await expect(page.getByText(/Loading/), address).toHaveCount(0);
    }
  });

  test('every department has its microsite', async ({ page, request }) => {
    const departments: { dept_code: string; dept_name: string }[] = await (
      await request.get('/api/getdepartments')
    ).json();
    for (const department of departments) {
      const response = await page.goto(`/department/${department.dept_code}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('img').last()).toHaveAccessibleName(
        `Department of ${department.dept_name}`,
      );
    }
  });

  test('the resource routes answer files, not pages', async ({ request }) => {
    const cv = await request.get('/department/PHY/faculty/cv?id=151');
    expect(cv.headers()['content-type']).toBe('application/pdf');
    expect(cv.headers()['content-disposition']).toMatch(/^attachment; filename="cv\d+\.pdf"$/);
    const image = await request.get(
      '/department/PHY/gallery/image?src=gallery/phy-1-1.jpg&view=thumb&w=320',
    );
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
