import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fileName } from '../../src/web/lib/file-name.ts';
import { firstSentenceOf, sizeText } from '../helpers/demo-texts.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

/** Text to match as it is inside a RegExp. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the committees, RTI, emblem and 404 pages say, read from their HTML; their axe-core
 * checks, the officers' table at 320 px and the emblem's loading stay in tests/browser.
 */
const pages = useSitePages();
const mainText = (document: Document, selector = 'main') =>
  textOf(document.querySelector(selector));

interface Committee {
  committee_code: string;
  name: string;
  members: { member_name: string; member_designation: string }[];
  minutes: { url: string; fileType: string; size?: number }[];
}

describe('committees page', () => {
  it('lists every committee, each linking to its detail', async () => {
    const committees = await pages.api<Committee[]>('/getcommittee');
    expect(committees.length).toBe(9);
    const { screen, document } = await pages.load('/committees');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Committees');
    const links = within(document.querySelector('.page-grid__main') as HTMLElement).getAllByRole(
      'link',
    );
    expect(textsOf(links)).toEqual(committees.map((c) => c.name));
    expect(links[0]!.getAttribute('href')).toBe('/committees?code=IQAC');
  });

  it('a committee shows its members, objectives, tasks and minutes', async () => {
    const icc = await pages.api<Committee>('/getcommitteebycode', { committee_code: 'ICC' });
    const list = await pages.load('/committees');
    const href = list.screen
      .getByRole('link', { name: 'Internal Complaints Committee' })
      .getAttribute('href')!;
    expect(href).toBe('/committees?code=ICC');
    const { screen, document } = await pages.load(href);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Internal Complaints Committee');
    const side = within(screen.getByRole('navigation', { name: 'Committees' }));
    expect(side.getAllByRole('link')).toHaveLength(9);
    expect(
      side
        .getByRole('link', { name: 'Internal Complaints Committee' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const members = within(screen.getByRole('table', { name: 'Members' }));
    expect(textsOf(members.getAllByRole('columnheader'))).toEqual(['No.', 'Name', 'Designation']);
    const rows = members.getAllByRole('row');
    expect(rows).toHaveLength(icc.members.length + 1);
    expect(textsOf(within(rows[1]!).getAllByRole('cell'))).toEqual([
      '1',
      'Dr. Arundhati Goswami',
      'Presiding Officer',
    ]);
    const mainElement = document.querySelector('.page-grid__main') as HTMLElement;
    const main = within(mainElement);
    for (const name of ['Objectives', 'Tasks', 'Minutes'])
      expect(main.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(textOf(mainElement)).toContain('To prevent sexual harassment');
    expect(
      main.getAllByRole('listitem').filter((item) => textOf(item).includes('gender sensitisation')),
    ).not.toHaveLength(0);
    // Each link gives the file's name, type and size, then what it belongs to (decision 095).
    const minutes = main.getAllByRole('link', {
      name: /^View PDF: .+ \(PDF, [^)]+\)\s?: Minutes of the Internal Complaints Committee$/,
    });
    expect(minutes).toHaveLength(icc.minutes.length);
    for (const [i, file] of icc.minutes.entries()) {
      expect(file.size, `${file.url}: size`).toBeDefined();
      const name = new RegExp(
        `^View PDF: ${escaped(fileName(file.url))} \\(PDF, ${sizeText(file.size!)}\\)\\s?: Minutes of the`,
      );
      expect(main.getAllByRole('link', { name })).toContain(minutes[i]);
    }
    expect(minutes[0]!.getAttribute('href')).toBe(icc.minutes[0]!.url);
    expect((await pages.get(icc.minutes[0]!.url)).statusCode).toBe(200);
  });

  it('an unknown committee is a 404', async () => {
    const { status, screen } = await pages.load('/committees?code=SPORTS');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect((await pages.get('/committees?code=%3Cx%3E')).statusCode).toBe(404);
  });

  it('the committee is chosen by a plain link (without JavaScript)', async () => {
    const list = await pages.load('/committees');
    const href = list.screen.getByRole('link', { name: 'Women Cell' }).getAttribute('href')!;
    expect(href).toBe('/committees?code=WOMEN_CELL');
    const { screen } = await pages.load(href);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Women Cell');
    expect(screen.getByRole('table', { name: 'Members' })).toBeTruthy();
  });
});

describe('RTI pages', () => {
  const SIDE_LIST = [
    'RTI',
    'RTI Officers',
    'Self Declaration',
    'Code of Conduct',
    'RTI Act',
    'Information in Electronic Form',
    'Particulars of Organisation',
  ];

  it.each([
    { path: '/rti/home', h1: 'Right to Information', text: 'Right to Information Act, 2005' },
    { path: '/rti/officers', h1: 'RTI Officers', text: 'Public Information Officer' },
    { path: '/rti/selfdec', h1: 'Self Declaration (Section 4(1)(b))', text: '4(1)(b)' },
  ])('$path shows its text', async ({ path, h1, text }) => {
    const { screen, document } = await pages.load(path);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(h1);
    const side = within(screen.getByRole('navigation', { name: 'RTI' }));
    expect(textsOf(side.getAllByRole('link'))).toEqual(SIDE_LIST);
    expect(mainText(document, '.page-grid__main')).toContain(text);
  });

  // The SPEC gives these pages a title only; the demo college has written a text for each,
  // which shows under the SPEC's title (without one, the title stands alone: site-content test).
  it.each([
    { path: '/rti/code', h1: 'Code of Conduct', text: 'rti/code' },
    { path: '/rti/act', h1: 'RTI Act', text: 'rti/act' },
    { path: '/rti/ief', h1: 'Information in Electronic Form', text: 'rti/ief' },
    { path: '/rti/pac', h1: 'Particulars of Organisation', text: 'rti/pac' },
  ])('$path keeps its title and shows the college’s text', async ({ path, h1, text }) => {
    const { screen, document } = await pages.load(path);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(h1);
    const side = within(screen.getByRole('navigation', { name: 'RTI' }));
    expect(side.getByRole('link', { name: h1 }).getAttribute('aria-current')).toBe('page');
    expect(mainText(document, '.page-grid__main')).toContain(firstSentenceOf(text));
  });

  it('the officers’ table from the text scrolls in a labelled region', async () => {
    const { screen } = await pages.load('/rti/officers');
    const region = screen.getByRole('region', { name: 'Table: Role, Name, Contact' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(textOf(within(region).getByRole('table'))).toContain('Public Information Officer');
  });

  it('an unknown page is a 404', async () => {
    expect((await pages.get('/rti/appeal')).statusCode).toBe(404);
  });
});

describe('emblem and organogram pages', () => {
  it('the emblem: the image with its size and the text that explains it', async () => {
    const { screen, document } = await pages.load('/emblem');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('The Emblem');
    const image = screen.getByRole('img', { name: 'The emblem of Kopoubari College' });
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('600');
    // The main image of the page, loaded at once; in the version its 22rem box needs.
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('srcset')).toMatch(
      /\/uploads\/_variants\/college\/emblem\.png\/512\.webp 512w/,
    );
    expect(mainText(document)).toContain('kopou phul');
    const full = screen.getByRole('link', { name: 'Open the image full size' });
    expect(full.getAttribute('href')).toBe('/uploads/college/emblem.png');
    expect((await pages.get(full.getAttribute('href')!)).statusCode).toBe(200);
  });

  it('the organogram: the chart with its size and the text that explains it', async () => {
    const { screen, document } = await pages.load('/organo');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Organogram');
    const image = screen.getByRole('img', { name: /^Organogram of Kopoubari College/ });
    expect(image.getAttribute('width')).toBe('1400');
    expect(image.getAttribute('height')).toBe('860');
    expect(mainText(document)).toContain(
      'The Governing Body is the highest authority of the college.',
    );
  });
});

describe('404 page', () => {
  it('answers an unknown address with status 404', async () => {
    for (const address of ['/no-such-page', '/aboutus/about/extra/levels', '/launch/more']) {
      const response = await pages.get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.body).toContain('Page not found');
    }
  });

  it('helps the visitor on inside the college layout', async () => {
    const { status, screen, main, document } = await pages.load('/no-such-page?x=1');
    expect(status).toBe(404);
    expect(document.title).toBe('Page not found | Kopoubari College');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(mainText(document)).toContain('There is no page at /no-such-page on this site.');
    const suggestions = {
      Home: '/',
      'About the College': '/aboutus/about',
      Notifications: '/notifications/administrative',
      Departments: '/departments',
      'Contact Us': '/contactus',
    };
    for (const [name, href] of Object.entries(suggestions)) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // The layout is all there: top bar, menu, footer.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const home = await pages.load('/');
    expect(textOf(home.screen.getByRole('heading', { level: 1 }))).toBe('Kopoubari College');
  });

  it('is the same page without JavaScript', async () => {
    const { screen, document } = await pages.load('/missing/page');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(mainText(document)).toContain('/missing/page');
  });
});
