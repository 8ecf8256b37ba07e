import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { startingWith } from '../helpers/page-addresses.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * A department's home, alumni and profile pages as they arrive without JavaScript, read from
 * their HTML; the same pages with the enhancement module (and axe-core) stay in tests/browser.
 */
const pages = useSitePages();

const PANELS = [
  {
    heading: 'Departmental Notification',
    type: 'DEPT_NOTICE',
    all: '/department/PHY/notifications',
  },
  { heading: 'News & Events', type: 'DEPTEVENT', all: '/department/PHY/events' },
];
type Event = { title: string; photo?: { url: string; alt: string } };
const departmentNotices = (type: string) =>
  pages.api<Event[]>('/getnoticesbytypedept', { dept_code: 'PHY', type, year: '' });

describe('department home', () => {
  it('shows the department at a glance, its notifications and its events', async () => {
    const { screen, document } = await pages.load('/department/PHY');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Department at a glance');
    expect(textOf(document.querySelector('main'))).toContain(
      'The Department of Physics of Kopoubari College was established in 1984.',
    );
    for (const panel of PANELS) {
      const notices = await departmentNotices(panel.type);
      expect(notices.length).toBeGreaterThan(0);
      const region = within(screen.getByRole('region', { name: panel.heading }));
      const titles = textsOf(region.getAllByRole('heading', { level: 3 }));
      const expected = notices.slice(0, 5);
      expect(titles).toHaveLength(expected.length);
      expected.forEach((notice, i) => expect(titles[i]).toMatch(startingWith(notice.title)));
      expect(
        region.getByRole('link', { name: `View All ${panel.heading}` }).getAttribute('href'),
      ).toBe(panel.all);
    }
  });

  it('News & Events shows the photographs of past events with their alt texts', async () => {
    const events = await departmentNotices('DEPTEVENT');
    const shown = events.slice(0, 5).filter((event) => event.photo);
    expect(shown.length).toBeGreaterThan(0);
    const { screen } = await pages.load('/department/PHY');
    const region = within(screen.getByRole('region', { name: 'News & Events' }));
    expect(region.getAllByRole('img')).toHaveLength(shown.length);
    for (const event of shown)
      expect(region.getByRole('img', { name: event.photo!.alt }).getAttribute('src')).toBe(
        event.photo!.url,
      );
  });
});

type Alumnus = { name: string; batch: string; email: string; phone: string };

describe('department alumni', () => {
  it('one collapsible section per batch, latest first and open, each with its table', async () => {
    const alumni = await pages.api<Alumnus[]>('/getalumnibydept', { dept_code: 'PHY' });
    const batches = [...new Set(alumni.map((a) => a.batch))].sort((a, b) => Number(b) - Number(a));
    expect(batches.length).toBeGreaterThan(1);
    const { screen, document } = await pages.load('/department/PHY/alumni');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Alumni');
    const groups = Array.from(document.querySelectorAll('details'));
    expect(textsOf(groups.map((group) => group.querySelector('summary')!))).toEqual(
      batches.map((batch) => `Batch ${batch} (${alumni.filter((a) => a.batch === batch).length})`),
    );
    // The latest batch is open; the others open with their summary (HTML's own details).
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual(
      batches.map((_, i) => i === 0),
    );
    const latest = within(
      screen.getByRole('table', { name: `Alumni of batch ${batches[0]}`, hidden: true }),
    );
    expect(textsOf(latest.getAllByRole('columnheader'))).toEqual([
      '#',
      'Name',
      'Batch',
      'Current Profession',
      'Highest Qualification',
      'Contact',
    ]);
    const members = alumni.filter((a) => a.batch === batches[0]);
    const rows = latest.getAllByRole('row');
    expect(rows).toHaveLength(members.length + 1);
    expect(textOf(within(rows[1]!).getAllByRole('cell')[0])).toBe('1');
    expect(textOf(rows[1])).toContain(members[0]!.name);
    expect(
      screen.getByRole('table', { name: `Alumni of batch ${batches[1]}`, hidden: true }),
    ).toBeTruthy();
  });

  it('contacts are mail and phone links', async () => {
    const alumni = await pages.api<Alumnus[]>('/getalumnibydept', { dept_code: 'PHY' });
    const reachable = alumni.find((a) => a.email && a.phone)!;
    const { screen } = await pages.load('/department/PHY/alumni');
    const table = within(
      screen.getByRole('table', { name: `Alumni of batch ${reachable.batch}`, hidden: true }),
    );
    const [row] = table
      .getAllByRole('row', { hidden: true })
      .filter((r) => textOf(r).includes(reachable.name));
    const links = within(row!);
    expect(
      links.getByRole('link', { name: reachable.email, hidden: true }).getAttribute('href'),
    ).toBe(`mailto:${reachable.email}`);
    expect(
      links.getByRole('link', { name: reachable.phone, hidden: true }).getAttribute('href'),
    ).toBe(`tel:${reachable.phone}`);
  });
});

