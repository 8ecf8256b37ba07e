import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { IQAC_LINKS } from '../../src/site-map/sections.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

interface Notice {
  title: string;
  description: string;
  date_no: number;
  month: string;
  year: number;
  upload_info: { fileType: 'PDF' | 'image' | 'file'; url: string }[];
}

const FILE_LABELS = { PDF: 'View PDF', image: 'View image', file: 'Download file' };
const DOCUMENT_PAGES = IQAC_LINKS.filter((entry) => entry.code !== '');
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The 18 links of SPEC §1's /iqac/{link} row, in its order: written out, not the site's own list. */
const SPEC_LINKS = [
  'strategies',
  'functions',
  'teams',
  'ssr',
  'matrix',
  'aqar',
  'co_po',
  'minutes',
  'atr',
  'feedback',
  'feedback-analysis',
  'sss',
  'event-news',
  'best-practice',
  'institutional-distingtiveness',
  'annual-report',
  'academic-calendar',
  'organogram',
];

const pages = useSitePages();

it('the document pages are the 15 IQAC codes of SPEC §7, spelled as there', () => {
  expect(DOCUMENT_PAGES.map((entry) => entry.code).sort()).toEqual(
    [
      'IQAC_STRATEGIES',
      'IQAC_FUNCTIONS',
      'IQAC_SSR',
      'IQAC_AQAR',
      'IQAC_ATR',
      'IQAC_MIUNTES',
      'IQAC_FEEDBACK_FORM',
      'IQAC_FEEDBACK_ANALYSIS',
      'IQAC_SSS',
      'IQAC_EVENT',
      'IQAC_BEST_PRACTICE',
      'IQAC_INSTITUTIONAL_DISTINGTIVENESS',
      'IQAC_ANNUAL_REPORT',
      'IQAC_ACADEMIC_CALENDAR',
      'IQAC_ORGANOGRAM',
    ].sort(),
  );
});

describe('IQAC document pages without JavaScript', () => {
  it.each(DOCUMENT_PAGES)(
    '/iqac/$link lists the $code documents with title, date, description and files',
    async (entry) => {
      const notices = await pages.api<Notice[]>('/getnoticesbytypedept', {
        dept_code: 'TNC',
        type: entry.code,
        year: '',
      });
      expect(notices.length, `the demo content has ${entry.code} documents`).toBeGreaterThan(0);
      const { status, screen, main } = await pages.load(`/iqac/${entry.link}`);
      expect(status).toBe(200);
      expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(entry.label);
      const side = within(screen.getByRole('navigation', { name: 'IQAC' }));
      expect(side.getAllByRole('link')).toHaveLength(SPEC_LINKS.length);
      expect(side.getByRole('link', { name: entry.label }).getAttribute('aria-current')).toBe(
        'page',
      );

      const articles = main.getAllByRole('article');
      expect(articles).toHaveLength(notices.length);
      for (const [i, notice] of notices.entries()) {
        const article = within(articles[i]!);
        expect(textOf(article.getByRole('heading', { level: 2 }))).toContain(notice.title);
        expect(textOf(articles[i]!.querySelector('time'))).toBe(
          `${notice.date_no} ${notice.month} ${notice.year}`,
        );
        if (notice.description) expect(textOf(articles[i])).toContain(plain(notice.description));
        const links = article.queryAllByRole('link', {
          name: /^(View PDF|View image|Download file)/,
        });
        expect(links).toHaveLength(notice.upload_info.length);
        for (const [j, file] of notice.upload_info.entries()) {
          expect(links[j]!.getAttribute('href')).toBe(file.url);
          const label = FILE_LABELS[file.fileType];
          expect(article.getAllByRole('link', { name: new RegExp(`^${label}`) })).toContain(
            links[j],
          );
        }
      }
    },
  );

  it('an unknown IQAC page is a 404 page inside the college layout', async () => {
    const { status, screen } = await pages.load('/iqac/no-such-page');
    expect(status).toBe(404);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('the IQAC side list', () => {
  it('links the 18 pages of the spec in its order, and a link opens its page', async () => {
    const { screen } = await pages.load('/iqac/strategies');
    const side = within(screen.getByRole('navigation', { name: 'IQAC' }));
    const hrefs = side.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(SPEC_LINKS.map((link) => `/iqac/${link}`));
    const metrics = side.getByRole('link', { name: 'NAAC Metrics' }).getAttribute('href')!;
    expect(metrics).toBe('/iqac/matrix');
    const target = await pages.load(metrics);
    expect(textOf(target.screen.getByRole('heading', { level: 1 }))).toBe('NAAC Metrics');
  });
});
