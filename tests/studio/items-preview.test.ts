import { describe, expect, it } from 'vitest';
import { previewOf, saveItem } from '../../src/studio/content/items.repository.ts';
import { textOf } from '../helpers/studio-auth.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE, itemOf, pageHtml, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

describe('previews: the public pages with the draft in place', () => {
  const t = useStudio();

  it('puts an unsaved notice on its own page, first in its list and the home panel, writing nothing', async () => {
    const before = await rowCounts(t.db);
    const preview = await previewOf(t.db, 'notice', null, OFFICE, {
      type: 'COLLEGE_TENDER',
      title: 'Preview of a tender',
      date: TEST_TODAY,
      attachments: [],
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    // Its address has the id the write gave it: the next one, as a publish would take.
    const top = await t.db
      .selectFrom('notices')
      .select((eb) => eb.fn.max<number>('id').as('top'))
      .executeTakeFirstOrThrow();
    expect(preview.target.url(String(Number(top.top) + 1))).toBe(
      `/notifications/tender/2026/${Number(top.top) + 1}`,
    );
    const own = await t.preview(preview.target);
    expect(own.status).toBe(200);
    expect(textOf(own.html)).toContain('Preview of a tender');
    const list = await t.preview({ ...preview.target, url: () => '/notifications/tender' });
    expect(textOf(list.html)).toContain('Preview of a tender');
    const panel = await t.preview({ ...preview.target, url: () => '/' });
    expect(textOf(panel.html)).toContain('Preview of a tender');
    const lastYear = await t.preview({
      ...preview.target,
      url: () => '/notifications/tender/2025',
    });
    expect(lastYear.status).toBe(200);
    expect(textOf(lastYear.html)).not.toContain('Preview of a tender');
    // Nothing stays: the rows, and the site's own page of the list.
    expect(await rowCounts(t.db)).toEqual(before);
    expect(textOf(await pageHtml(t.site, '/notifications/tender'))).not.toContain(
      'Preview of a tender',
    );
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
    expect(preview.target.url(row!.code)).toBe(`/committees?code=${row!.code}`);
    const shown = await t.preview(preview.target);
    expect(shown.status).toBe(200);
    expect(textOf(shown.html)).toContain('Renamed in the studio');
    // The public site still has the published one, row and page.
    const published = await t.db
      .selectFrom('committees')
      .select('name')
      .where('code', '=', row!.code)
      .executeTakeFirstOrThrow();
    expect(published.name).toBe(row!.name);
    expect(textOf(await pageHtml(t.site, `/committees?code=${row!.code}`))).not.toContain(
      'Renamed in the studio',
    );
    const bad = await previewOf(t.db, 'committee', opened.key, OFFICE, {
      code: 'no spaces allowed',
      name: '',
    });
    expect(bad.ok || [bad.status, Object.keys(bad.fieldErrors).sort()]).toEqual([
      400,
      ['code', 'name'],
    ]);
  });

  it('renders the home page as of a holiday’s first day, with its pop-up', async () => {
    const later = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + 20 * 86_400_000);
    const start = later.toISOString().slice(0, 10);
    const preview = await previewOf(t.db, 'holiday', null, OFFICE, {
      title: 'A holiday three weeks ahead',
      start,
      end: start,
      attachments: [],
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect(preview.target.today).toBe(start);
    const home = await t.preview(preview.target);
    expect(home.status).toBe(200);
    expect(textOf(home.html)).toContain('A holiday three weeks ahead');
    expect(textOf(await pageHtml(t.site, '/'))).not.toContain('A holiday three weeks ahead');
  });
});
