import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { textOf, textsOf, useSitePages, type Queries } from '../helpers/site-pages.ts';

/**
 * What the departments, contact and launch pages say, read from their HTML; the in-page stream
 * switch, the map on request, the launch button's new tab and axe-core stay in tests/browser.
 */
const pages = useSitePages();

interface Department {
  dept_code: string;
  dept_name: string;
  dept_name_as: string;
  stream: string;
}
const departmentsOf = async (stream: string) =>
  (await pages.api<Department[]>('/getdepartments')).filter((d) => d.stream === stream);

/** The department cards of the page, checked against the API: name, Assamese name, link. */
function expectCards(screen: Queries, stream: string, departments: Department[]) {
  const cards = within(screen.getByRole('list', { name: stream })).getAllByRole('listitem');
  expect(cards).toHaveLength(departments.length);
  for (const [i, dept] of departments.entries()) {
    const card = within(cards[i]!);
    expect(textOf(card.getByRole('heading', { level: 3 }))).toBe(dept.dept_name);
    expect(card.getByRole('link', { name: dept.dept_name }).getAttribute('href')).toBe(
      `/department/${dept.dept_code}`,
    );
    const assamese = Array.from(cards[i]!.querySelectorAll('*')).filter(
      (element) => textOf(element) === dept.dept_name_as && element.children.length === 0,
    );
    expect(assamese.map((element) => element.getAttribute('lang'))).toEqual(['as']);
    const banner = cards[i]!.querySelector('img');
    expect(banner?.getAttribute('width')).toBe('1200');
    expect(banner?.getAttribute('height')).toBe('300');
  }
}

describe('departments page', () => {
  it('shows the Arts departments by default, each card linking to its microsite', async () => {
    const arts = await departmentsOf('ARTS');
    expect(arts.map((d) => d.dept_code)).toEqual(['ASM', 'ENG', 'HIS', 'ECO']);
    const { screen, main } = await pages.load('/departments');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Departments');
    const streams = within(screen.getByRole('navigation', { name: 'Streams' }));
    expect(textsOf(streams.getAllByRole('link'))).toEqual([
      'Arts',
      'Science',
      'Commerce',
      'Others',
    ]);
    expect(streams.getByRole('link', { name: 'Arts' }).getAttribute('aria-current')).toBe('page');
    expect(main.getByRole('heading', { level: 2, name: 'Arts' })).toBeTruthy();
    expectCards(screen, 'Arts', arts);
  });

  it.each([
    ['/departments/science', 'SCIENCE', 'Science'],
    ['/departments/arts', 'ARTS', 'Arts'],
    ['/departments?stream=science', 'SCIENCE', 'Science'],
  ])('each stream has its own address: %s', async (address, stream, name) => {
    const { screen } = await pages.load(address);
    expectCards(screen, name, await departmentsOf(stream));
  });

  it('commerce and others say clearly that there are none', async () => {
    const commerce = await pages.load('/departments/commerce');
    expect(commerce.main.getByRole('heading', { level: 2, name: 'Commerce' })).toBeTruthy();
    expect(textOf(commerce.document.querySelector('main'))).toContain(
      'The college has no commerce departments at present.',
    );
    const others = await pages.load('/departments/others');
    expect(textOf(others.document.querySelector('main'))).toContain(
      'The college has no other departments at present.',
    );
    expect((await pages.get('/departments/law')).statusCode).toBe(404);
  });

  it('the stream links load the other stream (without JavaScript)', async () => {
    const { screen } = await pages.load('/departments');
    const href = within(screen.getByRole('navigation', { name: 'Streams' }))
      .getByRole('link', { name: 'Science' })
      .getAttribute('href')!;
    expect(href).toBe('/departments?stream=SCIENCE');
    const science = await pages.load(href);
    expectCards(science.screen, 'Science', await departmentsOf('SCIENCE'));
  });
});

describe('contact page', () => {
  it('postal address, email, phone and website', async () => {
    const { screen, document } = await pages.load('/contactus');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Contact Us');
    const element = document.querySelector('.page-grid__main') as HTMLElement;
    expect(textOf(element)).toContain(
      'Kopoubari College, P.O. Kopoubari, Dist. Nalbari, Assam 781399',
    );
    const main = within(element);
    for (const [name, href] of [
      ['office@example.edu.in', 'mailto:office@example.edu.in'],
      ['+91 90000 00100', 'tel:+919000000100'],
      ['www.example.edu.in', 'https://www.example.edu.in'],
    ]) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('a plain link leads to the map (without JavaScript)', async () => {
    const { screen, document } = await pages.load('/contactus');
    expect(screen.queryAllByRole('button', { name: 'Show map' })).toHaveLength(0);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(
      screen.getByRole('link', { name: /^Open the map on OpenStreetMap/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  });
});

describe('phone numbers and e-mail addresses (issue 37)', () => {
  /** The page's phone numbers and e-mail addresses that are not links, in the given part. */
  const unlinked = (part: Element) => {
    const copy = part.cloneNode(true) as Element;
    copy.querySelectorAll('a[href^="tel:"], a[href^="mailto:"], script').forEach((a) => a.remove());
    return textOf(copy).match(/(\+91[ -]?)?\b\d{5} ?\d{5}\b|[\w.-]+@[\w-]+\.[\w.-]+/g) ?? [];
  };

  it.each([
    ['/contactus', 'main'],
    ['/contactus', 'footer'],
    ['/administrations/officestaff', 'main'],
    ['/administrations/principal', 'main'],
    ['/department/PHY/faculty/single?id=151', 'main'],
    ['/department/PHY/faculty', 'main'],
    ['/rti/officers', 'main'],
  ])('%s: every phone a tel: link and every e-mail a mailto: link (%s)', async (path, part) => {
    const { document } = await pages.load(path);
    const element = document.querySelector(part)!;
    const links = element.querySelectorAll('a[href^="tel:"], a[href^="mailto:"]');
    expect(links.length, path).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      // A tel: address is the number's digits (and +), whatever spaces the text shows.
      if (href.startsWith('tel:')) {
        expect(href).toMatch(/^tel:\+?\d{6,15}$/);
        expect(href.slice(4)).toBe(textOf(link).replace(/[^\d+]/g, ''));
      } else expect(href).toBe(`mailto:${textOf(link)}`);
    }
    expect(unlinked(element)).toEqual([]);
  });

  it('an e-mail address may break anywhere, so that it wraps in the narrowest box', async () => {
    const response = await pages.get('/contactus');
    expect(response.body).toMatch(/a\[href\^=['"]?mailto:['"]?\]\s*\{\s*overflow-wrap:\s*anywhere/);
  });
});

describe('launch page', () => {
  it('is complete HTML (without JavaScript)', async () => {
    const { status, screen, document } = await pages.load('/launch');
    expect(status).toBe(200);
    expect(document.title).toBe('Launch of the new website | Kopoubari College');
    expect(screen.getByRole('main')).toBeTruthy();
    const button = screen.getByRole('link', { name: /^Click here to Launch Website/ });
    expect(button.getAttribute('href')).toBe('https://new.example.edu.in');
  });
});
