import { describe, expect, it } from 'vitest';
import {
  getItem,
  listItems,
  listRevisions,
  publishItem,
  restoreRevision,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, eventually, itemOf, pageHtml, siteAnswer } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const TITLE = 'Studio notice: library hours extended for the examinations';
const values = (title = TITLE) => ({
  type: 'COLLEGE_ADMIN_NOTICE',
  title,
  date: TEST_TODAY,
  description: '<p>The library stays open until 8 p.m.</p>',
  new: true,
  attachments: [],
});

describe('a notice from draft to the public site and back', () => {
  const t = useStudio();
  const adminNotices = () =>
    siteAnswer(t.site, 'getNoticesByTypeDeptV1', { type: 'COLLEGE_ADMIN_NOTICE' });

  it('is not public as a draft, is on the API and the pages within 5 s of publishing, and is gone when unpublished', async () => {
    const home = await pageHtml(t.site, '/');
    expect(home).not.toContain(TITLE);
    const draft = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'publish-1',
        values: values(),
        actor: OFFICE,
      }),
    );
    expect(draft).toMatchObject({ status: 'draft', version: 1, publicUrl: null });
    expect((await adminNotices()).map((n) => n.title)).not.toContain(TITLE);
    const list = await listItems(t.db, 'notice', OFFICE);
    expect(list.ok && list.items[0]).toMatchObject({ key: draft.key, status: 'draft' });

    const published = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: draft.key,
        version: draft.version,
        actor: OFFICE,
      }),
    );
    expect(published.status).toBe('published');
    expect(published.publicUrl).toMatch(/^\/notifications\/administrative\/2026\/\d+$/);
    // The site's caches start afresh at their next look at the content version.
    await eventually(async () => {
      const [first] = await adminNotices();
      expect(first).toMatchObject({ title: TITLE, diff: true, date: TEST_TODAY });
      expect(await pageHtml(t.site, '/')).toContain(TITLE);
    });
    expect(await pageHtml(t.site, published.publicUrl!)).toContain(TITLE);

    const unpublished = itemOf(
      await unpublishItem(t.db, {
        entity: 'notice',
        key: published.key,
        version: published.version,
        actor: OFFICE,
      }),
    );
    expect(unpublished.status).toBe('unpublished');
    // Its own page too: a kept copy is served once more while its refresh runs (decision 038).
    await eventually(async () => {
      expect((await adminNotices()).map((n) => n.title)).not.toContain(TITLE);
      expect(await pageHtml(t.site, '/')).not.toContain(TITLE);
      expect((await t.site.inject({ url: published.publicUrl! })).statusCode).toBe(404);
    });
    // The draft stays in the studio.
    const kept = itemOf(await getItem(t.db, 'notice', published.key, OFFICE));
    expect(kept.values.title).toBe(TITLE);
  });

  it('restores an older revision as a new draft, which publishing then shows', async () => {
    const first = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'restore-1',
        values: values('Studio notice: first wording'),
        actor: OFFICE,
      }),
    );
    const second = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: first.key,
        version: first.version,
        values: values('Studio notice: second wording'),
        actor: OFFICE,
      }),
    );
    const history = await listRevisions(t.db, 'notice', second.key, OFFICE);
    if (!history.ok) expect.fail('no revisions');
    expect(history.revisions.map((r) => [r.version, r.action, r.title])).toEqual([
      [2, 'save', 'Studio notice: second wording'],
      [1, 'save', 'Studio notice: first wording'],
    ]);
    const oldest = history.revisions[1]!;
    const restored = itemOf(
      await restoreRevision(t.db, {
        entity: 'notice',
        key: second.key,
        version: second.version,
        revisionId: oldest.id,
        actor: OFFICE,
      }),
    );
    expect(restored).toMatchObject({ version: 3, status: 'draft' });
    expect(restored.values.title).toBe('Studio notice: first wording');
    const published = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: restored.key,
        version: restored.version,
        actor: OFFICE,
      }),
    );
    await eventually(async () => {
      expect((await adminNotices()).map((n) => n.title)).toContain('Studio notice: first wording');
    });
    const audit = await t.db
      .selectFrom('studio_audit')
      .select(['action', 'before', 'after'])
      .where('item', '=', published.key)
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['save', 'save', 'restore', 'publish']);
    expect(JSON.parse(audit[3]!.after!)).toMatchObject({ title: 'Studio notice: first wording' });
  });
});
