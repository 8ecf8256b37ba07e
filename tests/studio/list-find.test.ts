import { getByRole, queryByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../src/studio/content/item-find.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** The titles a list page shows, in order. */
const titles = (document: Document) =>
  [...document.querySelectorAll('tbody th a')].map((link) => link.textContent ?? '');
const count = (document: Document) => document.querySelector('.list-count')?.textContent ?? '';

describe('finding an item in a long list (issue 36)', () => {
  const t = useStudio({ readsPublicSite: false });
  let office = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'office.find', role: 'office' });
    office = (await signIn(t, 'office.find')).cookie;
  });

  it('pages the notices by fifty, newest first, with a search form that needs no JavaScript', async () => {
    const list = await screen(t, office, '/items/notice');
    const rows = list.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(LIST_PAGE_SIZE);
    const dates = [...list.querySelectorAll('tbody td[data-label=Date] time')].map((time) =>
      time.getAttribute('datetime'),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect(count(list)).toMatch(/^\d{3} notices, page 1 of \d+$/);
    const search = getByRole(list.body, 'search', { name: 'Find notices' });
    expect(search.getAttribute('method')).toBe('get');
    expect(getByRole(search, 'searchbox', { name: /Search/ })).toBeTruthy();
    expect(getByRole(search, 'combobox', { name: 'Year' }).textContent).toContain('2023');
    expect(getByRole(search, 'combobox', { name: 'Kind' }).textContent).toContain(
      'Students: Exam Schedule',
    );
  });

  it('finds a 2026 notice by two words of its title and its year, and opens it', async () => {
    const found = await screen(t, office, '/items/notice?q=sessional+even&year=2026');
    expect(titles(found)).toEqual(['Schedule of the sessional examinations, even semesters']);
    expect(count(found)).toMatch(/^1 of \d{3} notices found$/);
    // The search and the filter stay as they were chosen.
    expect(found.querySelector<HTMLInputElement>('#find-q')?.value).toBe('sessional even');
    expect(found.querySelector<HTMLOptionElement>('#find-year option[selected]')?.value).toBe(
      '2026',
    );
    const opened = await screen(
      t,
      office,
      found.querySelector('tbody th a')!.getAttribute('href')!,
    );
    expect(opened.querySelector<HTMLInputElement>('input[name=title]')?.value).toBe(
      'Schedule of the sessional examinations, even semesters',
    );
    expect(opened.querySelector<HTMLInputElement>('input[name=date]')?.value).toBe('2026-03-04');
  });

  it('filters by kind, by status and by what the account changed itself', async () => {
    const kind = await screen(t, office, '/items/notice?kind=Students%3A+Exam+Schedule');
    const details = [...kind.querySelectorAll('tbody th .detail')].map((d) => d.textContent);
    expect(details.length).toBeGreaterThan(0);
    expect(new Set(details)).toEqual(new Set(['Students: Exam Schedule']));
    const drafts = await screen(t, office, '/items/notice?status=draft');
    expect(drafts.body.textContent).toContain('Nothing matches.');
    const mine = await screen(t, office, '/items/notice?mine=1');
    expect(count(mine)).toMatch(/^0 of \d{3} notices found$/);
  });

  it('says so at the field for a search of 10,000 characters, and keeps what was typed', async () => {
    const typed = 'a'.repeat(10_000);
    const answer = await send(t, office, 'GET', `/items/notice?q=${typed}`);
    expect(answer.statusCode).toBe(200);
    const page = parsePage(answer.body);
    expect(page.querySelector('#find-q-error')?.textContent).toMatch(/at most 200 characters/);
    expect(page.querySelector('#find-q')?.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector<HTMLInputElement>('#find-q')?.value).toHaveLength(2_000);
    expect(page.querySelectorAll('tbody tr')).toHaveLength(LIST_PAGE_SIZE);
  });

  it('says there is no such page for a page past the end or not a number', async () => {
    for (const asked of ['999', 'x', '-1', '1e3']) {
      const page = await screen(t, office, `/items/notice?q=sessional&page=${asked}`);
      expect(page.querySelectorAll('tbody tr')).toHaveLength(0);
      expect(page.body.textContent).toMatch(
        /There is no page (999|like that): the list has 1 page/,
      );
      expect(
        getByRole(page.body, 'link', { name: 'Go to the first page' }).getAttribute('href'),
      ).toBe('/items/notice?q=sessional');
    }
  });

  it('keeps the search in the addresses of the pages', async () => {
    const first = await screen(t, office, '/items/notice?kind=Notifications%3A+Academic');
    const older = first.querySelector<HTMLAnchorElement>('nav.pages a');
    if (!older) expect(count(first)).not.toMatch(/page 1 of/);
    else
      expect(older.getAttribute('href')).toBe(
        '/items/notice?kind=Notifications%3A+Academic&page=2',
      );
  });

  it('shows the account its own drafts on the dashboard, and the “mine” filter finds them', async () => {
    const saved = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      new URLSearchParams({
        ...hiddenValues(await screen(t, office, '/items/notice/new')),
        type: 'COLLEGE_ACADEMIC_NOTICE',
        date: TEST_TODAY,
        title: 'Draft of the winter timetable',
        intent: 'save',
      }),
    );
    expect(saved.statusCode).toBe(302);
    const dashboard = await screen(t, office, '/');
    const drafts = getByRole(dashboard.body, 'region', { name: 'Your drafts' });
    expect(getByRole(drafts, 'link', { name: 'Draft of the winter timetable' })).toBeTruthy();
    const mine = await screen(t, office, '/items/notice?mine=1&status=draft');
    expect(titles(mine)).toEqual(['Draft of the winter timetable']);
    // Another account sees it changed lately, not among its own drafts.
    await makeAccount(t, { username: 'office.other', role: 'office' });
    const other = await screen(t, (await signIn(t, 'office.other')).cookie, '/');
    expect(queryByRole(other.body, 'region', { name: 'Your drafts' })).toBeNull();
    expect(other.body.textContent).toContain('Draft of the winter timetable');
  });

  it('says on the holidays’ screens that a holiday makes the home page’s pop-up', async () => {
    for (const address of ['/items/holiday', '/items/holiday/new']) {
      const page = await screen(t, office, address);
      expect(page.querySelector('main .lead')?.textContent).toMatch(
        /^A holiday makes the pop-up of the home page/,
      );
    }
  });
});
