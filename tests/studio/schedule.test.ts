import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { changeDisabled } from '../../src/studio/auth/accounts.ts';
import type { StudioUser } from '../../src/studio/auth/users.repository.ts';
import type { Actor } from '../../src/studio/content/items.ts';
import { getItem, publishItem, saveItem } from '../../src/studio/content/items.repository.ts';
import { scheduleItem } from '../../src/studio/schedule/schedule-item.ts';
import { runDueSchedules } from '../../src/studio/schedule/scheduler.ts';
import { useStudio } from '../helpers/studio.ts';
import { actorOf, makeAccount, signIn, signInWithCode, textOf } from '../helpers/studio-auth.ts';
import { formBody, screen, send } from '../helpers/studio-send.ts';
import { eventually, itemOf, pageHtml, rowCounts, siteAnswer } from '../helpers/studio-content.ts';
import { parsePage as parseHtml } from '../helpers/studio-dom.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const ZONE = 'Asia/Kolkata';
/** The injected clock: 09:30 in Kolkata, 30 Nov 2030 (04:00 UTC). */
const NOW = new Date('2030-11-30T04:00:00.000Z');
const at = (iso: string) => new Date(iso);

const notice = (title: string) => ({
  type: 'COLLEGE_ADMIN_NOTICE',
  title,
  date: TEST_TODAY,
  description: '<p>Scheduled.</p>',
  attachments: [],
});

