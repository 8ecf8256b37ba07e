import { beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../src/studio/content/profile/quarters.ts';
import { dateKey } from '../../src/site-map/row-order.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { eventually, pageHtml } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { formBody, multipart, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { twoTeachers } from '../helpers/teachers.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const QUARTER = quarterOf(TEST_TODAY);
const NEW = 'Order: a paper of this November';
const TWIN = 'Order: its twin of the same month';

/** The hidden values of the section's Add form (its last form with them). */
function addForm(document: Document) {
  const form = [...document.querySelectorAll('form')]
    .filter((each) => each.querySelector('input[name=opened]'))
    .at(-1)!;
  const value = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name=${name}]`)!.value;
  return { version: value('version'), opened: value('opened') };
}

const rowTitles = (document: Document) =>
  [...document.querySelectorAll('.profile-row-title')].map((h) => h.textContent);

/** The dates of the rows as a section shows them, as sortable keys. */
const rowDates = (document: Document) =>
  [...document.querySelectorAll('.profile-row')].map((row) => {
    const date = [...row.querySelectorAll('dt')].find((dt) => dt.textContent === 'Date/Year');
    return dateKey(date?.nextElementSibling?.textContent ?? '');
  });

const newestFirst = (keys: string[]) => {
  const dated = keys.filter(Boolean);
  expect(dated).toEqual([...dated].sort().reverse());
  expect(keys.slice(dated.length).every((key) => key === '')).toBe(true);
};

describe('a teacher’s rows, newest first by their date (issue 36, decision 091)', () => {
  const t = useStudio();
  let cookie = '';
  let me = { id: 0, name: '', home_dept_code: '' };
  let section = '';

  beforeAll(async () => {
    ({ me } = await twoTeachers(t.db));
    await makeAccount(t, { username: 'teacher.order', role: 'faculty', personId: me.id });
    cookie = (await signIn(t, 'teacher.order')).cookie;
    section = `/profiles/${me.id}/research_papers`;
  });

  const add = async (title: string) => {
    const page = await screen(t, cookie, section);
    const added = await send(
      t,
      cookie,
      'POST',
      section,
      multipart({
        intent: 'add',
        ...addForm(page),
        title_paper: title,
        date_year: 'November 2026',
        quarter: QUARTER,
        file: '',
      }),
    );
    expect(added.statusCode, added.body.slice(0, 300)).toBe(302);
  };

  it('shows a new row first in the studio, above the older papers, and each date in order', async () => {
    const before = await screen(t, cookie, section);
    expect(rowDates(before).filter(Boolean).length).toBeGreaterThan(1);
    await add(NEW);
    await add(TWIN);
    const after = await screen(t, cookie, section);
    // Both of November 2026: the one added last leads.
    expect(rowTitles(after).slice(0, 2)).toEqual([TWIN, NEW]);
    newestFirst(rowDates(after));
    expect(after.body.textContent).toContain('Newest first by their Date/Year');
  });

  it('moves a row past one of its date, not past another date; the moved row’s button has the focus', async () => {
    const page = await screen(t, cookie, section);
    const twin = page.querySelectorAll('.profile-row')[0]!;
    const buttons = (row: Element) =>
      [...row.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s+/g, ' ').trim());
    // First of its date: only Move down (to the other November 2026 paper).
    expect(buttons(twin)).toContain('Move down row 1');
    expect(buttons(twin)).not.toContain('Move up row 1');
    // Last of its date: no Move down past the older papers.
    expect(buttons(page.querySelectorAll('.profile-row')[1]!)).not.toContain('Move down row 2');

    const moved = await send(
      t,
      cookie,
      'POST',
      section,
      formBody(twin.querySelector('form')!, { name: 'intent', value: 'down' }),
    );
    expect(moved.statusCode).toBe(302);
    const location = String(moved.headers.location);
    expect(location).toMatch(/\?done=moved&row=\d+&focus=down$/);
    const after = await screen(t, cookie, location);
    expect(rowTitles(after).slice(0, 2)).toEqual([NEW, TWIN]);
    // Without JavaScript the page loads with the focus on the moved row: its Move down is gone
    // (last of its date), so its Move up has it.
    const focused = [...after.querySelectorAll('[autofocus]')];
    expect(focused).toHaveLength(1);
    expect(focused[0]!.textContent?.replace(/\s+/g, ' ').trim()).toBe('Move up row 2');
    expect(focused[0]!.closest('li')!.id).toBe(`row-${/row=(\d+)/.exec(location)![1]}`);

    // A move past another date is refused, nothing changed.
    const second = after.querySelectorAll('.profile-row')[1]!;
    const across = await send(
      t,
      cookie,
      'POST',
      section,
      formBody(second.querySelector('form')!, { name: 'intent', value: 'down' }),
    );
    expect(across.statusCode).toBe(409);
    expect(parsePage(across.body).body.textContent).toContain('change its date');
    expect(rowTitles(await screen(t, cookie, section)).slice(0, 2)).toEqual([NEW, TWIN]);
  });

  it('shows them newest first on the public profile once published', async () => {
    const overview = await screen(t, cookie, `/profiles/${me.id}`);
    const published = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}`,
      new URLSearchParams({ intent: 'publish', ...addForm(overview) }),
    );
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);
    const query = new URLSearchParams({ id: String(me.id), name: me.name });
    const url = `/department/${me.home_dept_code}/faculty/single?${query}`;
    await eventually(async () => expect(await pageHtml(t.site, url)).toContain(TWIN));
    const page = parsePage(await pageHtml(t.site, url));
    const table = [...page.querySelectorAll('table')].find((each) =>
      each.textContent?.includes(NEW),
    )!;
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const at = heads.indexOf('Date/Year');
    expect(at).toBeGreaterThan(0);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows[0]!.textContent).toContain(NEW);
    expect(rows[1]!.textContent).toContain(TWIN);
    newestFirst(rows.map((row) => dateKey(row.querySelectorAll('td, th')[at]?.textContent ?? '')));
  });
});
