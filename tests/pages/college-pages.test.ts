import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helpers/today.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

/** Every address of the main college layout of issue 3, and what its one h1 says. */
const ROUTES: [path: string, h1: string | RegExp][] = [
  ['/', 'Kopoubari College'],
  ['/aboutus/about', 'About the College'],
  ['/aboutus/history', 'Our History'],
  ['/aboutus/vision', 'Vision & Mission'],
  ['/aboutus/mission', 'Mission'],
  ['/aboutus/icv', 'Aims & Objectives'],
  ...(
    [
      ['administrative', 'Administrative'],
      ['academic', 'Academic'],
      ['achievements', 'Achievements'],
      ['sachievements', 'Student Achievements'],
      ['eachievements', 'Employee Achievements'],
      ['downloads', 'Downloads'],
      ['tender', 'Tender'],
    ] as const
  ).flatMap(([link, label]): [string, string][] => [
    [`/notifications/${link}`, label],
    [`/notifications/${link}/${TEST_YEAR - 3}`, label],
  ]),
  ['/events', 'Events'],
  ['/events?year=2021', 'Events'],
  ['/administrations/principal', 'Principal'],
  ['/administrations/gb', 'Governing Body'],
  ['/administrations/officestaff', 'Office Staff'],
  ['/departments', 'Departments'],
  ['/departments?stream=SCIENCE', 'Departments'],
  ['/departments/arts', 'Departments'],
  ['/departments/science', 'Departments'],
  ['/departments/commerce', 'Departments'],
  ['/departments/others', 'Departments'],
  ['/students/notification', 'Notification'],
  ['/students/downloads', 'Downloads'],
  ['/students/routines', 'Routines'],
  ['/students/results', 'Results'],
  ['/students/exam-schedule', 'Exam Schedule'],
  ['/students/clubs', 'Clubs'],
  ['/students/grievances', 'Grievances'],
  ['/facility/library', 'Library'],
  ['/facility/studentsupport', 'Student Support'],
  ['/facility/boyshostel', "Boys' Hostel"],
  ['/facility/girlshostel', "Girls' Hostel"],
  ['/facility/cif', 'Central Instrumentation Facility'],
  ['/facility/canteen', 'Canteen'],
  ['/facility/cgpc', 'Career Guidance & Counselling Cell'],
  ['/facility/Career_Placement_Cell', 'Career & Placement Cell'],
  ['/rti/home', 'Right to Information'],
  ['/rti/officers', 'RTI Officers'],
  ['/rti/selfdec', /^Self Declaration/],
  ['/rti/code', 'Code of Conduct'],
  ['/rti/act', 'RTI Act'],
  ['/rti/ief', 'Information in Electronic Form'],
  ['/rti/pac', 'Particulars of Organisation'],
  ['/alumni/association', 'Alumni Association'],
  ['/alumni/committee', 'Executive Committee of the Alumni Association'],
  ['/alumni/support', 'Alumni Support'],
  ['/alumni/list', 'Alumni List'],
  ['/alumni/notable', 'Notable Alumni'],
  ['/committees', 'Committees'],
  ['/committees?code=IQAC', 'Internal Quality Assurance Cell (IQAC)'],
  ['/nirf', 'NIRF'],
  ['/contactus', 'Contact Us'],
  ['/importantfile', 'Important Information'],
  ['/emblem', 'The Emblem'],
  ['/organo', 'Organogram'],
];

/** Issue 3: every page of the college layout arrives complete from the server. */
describe('the college site without JavaScript', () => {
  const pages = useSitePages();

  it.each(ROUTES)('%s arrives complete from the server', async (path, h1) => {
    const { status, document, screen, main } = await pages.load(path);
    expect(status).toBe(200);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    const heading = main.getByRole('heading', { level: 1 });
    if (typeof h1 === 'string') expect(textOf(heading)).toBe(h1);
    else expect(textOf(heading)).toMatch(h1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toMatch(/Kopoubari College$/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /\w{4}/,
    );
    // The page's own content came with the HTML: no loading text, no empty frame.
    const content = textOf(document.querySelector('main'));
    expect(content).not.toContain('Loading');
    expect(content.length).toBeGreaterThan(40);
  });

  it('any other address is a 404 inside the layout', async () => {
    const { status, main } = await pages.load('/no/such/page');
    expect(status).toBe(404);
    expect(textOf(main.getByRole('heading', { level: 1 }))).toBe('Page not found');
  });
});
