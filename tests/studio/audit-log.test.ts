import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/studio/audit.ts';
import { REFUSAL_LINES_PER_MINUTE, recordRefusal } from '../../src/studio/refusal-audit.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import { getItem, publishItem, saveItem } from '../../src/studio/content/items.repository.ts';
import { get, makeAccount, signIn, signInWithCode, textOf } from '../helpers/studio-auth.ts';
import { OFFICE, itemOf } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { twoTeachers } from '../helpers/teachers.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');

/** The form of a page as a browser without JavaScript sends it (the first form with a button). */
function formOf(document: Document): URLSearchParams {
  const body = new URLSearchParams();
  const form = document.querySelector('form:has(button[name=intent])') ?? document.forms[0]!;
  for (const control of form.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (!control.name || control.type === 'file') continue;
    if (control.type === 'checkbox' && !control.checked) continue;
    body.append(control.name, control.value);
  }
  return body;
}

/** Rich text of about this many characters. */
const richText = (characters: number) =>
  `<p>${'The college library opens at nine on working days. '.repeat(Math.ceil(characters / 52))}</p>`;

/**
 * The audit log tells the truth and cannot be buried (issue 34, decision 074): refused writes
 * leave a line saying who, what and why, a burst of them is summed, a line keeps what changed
 * and no more, and the log names items by title with a link, fields by label, files by name and
 * times in the college's time zone.
 */