/** SPEC §2's 23 headings: Home and the 22 tables (docs/decisions/002-contract-shapes.md). */
const HEADINGS = [
  'Home',
  'Programmes Offered',
  'Collaboration Courses',
  'Teaching Posts',
  'Student-Teacher Ratio',
  'Technical Support Staff',
  'Non-Technical Support Staff',
  'Ongoing and Completed Research Projects',
  'Collaborative Projects',
  'Research Publications',
  'Chapters in Books',
  'Faculty Selected to Visit Institutions',
  'Faculty Serving',
  'Faculty Improvement Programs',
  'Awards',
  'Seminars Organised',
  'Departmental Publications',
  'Student Projects (In-house)',
  'Student Projects (Collaborative)',
  'Student Profile',
  'Diversity',
  'Cleared Exams',
  'Progressions',
];
type Department = { estd: number; examination_system: string; profile: Record<string, object[]> };

describe('department profile', () => {
  it('lists the 23 headings; Home shows the year, the examination system, the faculty', async () => {
    const dept = await pages.api<Department>('/getdeptdata', { dept_code: 'PHY' });
    const people = await pages.api<{ name: string }[]>('/getemployeebytype', {
      dept_code: 'PHY',
      type: 'FACULTY',
    });
    const { screen } = await pages.load('/department/PHY/profile');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Department Profile');
    const list = within(screen.getByRole('navigation', { name: 'Department profile headings' }));
    expect(textsOf(list.getAllByRole('link'))).toEqual(HEADINGS);
    expect(list.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const home = textOf(screen.getByRole('region', { name: 'Home' }));
    expect(home.replace(/\s/g, '')).toContain(`YearofEstablishment${dept.estd}`);
    expect(home).toContain(dept.examination_system);
    for (const person of people) expect(home).toContain(person.name);

    // A heading is a link that puts the choice in the address.
    const href = list.getByRole('link', { name: 'Programmes Offered' }).getAttribute('href')!;
    expect(href).toBe('/department/PHY/profile?section=programmes_offered');
    const chosen = await pages.load(href);
    const table = within(chosen.screen.getByRole('table', { name: 'Programmes Offered' }));
    expect(table.getAllByRole('row')).toHaveLength(dept.profile.programmes_offered!.length + 1);
    expect(textsOf(table.getAllByRole('columnheader'))).toEqual([
      'Programme',
      'Level',
      'Duration',
      'Intake',
    ]);
    const chosenList = within(
      chosen.screen.getByRole('navigation', { name: 'Department profile headings' }),
    );
    expect(
      chosenList.getByRole('link', { name: 'Programmes Offered' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('a heading without entries shows no table', async () => {
    // The demo's Economics department has no technical support staff.
    const dept = await pages.api<Department>('/getdeptdata', { dept_code: 'ECO' });
    expect(dept.profile.technical_staff ?? []).toEqual([]);
    const { screen } = await pages.load('/department/ECO/profile?section=technical_staff');
    const region = screen.getByRole('region', { name: 'Technical Support Staff' });
    expect(within(region).queryAllByRole('table')).toHaveLength(0);
    expect(textOf(region)).toContain('No Technical Support Staff given.');
  });
});
