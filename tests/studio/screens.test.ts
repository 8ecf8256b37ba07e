import { getByLabelText, getByRole, getAllByRole, queryByRole } from '@testing-library/dom';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { expectWellFormedScreen, parsePage } from '../helpers/studio-dom.ts';
import { STUDIO_TEST_ORIGIN, useStudio, type TestStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

async function signedInAs(t: TestStudio, username: string, role: string): Promise<string> {
  await makeAccount(t, { username, role });
  const { response, cookie } = await signIn(t, username);
  expect(response.statusCode).toBe(302);
  return cookie;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A request as a browser without JavaScript sends it, from the studio's own origin. */
function send(
  t: TestStudio,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  body?: URLSearchParams | FormData,
): Promise<LightMyRequestResponse> {
  if (method === 'GET') return t.studio.inject({ url, headers: cookie ? { cookie } : {} });
  const multipart = body instanceof FormData;
  return (async () => {
    const request = new Request('http://x/', { method: 'POST', body: body ?? '' });
    return t.studio.inject({
      method,
      url,
      headers: {
        origin: STUDIO_TEST_ORIGIN,
        cookie,
        'content-type': multipart
          ? request.headers.get('content-type')!
          : 'application/x-www-form-urlencoded',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  })();
}

/** The page a GET answers, parsed, after checking what every studio screen must have. */
async function screen(t: TestStudio, cookie: string, url: string): Promise<Document> {
  const answer = await send(t, cookie, 'GET', url);
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  const document = parsePage(answer.body);
  expectWellFormedScreen(document);
  return document;
}

/** The hidden values of the editor's form, for the next post. */
function hiddenValues(document: Document): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of document.querySelectorAll<HTMLInputElement>('form input[type=hidden]'))
    values[input.name] = input.value;
  return values;
}


describe('the studio’s screens for publishing', () => {
  const t = useStudio();
  let office = '';

  beforeAll(async () => {
    office = await signedInAs(t, 'office.screens', 'office');
  });

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
    expect(getByRole(menu, 'link', { name: 'Notices' }).getAttribute('href')).toBe(
      '/items/notice',
    );
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
    const message = document.getElementById(title.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(message?.textContent).toMatch(/title/i);
    const summary = getByRole(document.body, 'alert');
    expect(summary.textContent).toContain('There is a problem');
    expect(getByRole(summary, 'link').getAttribute('href')).toBe(`#${title.id}`);
    const description = document.querySelector<HTMLTextAreaElement>('textarea[name=description]');
    expect(description?.value).toContain('Kept as typed: the timetable of the tests.');
    expect(document.querySelector<HTMLInputElement>('input[name=date]')?.value).toBe(TEST_TODAY);
    expect(hiddenValues(document).createToken).toBe(hidden.createToken);
  });
});
