import { readFile } from 'node:fs/promises';
import { within } from '@testing-library/dom';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/** The website's own pages (GIGW) and the heading each shows. */
const HELP = [
  ['Help', '/help'],
  ['Feedback', '/feedback'],
  ['Accessibility Statement', '/accessibility-statement'],
  ['Screen Reader Access', '/screen-reader-access'],
] as const;
const POLICIES = [
  ['Copyright Policy', '/website-policies/copyright'],
  ['Hyperlinking Policy', '/website-policies/hyperlinking'],
  ['Privacy Policy', '/website-policies/privacy'],
  ['Terms & Conditions', '/website-policies/terms-and-conditions'],
  ['Disclaimer', '/website-policies/disclaimer'],
  ['Content Archival Policy', '/website-policies/content-archival'],
] as const;

/** The college's social links, as college.yaml gives them. */
async function socialLinks(): Promise<Record<string, string>> {
  const college = parse(await readFile(`${DEMO_CONTENT_DIR}/college.yaml`, 'utf8')) as {
    social: Record<string, string>;
  };
  return college.social;
}

const pages = useSitePages();

describe('the footer of every page', () => {
  it.each(['/', '/department/PHY/faculty'])(
    '%s: help, policies, National Portal, social links',
    async (path) => {
      const { screen } = await pages.load(path);
      const element = screen.getByRole('contentinfo');
      const footer = within(element);
      for (const [label, href] of [...HELP, ...POLICIES]) {
        expect(footer.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
      }
      // The words '(external site, opens in a new tab)' come with the mark the style sheet
      // adds, which only a browser shows (tests/browser/website-pages.spec.ts).
      const portal = footer.getByRole('link', { name: /^National Portal of India/ });
      expect(portal.getAttribute('href')).toBe('https://www.india.gov.in/');
      expect(portal.getAttribute('target')).toBe('_blank');
      const social = await socialLinks();
      expect(Object.keys(social).length).toBeGreaterThan(0);
      for (const href of Object.values(social)) {
        const link = element.querySelector(`a[href="${href}"]`);
        expect(link, href).not.toBeNull();
        expect(link?.getAttribute('target')).toBe('_blank');
      }
    },
  );
});

describe('the website’s own pages', () => {
  it.each([...HELP, ...POLICIES])(
    '%s (%s) shows its text and the date it was last changed',
    async (label, path) => {
      const { status, screen, main, document } = await pages.load(path);
      expect(status).toBe(200);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(label);
      const updated = Array.from(document.querySelectorAll('main p')).filter((p) =>
        /^Last updated: \d{1,2} \w+ \d{4}$/.test(textOf(p)),
      );
      expect(updated).toHaveLength(1);
      expect(updated[0]!.querySelector('time')?.getAttribute('datetime')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(main.getByRole('navigation', { name: 'Policies of this website' })).toBeTruthy();
    },
  );

  it('feedback gives addresses and a phone, and has no form (the site is read-only)', async () => {
    const { main, document } = await pages.load('/feedback');
    expect(main.getByRole('link', { name: 'office@example.edu.in' }).getAttribute('href')).toBe(
      'mailto:office@example.edu.in',
    );
    expect(main.getByRole('link', { name: '+91 90000 00100' })).toBeTruthy();
    expect(textOf(document.querySelector('main'))).toContain('Kopoubari College, P.O. Kopoubari');
    expect(document.querySelectorAll('main form')).toHaveLength(0);
    expect(main.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('links to other sites in content say that they open in a new tab', async () => {
    const reader = await pages.load('/screen-reader-access');
    // What they are announced as needs a browser (the style sheet's mark): website-pages.spec.ts.
    const nvda = reader.main.getByRole('link', { name: /^nvaccess\.org/ });
    expect(nvda.getAttribute('target')).toBe('_blank');
    // A link within the site is not marked.
    const help = await pages.load('/help');
    const inside = help.main.getAllByRole('link', { name: 'Feedback' });
    expect(inside).toHaveLength(2); // the text's and the side list's
    for (const link of inside) expect(link.getAttribute('target')).not.toBe('_blank');
  });

  it('the home page, in both languages, says when the content was last updated', async () => {
    for (const path of ['/', '/as/']) {
      const { document } = await pages.load(path);
      const line = document.querySelectorAll('main .last-updated');
      expect(line, path).toHaveLength(1);
      expect(line[0]!.querySelector('time')?.getAttribute('datetime')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
    }
    expect(textOf((await pages.load('/')).document.querySelector('main .last-updated'))).toMatch(
      /^Last updated: \d{1,2} \w+ \d{4}$/,
    );
  });

  it('a notice’s and an event’s own page say when they were last updated: the item’s date', async () => {
    for (const list of ['/notifications/academic', '/events']) {
      const { document } = await pages.load(list);
      const items = Array.from(document.querySelectorAll('main a[href]'), (a) =>
        a.getAttribute('href')!,
      ).filter((href) => new RegExp(`^${list}/\\d{4}/\\d+$`).test(href));
      expect(items.length, list).toBeGreaterThan(0);
      const page = await pages.load(items[0]!);
      const dated = page.document.querySelector('main article dd time');
      const updated = page.document.querySelectorAll('main .last-updated time');
      expect(updated, list).toHaveLength(1);
      expect(updated[0]!.getAttribute('datetime')).toBe(dated?.getAttribute('datetime'));
    }
  });

  it('notices pages say when they were last updated: the newest notice’s date', async () => {
    const notices = await pages.api<{ date: string }[]>('/getnoticesbytypedept', {
      dept_code: 'TNC',
      type: 'COLLEGE_ACADEMIC_NOTICE',
      year: Number(TEST_TODAY.slice(0, 4)),
    });
    const newest = notices
      .map((n) => n.date)
      .sort()
      .at(-1)!;
    const { document } = await pages.load('/notifications/academic');
    expect(document.querySelector('main .last-updated time')?.getAttribute('datetime')).toBe(
      newest,
    );
  });
});