describe('publish and unpublish at a set time, run by the scheduler (decision 088)', () => {
  const t = useStudio();
  let office: Actor;
  let clerk: StudioUser;

  beforeAll(async () => {
    office = actorOf(await makeAccount(t, { username: 'schedule.office', role: 'office' }));
    clerk = await makeAccount(t, { username: 'schedule.clerk', role: 'office' });
  });

  /** A new notice's form scheduled, as the editor's Schedule sends it. */
  const schedule = (
    values: Record<string, unknown>,
    publishAt: string,
    untilAt = '',
    actor = office,
    key: string | null = null,
    version = 0,
  ) =>
    scheduleItem(t.db, {
      entity: 'notice',
      key,
      version,
      createToken: key ? null : crypto.randomUUID(),
      values,
      actor,
      publishAt,
      untilAt,
      timeZone: ZONE,
      now: NOW,
    });

  const auditCount = async (action: string, item: string) => {
    const row = await t.db
      .selectFrom('studio_audit')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', action)
      .where('item', '=', item)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const publishRevisions = async (key: string) => {
    const row = await t.db
      .selectFrom('studio_revisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', Number(key.slice(1)))
      .where('action', '=', 'publish')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const schedules = async () => {
    const row = await t.db
      .selectFrom('studio_schedules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it.each([
    ['a time past', '2030-11-30 09:00', '', 'publish_at', /09:00, 30 Nov 2030 has passed/],
    ['a time not in the format', '30/11/2030 10:00', '', 'publish_at', /like 2026-11-30 10:00/],
    ['a day that does not exist', '2030-11-31 10:00', '', 'publish_at', /is not one/],
    [
      'an until before the publish',
      '2030-11-30 11:00',
      '2030-11-30 10:00',
      'until_at',
      /Unpublish at must come after Publish at \(11:00, 30 Nov 2030\)/,
    ],
    [
      'an until of what will not be on the site',
      '',
      '2030-11-30 10:00',
      'until_at',
      /not on the public site: enter a Publish at too/,
    ],
    ['no time at all', '', '', 'publish_at', /Enter when to publish it/],
  ])(
    'refuses %s at its field, writing nothing',
    async (_what, publishAt, untilAt, field, message) => {
      const before = { rows: await rowCounts(t.db), schedules: await schedules() };
      const values = notice(`Refused schedule ${field}`);
      const outcome = await schedule(values, publishAt, untilAt);
      if (outcome.ok) return expect.fail('scheduled');
      expect(outcome.status).toBe(400);
      expect(outcome.fieldErrors[field]?.join(' ')).toMatch(message);
      expect(outcome.values).toEqual(values);
      expect({ rows: await rowCounts(t.db), schedules: await schedules() }).toEqual(before);
    },
  );

  it('publishes a saved draft at its time, once, and unpublishes it at its until', async () => {
    const title = 'Scheduled notice: results at ten';
    const item = itemOf(await schedule(notice(title), '2030-11-30 10:00', '2030-12-01 18:00'));
    expect(item.status).toBe('draft');
    expect(await auditCount('schedule', item.key)).toBe(1);

    // A second before its time, nothing; at its time, published; after, nothing more to run.
    expect(await runDueSchedules(t.db, at('2030-11-30T04:29:59.000Z'), ZONE)).toEqual({
      done: 0,
      notDone: 0,
    });
    expect(
      (await siteAnswer(t.site, 'getNoticesByTypeDeptV1', { type: 'COLLEGE_ADMIN_NOTICE' })).map(
        (n) => n.title,
      ),
    ).not.toContain(title);
    expect(await runDueSchedules(t.db, at('2030-11-30T04:30:00.000Z'), ZONE)).toEqual({
      done: 1,
      notDone: 0,
    });
    expect(await runDueSchedules(t.db, at('2030-11-30T04:31:00.000Z'), ZONE)).toEqual({
      done: 0,
      notDone: 0,
    });
    const published = itemOf(await getItem(t.db, 'notice', item.key, office));
    expect(published.status).toBe('published');
    await eventually(async () => {
      const notices = await siteAnswer(t.site, 'getNoticesByTypeDeptV1', {
        type: 'COLLEGE_ADMIN_NOTICE',
      });
      expect(notices.map((n) => n.title)).toContain(title);
      expect(await pageHtml(t.site, published.publicUrl!)).toContain(title);
    });
    expect(await publishRevisions(item.key)).toBe(1);
    expect(await auditCount('publish', item.key)).toBe(1);
    expect(await auditCount('scheduled publish ran', item.key)).toBe(1);

    // The until: off the site at 18:00 the next day (12:30 UTC).
    expect(await runDueSchedules(t.db, at('2030-12-01T12:30:00.000Z'), ZONE)).toEqual({
      done: 1,
      notDone: 0,
    });
    expect(itemOf(await getItem(t.db, 'notice', item.key, office)).status).toBe('unpublished');
    expect(await auditCount('scheduled unpublish ran', item.key)).toBe(1);
    await eventually(async () =>
      expect((await t.site.inject({ url: published.publicUrl! })).statusCode).toBe(404),
    );
  });

  it('publishes the draft as it is at that minute: a save after scheduling is what goes out', async () => {
    const first = itemOf(await schedule(notice('Scheduled, then changed'), '2030-11-30 11:00'));
    const changed = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: first.key,
        version: first.version,
        values: notice('Scheduled, then changed: the final words'),
        actor: office,
      }),
    );
    expect(await runDueSchedules(t.db, at('2030-11-30T05:30:00.000Z'), ZONE)).toMatchObject({
      done: 1,
    });
    const published = itemOf(await getItem(t.db, 'notice', changed.key, office));
    expect(published).toMatchObject({ status: 'published' });
    expect(published.values.title).toBe('Scheduled, then changed: the final words');
  });

  it('runs each due change exactly once with two schedulers racing over one database', async () => {
    // Two copies of the studio: PostgreSQL, a pool each; SQLite (one machine, one studio), one
    // connection, so the two passes interleave on it.
    const other: Db = t.config.databaseUrl ? await openDatabase(t.config) : t.db;
    try {
      const keys: string[] = [];
      for (let i = 0; i < 6; i += 1)
        keys.push(itemOf(await schedule(notice(`Raced notice ${i}`), '2030-11-30 12:00')).key);
      const due = at('2030-11-30T06:30:00.000Z');
      const passes = await Promise.all([
        runDueSchedules(t.db, due, ZONE),
        runDueSchedules(other, due, ZONE),
        runDueSchedules(t.db, due, ZONE),
        runDueSchedules(other, due, ZONE),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.done, 0)).toBe(6);
      expect(passes.reduce((sum, pass) => sum + pass.notDone, 0)).toBe(0);
      for (const key of keys) {
        expect(await publishRevisions(key)).toBe(1);
        expect(await auditCount('publish', key)).toBe(1);
        expect(await auditCount('scheduled publish ran', key)).toBe(1);
      }
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });

  it('does not run the schedule of an account disabled since, and says why', async () => {
    const item = itemOf(
      await schedule(
        notice('Scheduled by a clerk who left'),
        '2030-11-30 13:00',
        '',
        actorOf(clerk),
      ),
    );
    await changeDisabled(t.db, clerk, true, { userId: null, username: 'test' });
    expect(await runDueSchedules(t.db, at('2030-11-30T07:30:00.000Z'), ZONE)).toEqual({
      done: 0,
      notDone: 1,
    });
    expect(itemOf(await getItem(t.db, 'notice', item.key, office)).status).toBe('draft');
    const row = await t.db
      .selectFrom('studio_schedules')
      .selectAll()
      .where('item_id', '=', Number(item.key.slice(1)))
      .executeTakeFirstOrThrow();
    expect(row.outcome).toMatch(/not done: the account schedule\.clerk .* is disabled/);
    expect(await auditCount('scheduled publish not done', item.key)).toBe(1);
    // The item says so.
    const cookie = (await signIn(t, 'schedule.office')).cookie;
    const facts = textOf(
      (await screen(t, cookie, `/items/notice/${item.key}`)).querySelector('.item-facts')!
        .innerHTML,
    );
    expect(facts).toContain(
      'was not done: the account schedule.clerk that scheduled it is disabled.',
    );
    expect(await publishRevisions(item.key)).toBe(0);
  });

  it('closes the admission at its time: the public pages lose the button', async () => {
    const opened = itemOf(
      await publishItem(t.db, {
        entity: 'admission',
        key: 'padmission',
        version: 0,
        values: { status: true, session: '2030-31' },
        actor: office,
      }),
    );
    await eventually(async () =>
      expect(await pageHtml(t.site, '/')).toContain('class="admission-button"'),
    );
    const scheduled = itemOf(
      await scheduleItem(t.db, {
        entity: 'admission',
        key: opened.key,
        version: opened.version,
        values: opened.values,
        actor: office,
        publishAt: '',
        untilAt: '2030-11-30 17:00',
        timeZone: ZONE,
        now: NOW,
      }),
    );
    expect(await runDueSchedules(t.db, at('2030-11-30T11:29:00.000Z'), ZONE)).toMatchObject({
      done: 0,
    });
    expect(await runDueSchedules(t.db, at('2030-11-30T11:30:00.000Z'), ZONE)).toMatchObject({
      done: 1,
    });
    expect(await siteAnswer(t.site, 'getAdmissionSettings')).toMatchObject({ status: 0 });
    await eventually(async () =>
      expect(await pageHtml(t.site, '/')).not.toContain('class="admission-button"'),
    );
    expect(await auditCount('scheduled close ran', scheduled.key)).toBe(1);
  });

  it('takes a schedule from the editor without JavaScript, and the list and the item say it', async () => {
    const cookie = (await signIn(t, 'schedule.office')).cookie;
    const blank = await screen(t, cookie, '/items/notice/new');
    const form = blank.querySelector('form.item-form')!;
    expect(form.querySelector('label[for="field-publish_at"]')?.textContent).toContain(
      'Publish at',
    );
    expect(textOf(form.innerHTML)).toContain(
      'YYYY-MM-DD HH:MM, 24-hour clock, India Standard Time',
    );
    const title = 'Scheduled from the editor';
    const filled = (publishAt: string, untilAt: string) => {
      const body = formBody(form, { name: 'intent', value: 'schedule' });
      for (const [name, value] of Object.entries({
        type: 'COLLEGE_ADMIN_NOTICE',
        title,
        date: TEST_TODAY,
        publish_at: publishAt,
        until_at: untilAt,
      }))
        body.set(name, value);
      return body;
    };

    // Refused at the field, everything typed kept, nothing written.
    const before = { rows: await rowCounts(t.db), schedules: await schedules() };
    const refused = await send(
      t,
      cookie,
      'POST',
      '/items/notice/new',
      filled('2031-05-01 10:00', '2031-05-01 09:00'),
    );
    expect(refused.statusCode).toBe(400);
    const page = parseHtml(refused.body);
    expect(page.querySelector('#field-until_at-error')?.textContent).toMatch(
      /Unpublish at must come after Publish at \(10:00, 1 May 2031\)/,
    );
    expect(page.querySelector<HTMLInputElement>('#field-publish_at')?.value).toBe(
      '2031-05-01 10:00',
    );
    expect(page.querySelector<HTMLInputElement>('#field-until_at')?.value).toBe('2031-05-01 09:00');
    expect(page.querySelector<HTMLInputElement>('#field-title')?.value).toBe(title);
    expect({ rows: await rowCounts(t.db), schedules: await schedules() }).toEqual(before);

    const done = await send(
      t,
      cookie,
      'POST',
      '/items/notice/new',
      filled('2031-05-01 10:00', '2031-05-02 17:30'),
    );
    expect(done.statusCode, done.body.slice(0, 300)).toBe(302);
    const address = done.headers.location!.replace(/\?.*$/, '');
    expect(done.headers.location).toMatch(/\?scheduled=1$/);

    const item = await screen(t, cookie, address);
    const facts = textOf(item.querySelector('.item-facts')!.innerHTML);
    expect(facts).toContain(
      'Scheduled to publish at 10:00, 1 May 2031 (India Standard Time), by schedule.office',
    );
    expect(facts).toContain('Scheduled to unpublish at 17:30, 2 May 2031 (India Standard Time)');
    // The fields show what waits, in the format they take.
    expect(item.querySelector<HTMLInputElement>('#field-publish_at')?.value).toBe(
      '2031-05-01 10:00',
    );

    const list = await screen(t, cookie, '/items/notice');
    const row = [...list.querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes(title),
    )!;
    expect(textOf(row.innerHTML)).toContain('Scheduled to publish at 10:00, 1 May 2031');
    // The list's Scheduled filter finds it, and the dashboard says what waits (issue 36 point 1).
    const waiting = await screen(t, cookie, '/items/notice?status=scheduled');
    expect([...waiting.querySelectorAll('tbody th a')].map((link) => link.textContent)).toEqual([
      title,
    ]);
    const dashboard = await screen(t, cookie, '/');
    const scheduled = dashboard.querySelector('section[aria-labelledby=scheduled]');
    expect(textOf(scheduled?.innerHTML ?? '')).toMatch(
      new RegExp(`${title} \\( Notice \\) Scheduled to publish at 10:00, 1 May 2031`),
    );

    // Cancel schedule: nothing waits, the list says nothing more.
    const again = item.querySelector('form.item-form')!;
    const cancelled = await send(
      t,
      cookie,
      'POST',
      address,
      formBody(again, { name: 'intent', value: 'unschedule' }),
    );
    expect(cancelled.statusCode, cancelled.body.slice(0, 300)).toBe(302);
    expect(textOf((await send(t, cookie, 'GET', '/items/notice')).body)).not.toContain(
      'Scheduled to publish at 10:00, 1 May 2031',
    );
    expect(await auditCount('cancel schedule', address.split('/').pop()!)).toBe(1);

    // The admission's until closes it: its button off.
    const admission = await screen(t, cookie, '/items/admission/padmission');
    expect(admission.querySelector('label[for="field-until_at"]')?.textContent).toContain(
      'Close at',
    );

    // The audit log says who scheduled what for when, and who cancelled it.
    const admin = await signInWithCode(
      t,
      await makeAccount(t, { username: 'schedule.admin', role: 'admin' }),
    );
    const log = textOf((await send(t, admin, 'GET', '/audit?username=schedule.office')).body);
    expect(log).toContain('cancel schedule');
    expect(log).toMatch(
      /schedule[\s\S]*Publish at[\s\S]*10:00, 1 May 2031 \(India Standard Time\)/,
    );
  });
});
