import { getByLabelText, getByRole, getAllByRole, queryByRole } from '@testing-library/dom';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn, signInWithCode } from '../helpers/studio-auth.ts';
import { expectWellFormedScreen, parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, screen, send } from '../helpers/studio-send.ts';
import { STUDIO_TEST_ORIGIN, useStudio, type TestStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

async function signedInAs(t: TestStudio, username: string, role: string): Promise<string> {
  await makeAccount(t, { username, role });
  const { response, cookie } = await signIn(t, username);
  expect(response.statusCode).toBe(302);
  return cookie;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A notice's fields but its title, as a clerk fills them in. */
const NOTICE = {
  type: 'COLLEGE_ACADEMIC_NOTICE',
  date: TEST_TODAY,
  description: '<p>Collect them from the office.</p>',
};

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');

/** What the editor says was just done: its status message after a redirect. */
const confirmation = (document: Document) =>
  getAllByRole(document.body, 'status').find((status) => status.classList.contains('notice-ok'))
    ?.textContent ?? '';

describe('the studio’s screens for publishing', () => {
  const t = useStudio();
  let office = '';

  beforeAll(async () => {
    office = await signedInAs(t, 'office.screens', 'office');
  });

  /** A new notice saved as a draft from its form: the address of its editor. */
  async function draftNotice(title: string): Promise<string> {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const made = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({ ...hidden, ...NOTICE, title, intent: 'save' }),
    );
    expect(made.statusCode).toBe(302);
    return String(made.headers.location).replace(/\?.*$/, '');
  }

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const answer = await send(t, '', 'GET', '/items/notice');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^\/sign-in\?next=%2Fitems%2Fnotice/);
  });

  it('shows the dashboard in the shell: who is signed in, a menu of what the office edits', async () => {
    const document = await screen(t, office, '/');
    expect(getByRole(document.body, 'heading', { level: 1 }).textContent).toBe('Dashboard');
    const header = getByRole(document.body, 'banner');
    expect(header.textContent).toContain('Studio');
    expect(header.textContent).toContain('office.screens');
    expect(getByRole(header, 'link', { name: 'Your account' }).getAttribute('href')).toBe(
      '/account',
    );
    const signOut = getByRole(header, 'button', { name: 'Sign out' }).closest('form')!;
    expect(signOut.getAttribute('method')).toBe('post');
    expect(signOut.getAttribute('action')).toBe('/sign-out');
    const menu = getByRole(document.body, 'navigation', { name: 'Studio' });
    expect(getByRole(menu, 'link', { name: 'Notices' }).getAttribute('href')).toBe('/items/notice');
    // The office is no admin: no accounts, no audit log, no IQAC documents.
    expect(queryByRole(menu, 'link', { name: 'Accounts' })).toBeNull();
    expect(queryByRole(menu, 'link', { name: 'Audit log' })).toBeNull();
    expect(queryByRole(menu, 'link', { name: /IQAC/ })).toBeNull();
  });

  it('lists the notices with their status in words and a button for a new one', async () => {
    const document = await screen(t, office, '/items/notice');
    expect(getByRole(document.body, 'heading', { level: 1 }).textContent).toBe('Notices');
    expect(getByRole(document.body, 'link', { name: 'New notice' }).getAttribute('href')).toBe(
      '/items/notice/new',
    );
    const rows = getAllByRole(document.body, 'row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]!.textContent).toMatch(/Published|Draft|Changed since publishing|Unpublished/);
  });

  it('refuses a notice without a title: 400, the message at the field, everything typed kept', async () => {
    const blank = await screen(t, office, '/items/notice/new');
    const hidden = hiddenValues(blank);
    expect(hidden.createToken).toMatch(/.{16,}/);
    getByLabelText(blank.body, /Title/);
    const answer = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({
        ...hidden,
        type: 'COLLEGE_ACADEMIC_NOTICE',
        title: '',
        date: TEST_TODAY,
        description: '<p>Kept as typed: the timetable of the tests.</p>',
        intent: 'save',
      }),
    );
    expect(answer.statusCode).toBe(400);
    const document = parsePage(answer.body);
    expectWellFormedScreen(document);
    const title = getByLabelText(document.body, /Title/) as HTMLInputElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(
      title.getAttribute('aria-describedby')!.split(' ').pop()!,
    );
    expect(message?.textContent).toMatch(/title/i);
    const summary = getByRole(document.body, 'alert', { name: 'There is a problem' });
    expect(summary.textContent).toContain('There is a problem');
    expect(getByRole(summary, 'link').getAttribute('href')).toBe(`#${title.id}`);
    const description = document.querySelector<HTMLTextAreaElement>('textarea[name=description]');
    expect(description?.value).toContain('Kept as typed: the timetable of the tests.');
    expect(document.querySelector<HTMLInputElement>('input[name=date]')?.value).toBe(TEST_TODAY);
    expect(hiddenValues(document).createToken).toBe(hidden.createToken);
  });

  it('saves a valid notice (302 to its editor), publishes it, and the public site shows it within 5 s', async () => {
    const title = 'Screens test: admit cards from Monday';
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const saved = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({ ...hidden, ...NOTICE, title, intent: 'save' }),
    );
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toMatch(/^\/items\/notice\/[^/?]+\?saved=1$/);
    const editorUrl = String(saved.headers.location).replace(/\?.*$/, '');

    const editor = await screen(t, office, String(saved.headers.location));
    expect(getByRole(editor.body, 'heading', { level: 1 }).textContent).toBe(title);
    expect(confirmation(editor)).toContain('Saved as a draft');
    expect(editor.body.textContent).toContain('Draft');
    for (const button of ['Save draft', 'Preview', 'Publish'])
      expect(getByRole(editor.body, 'button', { name: button }).getAttribute('name')).toBe(
        'intent',
      );
    expect(queryByRole(editor.body, 'button', { name: 'Unpublish' })).toBeNull();

    const published = await send(
      t,
      office,
      'POST',
      editorUrl,
      form({ ...hiddenValues(editor), ...NOTICE, title, intent: 'publish' }),
    );
    expect(published.statusCode).toBe(302);
    expect(published.headers.location).toBe(`${editorUrl}?published=1`);
    const after = await screen(t, office, String(published.headers.location));
    const status = after.querySelector<HTMLElement>('.notice-ok')!;
    expect(confirmation(after)).toContain(
      'Published. It is on the public site within a few seconds.',
    );
    const link = getByRole(status, 'link', { name: 'See it on the public site' });
    const path = new URL(link.getAttribute('href')!).pathname;
    expect(getByRole(after.body, 'button', { name: 'Unpublish' })).toBeTruthy();

    await expect
      .poll(async () => (await t.site.inject({ url: '/' })).body, { timeout: 5_000, interval: 200 })
      .toContain(title);
    const own = await t.site.inject({ url: path });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(title);
  });

  it('makes one notice of a form sent twice (a double click)', async () => {
    const title = 'Screens test: sent twice';
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const body = () => form({ ...hidden, ...NOTICE, title, intent: 'save' });
    const [first, second] = await Promise.all([
      send(t, office, 'POST', '/items/notice/new', body()),
      send(t, office, 'POST', '/items/notice/new', body()),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([302, 302]);
    expect(first.headers.location).toBe(second.headers.location);
    const list = await screen(t, office, '/items/notice');
    expect(getAllByRole(list.body, 'link', { name: title })).toHaveLength(1);
  });

  it('keeps a file sent without JavaScript when the notice is refused, and saves it after', async () => {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...hidden, ...NOTICE, title: '', intent: 'save' }))
      body.append(name, value);
    const pdf = await readFile(PDF);
    body.append(
      'upload--attachments',
      new File([pdf], 'Exam timetable.pdf', { type: 'application/pdf' }),
    );
    const refused = await send(t, office, 'POST', '/items/notice/new', body);
    expect(refused.statusCode).toBe(400);
    const document = parsePage(refused.body);
    expectWellFormedScreen(document);
    const kept = document.querySelector<HTMLInputElement>('input[type=hidden][name=attachments]');
    expect(kept?.value).toMatch(/^studio\/[a-f0-9]{64}\.pdf$/);
    expect(document.body.textContent).toContain('Exam timetable.pdf');
    expect(document.body.textContent).toMatch(/PDF, \d+(\.\d)? KB/);
    getByLabelText(document.body, /Remove\s+Exam timetable\.pdf/);

    // The stored file, as staff see it: its own type, never sniffed, sandboxed, shown inline.
    const file = await send(t, office, 'GET', `/files/${kept!.value.slice('studio/'.length)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);

    const again = new FormData();
    for (const [name, value] of Object.entries({
      ...hiddenValues(document),
      ...NOTICE,
      title: 'Screens test: with its timetable',
      intent: 'save',
    }))
      again.append(name, value);
    const saved = await send(t, office, 'POST', '/items/notice/new', again);
    expect(saved.statusCode).toBe(302);
    const editor = await screen(t, office, String(saved.headers.location));
    expect(editor.querySelector<HTMLInputElement>('input[name=attachments]')?.value).toBe(
      kept!.value,
    );
    expect(editor.body.textContent).toContain('Exam timetable.pdf');

    // Its Remove box ticked and saved: the notice no longer holds it.
    const editorUrl = String(saved.headers.location).replace(/\?.*$/, '');
    const removed = await send(
      t,
      office,
      'POST',
      editorUrl,
      form({
        ...hiddenValues(editor),
        ...NOTICE,
        title: 'Screens test: with its timetable',
        'remove--attachments': kept!.value,
        intent: 'save',
      }),
    );
    expect(removed.statusCode).toBe(302);
    const without = await screen(t, office, editorUrl);
    expect(without.querySelector('input[name=attachments]')).toBeNull();
    expect(without.body.textContent).not.toContain('Exam timetable.pdf');
  });

  it('refuses a file that is not what its name says, with the message at the field', async () => {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const body = new FormData();
    for (const [name, value] of Object.entries({
      ...hidden,
      ...NOTICE,
      title: 'A forged PDF',
      intent: 'save',
    }))
      body.append(name, value);
    body.append('upload--attachments', new File(['<script>alert(1)</script>'], 'forged.pdf'));
    const refused = await send(t, office, 'POST', '/items/notice/new', body);
    expect(refused.statusCode).toBe(400);
    const document = parsePage(refused.body);
    const field = document.getElementById('field-attachments')!.closest('fieldset')!;
    expect(field.querySelector('.error-message')?.textContent).toContain('forged.pdf');
    expect((getByLabelText(document.body, /Title/) as HTMLInputElement).value).toBe('A forged PDF');
  });

  it('takes a file in parts at /uploads, resuming from what the server has', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a6' },
    })
      .jpeg()
      .toBuffer();
    const json = (action: string, body: unknown) =>
      t.studio.inject({
        method: 'POST',
        url: `/uploads?action=${action}`,
        headers: { origin: STUDIO_TEST_ORIGIN, cookie: office, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const part = (uploadId: string, offset: number, bytes: Buffer) =>
      t.studio.inject({
        method: 'POST',
        url: `/uploads?action=part&uploadId=${uploadId}&offset=${offset}`,
        headers: {
          origin: STUDIO_TEST_ORIGIN,
          cookie: office,
          'content-type': 'application/octet-stream',
        },
        payload: bytes,
      });
    const start = await json('start', {
      originalName: 'hall.jpg',
      size: photo.length,
      accept: 'image',
    });
    expect(start.statusCode).toBe(200);
    const { uploadId } = start.json() as { uploadId: string };
    const half = Math.floor(photo.length / 2);
    expect((await part(uploadId, 0, photo.subarray(0, half))).json()).toEqual({ received: half });
    // A part from the wrong place is refused with where to resume.
    const wrong = await part(uploadId, half + 10, photo.subarray(half + 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ received: half });
    expect((await part(uploadId, half, photo.subarray(half))).json()).toEqual({
      received: photo.length,
    });
    const finish = await json('finish', { uploadId, accept: 'image' });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({
      file: { name: 'hall.jpg', kind: 'JPEG image', size: photo.length, image: true },
    });
    // Sent with a form that is refused, the file is shown again by its own name and size.
    const { spec } = (finish.json() as { file: { spec: string } }).file;
    const refused = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({
        ...hiddenValues(await screen(t, office, '/items/notice/new')),
        ...NOTICE,
        title: '',
        attachments: spec,
        intent: 'save',
      }),
    );
    expect(refused.statusCode).toBe(400);
    const again = parsePage(refused.body);
    expect(again.querySelector<HTMLInputElement>('input[name=attachments]')?.value).toBe(spec);
    expect(again.body.textContent).toMatch(/hall\.jpg \(JPEG image, \d+ (KB|bytes)\)/);
    // Without a session: sent to sign in, nothing stored.
    const anonymous = await t.studio.inject({
      method: 'POST',
      url: '/uploads?action=start',
      headers: { origin: STUDIO_TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ originalName: 'x.pdf', size: 10 }),
    });
    expect(anonymous.statusCode).toBe(302);
  });

  it('answers a save of an older version 409, saying who saved when, keeping what was typed', async () => {
    const editorUrl = await draftNotice('Screens test: two clerks');
    const opened = hiddenValues(await screen(t, office, editorUrl));
    const first = await send(
      t,
      office,
      'POST',
      editorUrl,
      form({
        ...opened,
        ...NOTICE,
        title: 'Screens test: the first clerk’s title',
        intent: 'save',
      }),
    );
    expect(first.statusCode).toBe(302);
    const late = await send(
      t,
      office,
      'POST',
      editorUrl,
      form({
        ...opened,
        ...NOTICE,
        title: 'Screens test: the second clerk’s title',
        intent: 'save',
      }),
    );
    expect(late.statusCode).toBe(409);
    const document = parsePage(late.body);
    expectWellFormedScreen(document);
    expect(getByRole(document.body, 'alert', { name: 'There is a problem' }).textContent).toMatch(
      /office\.screens saved this/,
    );
    expect((getByLabelText(document.body, /Title/) as HTMLInputElement).value).toBe(
      'Screens test: the second clerk’s title',
    );
    // The form now carries the newer version: saving again is a choice, and it goes through.
    expect(Number(hiddenValues(document).version)).toBeGreaterThan(Number(opened.version));
  });

  it('lists the revisions and restores one as the new draft', async () => {
    const editorUrl = await draftNotice('Screens test: first words');
    const changed = await send(
      t,
      office,
      'POST',
      editorUrl,
      form({
        ...hiddenValues(await screen(t, office, editorUrl)),
        ...NOTICE,
        title: 'Screens test: second words',
        intent: 'save',
      }),
    );
    expect(changed.statusCode).toBe(302);
    const revisions = await screen(t, office, `${editorUrl}/revisions`);
    const rows = getAllByRole(revisions.body, 'row').slice(1);
    expect(rows).toHaveLength(2);
    expect(revisions.body.textContent).toContain('Screens test: first words');
    const restore = getByRole(revisions.body, 'button', { name: /Restore version 1$/ }).closest(
      'form',
    )!;
    const restored = await send(
      t,
      office,
      'POST',
      `${editorUrl}/revisions`,
      form(hiddenValues(restore as unknown as Document)),
    );
    expect(restored.statusCode).toBe(302);
    expect(restored.headers.location).toBe(`${editorUrl}?restored=1`);
    const editor = await screen(t, office, String(restored.headers.location));
    expect((getByLabelText(editor.body, /Title/) as HTMLInputElement).value).toBe(
      'Screens test: first words',
    );
  });

  it('shows the preview of a draft inside the editor, and the preview itself', async () => {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const title = 'Screens test: only in the preview';
    const made = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({ ...hidden, ...NOTICE, title, intent: 'preview' }),
    );
    expect(made.headers.location).toMatch(/\?saved=1&preview=1$/);
    const editor = await screen(t, office, String(made.headers.location));
    const frame = editor.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe(`Preview of ${title}`);
    const preview = await send(t, office, 'GET', frame!.getAttribute('src')!);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.body).toContain(title);
    expect((await t.site.inject({ url: '/' })).body).not.toContain(title);
  });

  it('draws every list and editor the office has, each well formed', async () => {
    const menu = getByRole((await screen(t, office, '/')).body, 'navigation', { name: 'Studio' });
    const lists = getAllByRole(menu, 'link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/items/'));
    expect(lists.length).toBeGreaterThan(8);
    const kinds = new Set<string>();
    for (const list of lists) {
      const answer = await send(t, office, 'GET', list);
      // A singleton (the admission settings) goes straight to its editor.
      const url = answer.statusCode === 302 ? String(answer.headers.location) : list;
      const page = await screen(t, office, url);
      const first = page.querySelector<HTMLAnchorElement>('tbody th a');
      const editor =
        answer.statusCode === 302
          ? page
          : await screen(t, office, first?.getAttribute('href') ?? `${list}/new`);
      expect(editor.querySelector('form.item-form'), url).not.toBeNull();
      for (const control of editor.querySelectorAll('.item-form [name]'))
        kinds.add(control.getAttribute('type') ?? control.tagName.toLowerCase());
    }
    // Between them: text, selects, checkboxes, rich text, files and rows of fields; dates are
    // text boxes whose hint says YYYY-MM-DD (decision 093), never the browser's own control.
    for (const kind of ['text', 'select', 'checkbox', 'textarea', 'file'])
      expect([...kinds]).toContain(kind);
    expect([...kinds]).not.toContain('date');
  });

  it('adds a row of members without JavaScript: the form comes back with it, nothing saved', async () => {
    const blank = await screen(t, office, '/items/committee/new');
    const rowsBefore = blank.querySelectorAll('.rows > li').length;
    const add = getByRole(blank.body, 'button', { name: 'Add a row' }) as HTMLButtonElement;
    const answer = await send(
      t,
      office,
      'POST',
      '/items/committee/new',
      form({ ...hiddenValues(blank), code: 'XYZ', name: 'Rows test', [add.name]: add.value }),
    );
    expect(answer.statusCode).toBe(200);
    const document = parsePage(answer.body);
    expectWellFormedScreen(document);
    expect(document.querySelectorAll('.rows > li')).toHaveLength(rowsBefore + 1);
    expect(
      getByRole(document.body, 'group', { name: `Members: row ${rowsBefore + 1}` }),
    ).toBeTruthy();
    expect(
      (getByLabelText(document.body, /^Name/, { selector: '#field-name' }) as HTMLInputElement)
        .value,
    ).toBe('Rows test');
    const list = await screen(t, office, '/items/committee');
    expect(list.body.textContent).not.toContain('Rows test');
  });

  it('gives an admin the accounts and the audit log in the menu', async () => {
    const admin = await signInWithCode(
      t,
      await makeAccount(t, { username: 'admin.screens', role: 'admin' }),
    );
    const menu = getByRole((await screen(t, admin, '/')).body, 'navigation', { name: 'Studio' });
    expect(getByRole(menu, 'link', { name: 'Accounts' }).getAttribute('href')).toBe('/accounts');
    expect(getByRole(menu, 'link', { name: 'Audit log' }).getAttribute('href')).toBe('/audit');
    expect(getByRole(menu, 'link', { name: 'Notices' })).toBeTruthy();
  });

  it('shows a member of staff only what their role may read, and answers 404 for the rest', async () => {
    const iqac = await signedInAs(t, 'iqac.screens', 'iqac');
    const menu = getByRole((await screen(t, iqac, '/')).body, 'navigation', { name: 'Studio' });
    expect(queryByRole(menu, 'link', { name: 'Notices' })).toBeNull();
    for (const url of ['/items/notice', '/items/notice/new'])
      expect((await send(t, iqac, 'GET', url)).statusCode).toBe(404);
    const refused = await send(
      t,
      iqac,
      'POST',
      '/items/notice/new',
      form({
        ...NOTICE,
        title: 'Not theirs',
        version: '0',
        createToken: 'iqac-token-12345',
        intent: 'publish',
      }),
    );
    expect(refused.statusCode).toBe(404);
    expect((await t.site.inject({ url: '/' })).body).not.toContain('Not theirs');
  });
});
