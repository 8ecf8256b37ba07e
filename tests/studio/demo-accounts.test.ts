import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/studio/auth/demo-accounts.ts';
import { useStudio } from '../helpers/studio.ts';
import { signIn } from '../helpers/studio-auth.ts';

describe('demo accounts', () => {
  const t = useStudio({ readsPublicSite: false });

  const users = () => t.db.selectFrom('studio_users').selectAll().orderBy('id').execute();

  it('are made once over the demo, one per role, with passwords printed only this once', async () => {
    expect(await users()).toHaveLength(0);
    const lines = await demoAccounts(t.db);
    expect(lines[0]).toMatch(/shown only this once/);
    const department = await t.db
      .selectFrom('departments')
      .select('dept_code')
      .orderBy('sort_order')
      .orderBy('dept_code')
      .executeTakeFirstOrThrow();
    const made = await users();
    expect(made.map((user) => user.role)).toEqual([
      'admin',
      'office',
      'iqac',
      'department',
      'faculty',
    ]);
    const head = made.find((user) => user.role === 'department');
    expect(head?.dept_code).toBe(department.dept_code);
    const teacher = made.find((user) => user.role === 'faculty');
    const person = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', teacher?.person_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ dept_code: department.dept_code, live_now: 1 });

    const passwords = new Map(
      lines.flatMap((line) => {
        const match = /username (\S+) {2}role (\S+).* {2}password (\S+)$/.exec(line);
        return match ? [[match[1] ?? '', { role: match[2], password: match[3] ?? '' }]] : [];
      }),
    );
    expect(passwords.size).toBe(5);
    for (const user of made) {
      const entry = passwords.get(user.username);
      expect(entry?.role).toBe(user.role);
      expect(entry?.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    }
    const office = await signIn(t, 'office', passwords.get('office')?.password);
    expect(office.response.statusCode).toBe(302);
    // Nothing keeps the passwords: the log names the accounts only.
    const audit = await t.db.selectFrom('studio_audit').select('after').execute();
    for (const { password } of passwords.values())
      expect(audit.some((entry) => entry.after?.includes(password))).toBe(false);
  });

  it('are never made twice', async () => {
    const before = await users();
    expect(await demoAccounts(t.db)).toEqual([]);
    expect(await users()).toEqual(before);
  });

  it('are not made for a college’s own content', async () => {
    await t.db.deleteFrom('studio_sessions').execute();
    await t.db.deleteFrom('studio_passwords').execute();
    await t.db.deleteFrom('studio_users').execute();
    const setting = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'college')
      .executeTakeFirstOrThrow();
    const college = JSON.parse(setting.value) as Record<string, unknown>;
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...college, demo: false }) })
      .where('key', '=', 'college')
      .execute();
    expect(await demoAccounts(t.db)).toEqual([]);
    expect(await users()).toHaveLength(0);
  });
});
