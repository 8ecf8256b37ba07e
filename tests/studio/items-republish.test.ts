import { describe, expect, it } from 'vitest';
import type { Item } from '../../src/studio/content/items.ts';
import { getItem, publishItem, unpublishItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, eventually, itemOf, siteAnswer } from '../helpers/studio-content.ts';

describe('unpublished and published again, or moved', () => {
  const t = useStudio();
  const act = (entity: string, item: Item, values?: Record<string, unknown>) =>
    publishItem(t.db, { entity, key: item.key, version: item.version, values, actor: OFFICE });
  const unpublish = async (entity: string, item: Item) =>
    itemOf(
      await unpublishItem(t.db, { entity, key: item.key, version: item.version, actor: OFFICE }),
    );

  it('keeps a member of the office staff at the same id', async () => {
    const [row] = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('type', '=', 'OFFICE_STAFF')
      .orderBy('id')
      .limit(1)
      .execute();
    const opened = itemOf(await getItem(t.db, 'office_staff', `p${row!.id}`, OFFICE));
    expect(opened).toMatchObject({
      status: 'published',
      publicUrl: '/administrations/officestaff',
    });
    const off = await unpublish('office_staff', opened);
    const staffIds = async () =>
      (
        await siteAnswer(t.site, 'getEmployeeByType', { dept_code: 'TNC', type: 'OFFICE_STAFF' })
      ).map((person) => person.id);
    await eventually(async () => expect(await staffIds()).not.toContain(row!.id));
    const back = itemOf(
      await act('office_staff', off, { ...off.values, designation: 'Head Assistant (retd.)' }),
    );
    expect(back.status).toBe('published');
    await eventually(async () => expect(await staffIds()).toContain(row!.id));
  });

  it('moves a committee to its new code, in its place in the list', async () => {
    const before = await siteAnswer(t.site, 'getCommittee');
    const first = before[0]!;
    const opened = itemOf(await getItem(t.db, 'committee', `p${first.committee_code}`, OFFICE));
    const moved = itemOf(
      await act('committee', opened, { ...opened.values, code: 'RENAMED_CODE' }),
    );
    expect(moved.publicUrl).toBe('/committees?code=RENAMED_CODE');
    await eventually(async () => {
      const after = await siteAnswer(t.site, 'getCommittee');
      expect(after[0]).toEqual({ committee_code: 'RENAMED_CODE', name: first.name });
      expect(after).toHaveLength(before.length);
    });
    const taken = await act('committee', moved, {
      ...moved.values,
      code: before[1]!.committee_code,
    });
    expect(taken.ok || taken.fieldErrors.code?.[0]).toMatch(/Another committee has the code/);
  });

  it('refuses to unpublish a text every site has, and the admission settings', async () => {
    const about = itemOf(await getItem(t.db, 'college_text', 'pabout', OFFICE));
    const refused = await unpublishItem(t.db, {
      entity: 'college_text',
      key: about.key,
      version: 0,
      actor: OFFICE,
    });
    expect(refused.ok || [refused.status, refused.fieldErrors['']]).toEqual([
      400,
      ["Every site has the text 'About the college': change it instead"],
    ]);
    const admission = await unpublishItem(t.db, {
      entity: 'admission',
      key: 'padmission',
      version: 0,
      actor: OFFICE,
    });
    expect(admission.ok || admission.status).toBe(400);
  });
});
