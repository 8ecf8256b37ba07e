import { getAllByRole, getByRole } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { expectWellFormedScreen, parsePage } from '../helpers/studio-dom.ts';
import { STUDIO_TEST_ORIGIN, useStudio } from '../helpers/studio.ts';
import { askToGoLive } from '../../src/studio/content/profile/live-request.ts';
import { eventually, rowCounts, siteAnswer } from '../helpers/studio-content.ts';

/** The form as a browser without JavaScript sends it, with the button pressed. */
function formOf(document: Document, button?: Element): URLSearchParams {
  const body = new URLSearchParams();
  const form = document.querySelector('form:has(button[name=intent])') ?? document.forms[0]!;
  for (const control of form.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (!control.name || control.type === 'file') continue;
    if (control.type === 'checkbox' && !control.checked) continue;
    body.append(control.name, control.value);
  }
  if (button) body.append(button.getAttribute('name')!, button.getAttribute('value')!);
  return body;
}

/**
 * The head's screens without JavaScript (decision 055): their department's items only, another
 * department's refused by address (403, nothing changed), the faculty put in order with the
 * Move buttons (Conform's reorder intent, answered by the server) and published.
 */
describe('a department head’s screens', () => {
  const t = useStudio();
  let cookie = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'head.screens', role: 'department', deptCode: 'PHY' });
    cookie = (await signIn(t, 'head.screens')).cookie;
  });

  const get = (url: string) => t.studio.inject({ url, headers: { cookie } });
  const post = (url: string, body: URLSearchParams) =>
    t.studio.inject({
      method: 'POST',
      url,
      headers: {
        origin: STUDIO_TEST_ORIGIN,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body.toString(),
    });

  it('lists the teachers who asked for their profile to go live, and where to turn it live', async () => {
    const waiting = await t.db
      .selectFrom('employees')
      .select(['id', 'name'])
      .where('home_dept_code', '=', 'PHY')
      .where('live_now', '=', 0)
      .executeTakeFirstOrThrow();
    const teacher = {
      id: 0,
      username: 'teacher.asking',
      address: '127.0.0.1',
      role: 'faculty',
      dept_code: 'PHY',
      person_id: waiting.id,
    };
    expect(await askToGoLive(t.db, teacher, waiting.id)).toMatchObject({ ok: true });
    const dashboard = parsePage((await get('/')).body);
    const section = getByRole(dashboard.body, 'region', { name: 'Asking to go live' });
    expect(section.textContent).toContain(waiting.name);
    expect(
      getByRole(section, 'link', { name: 'Turn profiles live in the faculty list' }).getAttribute(
        'href',
      ),
    ).toBe('/items/department_faculty');
  });

  it('shows a menu of the microsite and lists only the head’s own department', async () => {
    const dashboard = parsePage((await get('/')).body);
    expectWellFormedScreen(dashboard);
    for (const name of ['Gallery albums', 'Faculty list', 'Alumni'])
      expect(getAllByRole(dashboard.body, 'link', { name }).length).toBeGreaterThan(0);
    // One page per department: the head's list is their own page's editor.
    const page = await get('/items/department_page');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/items/department_page/pPHY');
    const notices = parsePage((await get('/items/department_notice')).body);
    const details = [...notices.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    expect(details.length).toBeGreaterThan(0);
    expect(details.every((text) => text.includes('PHY'))).toBe(true);
    // The Department box names the department, not only its code (issue 36).
    const form = parsePage((await get('/items/department_notice/new')).body);
    const options = [...form.querySelectorAll('select[name=dept_code] option[value]')].filter(
      (option) => option.getAttribute('value'),
    );
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['PHY', 'Physics (PHY)'],
    ]);
  });

  it('refuses another department’s page by its address, and a post to it changes nothing', async () => {
    expect((await get('/items/department_page/pCHE')).statusCode).toBe(403);
    const own = parsePage((await get('/items/department_page/pPHY')).body);
    const body = formOf(own);
    body.set('vision', '<p>Taken over</p>');
    body.set('intent', 'publish');
    const before = await rowCounts(t.db);
    const refused = await post('/items/department_page/pCHE', body);
    expect(refused.statusCode).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
    const che = await siteAnswer(t.site, 'getDeptData', { dept_code: 'CHE' });
    expect(che.vision).not.toContain('Taken over');
  });

  it('moves a member down without JavaScript, then publishes the new order', async () => {
    const url = '/items/department_faculty/pPHY';
    const editor = parsePage((await get(url)).body);
    expectWellFormedScreen(editor);
    const names = () =>
      [...editor.querySelectorAll('.member-list li strong')].map((n) => n.textContent);
    const [first, second] = names();
    const move = [...editor.querySelectorAll('button')].find(
      (button) => button.textContent?.replace(/\s+/g, ' ').trim() === `Move down ${first}`,
    );
    expect(move).toBeDefined();
    const before = await rowCounts(t.db);
    const moved = await post(url, formOf(editor, move));
    expect(moved.statusCode).toBe(200);
    const again = parsePage(moved.body);
    const order = [...again.querySelectorAll('.member-list li strong')].map((n) => n.textContent);
    expect(order.slice(0, 2)).toEqual([second, first]);
    expect(await rowCounts(t.db)).toEqual(before);
    // The page comes back with the focus on the moved member's Move down (issue 36).
    const focused = [...again.querySelectorAll('[autofocus]')];
    expect(focused.map((el) => el.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      `Move ${order.length > 2 ? 'down' : 'up'} ${first}`,
    ]);

    const publish = formOf(again);
    publish.set('intent', 'publish');
    const published = await post(url, publish);
    expect(published.statusCode, published.body.slice(0, 400)).toBe(302);
    await eventually(async () => {
      const list = await siteAnswer(t.site, 'getEmployeeByType', {
        dept_code: 'PHY',
        type: 'FACULTY',
      });
      expect(list.slice(0, 2).map((person) => person.name)).toEqual([second, first]);
    });
  });
});
