import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { facultyUrl, startingWith } from '../helpers/page-addresses.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

type Department = Record<string, unknown> & { facilities: { title: string }[] };
type Item = { title: string; upload_info: { url: string }[] };

const pages = useSitePages();

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

describe('department microsites and research without JavaScript (issue 4)', () => {
  it.each(PAGES)('%s arrives complete from the server', async (address, heading) => {
    const { status, document, screen } = await pages.load(address);
    expect(status).toBe(200);
    const h1 = textOf(screen.getByRole('heading', { level: 1 }));
    if (typeof heading === 'string') expect(h1).toBe(heading);
    else expect(h1).toMatch(heading);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(textOf(document.body)).not.toMatch(/Loading/);
  });

  it('a quarterly report of a chosen quarter arrives complete from the server', async () => {
    // A quarter the demo profile has (the demo's quarters move with its generator).
    const profile = await pages.api<{ qr_list: { quarter: string }[] }>('/getmyprofiledata', {
      id: 151,
    });
    const quarter = profile.qr_list.at(-1)!.quarter;
    const address = `${facultyUrl('PHY', 'quarterlyreport', 151, 'Dr. Dilip Kumar Hazarika')}&qr=${quarter}`;
    const { status, document, screen } = await pages.load(address);
    expect(status).toBe(200);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(
      'Quarterly Report of Dr. Dilip Kumar Hazarika',
    );
    expect(textOf(screen.getByRole('status'))).toBe(`Showing: Quarter ${quarter}`);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(textOf(document.body)).not.toMatch(/Loading/);
  });

  it('each quarter of the report links to the report itself (#report), where the page lands on its tables', async () => {
    const { document } = await pages.load(
      facultyUrl('PHY', 'quarterlyreport', 151, 'Dr. Dilip Kumar Hazarika'),
    );
    const choices = Array.from(document.querySelectorAll('.quarter-tabs a'));
    expect(choices.length).toBeGreaterThan(1);
    for (const choice of choices) expect(choice.getAttribute('href')).toMatch(/#report$/);
    // The target is the line that says which quarter, right above the first table.
    const target = document.getElementById('report');
    expect(textOf(target)).toMatch(/^Showing: /);
    const firstTable = document.querySelector('main table')!;
    expect(target!.compareDocumentPosition(firstTable) & 4 /* FOLLOWING */).toBeTruthy();
  });

  it('every department has its microsite', async () => {
    const departments =
      await pages.api<{ dept_code: string; dept_name: string }[]>('/getdepartments');
    for (const department of departments) {
      const { status, screen } = await pages.load(`/department/${department.dept_code}`);
      expect(status).toBe(200);
      const banner = screen.getByRole('banner');
      const images = Array.from(banner.querySelectorAll('img, [role="img"]'));
      const named = screen.getAllByRole('img', { name: `Department of ${department.dept_name}` });
      expect(named).toContain(images.at(-1));
    }
  });

  it('the resource routes answer files, not pages', async () => {
    const cv = await pages.get('/department/PHY/faculty/cv?id=151');
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^attachment; filename="cv\d+\.pdf"$/);
    const image = await pages.get(
      '/department/PHY/gallery/image?src=gallery/phy-1-1.jpg&view=thumb&w=320',
    );
    expect(image.headers['content-type']).toBe('image/webp');
  });
});

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

describe('department text pages', () => {
  it.each(TEXT_PAGES)("%s shows '%s' from the department's %s", async (child, title, field) => {
    const dept = await pages.api<Department>('/getdeptdata', { dept_code: 'PHY' });
    const { screen, main } = await pages.load(`/department/PHY/${child}`);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(title);
    expect(textOf(main.getByRole('heading', { level: 1 }).closest('main'))).toContain(
      firstWords(dept[field] as string),
    );
    const more = screen.getByRole('navigation', { name: 'More from the department' });
    const link = within(more)
      .getAllByRole('link')
      .find((a) => textOf(a) === title);
    expect(link?.getAttribute('aria-current')).toBe('page');
  });

  it('the HTML is shown as provided, links included', async () => {
    const online = await pages.load('/department/PHY/onlineclasses');
    expect(
      online.screen.getByRole('link', { name: 'KBC e-Learning channel' }).getAttribute('href'),
    ).toBe('https://www.example.org/kbc-elearning/phy');
    const contact = await pages.load('/department/PHY/contact');
    expect(
      contact.screen.getByRole('link', { name: 'hod.phy@example.edu.in' }).getAttribute('href'),
    ).toBe('mailto:hod.phy@example.edu.in');
  });

  it('facilities shows each facility with its title', async () => {
    const dept = await pages.api<Department>('/getdeptdata', { dept_code: 'PHY' });
    const { screen, main } = await pages.load('/department/PHY/facilities');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Facilities');
    expect(textsOf(main.getAllByRole('heading', { level: 2 }))).toEqual(
      dept.facilities.map((f) => f.title),
    );
  });
});

describe('department files', () => {
  it.each(FILE_PAGES)('%s lists the %s files', async (child, title, type) => {
    const files = await pages.api<Item[]>('/getdepartmentfilebytype', { dept_code: 'PHY', type });
    expect(files.length).toBeGreaterThan(0);
    const { screen, main } = await pages.load(`/department/PHY/${child}`);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(title);
    expect(textsOf(main.getAllByRole('heading', { level: 2 }))).toEqual(files.map((f) => f.title));
    const withFile = files.find((f) => f.upload_info.length > 0)!;
    const name = new RegExp(`: ${withFile.title.replace(/[()]/g, '.')}$`);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
      withFile.upload_info[0]!.url,
    );
  });
});

describe('department notices and events', () => {
  it.each(NOTICE_PAGES)('%s lists every %s of the department', async (child, title, type) => {
    const notices = await pages.api<Item[]>('/getnoticesbytypedept', {
      dept_code: 'PHY',
      type,
      year: '',
    });
    const { screen, main } = await pages.load(`/department/PHY/${child}`);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(title);
    const headings = textsOf(main.getAllByRole('heading', { level: 2 }));
    expect(headings).toHaveLength(notices.length);
    notices.forEach((notice, i) => expect(headings[i]).toMatch(startingWith(notice.title)));
  });
});
