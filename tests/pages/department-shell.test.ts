import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * The department shell's HTML: header, menu, footer, and its 404 pages; the menu folding on a
 * phone and axe-core stay in tests/browser/department-shell.spec.ts.
 */
const pages = useSitePages();

/** The dark menu of SPEC §2, in order, and where each item points (docs/page-types.md). */
const MENU = [
  ['ABOUT', '/department/PHY'],
  ['PROFILE', '/department/PHY/profile'],
  ['FACULTY MEMBERS', '/department/PHY/faculty'],
  ['COURSES & PROGRAMMES', '/department/PHY/course'],
  ['JOURNAL & MAGAZINES', '/department/PHY/journal'],
  ['EVENTS', '/department/PHY/events'],
  ['NOTIFICATIONS', '/department/PHY/notifications'],
  ['COs & POs', '/department/PHY/co_po'],
  ['GALLERY', '/department/PHY/gallery'],
  ['ALUMNI', '/department/PHY/alumni'],
] as const;

describe('department shell', () => {
  it('has the header with the name and banner, the dark menu in order, a footer', async () => {
    const { screen, document } = await pages.load('/department/PHY');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('img', { name: 'Department of Physics' })).toBeTruthy();
    expect(header.getByRole('link', { name: 'Kopoubari College' }).getAttribute('href')).toBe('/');
    expect(header.getByRole('link', { name: 'All departments' }).getAttribute('href')).toBe(
      '/departments',
    );
    // The menu's list (its Menu and Close links are the style sheet's to show or hide).
    const nav = within(screen.getByRole('navigation', { name: 'Department of Physics' }));
    const menu = within(nav.getByRole('list'));
    expect(textsOf(menu.getAllByRole('link'))).toEqual(MENU.map(([label]) => label));
    for (const [label, href] of MENU) {
      expect(menu.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('main').getAttribute('id')).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(textOf(screen.getByRole('contentinfo'))).toContain('Kopoubari College');
    expect(document.title).toBe('Department of Physics | Kopoubari College');
  });

  it.each(MENU.slice(1))('the menu item %s leads to a page of the department', async (_, href) => {
    const { status, screen } = await pages.load(href);
    expect(status).toBe(200);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/department/XYZ', '/department/XYZ/faculty', '/department/XYZ/gallery'])(
    'an unknown dept_code (%s) gets a 404 page that points back to /departments',
    async (address) => {
      const { status, screen } = await pages.load(address);
      expect(status).toBe(404);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Department not found');
      expect(screen.getByRole('link', { name: 'See all departments' }).getAttribute('href')).toBe(
        '/departments',
      );
    },
  );

  it('an unknown page of a department is a 404 inside its shell', async () => {
    const { status, screen } = await pages.load('/department/PHY/nothing-here');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Department of Physics' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Go to the department's home page" }).getAttribute('href'),
    ).toBe('/department/PHY');
  });
});
