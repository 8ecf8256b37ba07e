import { describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio.ts';
import { rowCounts } from '../helpers/studio-content.ts';
import { get, makeAccount, post, signIn, signInWithCode, textOf } from '../helpers/studio-auth.ts';

const CSV = [
  'name,email,role,department',
  'Office Clerk,office.clerk@college.example,office,',
  'Bad Role,bad.role@college.example,principal,',
  'Chemistry Head,chem.head@college.example,department,CHE',
].join('\n');
const PASSWORD = 'my own sentence of words';

describe('the account import and the set-password page', () => {
  const t = useStudio({ readsPublicSite: false });

  it('imports as an admin: the bad row by line and reason, the others made with their links', async () => {
    const admin = await signInWithCode(
      t,
      await makeAccount(t, { username: 'csv.admin', role: 'admin' }),
    );
    const page = await get(t, '/accounts/import', admin);
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain('name,email,role,department');

    const answer = await post(t, '/accounts/import', { csv: CSV }, admin);
    expect(answer.statusCode).toBe(200);
    const text = textOf(answer.body);
    expect(text).toContain('One row was not imported');
    expect(text).toContain(
      'Line 3 (Bad Role): the role is not one of admin, office, iqac, department, faculty.',
    );
    expect(text).toContain('2 accounts were made.');
    // (Each is in the page, and in the data React hydrates it with.)
    const links = [
      ...new Set(
        [...answer.body.matchAll(/http:\/\/localhost:3001\/set-password\/[\w-]{43}/g)].map(
          (m) => m[0],
        ),
      ),
    ];
    expect(links).toHaveLength(2);
    // The bad row stays in the box to be mended.
    expect(answer.body).toContain('Bad Role,bad.role@college.example,principal,');

    // The link, opened by its owner without a session.
    const path = new URL(links[0]!).pathname;
    const form = await get(t, path);
    expect(form.statusCode).toBe(200);
    expect(textOf(form.body)).toContain('your username is office.clerk');
    const before = await rowCounts(t.db);
    const weak = await post(t, path, { password: 'too short', again: 'too short' });
    expect(weak.statusCode).toBe(400);
    expect(textOf(weak.body)).toContain('The password must be at least 12 characters long');
    const differ = await post(t, path, { password: PASSWORD, again: `${PASSWORD}!` });
    expect(textOf(differ.body)).toContain('The two passwords are not the same');
    expect(await rowCounts(t.db)).toEqual(before);

    const set = await post(t, path, { password: PASSWORD, again: PASSWORD });
    expect(set.statusCode).toBe(302);
    expect(set.headers.location).toBe('/sign-in?password=set');
    expect((await signIn(t, 'office.clerk', PASSWORD)).response.statusCode).toBe(302);

    // Used: refused when opened, and when sent again.
    const used = await get(t, path);
    expect(used.statusCode).toBe(410);
    expect(textOf(used.body)).toContain('This link has been used already');
    const again = await post(t, path, {
      password: 'a second new sentence',
      again: 'a second new sentence',
    });
    expect(again.statusCode).toBe(410);
    expect((await signIn(t, 'office.clerk', 'a second new sentence')).cookie).toBe('');
    expect((await get(t, `/set-password/${'a'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('is the admin’s: anyone else is refused and nothing is made', async () => {
    await makeAccount(t, { username: 'csv.office', role: 'office' });
    const { cookie } = await signIn(t, 'csv.office');
    const before = await rowCounts(t.db);
    const users = await t.db.selectFrom('studio_users').select('id').execute();
    expect((await get(t, '/accounts/import', cookie)).statusCode).toBe(403);
    expect((await post(t, '/accounts/import', { csv: CSV }, cookie)).statusCode).toBe(403);
    expect(await t.db.selectFrom('studio_users').select('id').execute()).toEqual(users);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
