import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { useEditedSiteApp } from '../helpers/site-app.ts';
import { sitePages, textOf } from '../helpers/site-pages.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

/**
 * Pages over content the demo does not have, all from one edited copy of the small content (the
 * demo's college cut down, SMALL_CONTENT_DIR) imported once for this file (each was a second
 * production server of its own in the browser tests):
 * - a college's own content, not the demo (no `demo: true` in college.yaml);
 * - admission closed (admission.yaml status 0);
 * - no employee achievements this year (the demo has some every year, issue 24).
 */
async function edit(dir: string) {
  const college = join(dir, 'college.yaml');
  await writeFile(college, (await readFile(college, 'utf8')).replace(/^demo: true\n/m, ''));
  await writeFile(join(dir, 'admission.yaml'), 'status: 0\nsession: 2026-27\n');
  const achievements = join(dir, 'notices', 'COLLEGE_EMP_ACHIEVEMENTS.yaml');
  const entries = parse(await readFile(achievements, 'utf8')) as { date: string | Date }[];
  const older = entries.filter((entry) => {
    const date = entry.date instanceof Date ? entry.date.toISOString() : entry.date;
    return /^\d{4}-/.test(date) && !date.startsWith(String(TEST_YEAR));
  });
  await writeFile(achievements, stringify(older));
}

const site = useEditedSiteApp(edit);
const pages = sitePages(site);

describe('demo content', () => {
  it("a college's own content carries no such notice", async () => {
    const { screen } = await pages.load('/');
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('complementary', { name: 'Demo site' })).toBeNull();
  });
});

describe('college layout: admission status other than 1', () => {
  it('has no admission button', async () => {
    const settings = await pages.get('/api/settings/admissionSettings.json');
    expect(settings.json()).toEqual({ status: 0, session: '2026-27' });
    const { screen } = await pages.load('/');
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Kopoubari College');
    expect(screen.queryByRole('complementary', { name: 'Online admission' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Online Admission/ })).toHaveLength(0);
  });
});

describe('notifications: a type without notices this year', () => {
  it('says so', async () => {
    const answer = await pages.api<unknown[]>('/getnoticesbytypedept', {
      dept_code: 'TNC',
      type: 'COLLEGE_EMP_ACHIEVEMENTS',
      year: TEST_YEAR,
    });
    expect(answer).toEqual([]);
    const { main } = await pages.load('/notifications/eachievements');
    expect(main.getByText('No Employee Achievements', { exact: false })).toBeTruthy();
    expect(main.queryAllByRole('article')).toHaveLength(0);
  });
});