describe('the audit log', () => {
  const t = useStudio({ readsPublicSite: false });
  let admin = '';
  let head = '';
  let teacher = '';
  let people = { me: { id: 0, name: '' }, other: { id: 0, name: '' } };

  beforeAll(async () => {
    people = await twoTeachers(t.db);
    await makeAccount(t, { username: 'head.audit', role: 'department', deptCode: 'PHY' });
    await makeAccount(t, { username: 'teacher.audit', role: 'faculty', personId: people.me.id });
    head = (await signIn(t, 'head.audit')).cookie;
    teacher = (await signIn(t, 'teacher.audit')).cookie;
    admin = await signInWithCode(t, await makeAccount(t, { username: 'log.admin', role: 'admin' }));
  });

  const post = (cookie: string, url: string, body: Record<string, string> | URLSearchParams) =>
    send(t, cookie, 'POST', url, new URLSearchParams(body));

  /** The refusal lines of an account, oldest first. */
  const refusalsOf = (username: string) =>
    t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('username', '=', username)
      .where('reason', 'is not', null)
      .orderBy('id')
      .execute();

  it('logs a forged profile save with who, what and why', async () => {
    const forged = await post(teacher, `/profiles/${people.other.id}/basic`, {
      name: 'Taken over',
      version: '1',
    });
    expect(forged.statusCode).toBe(403);
    const [line] = await refusalsOf('teacher.audit');
    expect(line).toMatchObject({
      action: 'save refused',
      entity: 'profile',
      item: `p${people.other.id}`,
      title: people.other.name,
      count: 1,
    });
    expect(line?.reason).toMatch(/Your account \(faculty\) may not .* it is not yours/);
    const log = textOf((await get(t, '/audit?kind=refusals', admin)).body);
    expect(log).toContain(`teacher.audit save refused · Faculty profile ${people.other.name}`);
  });

  it('logs a write to another department’s item, and a new item forged with its code', async () => {
    const own = parsePage((await get(t, '/items/department_page/pPHY', head)).body);
    const body = formOf(own);
    body.set('intent', 'publish');
    expect((await post(head, '/items/department_page/pCHE', body)).statusCode).toBe(403);
    const forged = await publishItem(t.db, {
      entity: 'alumnus',
      key: null,
      version: 0,
      createToken: crypto.randomUUID(),
      values: { dept_code: 'CHE', name: 'Forged', batch: '2020-2023' },
      actor: { ...OFFICE, id: 9100, username: 'head.forger', role: 'department', dept_code: 'PHY' },
      today: TEST_TODAY,
    });
    expect(forged.ok).toBe(false);
    const [page] = await refusalsOf('head.audit');
    expect(page).toMatchObject({
      action: 'publish refused',
      entity: 'department_page',
      item: 'pCHE',
    });
    expect(page?.reason).toContain("may not see an item of someone else's");
    const [alumnus] = await refusalsOf('head.forger');
    expect(alumnus).toMatchObject({ action: 'publish refused', entity: 'alumnus', item: 'new' });
    expect(alumnus?.reason).toContain('may not publish this kind of item');
    const restore = { revisionId: '1', version: '1' };
    expect((await post(head, '/items/department_page/pCHE/revisions', restore)).statusCode).toBe(
      403,
    );
    const restored = (await refusalsOf('head.audit')).find((l) => l.action === 'restore refused');
    expect(restored).toMatchObject({ entity: 'department_page', item: 'pCHE' });
    expect(restored?.reason).toContain("may not see an item of someone else's");
  });

  it('logs a write to a kind of content outside the account’s menu', async () => {
    const answer = await post(teacher, '/items/notice/new', { intent: 'publish', title: 'x' });
    expect(answer.statusCode).toBe(404);
    const line = (await refusalsOf('teacher.audit')).find((l) => l.entity === 'notice');
    expect(line).toMatchObject({ action: 'save refused', item: 'new', count: 1 });
    expect(line?.reason).toBe('Your account (faculty) may not work on this kind of content.');
  });

  it('logs an account action by a role that may not, and one the admin may not either', async () => {
    const disable = await post(head, '/accounts', { intent: 'disable', username: 'log.admin' });
    expect(disable.statusCode).toBe(403);
    const [line] = (await refusalsOf('head.audit')).filter((l) => l.entity === 'account');
    expect(line).toMatchObject({ action: 'disable refused', item: 'log.admin' });
    expect(line?.reason).toBe('Your account (department) may not change accounts.');
    const self = await post(admin, '/accounts', { intent: 'disable', username: 'log.admin' });
    expect(self.statusCode).toBe(400);
    const [own] = await refusalsOf('log.admin');
    expect(own).toMatchObject({ action: 'disable refused', item: 'log.admin' });
    expect(own?.reason).toBe('You cannot disable your own account.');
  });

  it('logs a conflict but not a mistake at a field', async () => {
    const made = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: { type: 'COLLEGE_TENDER', title: 'Canteen tender', date: TEST_TODAY },
        actor: OFFICE,
        today: TEST_TODAY,
      }),
    );
    const values = { type: 'COLLEGE_TENDER', title: 'Canteen tender 2', date: TEST_TODAY };
    const change = { entity: 'notice', key: made.key, actor: OFFICE, values };
    itemOf(await saveItem(t.db, { ...change, version: made.version }, TEST_TODAY));
    const stale = await saveItem(
      t.db,
      { ...change, version: made.version, values: { ...values, title: 'Mine' } },
      TEST_TODAY,
    );
    expect(stale).toMatchObject({ ok: false, status: 409 });
    const typo = await saveItem(
      t.db,
      { ...change, version: made.version + 1, values: { ...values, date: 'soon' } },
      TEST_TODAY,
    );
    expect(typo).toMatchObject({ ok: false, status: 400 });
    const lines = await refusalsOf(OFFICE.username);
    expect(lines.map((line) => [line.action, line.item, line.title])).toEqual([
      ['save refused', made.key, 'Canteen tender 2'],
    ]);
    expect(lines[0]?.reason).toContain('after you opened it');
  });

  it('sums a burst of 134 refusals, so a real change stays on the first page', async () => {
    const real = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: { type: 'COLLEGE_TENDER', title: 'Restored hostel notice', date: TEST_TODAY },
        actor: OFFICE,
        today: TEST_TODAY,
      }),
    );
    const user = await makeAccount(t, {
      username: 'head.burst',
      role: 'department',
      deptCode: 'PHY',
    });
    const burst = (await signIn(t, 'head.burst')).cookie;
    const actor = { ...OFFICE, id: user.id, username: 'head.burst', role: 'department' };
    const page = itemOf(
      await getItem(t.db, 'department_page', 'pPHY', { ...actor, dept_code: 'PHY' }),
    );
    // Another department's page asked of the store (as the editor's post asks it), a forged
    // profile save and an account action through the screens: 134 in all, 20 at a time.
    const tries = [
      async () => {
        const forged = { ...page.values, dept_code: 'PHY' };
        const asked = { entity: 'department_page', key: 'pCHE', version: 1, values: forged };
        const outcome = await publishItem(t.db, {
          ...asked,
          actor: { ...actor, dept_code: 'PHY' },
        });
        return outcome.ok ? 200 : outcome.status;
      },
      async () =>
        (await post(burst, `/profiles/${people.other.id}/basic`, { name: 'x', version: '1' }))
          .statusCode,
      async () =>
        (await post(burst, '/accounts', { intent: 'disable', username: 'log.admin' })).statusCode,
    ];
    for (let round = 0; round < 134; round += 20) {
      const batch = Array.from({ length: Math.min(20, 134 - round) }, (_, i) =>
        tries[(round + i) % tries.length]!(),
      );
      expect(new Set(await Promise.all(batch))).toEqual(new Set([403]));
    }
    const lines = await refusalsOf('head.burst');
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(134);
    // Three kinds of refusal: a line each, or two when the burst spans a minute's end.
    expect(lines.length).toBeLessThanOrEqual(6);
    const first = await get(t, '/audit', admin);
    expect(first.body).toContain(`href="/items/notice/${real.key}"`);
    expect(textOf(first.body)).toMatch(/head\.burst \S+ refused .* \d+ times in that minute/);
  });

  it('sums an account’s refusals past ten kinds in a minute on one line', async () => {
    const at = new Date('2031-05-05T10:20:30Z');
    const refused = (i: number, second: number) =>
      recordRefusal(
        t.db,
        {
          ...{ userId: 1, username: 'many.kinds', address: '10.0.0.9', action: 'save' },
          ...{ entity: `kind_${i}`, item: 's1', reason: 'Not yours.' },
        },
        new Date(at.getTime() + second * 1000),
      );
    for (let i = 0; i < 15; i++) await refused(i, i);
    await refused(3, 20);
    // The next minute starts afresh.
    await refused(3, 40);
    const lines = await refusalsOf('many.kinds');
    expect(lines).toHaveLength(REFUSAL_LINES_PER_MINUTE + 2);
    expect(lines.find((line) => line.entity === 'kind_3')?.count).toBe(2);
    const more = lines.find((line) => line.action === 'writes refused');
    expect(more).toMatchObject({ count: 5, entity: '', item: '' });
    expect(lines.at(-1)).toMatchObject({
      entity: 'kind_3',
      count: 1,
      at: '2031-05-05T10:21:10.000Z',
    });
  });

  it('keeps a few KB of a save of the largest draft, its fields by their labels', async () => {
    const values = {
      type: 'COLLEGE_TENDER',
      title: 'A'.repeat(300),
      date: TEST_TODAY,
      description: richText(190_000),
      description_as: `<p>${'অসমীয়া লিখনি। '.repeat(4_500)}</p>`,
    };
    const made = itemOf(
      await saveItem(
        t.db,
        { entity: 'notice', key: null, version: 0, values, actor: OFFICE },
        TEST_TODAY,
      ),
    );
    const again = { ...values, description: richText(180_000) };
    itemOf(
      await saveItem(
        t.db,
        { entity: 'notice', key: made.key, version: made.version, values: again, actor: OFFICE },
        TEST_TODAY,
      ),
    );
    const [second, first] = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('item', '=', made.key)
      .orderBy('id', 'desc')
      .execute();
    for (const line of [first!, second!])
      expect((line.before ?? '').length + (line.after ?? '').length).toBeLessThan(4096);
    // The second save changed the description only: that one field, before and after.
    expect(Object.keys(JSON.parse(second!.after!) as object)).toEqual(['description']);
    const log = textOf((await get(t, '/audit?entity=notice', admin)).body);
    expect(log).toMatch(/Description 1,8\d,\d{3} characters: “The college library opens/);
    expect(log).toMatch(/characters: “The college library opens[^”]*” 1,7\d,\d{3} characters/);
  });

  it('names an item by its title with a link, a file by its name, a profile by its person', async () => {
    const stored = await storeFile(t.db, {
      bytes: await readFile(PDF),
      originalName: 'prospectus-2026.pdf',
      actor: OFFICE,
    });
    if (!stored.ok) return expect.fail(stored.message);
    const made = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: {
          type: 'COLLEGE_TENDER',
          title: 'Prospectus 2026',
          date: TEST_TODAY,
          attachments: [stored.file.spec],
        },
        actor: OFFICE,
        today: TEST_TODAY,
      }),
    );
    const page = parsePage((await get(t, `/audit?username=${OFFICE.username}`, admin)).body);
    const link = page.querySelector(`a[href="/items/notice/${made.key}"]`);
    expect(link?.textContent).toBe('Prospectus 2026');
    const text = textOf(page.body.outerHTML);
    expect(text).toContain('Attachments – prospectus-2026.pdf');
    expect(text).not.toContain(stored.file.spec.slice('studio/'.length, 30));
    // A choice by its words on the form, not its code.
    expect(text).toMatch(/Kind of notice – [^–]*Tender/);
    expect(text).not.toContain('COLLEGE_TENDER');
    const upload = page.querySelector(`a[href="/files/${stored.file.spec.slice(7)}"]`);
    expect(upload?.textContent).toBe('prospectus-2026.pdf');
    await post(teacher, `/profiles/${people.other.id}/basic`, { name: 'x', version: '1' });
    const refused = parsePage((await get(t, '/audit?username=teacher.audit', admin)).body);
    expect(refused.querySelector(`a[href="/profiles/${people.other.id}"]`)?.textContent).toBe(
      people.other.name,
    );
  });

  it('says every time in the college’s time zone, not the server’s', async () => {
    // 14:56 UTC is 20:26 in Asia/Kolkata.
    const at = '2026-03-03T14:56:07.000Z';
    await recordAudit(
      t.db,
      { userId: null, username: 'clock.check', action: 'save', entity: 'notice', item: 'x' },
      new Date(at),
    );
    const log = textOf((await get(t, '/audit?username=clock.check', admin)).body);
    expect(log).toContain('3 Mar 2026, 20:26:07');
    const made = itemOf(
      await saveItem(
        t.db,
        {
          entity: 'notice',
          key: null,
          version: 0,
          values: { type: 'COLLEGE_TENDER', title: 'Clock notice', date: TEST_TODAY },
          actor: OFFICE,
        },
        TEST_TODAY,
      ),
    );
    const id = Number(made.key.slice(1));
    await t.db.updateTable('studio_items').set({ updated_at: at }).where('id', '=', id).execute();
    await t.db
      .updateTable('studio_revisions')
      .set({ saved_at: at })
      .where('item_id', '=', id)
      .execute();
    const editor = textOf((await get(t, `/items/notice/${made.key}`, admin)).body);
    expect(editor).toContain('Last saved office-9001, 3 Mar 2026, 20:26');
    const revisions = textOf((await get(t, `/items/notice/${made.key}/revisions`, admin)).body);
    expect(revisions).toContain('3 Mar 2026, 20:26');
    expect(revisions).not.toContain('14:56');
  });

  it('keeps each page small with thousands of lines, old whole copies included', async () => {
    const wide = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`field_${i}`, richText(150_000 + i)]),
    );
    const start = Date.parse('2031-01-01T00:00:00Z');
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      at: new Date(start + i * 1000).toISOString(),
      user_id: null,
      username: 'bulk.saver',
      action: 'save',
      entity: 'notice',
      item: `s${100_000 + i}`,
      before: JSON.stringify({ title: `old ${i}` }),
      after: JSON.stringify({ title: `new ${i}` }),
      address: '',
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('studio_audit')
        .values(rows.slice(i, i + 500))
        .execute();
    // The newest lines: saves of large drafts, as lines now keep them …
    for (let i = 0; i < 48; i++)
      await recordAudit(
        t.db,
        {
          ...{ userId: null, username: 'bulk.saver', action: 'save', entity: 'notice' },
          ...{ item: `wide-${i}`, before: {}, after: wide },
        },
        new Date(start + (4000 + i) * 1000),
      );
    // … and two lines as they were written before: two whole copies of a 1 MB draft.
    const copy = JSON.stringify({ title: 'Old way', description: richText(1_000_000) });
    await t.db
      .insertInto('studio_audit')
      .values(
        [5000, 5001].map((second) => ({
          ...rows[0]!,
          at: new Date(start + second * 1000).toISOString(),
          item: `old-${second}`,
          before: copy,
          after: copy,
        })),
      )
      .execute();
    const page = await get(t, '/audit?username=bulk.saver', admin);
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain('3050 entries; page 1 of 61.');
    expect(textOf(page.body)).toContain('is too large to show');
    expect(page.body.length).toBeLessThan(200_000);
    const last = await get(t, '/audit?username=bulk.saver&page=61', admin);
    expect(textOf(last.body)).toContain('Title old 0 new 0');
  });
});
