import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/studio/content/items.ts';
import {
  getItem,
  listItems,
  listRevisions,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { ADMIN, DEPARTMENT, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/**
 * A department head (PHY) edits their own department only: another department's item, named by
 * its key, or sent over with PHY's code, or made new with another code, is refused with a 403
 * and nothing is written, whichever step is asked (decision 055).
 */
describe('a department head and another department’s items', () => {
  const t = useStudio({ readsPublicSite: false });

  async function refused(step: () => Promise<Outcome>) {
    const before = await rowCounts(t.db);
    const outcome = await step();
    expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
    if (!outcome.ok) expect(outcome.status).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  }

  /** A notice of CHE, published by the admin, for the head of PHY to try. */
  async function cheNotice() {
    return itemOf(
      await publishItem(t.db, {
        entity: 'department_notice',
        key: null,
        version: 0,
        createToken: crypto.randomUUID(),
        values: { dept_code: 'CHE', type: 'DEPT_NOTICE', title: 'CHE only', date: TEST_TODAY },
        actor: ADMIN,
        today: TEST_TODAY,
      }),
    );
  }

  it('lists only the head’s own department', async () => {
    await cheNotice();
    for (const entity of [
      'department_notice',
      'department_page',
      'department_faculty',
      'alumnus',
    ]) {
      const list = await listItems(t.db, entity, DEPARTMENT);
      if (!list.ok) return expect.fail(entity);
      expect(list.items.length, entity).toBeGreaterThan(0);
      expect(
        list.items.every((item) => item.detail.startsWith('PHY') || item.title.includes('PHY')),
        entity,
      ).toBe(true);
    }
  });

  it('refuses to show, change, publish or unpublish another department’s notice', async () => {
    const che = await cheNotice();
    const values = { dept_code: 'PHY', type: 'DEPT_NOTICE', title: 'Taken over', date: TEST_TODAY };
    const asked = {
      entity: 'department_notice',
      key: che.key,
      version: che.version,
      actor: DEPARTMENT,
    };
    await refused(() => getItem(t.db, 'department_notice', che.key, DEPARTMENT, TEST_TODAY));
    await refused(() => saveItem(t.db, { ...asked, values }, TEST_TODAY));
    await refused(() =>
      saveItem(t.db, { ...asked, values: { ...values, dept_code: 'CHE' } }, TEST_TODAY),
    );
    await refused(() => publishItem(t.db, { ...asked, values, today: TEST_TODAY }));
    await refused(() => publishItem(t.db, { ...asked, today: TEST_TODAY }));
    await refused(() => unpublishItem(t.db, asked));
    expect((await listRevisions(t.db, 'department_notice', che.key, DEPARTMENT)).ok).toBe(false);
    const rows = await t.db
      .selectFrom('notices')
      .select(['title', 'dept_code'])
      .where('title', 'in', ['CHE only', 'Taken over'])
      .execute();
    expect(rows).toContainEqual({ title: 'CHE only', dept_code: 'CHE' });
    expect(rows.map((row) => row.title)).not.toContain('Taken over');
  });

  it('refuses a new item of another department, at the department field', async () => {
    const before = await rowCounts(t.db);
    const outcome = await publishItem(t.db, {
      entity: 'alumnus',
      key: null,
      version: 0,
      createToken: crypto.randomUUID(),
      values: { dept_code: 'CHE', name: 'Forged', batch: '2020-2023' },
      actor: DEPARTMENT,
      today: TEST_TODAY,
    });
    if (outcome.ok) return expect.fail('published');
    expect(outcome.status).toBe(403);
    expect(Object.keys(outcome.fieldErrors)).toEqual(['dept_code']);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses another department’s page and faculty list, by key', async () => {
    for (const entity of ['department_page', 'department_faculty']) {
      const che = itemOf(await getItem(t.db, entity, 'pCHE', ADMIN, TEST_TODAY));
      await refused(() => getItem(t.db, entity, 'pCHE', DEPARTMENT, TEST_TODAY));
      await refused(() =>
        publishItem(t.db, {
          entity,
          key: 'pCHE',
          version: che.version,
          values: { ...che.values, dept_code: 'PHY' },
          actor: DEPARTMENT,
          today: TEST_TODAY,
        }),
      );
    }
  });
});
