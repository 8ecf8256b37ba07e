import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/studio/audit.ts';
import { signIn as decideSignIn } from '../../src/studio/auth/sign-in.ts';
import { useStudio } from '../helpers/studio.ts';
import { get, makeAccount, signInWithCode, textOf } from '../helpers/studio-auth.ts';

const MADE_UP = 1500;

describe('refused sign-ins in the audit log', () => {
  const t = useStudio({ readsPublicSite: false });

  const linesFrom = (address: string) =>
    t.db
      .selectFrom('studio_audit')
      .select(['username', 'user_id', 'action', 'reason', 'item', 'count'])
      .where('address', '=', address)
      .orderBy('id')
      .execute();

  it('sums 1,500 sign-ins with made-up names from one address in a minute into a line or two with their count', async () => {
    const admin = await makeAccount(t, { username: 'log.reader', role: 'admin' });
    const minute = new Date('2030-06-01T10:04:00.000Z');
    // A real line written before the flood: it must stay on the first page.
    await recordAudit(
      t.db,
      { userId: admin.id, username: 'log.reader', action: 'restore', entity: 'notice', item: 'n1' },
      new Date(minute.getTime() - 1000),
    );
    for (let batch = 0; batch < MADE_UP; batch += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          decideSignIn(
            t.db,
            { username: `made.up.${batch + index}`, password: 'a guess', address: '10.70.0.1' },
            new Date(minute.getTime() + (batch + index) * 30),
          ),
        ),
      );
    const lines = await linesFrom('10.70.0.1');
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(MADE_UP);
    expect(lines.map((line) => `${line.action}: ${line.reason}`).sort()).toEqual([
      'sign-in refused: no such account',
      'sign-in refused: too many attempts',
    ]);
    expect(lines.every((line) => line.user_id === null)).toBe(true);
    // Only the names that were checked are counted; the others left no row behind.
    const checked = lines.find((line) => line.reason === 'no such account')?.count;
    const rows = await t.db
      .selectFrom('studio_throttle')
      .select('key')
      .where('key', 'like', 'user:made.up.%')
      .execute();
    expect(rows).toHaveLength(checked ?? -1);

    const cookie = await signInWithCode(t, admin);
    const page = textOf((await get(t, '/audit', cookie)).body);
    expect(page).toContain('restore · Notice n1');
    expect(page).toMatch(
      /made\.up\.\d+ sign-in refused · Account made\.up\.\d+ from 10\.70\.0\.1 · \d+ times in that minute Why: too many attempts/,
    );
  });

  it('starts a new summed line each minute, and one per address', async () => {
    const minute = new Date('2030-06-01T11:00:00.000Z');
    const attempt = (address: string, at: Date) =>
      decideSignIn(t.db, { username: 'no.such.name', password: 'a guess', address }, at);
    await attempt('10.71.0.1', minute);
    await attempt('10.71.0.1', new Date(minute.getTime() + 59_000));
    await attempt('10.71.0.1', new Date(minute.getTime() + 60_000));
    await attempt('10.71.0.2', minute);
    expect((await linesFrom('10.71.0.1')).map((line) => line.count)).toEqual([2, 1]);
    expect((await linesFrom('10.71.0.2')).map((line) => line.count)).toEqual([1]);
  });

  it('gives each refusal of a real account a line with the name, the account and why', async () => {
    const clerk = await makeAccount(t, { username: 'log.clerk', role: 'office' });
    const at = new Date('2030-06-01T12:00:00.000Z');
    for (const password of ['first guess', 'second guess', 'third guess', 'fourth guess'])
      await decideSignIn(t.db, { username: 'log.clerk', password, address: '10.72.0.1' }, at);
    expect(await linesFrom('10.72.0.1')).toEqual([
      ...Array.from({ length: 3 }, () => ({
        username: 'log.clerk',
        user_id: clerk.id,
        action: 'sign-in refused',
        reason: 'wrong password',
        item: 'log.clerk',
        count: 1,
      })),
      {
        username: 'log.clerk',
        user_id: clerk.id,
        action: 'sign-in refused',
        reason: 'too many attempts',
        item: 'log.clerk',
        count: 1,
      },
    ]);
  });
});
