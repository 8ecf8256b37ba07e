import { getByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn, textOf } from '../helpers/studio-auth.ts';
import { eventually, rowCounts, siteAnswer } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { formBody, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { storedProfile, twoTeachers } from '../helpers/teachers.ts';
import { sectionOf } from '../../src/studio/content/profile/sections.ts';

const ADMISSION = '/items/admission/padmission';

/** The editor's one form on a page. */
const editorForm = (document: Document) => document.querySelector('form.item-form')!;

/**
 * Each editor's form is its own (decision 070): every save names what its form was opened on
 * (the item and the version its values were loaded from), and the action refuses a form opened
 * on another item, or never loaded with one, changing nothing and keeping what was typed. A
 * save of an older version is a conflict, for a singleton too; and Publish is a plain form post.
 */
describe('each editor’s form is its own', () => {
  const t = useStudio();
  let office = '';
  let holiday = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'forms.office', role: 'office' });
    office = (await signIn(t, 'forms.office')).cookie;
    const list = await screen(t, office, '/items/holiday');
    holiday = list.querySelector('main table a')!.getAttribute('href')!;
  });

  it('refuses a holiday’s form sent to the admission settings: 409, nothing changed, what was typed kept', async () => {
    const before = await rowCounts(t.db);
    const settings = await siteAnswer(t.site, 'getAdmissionSettings');
    const form = formBody(editorForm(await screen(t, office, holiday)), {
      name: 'intent',
      value: 'publish',
    });
    expect(form.get('opened')).toMatch(/^holiday\/p\d+@0$/);
    // What the issue saw: the admission's box unticked, a session typed, and Publish pressed.
    form.set('session', '2030-31');
    const refused = await send(t, office, 'POST', ADMISSION, form);
    expect(refused.statusCode).toBe(409);
    const page = parsePage(refused.body);
    expect(textOf(page.querySelector('.error-summary')!.innerHTML)).toContain(
      'This form was opened on another item',
    );
    expect(page.querySelector<HTMLInputElement>('input[name=session]')?.value).toBe('2030-31');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await siteAnswer(t.site, 'getAdmissionSettings')).toEqual(settings);
  });

  it('refuses a form that says nothing of where it was opened: 400, nothing changed', async () => {
    const before = await rowCounts(t.db);
    const form = formBody(editorForm(await screen(t, office, ADMISSION)), {
      name: 'intent',
      value: 'publish',
    });
    form.delete('opened');
    form.delete('status');
    const refused = await send(t, office, 'POST', ADMISSION, form);
    expect(refused.statusCode).toBe(400);
    expect(textOf(refused.body)).toContain('This form was not loaded with what it changes');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('publishes the admission settings without JavaScript, then refuses its older version: 409, nothing changed', async () => {
    const opened = await screen(t, office, ADMISSION);
    const form = formBody(editorForm(opened), { name: 'intent', value: 'publish' });
    expect(form.get('opened')).toBe('admission/padmission@0');
    expect(form.get('status')).toBe('on');
    // A plain form post, as a browser without JavaScript sends it.
    const published = await send(
      t,
      office,
      'POST',
      ADMISSION,
      new URLSearchParams({ ...Object.fromEntries(form), session: '2027-28' }),
    );
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);
    expect(published.headers.location).toMatch(/^\/items\/admission\/s\d+\?published=1$/);
    await eventually(async () =>
      expect(await siteAnswer(t.site, 'getAdmissionSettings')).toMatchObject({
        status: 1,
        session: '2027-28',
      }),
    );

    // The same page's form again (version 0), now turning the button off: someone saved since.
    const before = await rowCounts(t.db);
    const stale = new URLSearchParams({ ...Object.fromEntries(form), session: '2028-29' });
    stale.delete('status');
    const refused = await send(t, office, 'POST', ADMISSION, stale);
    expect(refused.statusCode).toBe(409);
    expect(textOf(refused.body)).toContain('after you opened it');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await siteAnswer(t.site, 'getAdmissionSettings')).toMatchObject({
      status: 1,
      session: '2027-28',
    });
  });

  it('refuses a teacher’s row form sent to another row, and their basic details from another profile', async () => {
    const { me } = await twoTeachers(t.db);
    await makeAccount(t, { username: 'forms.teacher', role: 'faculty', personId: me.id });
    const teacher = (await signIn(t, 'forms.teacher')).cookie;
    const before = await rowCounts(t.db);
    const profile = (await storedProfile(t.db, me.id)) as Record<string, unknown[]>;

    // A section of theirs with two rows or more: the first row's form, sent to the second.
    const key = Object.keys(profile).find(
      (name) => sectionOf(name) && Array.isArray(profile[name]) && profile[name].length > 1,
    )!;
    const first = await screen(t, teacher, `/profiles/${me.id}/${key}/0`);
    const row = formBody(first.querySelector('form.item-form')!);
    expect(row.get('opened')).toMatch(new RegExp(`^profile/p${me.id}/${key}/0@\\d+$`));
    const toSecond = await send(t, teacher, 'POST', `/profiles/${me.id}/${key}/1`, row);
    expect(toSecond.statusCode).toBe(409);
    const page = parsePage(toSecond.body);
    expect(getByRole(page.body, 'alert').textContent).toContain('opened on another item');
    const typed = [...row.entries()].find(([name]) => name !== 'opened' && name !== 'version')!;
    expect(page.querySelector<HTMLInputElement>(`[name=${typed[0]}]`)?.value).toBe(typed[1]);

    const basic = formBody(editorForm(await screen(t, teacher, `/profiles/${me.id}/basic`)));
    basic.set('opened', `profile/p${me.id + 1}/basic@0`);
    const elsewhere = await send(t, teacher, 'POST', `/profiles/${me.id}/basic`, basic);
    expect(elsewhere.statusCode).toBe(409);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedProfile(t.db, me.id)).toEqual(profile);
  });
});
