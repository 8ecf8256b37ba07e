import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fileAddress } from '../../src/contract/file-address.ts';
import type { Notice, UpcomingEvent } from '../../src/contract/schemas/notices.ts';
import { sizeText } from '../helpers/demo-texts.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * What the home page says, read from its HTML as a browser without JavaScript gets it; the
 * carousel, the marquees, the hero's looks, the video and axe-core stay in tests/browser.
 */
const pages = useSitePages();

const VIDEO_TITLE = 'A walk through the campus of Kopoubari College';
const VIDEO_ID = 'KBCtour2025';
const TYPE_LABELS = { PDF: 'PDF', image: 'Image', file: 'File' } as const;
/** The three notice panels of the home page, their notice type and their page. */
const PANELS = [
  {
    heading: 'Student Notification',
    type: 'COLLEGE_ACADEMIC_NOTICE',
    page: '/notifications/academic',
  },
  { heading: 'Tenders', type: 'COLLEGE_TENDER', page: '/notifications/tender' },
  { heading: 'Announcements', type: 'COLLEGE_ADMIN_NOTICE', page: '/notifications/administrative' },
] as const;
const panelNotices = (type: string) =>
  pages.api<Notice[]>('/getnoticesbytypedeptv1', { type, dept_code: 'TNC', year: '' });

describe('home page', () => {
  it('arrives as complete HTML with the latest notices of each panel', async () => {
    const response = await pages.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toContain('stale-while-revalidate');
    for (const panel of PANELS) {
      const [latest] = await panelNotices(panel.type);
      expect(latest).toBeTruthy();
      expect(response.body).toContain(panel.heading);
      expect(response.body).toContain(
        latest!.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;'),
      );
    }
  });

  it('has a title and a description', async () => {
    const { document } = await pages.load('/');
    expect(document.title).toBe('Kopoubari College');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /notices/i,
    );
  });

  it('links the About and History teasers and the six cards to their pages', async () => {
    const { main } = await pages.load('/');
    for (const [name, text, href] of [
      ['About The College', 'Kopoubari College is a provincialised', '/aboutus/about'],
      ['Our History', 'In the early 1960s', '/aboutus/history'],
    ]) {
      const region = main.getByRole('region', { name });
      expect(textOf(region)).toContain(text);
      expect(
        within(region)
          .getByRole('link', { name: /^Read More/ })
          .getAttribute('href'),
      ).toBe(href);
    }
    const cards = {
      Departments: '/departments',
      IQAC: '/iqac/strategies',
      Committees: '/committees',
      'Important Informations': '/importantfile',
      Organogram: '/organo',
      'The Emblem': '/emblem',
    };
    for (const [name, href] of Object.entries(cards)) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const departments = main
      .getAllByRole('listitem')
      .filter((item) => within(item).queryAllByRole('link', { name: 'Departments' }).length > 0);
    expect(departments).toHaveLength(1);
    expect(textOf(departments[0])).toContain('The college has 8 departments');
  });

  it('each notice panel links every notice, marks the new ones and has View All', async () => {
    const { screen } = await pages.load('/');
    for (const panel of PANELS) {
      const region = within(screen.getByRole('region', { name: panel.heading }));
      expect(region.getByRole('link', { name: /^View All/ }).getAttribute('href')).toBe(panel.page);
      const notices = await panelNotices(panel.type);
      expect(notices.some((notice) => notice.diff)).toBe(true);
      const items = region.getAllByRole('listitem');
      expect(items).toHaveLength(notices.length);
      for (const [i, notice] of notices.entries()) {
        const item = within(items[i]!);
        const [file] = notice.upload_info;
        const href = notice.link
          ? notice.link
          : file
            ? fileAddress(file, '/uploads')
            : `${panel.page}/${notice.year}/${notice.id}`;
        const link = item.getByRole('link');
        expect(link.getAttribute('href')).toBe(href);
        expect(textOf(link)).toContain(notice.title);
        // A link to a file says what the file is and how big (the importer records the size).
        if (!notice.link && file) {
          expect(file.size, `${notice.title}: size`).toBeDefined();
          expect(textOf(link)).toContain(
            `(${TYPE_LABELS[file.fileType]}, ${sizeText(file.size!)})`,
          );
        }
        expect(item.queryAllByText('New', { exact: true })).toHaveLength(notice.diff ? 1 : 0);
      }
    }
  });

  it('arrives with everything in plain HTML (without JavaScript)', async () => {
    const { screen, main, document } = await pages.load('/');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Kopoubari College');

    const events = await pages.api<UpcomingEvent[]>('/getupcomingevents');
    const hero = within(screen.getByRole('region', { name: 'Upcoming Events' }));
    // All in the HTML; that the style sheet shows them all without JavaScript (they carry
    // `hidden` for the carousel) is checked in tests/browser/home.spec.ts.
    const items = hero.getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(events.length);
    for (const [i, event] of events.entries()) {
      const text = textOf(items[i]);
      expect(text).toContain(event.title);
      expect(text).toContain(`${event.date_no}`);
      expect(text).toContain(event.month);
    }
    expect(hero.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');

    for (const panel of PANELS) {
      const section = within(screen.getByRole('region', { name: panel.heading }));
      const notices = await panelNotices(panel.type);
      const listed = section.getAllByRole('listitem');
      expect(listed).toHaveLength(notices.length);
      expect(textOf(listed[0])).toContain(notices[0]!.title);
      expect(section.queryAllByRole('button')).toHaveLength(0);
    }

    expect(screen.getByRole('region', { name: 'About The College' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our History' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Committees' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: new RegExp(`^Watch on YouTube: ${VIDEO_TITLE}`) })
        .getAttribute('href'),
    ).toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
