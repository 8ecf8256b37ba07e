import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_HINT } from '../../src/studio/content/fields.ts';
import { makeAccount, signInWithCode, textOf } from '../helpers/studio-auth.ts';
import { rowCounts } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { formBody, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';

/** The editor's one form on a page. */
const editorForm = (document: Document) => document.querySelector('form.item-form')!;

/** The editors that hold a day: a notice, an event, a holiday (two), a department's file. */
const DATED = [
  ['/items/notice/new', ['date']],
  ['/items/event/new', ['date']],
  ['/items/holiday/new', ['start', 'end']],
  ['/items/department_file/new', ['date']],
] as const;

/**
 * Date fields say and take one format (issue 36, decision 093): a text box whose hint says
 * YYYY-MM-DD in every browser and locale (not the browser's own control, which showed
 * 11/28/2026 beside it); the server takes that, the same with / . or spaces, or eight digits,
 * and refuses a day written day first, at the field, with what was typed kept.
 */
describe('date fields say and take one format', () => {
  const t = useStudio({ readsPublicSite: false });
  let admin = '';

  beforeAll(async () => {
    admin = await signInWithCode(
      t,
      await makeAccount(t, { username: 'dates.admin', role: 'admin' }),
    );
  });

  it('draws every date field as a text box for digits whose hint says YYYY-MM-DD', async () => {
    for (const [url, names] of DATED) {
      const page = await screen(t, admin, url);
      expect(page.querySelectorAll('input[type=date]'), url).toHaveLength(0);
      for (const name of names) {
        const box = page.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
        expect(box.type, `${url} ${name}`).toBe('text');
        expect(box.inputMode).toBe('numeric');
        const hint = box
          .getAttribute('aria-describedby')!
          .split(' ')
          .map((id) => page.getElementById(id)?.textContent ?? '')
          .join(' ');
        expect(hint, `${url} ${name}`).toContain(DATE_HINT);
      }
    }
  });

  /** A new notice's form as drawn, its date typed, sent with Save. */
  async function saveNotice(title: string, date: string) {
    const form = formBody(editorForm(await screen(t, admin, '/items/notice/new')), {
      name: 'intent',
      value: 'save',
    });
    form.set('title', title);
    form.set('date', date);
    return send(t, admin, 'POST', '/items/notice/new', form);
  }

  const draftDate = async (title: string) => {
    const rows = await t.db.selectFrom('studio_items').select('draft').execute();
    const draft = rows
      .map((row) => JSON.parse(row.draft) as { values: Record<string, unknown> })
      .find((one) => one.values.title === title);
    return draft?.values.date;
  };

  it.each([
    ['as the hint says (and a date control sends)', '2026-11-28'],
    ['with slashes', '2026/11/28'],
    ['as eight digits from a number pad', '20261128'],
    ['with one-digit parts', '2026.1.5'],
  ])('takes a day typed year first %s, and keeps it as YYYY-MM-DD', async (_how, typed) => {
    const title = `Dated ${typed}`;
    const saved = await saveNotice(title, typed);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(await draftDate(title)).toBe(typed === '2026.1.5' ? '2026-01-05' : '2026-11-28');
  });

  it.each([
    ['day first', '28/11/2026', '“28/11/2026” starts with the day: enter the date year first'],
    ['as words', '28 Nov 2026', `Enter the date as ${DATE_HINT}; “28 Nov 2026” is not one`],
    ['a day not of the calendar', '2026-11-31', '“2026-11-31” is not a day of the calendar'],
  ])(
    'refuses a day typed %s at the field, keeping what was typed and changing nothing',
    async (_how, typed, message) => {
      const before = await rowCounts(t.db);
      const refused = await saveNotice('Refused date', typed);
      expect(refused.statusCode).toBe(400);
      const page = parsePage(refused.body);
      const box = page.querySelector<HTMLInputElement>('input[name=date]')!;
      expect(box.value).toBe(typed);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const errors = box
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => textOf(page.getElementById(id)?.innerHTML ?? ''))
        .join(' ');
      expect(errors).toContain(message);
      expect(page.querySelector<HTMLInputElement>('input[name=title]')!.value).toBe('Refused date');
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );
});
