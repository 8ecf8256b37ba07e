import { getAllByRole, getByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, screen, send } from '../helpers/studio-send.ts';
import { useStudio, type TestStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function signedInAs(t: TestStudio, username: string, role: string, deptCode?: string) {
  await makeAccount(t, { username, role, ...(deptCode ? { deptCode } : {}) });
  const { cookie } = await signIn(t, username);
  return cookie;
}

/** The row of a field in a comparison: its older and newer cells. */
function fieldRow(document: Document, label: string) {
  const header = getAllByRole(document.body, 'rowheader').find((th) => th.textContent === label);
  const cells = header?.parentElement?.querySelectorAll('td');
  return { older: cells?.[0], newer: cells?.[1] };
}

describe('two revisions compared (issue 36)', () => {
  const t = useStudio({ readsPublicSite: false });
  let office = '';
  let editor = '';

  /** A new notice saved as a draft: the address of its editor. */
  async function draftNotice(title: string, description = '') {
    const made = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({
        ...hiddenValues(await screen(t, office, '/items/notice/new')),
        type: 'COLLEGE_ACADEMIC_NOTICE',
        date: TEST_TODAY,
        title,
        description,
        intent: 'save',
      }),
    );
    expect(made.statusCode).toBe(302);
    return String(made.headers.location).replace(/\?.*$/, '');
  }

  beforeAll(async () => {
    office = await signedInAs(t, 'office.compare', 'office');
    editor = await draftNotice(
      'Timetable of the first semester',
      '<p>Collect the timetable from the office on Monday.</p>',
    );
    const changed = await send(
      t,
      office,
      'POST',
      editor,
      form({
        ...hiddenValues(await screen(t, office, editor)),
        type: 'COLLEGE_ACADEMIC_NOTICE',
        date: TEST_TODAY,
        title: 'Timetable of the third semester',
        description: '<p>Collect the timetable from the library on Monday.</p>',
        intent: 'save',
      }),
    );
    expect(changed.statusCode).toBe(302);
  });

  it('offers the two newest versions to compare, and a “What changed” link beside each', async () => {
    const revisions = await screen(t, office, `${editor}/revisions`);
    const checked = (name: string) =>
      revisions.querySelector<HTMLInputElement>(`input[form=compare-form][name=${name}]:checked`);
    const rows = getAllByRole(revisions.body, 'row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first: "with" the newest, "from" the one before.
    expect(checked('b')?.closest('tr')).toBe(rows[0]);
    expect(checked('a')?.closest('tr')).toBe(rows[1]);
    const link = getByRole(rows[0]!, 'link', { name: 'What changed in version 2' });
    expect(link.getAttribute('href')).toBe(
      `${editor}/revisions/compare?a=${checked('a')!.value}&b=${checked('b')!.value}`,
    );
    expect(revisions.querySelector('form#compare-form')?.getAttribute('method')).toBe('get');
  });

  it('shows old and new words side by side, field by field, rich text by its words', async () => {
    const revisions = await screen(t, office, `${editor}/revisions`);
    const href = getByRole(revisions.body, 'link', { name: 'What changed in version 2' });
    const compared = await screen(t, office, href.getAttribute('href')!);
    expect(getByRole(compared.body, 'heading', { level: 1 }).textContent).toBe(
      'Compare version 1 with version 2',
    );
    const title = fieldRow(compared, 'Title');
    expect(title.older?.querySelector('del')?.textContent).toBe('[removed: first]');
    expect(title.newer?.querySelector('ins')?.textContent).toBe('[added: third]');
    expect(title.older?.textContent).toContain('Timetable of the');
    const text = fieldRow(compared, 'Description');
    expect(text.older?.querySelector('del')?.textContent).toBe('[removed: office]');
    expect(text.newer?.querySelector('ins')?.textContent).toBe('[added: library]');
    expect(text.newer?.innerHTML).not.toContain('<p>');
    // What did not change is one click away, not in the way.
    const same = compared.querySelector('details.compare-same');
    expect(same?.querySelector('summary')?.textContent).toMatch(/fields? (is|are) the same/);
    expect(same?.textContent).toContain('Date');
  });

  it('restores the older version from the comparison', async () => {
    const revisions = await screen(t, office, `${editor}/revisions`);
    const href = getByRole(revisions.body, 'link', { name: 'What changed in version 2' });
    const compared = await screen(t, office, href.getAttribute('href')!);
    const restore = getByRole(compared.body, 'button', { name: 'Restore version 1' }).closest(
      'form',
    )!;
    expect(restore.getAttribute('action')).toBe(`${editor}/revisions`);
    const restored = await send(
      t,
      office,
      'POST',
      restore.getAttribute('action')!,
      form(hiddenValues(parsePage(restore.outerHTML))),
    );
    expect(restored.statusCode).toBe(302);
    expect(restored.headers.location).toBe(`${editor}?restored=1`);
    const reopened = await screen(t, office, editor);
    expect(reopened.querySelector<HTMLInputElement>('input[name=title]')?.value).toBe(
      'Timetable of the first semester',
    );
  });

  it('answers a clear 4xx to a comparison it cannot make, and changes nothing', async () => {
    const before = await screen(t, office, `${editor}/revisions`);
    const ids = [...before.querySelectorAll<HTMLInputElement>('input[name=a]')].map((i) => i.value);
    for (const [query, status] of [
      ['', 400],
      [`a=${ids[0]}&b=${ids[0]}`, 400],
      [`a=${ids[0]}&b=x`, 400],
      [`a=${ids[0]}&b=${'9'.repeat(10_000)}`, 400],
      [`a=${ids[0]}&b=999999`, 404],
    ] as const) {
      const answer = await send(t, office, 'GET', `${editor}/revisions/compare?${query}`);
      expect(answer.statusCode, query.slice(0, 40)).toBe(status);
      expect(answer.body).toMatch(
        status === 400 ? /Choose two different revisions to compare/ : /<h1/,
      );
    }
    const after = await screen(t, office, `${editor}/revisions`);
    expect(getAllByRole(after.body, 'row')).toHaveLength(getAllByRole(before.body, 'row').length);
  });

  it('refuses a revision of another item, and one who may not read the item', async () => {
    const other = await draftNotice('Another notice');
    const otherKey = other.match(/\/items\/notice\/s(\d+)/)![1]!;
    const theirs = await t.db
      .selectFrom('studio_revisions')
      .select('id')
      .where('item_id', '=', Number(otherKey))
      .executeTakeFirstOrThrow();
    const mine = (await screen(t, office, `${editor}/revisions`)).querySelector<HTMLInputElement>(
      'input[name=a]',
    )!.value;
    const crossed = await send(
      t,
      office,
      'GET',
      `${editor}/revisions/compare?a=${mine}&b=${theirs.id}`,
    );
    expect(crossed.statusCode).toBe(404);
    // A department head may not read the college's notices.
    const head = await signedInAs(t, 'head.compare', 'department', 'PHY');
    const refused = await send(t, head, 'GET', `${editor}/revisions/compare?a=1&b=2`);
    expect([403, 404]).toContain(refused.statusCode);
  });
});
