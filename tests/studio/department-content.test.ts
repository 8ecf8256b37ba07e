import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/studio/content/items.ts';
import { getItem, publishItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import {
  DEPARTMENT,
  eventually,
  itemOf,
  pageHtml,
  rowCounts,
  siteAnswer,
} from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * A head publishes each kind of their department's content: the public rows are the importer's
 * (the API answers them as it answers imported ones), a new content version moves the page on;
 * bad input is refused at its field with nothing written (decision 055).
 */
describe('a department’s own content, published by its head', () => {
  const t = useStudio();

  const publishNew = (entity: string, values: Record<string, unknown>): Promise<Outcome> =>
    publishItem(t.db, {
      entity,
      key: null,
      version: 0,
      createToken: crypto.randomUUID(),
      values: { dept_code: 'PHY', ...values },
      actor: DEPARTMENT,
      today: TEST_TODAY,
    });

  it('publishes a notification and an event to the department’s lists and pages', async () => {
    const notice = itemOf(
      await publishNew('department_notice', {
        type: 'DEPT_NOTICE',
        title: 'Practical exam roster',
        date: TEST_TODAY,
        description: '<p>Roster<script>x()</script></p>',
      }),
    );
    itemOf(
      await publishNew('department_notice', {
        type: 'DEPTEVENT',
        title: 'Science week talk',
        date: TEST_TODAY,
      }),
    );
    await eventually(async () => {
      const notices = await siteAnswer(t.site, 'getNoticesByTypeDept', {
        dept_code: 'PHY',
        type: 'DEPT_NOTICE',
        year: '',
      });
      const mine = notices.find((n) => n.title === 'Practical exam roster');
      expect(mine?.description).toBe('<p>Roster</p>');
      const events = await siteAnswer(t.site, 'getNoticesByTypeDept', {
        dept_code: 'PHY',
        type: 'DEPTEVENT',
        year: '',
      });
      expect(events.map((e) => e.title)).toContain('Science week talk');
    });
    expect(notice.publicUrl).toMatch(/^\/department\/PHY\/notifications\/\d{4}\/\d+$/);
    await eventually(async () =>
      expect(await pageHtml(t.site, '/department/PHY/notifications')).toContain(
        'Practical exam roster',
      ),
    );
  });

  it('publishes a document on its page (COs & POs) and an alumnus in the batch list', async () => {
    itemOf(
      await publishNew('department_file', {
        type: 'CO_PO',
        title: 'Course outcomes 2026',
        attachments: [],
      }),
    );
    itemOf(
      await publishNew('alumnus', {
        name: 'Rupam Matrix',
        batch: '2019-2022',
        current_profession: 'Teacher',
      }),
    );
    await eventually(async () => {
      const files = await siteAnswer(t.site, 'getDepartmentFileByType', {
        dept_code: 'PHY',
        type: 'CO_PO',
      });
      expect(files.map((f) => f.title)).toContain('Course outcomes 2026');
      const alumni = await siteAnswer(t.site, 'getAlumniByDept', { dept_code: 'PHY' });
      expect(alumni).toContainEqual(
        expect.objectContaining({
          name: 'Rupam Matrix',
          batch: '2019-2022',
          current_profession: 'Teacher',
        }),
      );
    });
    await eventually(async () =>
      expect(await pageHtml(t.site, '/department/PHY/co_po')).toContain('Course outcomes 2026'),
    );
  });

  it('changes the department’s texts, kept clean, and the page shows them', async () => {
    const page = itemOf(await getItem(t.db, 'department_page', 'pPHY', DEPARTMENT, TEST_TODAY));
    itemOf(
      await publishItem(t.db, {
        entity: 'department_page',
        key: 'pPHY',
        version: page.version,
        values: {
          ...page.values,
          vision: '<p>To see <em>further</em>.</p><img src=x onerror=alert(1)>',
          estd: '1964',
        },
        actor: DEPARTMENT,
        today: TEST_TODAY,
      }),
    );
    // The API's kept answer refreshes within the poll (decision 038).
    await eventually(async () => {
      const dept = await siteAnswer(t.site, 'getDeptData', { dept_code: 'PHY' });
      expect(dept.vision).toBe('<p>To see <em>further</em>.</p>');
      expect(Number(dept.estd)).toBe(1964);
    });
    await eventually(async () =>
      expect(await pageHtml(t.site, '/department/PHY/vision')).toContain(
        'To see <em>further</em>.',
      ),
    );
  });

  it.each([
    [
      'department_notice',
      { type: 'DEPT_NOTICE', title: ' ', date: TEST_TODAY },
      'title',
      /Enter a title/,
    ],
    [
      'department_notice',
      { type: 'DEPTEVENT', title: 'x', date: '2026-02-30' },
      'date',
      /not a day/,
    ],
    [
      'department_notice',
      { type: 'COLLEGE_TENDER', title: 'x', date: TEST_TODAY },
      'type',
      /notification or news/,
    ],
    ['department_file', { type: 'SYLLABUS', title: '', attachments: [] }, 'title', /Enter a title/],
    ['department_file', { type: 'NOPE', title: 'x' }, 'type', /Choose the page/],
    ['alumnus', { name: 'x', batch: '' }, 'batch', /Enter the batch/],
    ['alumnus', { name: 'x', batch: '2020', email: 'not-mail' }, 'email', /e-mail address/],
    ['department_album', { caption: '', photos: [] }, 'caption', /Enter the album caption/],
  ])('%s: refuses %j at its field, nothing written', async (entity, values, field, message) => {
    const before = await rowCounts(t.db);
    const outcome = await publishNew(entity, values);
    if (outcome.ok) return expect.fail('published');
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors[field]?.join(' ')).toMatch(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('publishes the profile tables and facilities as the importer keeps them', async () => {
    const page = itemOf(await getItem(t.db, 'department_profile', 'pPHY', DEPARTMENT, TEST_TODAY));
    itemOf(
      await publishItem(t.db, {
        entity: 'department_profile',
        key: 'pPHY',
        version: page.version,
        values: {
          ...page.values,
          programmes_offered: [
            { programme: 'B.Sc. Physics (FYUGP)', level: 'UG', duration: '4 years', intake: '' },
            { programme: '', level: '', duration: '', intake: '' },
          ],
          facilities: [
            {
              title: 'Optics laboratory',
              description: '<p>Twelve benches<script>x()</script></p>',
            },
          ],
        },
        actor: DEPARTMENT,
        today: TEST_TODAY,
      }),
    );
    await eventually(async () => {
      const dept = await siteAnswer(t.site, 'getDeptData', { dept_code: 'PHY' });
      expect(dept.profile.programmes_offered).toEqual([
        { programme: 'B.Sc. Physics (FYUGP)', level: 'UG', duration: '4 years' },
      ]);
      expect(dept.facilities).toEqual([
        { title: 'Optics laboratory', description: '<p>Twelve benches</p>' },
      ]);
    });
    await eventually(async () =>
      expect(
        await pageHtml(t.site, '/department/PHY/profile?section=programmes_offered'),
      ).toContain('B.Sc. Physics (FYUGP)'),
    );
  });

  it('refuses a profile cell that is too long, at its cell, and changes nothing', async () => {
    const page = itemOf(await getItem(t.db, 'department_profile', 'pPHY', DEPARTMENT, TEST_TODAY));
    const before = await rowCounts(t.db);
    const outcome = await publishItem(t.db, {
      entity: 'department_profile',
      key: 'pPHY',
      version: page.version,
      values: { ...page.values, awards: [{ recipient: 'x'.repeat(301), award: 'A' }] },
      actor: DEPARTMENT,
      today: TEST_TODAY,
    });
    if (outcome.ok) return expect.fail('published');
    expect(outcome.fieldErrors['awards[0].recipient']?.join(' ')).toMatch(/keep it to 300 at most/);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a year of establishment that is not one, and keeps the texts as they were', async () => {
    const page = itemOf(await getItem(t.db, 'department_page', 'pPHY', DEPARTMENT, TEST_TODAY));
    const before = await rowCounts(t.db);
    const outcome = await publishItem(t.db, {
      entity: 'department_page',
      key: 'pPHY',
      version: page.version,
      values: { ...page.values, estd: 'sixty', vision: '<p>Changed</p>' },
      actor: DEPARTMENT,
      today: TEST_TODAY,
    });
    if (outcome.ok) return expect.fail('published');
    expect(outcome.fieldErrors.estd?.join(' ')).toMatch(/year of establishment/);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await siteAnswer(t.site, 'getDeptData', { dept_code: 'PHY' })).vision).not.toContain(
      'Changed',
    );
  });
});
