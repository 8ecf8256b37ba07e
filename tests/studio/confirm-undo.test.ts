import { getByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../src/studio/content/items.repository.ts';
import { rowsOf } from '../../src/studio/content/profile/profile-schema.ts';
import { sectionOf } from '../../src/studio/content/profile/sections.ts';
import { makeAccount, signIn, textOf } from '../helpers/studio-auth.ts';
import { eventually, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { formBody, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { storedProfile, teacherActor, twoTeachers } from '../helpers/teachers.ts';

const auditActions = async (t: ReturnType<typeof useStudio>, action: string) =>
  (await t.db.selectFrom('studio_audit').select('item').where('action', '=', action).execute()).map(
    (row) => row.item,
  );

/**
 * Unpublish and Remove ask first (decision 070): without JavaScript the button's post answers
 * with a confirmation step and changes nothing; the step's own button acts; right after, an
 * Undo puts back what was taken away (what was public, the row removed), audited as itself.
 */
describe('Unpublish and Remove ask first, and can be undone', () => {
  const t = useStudio();

  it('asks before unpublishing a notice, then its Undo publishes again what was public', async () => {
    await makeAccount(t, { username: 'undo.office', role: 'office' });
    const office = (await signIn(t, 'undo.office')).cookie;
    const list = await screen(t, office, '/items/notice');
    const editor = list.querySelector('main table a')!.getAttribute('href')!;
    const opened = await screen(t, office, editor);
    const form = opened.querySelector('form.item-form')!;
    const title = form.querySelector<HTMLInputElement>('input[name=title]')!.value;
    const publicLink = getByRole(opened.body, 'link', { name: 'The public page' });
    const page = new URL(publicLink.getAttribute('href')!).pathname;
    expect((await t.site.inject({ url: page })).statusCode).toBe(200);

    // Unpublish, with a new title typed: the question, the title kept, nothing changed.
    const before = await rowCounts(t.db);
    const typed = formBody(form, { name: 'intent', value: 'unpublish' });
    typed.set('title', `${title} (a draft typed before unpublishing)`);
    const asked = await send(t, office, 'POST', editor, typed);
    expect(asked.statusCode).toBe(200);
    const question = parsePage(asked.body);
    const step = question.querySelector<HTMLElement>('.confirm-step')!;
    expect(step.getAttribute('role')).toBe('alert');
    expect(getByRole(step, 'heading').textContent).toBe('Unpublish this notice?');
    expect(question.querySelector<HTMLInputElement>('input[name=title]')!.value).toBe(
      typed.get('title'),
    );
    expect(await rowCounts(t.db)).toEqual(before);
    // "No": the form again, without the question.
    const kept = await send(
      t,
      office,
      'POST',
      editor,
      new URLSearchParams({ ...Object.fromEntries(typed), intent: 'keep' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(parsePage(kept.body).querySelector('.confirm-step')).toBeNull();
    expect(await rowCounts(t.db)).toEqual(before);

    // "Yes": saved as the draft, then off the site.
    const yes = getByRole(step, 'button', { name: 'Yes, unpublish it' });
    const unpublished = await send(
      t,
      office,
      'POST',
      editor,
      formBody(question.querySelector('form.item-form')!, {
        name: yes.getAttribute('name')!,
        value: yes.getAttribute('value')!,
      }),
    );
    expect(unpublished.statusCode).toBe(302);
    const location = String(unpublished.headers.location);
    expect(location).toMatch(/\?unpublished=1$/);
    await eventually(async () => expect((await t.site.inject({ url: page })).statusCode).toBe(404));

    // Undo, from the confirmation: what was public (the title before the draft) is back.
    const done = await screen(t, office, location);
    const confirmation = done.querySelector<HTMLElement>('.notice-ok')!;
    const undoButton = getByRole(confirmation, 'button', { name: 'Undo the unpublish' });
    const undo = formBody(undoButton.closest('form')!, { name: 'intent', value: 'undo-unpublish' });
    const undone = await send(t, office, 'POST', location.replace(/\?.*$/, ''), undo);
    expect(undone.statusCode, undone.body.slice(0, 300)).toBe(302);
    expect(String(undone.headers.location)).toMatch(/\?republished=1$/);
    await eventually(async () => {
      const answer = await t.site.inject({ url: page });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(title);
      expect(answer.body).not.toContain('a draft typed before unpublishing');
    });
    const after = await screen(t, office, String(undone.headers.location));
    expect(textOf(after.body.innerHTML)).toContain('Unpublish undone');
    expect(after.querySelector<HTMLInputElement>('input[name=title]')!.value).toBe(
      typed.get('title'),
    );
    expect(textOf(after.body.innerHTML)).toContain('Changed since publishing');
    expect(await auditActions(t, 'undo unpublish')).toHaveLength(1);

    // Undone once: the same Undo again changes nothing.
    const counts = await rowCounts(t.db);
    const again = await send(t, office, 'POST', location.replace(/\?.*$/, ''), undo);
    expect(again.statusCode).toBe(409);
    expect(textOf(again.body)).toContain('cannot be undone');
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  describe('a teacher’s row', () => {
    let teacher = '';
    let me = { id: 0 };
    let key = '';
    const rows = async () =>
      rowsOf(itemOf(await getItem(t.db, 'profile', `p${me.id}`, teacherActor(me.id))).values, key);

    beforeAll(async () => {
      ({ me } = await twoTeachers(t.db));
      await makeAccount(t, { username: 'undo.teacher', role: 'faculty', personId: me.id });
      teacher = (await signIn(t, 'undo.teacher')).cookie;
      const profile = (await storedProfile(t.db, me.id)) as Record<string, unknown[]>;
      key = Object.keys(profile).find(
        (name) => sectionOf(name) && Array.isArray(profile[name]) && profile[name].length > 1,
      )!;
    });

    it('asks before removing a row, then its Undo puts the row back where it was', async () => {
      const section = `/profiles/${me.id}/${key}`;
      const original = await rows();
      const first = (await screen(t, teacher, section)).querySelector('form.row-buttons')!;
      // The first row shown (newest first, decision 091) and its place in the kept order.
      const index = Number(first.querySelector<HTMLInputElement>('input[name=index]')!.value);
      const before = await rowCounts(t.db);
      const asked = await send(
        t,
        teacher,
        'POST',
        section,
        formBody(first, { name: 'intent', value: 'remove' }),
      );
      expect(asked.statusCode).toBe(200);
      const question = parsePage(asked.body);
      const step = getByRole(question.body, 'alert');
      expect(getByRole(step, 'heading').textContent).toBe('Remove row 1?');
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await rows()).toEqual(original);

      const removed = await send(
        t,
        teacher,
        'POST',
        section,
        formBody(step.closest('form')!, { name: 'intent', value: 'confirm-remove' }),
      );
      expect(removed.statusCode).toBe(302);
      expect(removed.headers.location).toBe(`${section}?done=removed&row=${index}`);
      expect(await rows()).toEqual(original.toSpliced(index, 1));

      const done = await screen(t, teacher, String(removed.headers.location));
      const undoButton = getByRole(done.querySelector<HTMLElement>('.notice-ok')!, 'button', {
        name: 'Undo the removal',
      });
      const undo = formBody(undoButton.closest('form')!, { name: 'intent', value: 'undo-remove' });
      const undone = await send(t, teacher, 'POST', section, undo);
      expect(undone.statusCode, undone.body.slice(0, 300)).toBe(302);
      expect(undone.headers.location).toBe(`${section}?done=back`);
      expect(await rows()).toEqual(original);
      expect(await auditActions(t, 'undo remove')).toHaveLength(1);

      // Undone once: the same Undo again changes nothing.
      const counts = await rowCounts(t.db);
      const again = await send(t, teacher, 'POST', section, undo);
      expect(again.statusCode).toBe(409);
      expect(await rows()).toEqual(original);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });
});
