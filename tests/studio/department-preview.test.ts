import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/contract/client.ts';
import { injectFetch } from '../../src/server/inject-fetch.ts';
import { getItem, previewOf } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { DEPARTMENT, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

type Member = { id: number; name: string; live: boolean };

/** Previews of a head's drafts: the department's pages answer with the draft in place. */
describe('previews of a department’s drafts', () => {
  const t = useStudio();
  const api = () =>
    createApiClient({ baseUrl: 'http://in-process/api', fetch: injectFetch(t.site) });

  it('shows the faculty in the draft’s order with its live flags, writing nothing', async () => {
    const list = itemOf(await getItem(t.db, 'department_faculty', 'pPHY', DEPARTMENT, TEST_TODAY));
    const members = [...(list.values.members as Member[])].reverse().map((m, i) => ({
      ...m,
      live: i === 0,
    }));
    const before = await rowCounts(t.db);
    const preview = await previewOf(t.db, 'department_faculty', 'pPHY', DEPARTMENT, {
      dept_code: 'PHY',
      members,
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect(preview.target.url).toBe('/department/PHY/faculty');
    const shown = await preview.target
      .overlay(api())
      .getEmployeeByType({ dept_code: 'PHY', type: 'FACULTY' });
    expect(shown.map((p) => [p.id, p.liveNow])).toEqual(members.map((m) => [m.id, m.live ? 1 : 0]));
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('adds an unsaved album to the gallery and a notice to its list; another department’s lists stay as they are', async () => {
    const album = await previewOf(t.db, 'department_album', null, DEPARTMENT, {
      dept_code: 'PHY',
      caption: 'Preview album',
      photos: [],
    });
    if (!album.ok) return expect.fail(JSON.stringify(album));
    expect(album.target.url).toBe('/department/PHY/gallery');
    const gallery = album.target.overlay(api());
    expect((await gallery.getGallery({ dept: 'PHY', type: 'DEPARTMENT' })).at(-1)?.caption).toBe(
      'Preview album',
    );
    const che = await gallery.getGallery({ dept: 'CHE', type: 'DEPARTMENT' });
    expect(che.map((a) => a.caption)).not.toContain('Preview album');

    const notice = await previewOf(t.db, 'department_notice', null, DEPARTMENT, {
      dept_code: 'PHY',
      type: 'DEPTEVENT',
      title: 'Preview talk',
      date: TEST_TODAY,
    });
    if (!notice.ok) return expect.fail(JSON.stringify(notice));
    expect(notice.target.url).toBe(`/department/PHY/events/${TEST_TODAY.slice(0, 4)}/2000000000`);
    const events = await notice.target
      .overlay(api())
      .getNoticesByTypeDept({ dept_code: 'PHY', type: 'DEPTEVENT', year: '' });
    expect(events.map((e) => e.title)).toContain('Preview talk');
  });

  it('refuses a preview of another department’s page', async () => {
    const refused = await previewOf(t.db, 'department_page', 'pCHE', DEPARTMENT);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.status).toBe(403);
  });

  it('renders the draft page of the department with the site’s own components', async () => {
    const page = itemOf(await getItem(t.db, 'department_page', 'pPHY', DEPARTMENT, TEST_TODAY));
    const preview = await previewOf(t.db, 'department_page', 'pPHY', DEPARTMENT, {
      ...page.values,
      department_about: '<p>A glance from the preview.</p>',
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    const rendered = await t.preview(preview.target);
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('A glance from the preview.');
  });
});
