import { getAllByRole, getByLabelText, getByRole } from '@testing-library/dom';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../src/studio/content/profile/quarters.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { eventually, pageHtml, rowCounts } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { multipart, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { THREE_BIBTEX, storedProfile, twoTeachers } from '../helpers/teachers.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');
const QUARTER = quarterOf(TEST_TODAY);

/**
 * The hidden values a screen's form was drawn with: the version and what it was opened on
 * (decision 070), of the page's last form that has them (a section's: its Add form).
 */
function drawnOn(document: Document) {
  const form = [...document.querySelectorAll('form')]
    .filter((each) => each.querySelector('input[name=opened]'))
    .at(-1)!;
  const value = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name=${name}]`)!.value;
  return { version: value('version'), opened: value('opened') };
}

describe('a teacher’s screens in the studio', () => {
  const t = useStudio();
  let cookie = '';
  let me = { id: 0, name: '', home_dept_code: '' };
  let other = { id: 0, name: '', home_dept_code: '' };

  beforeAll(async () => {
    ({ me, other } = await twoTeachers(t.db));
    await makeAccount(t, { username: 'teacher.screens', role: 'faculty', personId: me.id });
    cookie = (await signIn(t, 'teacher.screens')).cookie;
    expect(cookie).not.toBe('');
  });

  it('go from the menu and /profiles to the teacher’s own profile, never the generic editor', async () => {
    const dashboard = await screen(t, cookie, '/');
    const menu = getByRole(dashboard.body, 'navigation', { name: 'Studio' });
    expect(getByRole(menu, 'link', { name: 'Faculty profiles' }).getAttribute('href')).toBe(
      '/profiles',
    );
    expect(getByRole(dashboard.body, 'link', { name: /Your profile and quarterly/ })).toBeTruthy();
    const own = await send(t, cookie, 'GET', '/profiles');
    expect(own.headers.location).toBe(`/profiles/${me.id}`);
    const generic = await send(t, cookie, 'GET', `/items/profile/p${me.id}`);
    expect(generic.statusCode).toBe(302);
    expect(generic.headers.location).toBe('/profiles');
    const overview = await screen(t, cookie, `/profiles/${me.id}`);
    expect(getByRole(overview.body, 'heading', { level: 1 }).textContent).toBe(me.name);
    expect(getByRole(overview.body, 'link', { name: 'Research Papers' })).toBeTruthy();
  });

  it('refuse another teacher’s profile, by address or by form, with 403 and nothing changed', async () => {
    const before = await rowCounts(t.db);
    const theirs = await storedProfile(t.db, other.id);
    for (const path of ['', '/basic', '/paste', '/research_papers', '/research_papers/0'])
      expect((await send(t, cookie, 'GET', `/profiles/${other.id}${path}`)).statusCode, path).toBe(
        403,
      );
    expect((await send(t, cookie, 'GET', `/profile-preview/${other.id}/ALL`)).statusCode).toBe(403);
    const posts: [string, Record<string, string>][] = [
      ['', { intent: 'publish', version: '1' }],
      ['', { intent: 'ask-live' }],
      ['/basic', { version: '0', name: 'Taken over' }],
      [
        '/research_papers',
        { intent: 'add', version: '0', title_paper: 'Not mine', quarter: QUARTER },
      ],
      ['/research_papers', { intent: 'remove', version: '0', index: '0' }],
      ['/research_papers/0', { version: '0', title_paper: 'Not mine', quarter: QUARTER }],
      [
        '/paste',
        {
          intent: 'save',
          version: '0',
          format: 'bibtex',
          section: 'research_papers',
          quarter: QUARTER,
          text: THREE_BIBTEX,
        },
      ],
    ];
    for (const [path, fields] of posts) {
      const answer = await send(
        t,
        cookie,
        'POST',
        `/profiles/${other.id}${path}`,
        multipart(fields),
      );
      expect(answer.statusCode, path).toBe(403);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedProfile(t.db, other.id)).toEqual(theirs);
  });

  it('add a research paper with its PDF, then publish it: on the public profile, report and research page', async () => {
    const title = 'Screens: fluoride in the wells of Kopoubari';
    const section = await screen(t, cookie, `/profiles/${me.id}/research_papers`);
    getByLabelText(section.body, 'Title of Paper', { exact: false });
    const added = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/research_papers`,
      multipart(
        {
          intent: 'add',
          ...drawnOn(section),
          title_paper: title,
          title_book: 'Journal',
          quarter: QUARTER,
          file: '',
        },
        {
          'upload--file': {
            bytes: await readFile(PDF),
            name: 'fluoride.pdf',
            type: 'application/pdf',
          },
        },
      ),
    );
    expect(added.statusCode, added.body.slice(0, 500)).toBe(302);
    expect(added.headers.location).toBe(`/profiles/${me.id}/research_papers?done=added`);
    const after = await screen(t, cookie, `/profiles/${me.id}/research_papers`);
    expect(after.body.textContent).toContain(title);
    expect(after.body.textContent).toContain('fluoride.pdf');

    // Before publishing: the quarter's report, previewed with the site's own components.
    const preview = await send(t, cookie, 'GET', `/profile-preview/${me.id}/${QUARTER}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(title);
    expect(preview.body).toContain('Quarterly Report of');
    expect(JSON.stringify(await storedProfile(t.db, me.id))).not.toContain(title);

    const overview = await screen(t, cookie, `/profiles/${me.id}`);
    const published = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}`,
      new URLSearchParams({ intent: 'publish', ...drawnOn(overview) }),
    );
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);
    const query = new URLSearchParams({ id: String(me.id), name: me.name, qr: QUARTER });
    await eventually(async () => {
      expect(
        await pageHtml(t.site, `/department/${me.home_dept_code}/faculty/quarterlyreport?${query}`),
      ).toContain(title);
      expect(await pageHtml(t.site, `/research/${me.home_dept_code}`)).toContain(title);
    });
  });

  it('list the profile’s revisions from its page, and refuse another teacher’s', async () => {
    // After the paper was added and published (the test before): a save and a publish.
    const overview = await screen(t, cookie, `/profiles/${me.id}`);
    const link = getByRole(overview.body, 'link', { name: 'Revisions of your profile' });
    const revisions = await screen(t, cookie, link.getAttribute('href')!);
    expect(getByRole(revisions.body, 'heading', { level: 1 }).textContent).toBe(
      `Revisions of ${me.name}`,
    );
    const rows = getAllByRole(revisions.body, 'row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.textContent).join(' ')).toMatch(/Published.*Saved/s);
    expect(getByRole(revisions.body, 'link', { name: /Back to the/ }).getAttribute('href')).toBe(
      `/profiles/${me.id}`,
    );
    const before = await rowCounts(t.db);
    expect((await send(t, cookie, 'GET', `/items/profile/p${other.id}/revisions`)).statusCode).toBe(
      403,
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuse a bad row: 400, the message at its field, everything typed kept, nothing changed', async () => {
    const section = await screen(t, cookie, `/profiles/${me.id}/courses_covered`);
    const before = await rowCounts(t.db);
    const answer = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/courses_covered`,
      multipart({
        intent: 'add',
        ...drawnOn(section),
        paper: 'Kept: HIS-101',
        topic: 'Kept topic',
        remark: '',
        quarter: '',
        file: '',
      }),
    );
    expect(answer.statusCode).toBe(400);
    const document = parsePage(answer.body);
    expect(document.querySelector('.error-summary')?.textContent).toMatch(/Choose the quarter/);
    const paper = getByLabelText(document.body, 'Paper', { exact: false }) as HTMLInputElement;
    expect(paper.value).toBe('Kept: HIS-101');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('paste three BibTeX entries: reviewed first, then three rows; a bad entry saves nothing', async () => {
    const page = await screen(t, cookie, `/profiles/${me.id}/paste`);
    const fields = {
      ...drawnOn(page),
      format: 'bibtex',
      section: 'research_papers',
      quarter: QUARTER,
      text: THREE_BIBTEX,
    };
    const before = await rowCounts(t.db);
    const read = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/paste`,
      new URLSearchParams({ ...fields, intent: 'read' }),
    );
    expect(read.statusCode).toBe(200);
    const review = parsePage(read.body);
    expect(getByRole(review.body, 'heading', { name: /3 rows to add/ })).toBeTruthy();
    expect(await rowCounts(t.db)).toEqual(before);

    const bad = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/paste`,
      new URLSearchParams({
        ...fields,
        intent: 'save',
        text: `${THREE_BIBTEX}\n@article{x, year={2020}}`,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(parsePage(bad.body).body.textContent).toContain('It has no title.');
    const url = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/paste`,
      new URLSearchParams({ ...fields, intent: 'save', text: 'https://example.org/papers.bib' }),
    );
    expect(url.statusCode).toBe(400);
    expect(parsePage(url.body).body.textContent).toContain('never fetches addresses');
    expect(await rowCounts(t.db)).toEqual(before);

    // Each entry goes to the section of its kind: the article, the conference paper, the book.
    const count = async () => {
      const overview = await screen(t, cookie, `/profiles/${me.id}`);
      return ['Research Papers', 'Other Publications', 'Text Books'].map((name) =>
        Number(
          /\((\d+) rows?\)/.exec(
            getByRole(overview.body, 'link', { name }).parentElement!.textContent!,
          )![1],
        ),
      );
    };
    const rows = await count();
    const saved = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/paste`,
      new URLSearchParams({ ...fields, intent: 'save' }),
    );
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    const added = rows.map((n) => n + 1);
    expect(await count()).toEqual(added);
    // The same form sent twice adds nothing more: its version is past.
    const twice = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/paste`,
      new URLSearchParams({ ...fields, intent: 'save' }),
    );
    expect(twice.statusCode).toBe(409);
    expect(await count()).toEqual(added);
  });

  it('are listed for the department’s head by the person’s id, also once saved in the studio', async () => {
    const page = await screen(t, cookie, `/profiles/${me.id}/basic`);
    const saved = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/basic`,
      multipart({ ...drawnOn(page), name: me.name, photo: '', photo_alt: '', cv: '' }, {}),
    );
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(302);
    await makeAccount(t, {
      username: 'head.lists',
      role: 'department',
      deptCode: me.home_dept_code,
    });
    const head = (await signIn(t, 'head.lists')).cookie;
    const list = await screen(t, head, '/profiles');
    const link = getByRole(list.body, 'link', { name: new RegExp(me.name) });
    expect(link.getAttribute('href')).toBe(`/profiles/${me.id}`);
    // The head reads the teacher's profile as the head: by the teacher's name, not "your".
    const overview = await screen(t, head, `/profiles/${me.id}`);
    const words = overview.querySelector('main')?.textContent ?? '';
    expect(words).not.toMatch(/\byour\b|Publish my changes/i);
    expect(words).toMatch(new RegExp(`The changes are saved|${me.name}’s`));
    // The teacher's own overview says "your".
    const own = await screen(t, cookie, `/profiles/${me.id}`);
    expect(own.querySelector('main')?.textContent).toMatch(/Your changes are saved|your/);
  });

  it('crop an uploaded photograph to the square portrait box and keep a PDF CV; refuse a CV that is not a PDF', async () => {
    const page = await screen(t, cookie, `/profiles/${me.id}/basic`);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#8a6' },
    })
      .jpeg()
      .toBuffer();
    const base = {
      ...drawnOn(page),
      name: me.name,
      photo: '',
      photo_alt: 'The teacher, smiling',
      cv: '',
    };
    const notPdf = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/basic`,
      multipart(base, {
        'upload--cv': { bytes: photo, name: 'cv.jpg', type: 'image/jpeg' },
      }),
    );
    expect(notPdf.statusCode).toBe(400);
    expect(parsePage(notPdf.body).querySelector('.error-summary')?.textContent).toMatch(
      /not a PDF/,
    );
    const saved = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/basic`,
      multipart(base, {
        'upload--photo': { bytes: photo, name: 'me.jpg', type: 'image/jpeg' },
        'upload--cv': { bytes: await readFile(PDF), name: 'cv.pdf', type: 'application/pdf' },
      }),
    );
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(302);
    const again = await screen(t, cookie, `/profiles/${me.id}/basic`);
    const spec = again.querySelector<HTMLInputElement>('input[name=photo]')!.value;
    expect(spec).toMatch(/^studio\/[0-9a-f]{64}\.jpg$/);
    const image = await t.db
      .selectFrom('images')
      .selectAll()
      .where('file', '=', spec)
      .executeTakeFirstOrThrow();
    expect([image.width, image.height]).toEqual([800, 800]);
    expect(JSON.parse(image.variants).length).toBeGreaterThan(3);
    expect(again.querySelector<HTMLInputElement>('input[name=cv]')!.value).toMatch(/\.pdf$/);
  });

  it('edit a row on its own page, and refuse a bad link of the basic details with what was typed kept', async () => {
    const row = await screen(t, cookie, `/profiles/${me.id}/seminars/0`);
    const theme = getByLabelText(row.body, 'Theme', { exact: false }) as HTMLInputElement;
    const fields: Record<string, string> = { ...drawnOn(row) };
    for (const input of row.querySelectorAll<HTMLInputElement>(
      'input[type=text], input[type=hidden]',
    ))
      fields[input.name] = input.value;
    const edited = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/seminars/0`,
      multipart({ ...fields, theme: `${theme.value} (edited)` }),
    );
    expect(edited.statusCode, edited.body.slice(0, 300)).toBe(302);
    const section = await screen(t, cookie, `/profiles/${me.id}/seminars`);
    expect(section.body.textContent).toContain(`${theme.value} (edited)`);
    expect((await send(t, cookie, 'GET', `/profiles/${me.id}/seminars/999`)).statusCode).toBe(404);
    expect((await send(t, cookie, 'GET', `/profiles/${me.id}/no_such_section`)).statusCode).toBe(
      404,
    );

    const basic = await screen(t, cookie, `/profiles/${me.id}/basic`);
    const before = await rowCounts(t.db);
    const answer = await send(
      t,
      cookie,
      'POST',
      `/profiles/${me.id}/basic`,
      multipart({
        ...drawnOn(basic),
        name: me.name,
        about: '<p>Kept <script>alert(1)</script></p>',
        'links.orchid_link': 'javascript:alert(1)',
        photo: '',
        photo_alt: '',
        cv: '',
      }),
    );
    expect(answer.statusCode).toBe(400);
    const document = parsePage(answer.body);
    expect(document.querySelector('.error-summary')?.textContent).toMatch(/ORCID address/);
    expect(
      (getByLabelText(document.body, 'ORCID', { exact: false }) as HTMLInputElement).value,
    ).toBe('javascript:alert(1)');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('let a teacher whose profile is not live ask once, and show the request on the dashboard', async () => {
    const waiting = await t.db
      .selectFrom('employees')
      .select(['id'])
      .where('type', '=', 'FACULTY')
      .where('live_now', '=', 0)
      .executeTakeFirstOrThrow();
    await makeAccount(t, { username: 'teacher.waiting', role: 'faculty', personId: waiting.id });
    const theirs = (await signIn(t, 'teacher.waiting')).cookie;
    const overview = await screen(t, theirs, `/profiles/${waiting.id}`);
    getByRole(overview.body, 'button', { name: 'Ask to go live' });
    const ask = () =>
      send(
        t,
        theirs,
        'POST',
        `/profiles/${waiting.id}`,
        new URLSearchParams({ intent: 'ask-live' }),
      );
    expect((await ask()).statusCode).toBe(302);
    expect((await ask()).statusCode).toBe(302);
    const asks = await t.db
      .selectFrom('studio_audit')
      .select('id')
      .where('action', '=', 'ask-live')
      .where('item', '=', `p${waiting.id}`)
      .execute();
    expect(asks).toHaveLength(1);
    const dashboard = await screen(t, theirs, '/');
    expect(getByRole(dashboard.body, 'region', { name: 'Your profile' }).textContent).toMatch(
      /you asked the head of your department on/,
    );
    const live = await t.db
      .selectFrom('employees')
      .select('live_now')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(live.live_now).toBe(0);
    expect(getAllByRole(dashboard.body, 'heading', { level: 2 }).length).toBeGreaterThan(0);
  });
});
