import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importAccounts } from '../../src/studio/auth/accounts-import.ts';
import {
  LINK_LIFETIME_MS,
  openPasswordLink,
  setPasswordByLink,
} from '../../src/studio/auth/password-links.ts';
import { findPasswordHash, findUserByName } from '../../src/studio/auth/users.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { rowCounts } from '../helpers/studio-content.ts';

const BY = { userId: null, username: 'test', address: '127.0.0.1' };
const PASSWORD = 'a sentence only I know';
const T0 = new Date('2026-06-15T10:00:00.000Z');

describe('accounts imported from CSV, each with a one-time link to set its password', () => {
  const t = useStudio({ readsPublicSite: false });

  /** A teacher of PHY as the demo has them: their e-mail is on their profile. */
  const physicsTeacher = () =>
    t.db
      .selectFrom('employees')
      .select(['id', 'name', 'email'])
      .where('home_dept_code', '=', 'PHY')
      .where('type', '=', 'FACULTY')
      .where('email', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('makes every good row and reports the bad one with its line and reason', async () => {
    const teacher = await physicsTeacher();
    const csv = [
      'Name,Email,Role,Department',
      'Head of Physics,phy.head@college.example,department,PHY',
      `"${teacher.name}",${teacher.email},faculty,PHY`,
      'Somebody Else,somebody@college.example,teacher,PHY',
      'Quality Cell,iqac.cell@college.example,iqac,',
    ].join('\r\n');
    const outcome = await importAccounts(t.db, csv, BY, T0);
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(outcome.bad).toEqual([
      {
        line: 4,
        row: 'Somebody Else',
        reasons: ['the role is not one of admin, office, iqac, department, faculty'],
      },
    ]);
    expect(outcome.made.map((a) => [a.line, a.username, a.role, a.deptCode])).toEqual([
      [2, 'phy.head', 'department', 'PHY'],
      [3, teacher.email.split('@')[0]!.toLowerCase(), 'faculty', 'PHY'],
      [5, 'iqac.cell', 'iqac', null],
    ]);
    const faculty = await findUserByName(t.db, outcome.made[1]!.username);
    expect(faculty).toMatchObject({ person_id: teacher.id, dept_code: null });
    expect(await findUserByName(t.db, 'somebody')).toBeUndefined();
    // Nobody has a password yet; the links are kept only as hashes, for 72 hours.
    for (const account of outcome.made) {
      const user = await findUserByName(t.db, account.username);
      expect(await findPasswordHash(t.db, user!.id)).toBeUndefined();
      expect(account.expiresAt).toBe(new Date(T0.getTime() + LINK_LIFETIME_MS).toISOString());
    }
    const stored = await t.db.selectFrom('studio_password_links').selectAll().execute();
    const token = outcome.made[0]!.token;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((s) => s.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
  });

  it('names each problem of a row, and refuses a file without the columns, making nothing', async () => {
    const before = await rowCounts(t.db);
    const outcome = await importAccounts(
      t.db,
      'name,email,role,department\n,not-an-address,department,\nA B,a.b@x.org,department,NOPE\n',
      BY,
      T0,
    );
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(outcome.made).toEqual([]);
    expect(outcome.bad).toEqual([
      {
        line: 2,
        row: 'not-an-address',
        reasons: ['the name is empty', 'the e-mail is not an address like name@example.org'],
      },
      {
        line: 3,
        row: 'A B',
        reasons: ['there is no department “NOPE” (give its code, like PHY)'],
      },
    ]);
    expect(await importAccounts(t.db, 'name,email\nA,a@x.org', BY, T0)).toEqual({
      ok: false,
      message:
        'The first line must name the columns name, email, role, department; it lacks role, department.',
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  async function newLink(username: string) {
    const outcome = await importAccounts(
      t.db,
      `name,email,role,department\n${username},${username}@college.example,office,\n`,
      BY,
      T0,
    );
    if (!outcome.ok || !outcome.made[0]) return expect.fail('not made');
    return outcome.made[0].token;
  }

  it('sets the password once through the link; a used link is refused', async () => {
    const token = await newLink('once.only');
    const weak = await setPasswordByLink(t.db, token, 'short', '127.0.0.1', T0);
    expect(weak).toMatchObject({ ok: false, reason: 'password' });
    const set = await setPasswordByLink(t.db, token, PASSWORD, '127.0.0.1', T0);
    expect(set.ok).toBe(true);
    const user = await findUserByName(t.db, 'once.only');
    expect(await findPasswordHash(t.db, user!.id)).toMatch(/^\$argon2id\$/);
    expect(await openPasswordLink(t.db, token, T0)).toEqual({ ok: false, reason: 'used' });
    const again = await setPasswordByLink(t.db, token, 'another sentence of words', '', T0);
    expect(again).toEqual({ ok: false, reason: 'used' });
  });

  it('works until 72 hours have passed, and not after (an injected clock)', async () => {
    const token = await newLink('late.comer');
    const last = new Date(T0.getTime() + LINK_LIFETIME_MS - 1);
    const after = new Date(T0.getTime() + LINK_LIFETIME_MS);
    expect((await openPasswordLink(t.db, token, last)).ok).toBe(true);
    expect(await openPasswordLink(t.db, token, after)).toEqual({ ok: false, reason: 'expired' });
    expect(await setPasswordByLink(t.db, token, PASSWORD, '', after)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const user = await findUserByName(t.db, 'late.comer');
    expect(await findPasswordHash(t.db, user!.id)).toBeUndefined();
    expect(await openPasswordLink(t.db, 'x'.repeat(43), T0)).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});
