import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startServerProcess, type WatchedServerProcess } from '../../harness/server-process.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { openSqlite, type Db } from '../../src/db/database.ts';
import { newAccountSchema } from '../../src/studio/auth/account-schema.ts';
import { createAccount } from '../../src/studio/auth/accounts.ts';
import { scheduleItem } from '../../src/studio/schedule/schedule-item.ts';
import { typedTime } from '../../src/studio/schedule/schedule-time.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const ZONE = 'Asia/Kolkata';
const TITLE = 'Result of the fifth semester: published by the schedule';

let dir: string;
let server: WatchedServerProcess;
let db: Db;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-schedule-'));
  const path = join(dir, 'college.sqlite');
  await copyFile(inject('fixture').database.databasePath, path);
  // As npm start runs it: the compiled server, the studio in its own process, nobody signed in.
  server = await startServerProcess(
    {
      DATABASE_PATH: path,
      UPLOADS_DIR: inject('fixture').uploadsDir,
      TODAY: TEST_TODAY,
      TIME_ZONE: ZONE,
      SCHEDULE_POLL_MS: '1000',
    },
    { compiled: true },
  );
  db = openSqlite(path);
}, 180_000);
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The titles of the college's announcements, as the public API answers them now. */
async function announcements(): Promise<string[]> {
  const answer = await fetch(`${server.url}/api/getnoticesbytypedeptv1`, {
    method: 'POST',
    headers: CONTRACT_HEADERS,
    body: JSON.stringify({ type: 'COLLEGE_ADMIN_NOTICE' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { title: string }[]).map((notice) => notice.title);
}

describe('a scheduled publish, carried out by the running server with no browser open', () => {
  it('puts the notice on the public site within seconds of its time', async () => {
    const office = await createAccount(
      db,
      newAccountSchema.parse({
        username: 'schedule.clerk',
        role: 'office',
        password: 'correct horse battery staple',
      }),
      { userId: null, username: 'test' },
    );
    // Scheduled as the editor does, for a whole minute ahead; then brought forward to a few
    // seconds from now, so that the test waits seconds, not a minute.
    const ahead = typedTime(new Date(Date.now() + 120_000).toISOString(), ZONE);
    const scheduled = await scheduleItem(db, {
      entity: 'notice',
      key: null,
      version: 0,
      createToken: 'scheduled-publish-e2e',
      values: { type: 'COLLEGE_ADMIN_NOTICE', title: TITLE, date: TEST_TODAY, attachments: [] },
      actor: { ...office, address: '127.0.0.1' },
      publishAt: ahead,
      untilAt: '',
      timeZone: ZONE,
    });
    expect(scheduled.ok, JSON.stringify(scheduled)).toBe(true);
    const due = Date.now() + 3000;
    await db
      .updateTable('studio_schedules')
      .set({ due_at: new Date(due).toISOString() })
      .where('ran_at', 'is', null)
      .execute();
    expect(await announcements()).not.toContain(TITLE);

    await vi.waitFor(async () => expect(await announcements()).toContain(TITLE), {
      timeout: 60_000,
      interval: 250,
    });
    const late = Date.now() - due;
    // The scheduler's pass (1 s here) and the site's look at the content version (1 s).
    expect(late).toBeLessThan(15_000);
    const row = await db.selectFrom('studio_schedules').selectAll().executeTakeFirstOrThrow();
    expect(row.outcome).toBe('done');
    expect(Date.parse(row.ran_at!)).toBeGreaterThanOrEqual(due);
  });
});
