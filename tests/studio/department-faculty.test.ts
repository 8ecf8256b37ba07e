import { describe, expect, it } from 'vitest';
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

type Member = { id: number; name: string; live: boolean };

/** The head's faculty list: its order and each member's live profile, as the public site shows. */
describe('a department’s faculty list', () => {
  const t = useStudio();

  const open = async () =>
    itemOf(await getItem(t.db, 'department_faculty', 'pPHY', DEPARTMENT, TEST_TODAY));
  const publish = async (members: unknown[], version: number) =>
    publishItem(t.db, {
      entity: 'department_faculty',
      key: 'pPHY',
      version,
      values: { dept_code: 'PHY', members },
      actor: DEPARTMENT,
      today: TEST_TODAY,
    });

  it('puts the members in a new order and turns a profile live: the faculty page links it within 5 s', async () => {
    const item = await open();
    const members = item.values.members as Member[];
    expect(members.length).toBeGreaterThan(2);
    const quiet = members.find((member) => !member.live)!;
    const reordered = [quiet, ...members.filter((m) => m !== quiet).reverse()].map((m) =>
      m === quiet ? { ...m, live: true } : m,
    );
    itemOf(await publish(reordered, item.version));

    await eventually(async () => {
      const list = await siteAnswer(t.site, 'getEmployeeByType', {
        dept_code: 'PHY',
        type: 'FACULTY',
      });
      expect(list.map((person) => person.id)).toEqual(reordered.map((m) => m.id));
      expect(list[0]!.liveNow).toBe(1);
    });
    const rows = await t.db
      .selectFrom('employees')
      .select(['id', 'sort_order', 'live_now'])
      .where('dept_code', '=', 'PHY')
      .where('type', '=', 'FACULTY')
      .execute();
    for (const [place, member] of reordered.entries())
      expect(rows.find((row) => row.id === member.id)).toMatchObject({
        sort_order: place,
        live_now: member.live ? 1 : 0,
      });

    const profile = `/department/PHY/faculty/single?id=${quiet.id}&amp;`;
    await eventually(async () => {
      const html = await pageHtml(t.site, '/department/PHY/faculty');
      expect(html).toContain(profile);
      expect(html.indexOf(quiet.name)).toBeLessThan(html.indexOf(reordered[1]!.name));
    });
  });

  it.each([
    [
      'a member of another department',
      async (members: Member[]) => {
        const other = await t.db
          .selectFrom('employees')
          .select(['id', 'name'])
          .where('dept_code', '=', 'CHE')
          .where('type', '=', 'FACULTY')
          .executeTakeFirstOrThrow();
        return [...members.slice(1), { id: other.id, name: other.name, live: true }];
      },
      /Not a member of PHY/,
    ],
    [
      'a member left out',
      async (members: Member[]) => members.slice(1),
      /changed since it was opened/,
    ],
    [
      'a member twice',
      async (members: Member[]) => [members[0], ...members.slice(0, -1)],
      /changed since it was opened/,
    ],
  ])('refuses %s, at the list, and changes nothing', async (_what, change, message) => {
    const item = await open();
    const before = await rowCounts(t.db);
    const faculty = await siteAnswer(t.site, 'getEmployeeByType', {
      dept_code: 'CHE',
      type: 'FACULTY',
    });
    const outcome = await publish(await change(item.values.members as Member[]), item.version);
    if (outcome.ok) return expect.fail('published');
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors.members?.join(' ')).toMatch(message);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(
      await siteAnswer(t.site, 'getEmployeeByType', { dept_code: 'CHE', type: 'FACULTY' }),
    ).toEqual(faculty);
  });
});
