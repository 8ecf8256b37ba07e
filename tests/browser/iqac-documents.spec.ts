import { expect, test } from './fixtures.ts';
import { IQAC_LINKS, apiCall, escapeRegExp } from './iqac-helpers.ts';

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
const textOf = (html: string) =>
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

test('the document pages are the 15 IQAC codes of SPEC §7, spelled as there', () => {
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

test.describe('IQAC document pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of DOCUMENT_PAGES) {
    test(`/iqac/${entry.link} lists the ${entry.code} documents with title, date, description and files`, async ({
      page,
      request,
    }) => {
      const notices = await apiCall<Notice[]>(request, '/getnoticesbytypedept', {
        dept_code: 'TNC',
        type: entry.code,
        year: '',
      });
      expect(notices.length, `the demo content has ${entry.code} documents`).toBeGreaterThan(0);
      const response = await page.goto(`/iqac/${entry.link}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.label);
      const side = page.getByRole('navigation', { name: 'IQAC' });
      await expect(side.getByRole('link')).toHaveCount(SPEC_LINKS.length);
      await expect(side.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const articles = page.getByRole('main').getByRole('article');
      await expect(articles).toHaveCount(notices.length);
      for (const [i, notice] of notices.entries()) {
        const article = articles.nth(i);
        await expect(article.getByRole('heading', { level: 2 })).toContainText(notice.title);
        await expect(article.locator('time')).toHaveText(
          `${notice.date_no} ${notice.month} ${notice.year}`,
        );
        if (notice.description) await expect(article).toContainText(textOf(notice.description));
        const links = article.getByRole('link', {
          name: /^(View PDF|View image|Download file)/,
        });
        await expect(links).toHaveCount(notice.upload_info.length);
        for (const [j, file] of notice.upload_info.entries()) {
          await expect(links.nth(j)).toHaveAttribute('href', file.url);
          await expect(links.nth(j)).toHaveAccessibleName(
            new RegExp(`^${FILE_LABELS[file.fileType]}`),
          );
        }
      }
    });
  }

  test('an unknown IQAC page is a 404 page inside the college layout', async ({ page }) => {
    const response = await page.goto('/iqac/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('the IQAC side list', () => {
  test('links the 18 pages of the spec in its order, and a link opens its page', async ({
    page,
  }) => {
    await page.goto('/iqac/strategies');
    const side = page.getByRole('navigation', { name: 'IQAC' });
    const hrefs = await side
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(SPEC_LINKS.map((link) => `/iqac/${link}`));
    await side.getByRole('link', { name: 'NAAC Metrics' }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp('/iqac/matrix')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NAAC Metrics');
  });
});
