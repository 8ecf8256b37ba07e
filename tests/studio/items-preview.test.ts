import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/contract/client.ts';
import { injectFetch } from '../../src/server/inject-fetch.ts';
import { previewOf, saveItem } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

describe('previews: the public page and the API with the draft in place', () => {
  const t = useStudio();
  const api = () =>
    createApiClient({ baseUrl: 'http://in-process/api', fetch: injectFetch(t.site) });

  it('puts an unsaved notice first in its list and the home panel, writing nothing', async () => {
    const before = await rowCounts(t.db);
    const preview = await previewOf(t.db, 'notice', null, OFFICE, {
      type: 'COLLEGE_TENDER',
      title: 'Preview of a tender',
      date: TEST_TODAY,
      attachments: [],
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect(preview.target.url).toBe('/notifications/tender/2026/2000000000');
    const overlaid = preview.target.overlay(api());
    const panel = await overlaid.getNoticesByTypeDeptV1({ type: 'COLLEGE_TENDER' });
    expect(panel[0]).toMatchObject({ id: 2_000_000_000, title: 'Preview of a tender' });
    expect(panel.length).toBeLessThanOrEqual(10);
    const lastYear = await overlaid.getNoticesByTypeDept({
      type: 'COLLEGE_TENDER',
      dept_code: 'TNC',
      year: 2025,
    });
    expect(lastYear.map((n) => n.title)).not.toContain('Preview of a tender');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('shows an edited draft in place of its published row, and refuses bad values', async () => {
    const [row] = await t.db
      .selectFrom('committees')
      .selectAll()
      .orderBy('sort_order')
      .limit(1)
      .execute();
    const opened = itemOf(
      await saveItem(t.db, {
        entity: 'committee',
        key: `p${row!.code}`,
        version: 0,
        values: { code: row!.code, name: 'Renamed in the studio', members: [], minutes: [] },
        actor: OFFICE,
      }),
    );
    const preview = await previewOf(t.db, 'committee', opened.key, OFFICE);
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect(preview.target.url).toBe(`/committees?code=${row!.code}`);
    const overlaid = preview.target.overlay(api());
    expect((await overlaid.getCommittee())[0]).toEqual({
      committee_code: row!.code,
      name: 'Renamed in the studio',
    });
    expect((await overlaid.getCommitteeByCode({ committee_code: row!.code })).name).toBe(
      'Renamed in the studio',
    );
    // The public site still has the published one.
    expect((await api().getCommittee())[0]?.name).toBe(row!.name);
    const bad = await previewOf(t.db, 'committee', opened.key, OFFICE, {
      code: 'no spaces allowed',
      name: '',
    });
    expect(bad.ok || [bad.status, Object.keys(bad.fieldErrors).sort()]).toEqual([
      400,
      ['code', 'name'],
    ]);
  });
});
