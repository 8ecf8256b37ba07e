import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPublicFiles } from '../../src/db/migrations/012-studio-file-access.ts';
import type { StudioUser } from '../../src/studio/auth/users.repository.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import {
  previewOf,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import { createSession } from '../../src/studio/auth/sessions.ts';
import { actorOf, makeAccount } from '../helpers/studio-auth.ts';
import { itemOf, rowCounts } from '../helpers/studio-content.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';
import { phonePhoto } from '../helpers/photos.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');

/**
 * Decision 075: a studio file is seen in the studio (/files, and the site's files on the
 * studio's origin) only by whoever may read an item that names it, or uploaded it; on the
 * public site only while a published row names it.
 */
describe('files by permission', () => {
  const t = useStudio();
  const users: Record<string, StudioUser> = {};
  const cookies: Record<string, string> = {};
  /** Distinct bytes for each file a test stores (the store keeps one row per content). */
  let made = 0;
  const pdf = async () =>
    Buffer.concat([await readFile(PDF), Buffer.from(`\n% copy ${(made += 1)}\n`)]);

  beforeAll(async () => {
    const accounts = [
      { username: 'office.one', role: 'office' },
      { username: 'office.two', role: 'office' },
      { username: 'iqac.one', role: 'iqac' },
      { username: 'head.phy', role: 'department', deptCode: 'PHY' },
      { username: 'head.phy.two', role: 'department', deptCode: 'PHY' },
      { username: 'head.che', role: 'department', deptCode: 'CHE' },
      { username: 'admin.one', role: 'admin' },
    ];
    // Signed in past the second factor (sign-in has tests of its own; a session is enough).
    for (const account of accounts) {
      const user = await makeAccount(t, account);
      const session = await createSession(
        t.db,
        {
          userId: user.id,
          secondFactor: true,
          cookieHeader: undefined,
          address: '',
          userAgent: '',
        },
        t.config.studio,
        new Date(),
      );
      users[account.username] = user;
      cookies[account.username] = session.setCookie.split(';')[0]!;
    }
  }, 120_000);

  const asStaff = (username: string, url: string) =>
    t.studio.inject({ url, headers: username ? { cookie: cookies[username]! } : {} });
  const fileStatus = async (username: string, spec: string) =>
    (await asStaff(username, `/files/${spec.slice('studio/'.length)}`)).statusCode;
  const stored = async (username: string, bytes: Buffer, name = 'form.pdf') => {
    const result = await storeFile(t.db, {
      bytes,
      originalName: name,
      actor: actorOf(users[username]!),
    });
    if (!result.ok) throw new Error(result.message);
    return result.file.spec;
  };
  const officeDraft = async (username: string, specs: string[], title: string) =>
    itemOf(
      await saveItem(
        t.db,
        {
          entity: 'notice',
          key: null,
          version: 0,
          createToken: crypto.randomUUID(),
          values: { type: 'COLLEGE_DOWNLOADS', title, date: TEST_TODAY, attachments: specs },
          actor: actorOf(users[username]!),
        },
        TEST_TODAY,
      ),
    );

  it('serves /files/<sha> to whoever may read an item naming it, and refuses everyone else', async () => {
    const spec = await stored('office.one', await pdf());
    // Uploaded, named by nothing yet: its uploader sees it (the form shows it), nobody else.
    expect(await fileStatus('office.one', spec)).toBe(200);
    expect(await fileStatus('office.two', spec)).toBe(404);

    await officeDraft('office.one', [spec], 'Hostel form, a draft');
    const seen = Object.fromEntries(
      await Promise.all(
        Object.keys(users).map(async (name) => [name, await fileStatus(name, spec)] as const),
      ),
    );
    // Notices are the office's (and the admin's): a head or the IQAC may read none of them.
    expect(seen).toEqual({
      'office.one': 200,
      'office.two': 200,
      'iqac.one': 404,
      'head.phy': 404,
      'head.phy.two': 404,
      'head.che': 404,
      'admin.one': 200,
    });
    expect((await asStaff('', `/files/${spec.slice('studio/'.length)}`)).statusCode).toBe(302);

    // A department's draft: its own heads may, another department's head and the office not.
    const photo = await stored('head.phy', await phonePhoto(400, 300, 1), 'lab.jpg');
    itemOf(
      await saveItem(
        t.db,
        {
          entity: 'department_notice',
          key: null,
          version: 0,
          createToken: crypto.randomUUID(),
          values: {
            dept_code: 'PHY',
            type: 'DEPT_NOTICE',
            title: 'Lab timings, a draft',
            date: TEST_TODAY,
            attachments: [photo],
          },
          actor: actorOf(users['head.phy']!),
        },
        TEST_TODAY,
      ),
    );
    expect(
      await Promise.all(
        ['head.phy', 'head.phy.two', 'head.che', 'office.one', 'admin.one'].map((name) =>
          fileStatus(name, photo),
        ),
      ),
    ).toEqual([200, 200, 404, 404, 200]);
    // The same rule for the site's files on the studio's origin (a preview's pictures).
    const version = `/uploads/_variants/${photo}/256.webp`;
    expect((await asStaff('head.phy.two', version)).statusCode).toBe(200);
    expect((await asStaff('head.che', version)).statusCode).toBe(404);
    expect((await asStaff('', version)).statusCode).toBe(404);
  });

  it('refuses a draft that names by its hash a file its sender may not see, and writes nothing', async () => {
    const spec = await stored('head.phy', await pdf());
    const before = await rowCounts(t.db);
    const outcome = await saveItem(
      t.db,
      {
        entity: 'department_notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: {
          dept_code: 'CHE',
          type: 'DEPT_NOTICE',
          title: 'Taking a file by its hash',
          date: TEST_TODAY,
          attachments: [spec],
          description: `<p><img src="/uploads/${spec}" alt="x"></p>`,
        },
        actor: actorOf(users['head.che']!),
      },
      TEST_TODAY,
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { '': [expect.stringMatching(/is not a file you uploaded or may see/)] },
    });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await fileStatus('head.che', spec)).toBe(404);
  });

  it('keeps a draft’s upload off the public site until it is published, and takes it off with its unpublish', async () => {
    const spec = await stored('office.one', await pdf());
    const draft = await officeDraft('office.one', [spec], 'Scholarship form');
    const publicStatus = async () => (await t.site.inject({ url: `/uploads/${spec}` })).statusCode;
    const fileData = async () =>
      (
        await t.site.inject({
          method: 'POST',
          url: '/api/getfiledata',
          headers: { unit: 'website', 'content-type': 'application/json' },
          payload: { type: 'studio', path: spec.slice('studio/'.length) },
        })
      ).statusCode;

    const hidden = await t.site.inject({ url: `/uploads/${spec}` });
    expect([hidden.statusCode, hidden.headers['cache-control']]).toEqual([404, 'no-store']);
    expect(await fileData()).toBe(404);
    // Its editor sees it on the studio's origin, as the preview shows it.
    expect((await asStaff('office.one', `/uploads/${spec}`)).statusCode).toBe(200);
    expect((await asStaff('head.che', `/uploads/${spec}`)).statusCode).toBe(404);
    // The preview names it, and publishes nothing of it: still off the public site after.
    const preview = await previewOf(t.db, 'notice', draft.key, actorOf(users['office.one']!));
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect((await t.preview(preview.target)).html).toContain(`/uploads/${spec}`);
    expect(await publicStatus()).toBe(404);
    expect(await fileData()).toBe(404);

    const published = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: draft.key,
        version: draft.version,
        actor: actorOf(users['office.two']!),
        today: TEST_TODAY,
      }),
    );
    // Public from the publish's commit: no poll, no cache in between.
    expect(await publicStatus()).toBe(200);
    expect(await fileData()).toBe(200);
    expect((await asStaff('head.che', `/uploads/${spec}`)).statusCode).toBe(200);

    // Another published notice names it too: it stays while that one is up.
    const other = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: {
          type: 'COLLEGE_DOWNLOADS',
          title: 'Scholarship form, again',
          date: TEST_TODAY,
          attachments: [spec],
        },
        actor: actorOf(users['office.one']!),
        today: TEST_TODAY,
      }),
    );
    const office = actorOf(users['office.one']!);
    itemOf(
      await unpublishItem(t.db, {
        entity: 'notice',
        key: published.key,
        version: published.version,
        actor: office,
      }),
    );
    expect(await publicStatus()).toBe(200);
    itemOf(
      await unpublishItem(t.db, {
        entity: 'notice',
        key: other.key,
        version: other.version,
        actor: office,
      }),
    );
    expect(await publicStatus()).toBe(404);
    expect(await fileData()).toBe(404);
  });

  it('keeps public, at the migration, every studio file the content names already', async () => {
    const named = await stored('office.one', await pdf());
    const unnamed = await stored('office.one', await pdf());
    const notice = await t.db
      .selectFrom('notices')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const attachment = {
      type: 'studio',
      path: named.slice('studio/'.length),
      mime: 'application/pdf',
    };
    await t.db
      .updateTable('notices')
      .set({ upload_info: JSON.stringify([attachment]) })
      .where('id', '=', notice.id)
      .execute();
    await t.db.deleteFrom('studio_public_files').execute();
    await fillPublicFiles(t.db as never);
    const rows = await t.db.selectFrom('studio_public_files').selectAll().execute();
    expect(rows).toEqual([{ name: named, entity: '', public_id: '' }]);
    expect((await t.site.inject({ url: `/uploads/${named}` })).statusCode).toBe(200);
    expect((await t.site.inject({ url: `/uploads/${unnamed}` })).statusCode).toBe(404);
  });
});
