import { describe, expect, it } from 'vitest';
import { getItem, publishItem, saveItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, OFFICE_2, itemOf } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const notice = (title: string) => ({
  type: 'COLLEGE_TENDER',
  title,
  date: TEST_TODAY,
  description: '',
  attachments: [],
});

const noticesTitled = (t: ReturnType<typeof useStudio>, title: string) =>
  t.db.selectFrom('notices').select('id').where('title', '=', title).execute();

describe('two people, one item', () => {
  const t = useStudio({ readsPublicSite: false });

  it('tells the second save of the same version of the conflict and keeps the first', async () => {
    const opened = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'conflict-1',
        values: notice('Tender for the canteen'),
        actor: OFFICE,
      }),
    );
    expect(opened.version).toBe(1);
    const first = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: opened.key,
        version: 1,
        values: notice('Tender for the canteen, corrected by the first'),
        actor: OFFICE,
      }),
    );
    expect(first.version).toBe(2);
    const second = await saveItem(t.db, {
      entity: 'notice',
      key: opened.key,
      version: 1,
      values: notice('Tender for the canteen, by the second'),
      actor: OFFICE_2,
    });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.status).toBe(409);
    expect(second.fieldErrors['']?.[0]).toMatch(
      /^office-9001 saved this item on \d+ \w+ 2\d{3} at/,
    );
    expect(second.values.title).toBe('Tender for the canteen, by the second');
    const stored = itemOf(await getItem(t.db, 'notice', opened.key, OFFICE));
    expect(stored.version).toBe(2);
    expect(stored.values.title).toBe('Tender for the canteen, corrected by the first');
    // A publish from the older version is refused the same way and publishes nothing.
    const publish = await publishItem(t.db, {
      entity: 'notice',
      key: opened.key,
      version: 1,
      actor: OFFICE_2,
    });
    expect(publish.ok || publish.status).toBe(409);
    expect(await noticesTitled(t, 'Tender for the canteen, corrected by the first')).toEqual([]);
  });

  it('refuses a second first edit of a published item, also when it was never edited', async () => {
    const [row] = await t.db
      .selectFrom('notices')
      .selectAll()
      .where('type', '=', 'COLLEGE_TENDER')
      .limit(1)
      .execute();
    const key = `p${row!.id}`;
    const opened = itemOf(await getItem(t.db, 'notice', key, OFFICE));
    expect(opened).toMatchObject({ version: 0, status: 'published' });
    const edit = (title: string, actor = OFFICE) =>
      saveItem(t.db, {
        entity: 'notice',
        key,
        version: 0,
        values: { ...opened.values, title },
        actor,
      });
    expect(itemOf(await edit('Imported tender, first edit')).status).toBe('changed');
    const late = await edit('Imported tender, second edit', OFFICE_2);
    expect(late.ok || late.status).toBe(409);
    const published = await t.db
      .selectFrom('notices')
      .select('title')
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(published.title).toBe(row!.title);
  });

  it('makes one notice of a double-clicked Publish on a new form, also when both arrive at once', async () => {
    const title = 'Admission notice published by a double click';
    const click = () =>
      publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'double-click-1',
        values: notice(title),
        actor: OFFICE,
      });
    const [a, b] = await Promise.all([click(), click()]);
    const c = await click();
    expect([a, b, c].map((outcome) => outcome.ok && outcome.item.status)).toEqual([
      'published',
      'published',
      'published',
    ]);
    expect(new Set([a, b, c].map((outcome) => outcome.ok && outcome.item.key)).size).toBe(1);
    expect(await noticesTitled(t, title)).toHaveLength(1);
    const items = await t.db
      .selectFrom('studio_items')
      .select('id')
      .where('create_token', '=', 'double-click-1')
      .execute();
    expect(items).toHaveLength(1);
  });

  it('makes one draft of a new form saved twice', async () => {
    const save = () =>
      saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'double-save-1',
        values: notice('Saved twice'),
        actor: OFFICE,
      });
    const first = itemOf(await save());
    const again = itemOf(await save());
    expect(again.key).toBe(first.key);
    expect(again.version).toBe(1);
  });
});
