import { describe, expect, it } from 'vitest';
import { facultyPagePath } from '../../src/site-map/department-pages.ts';
import { getItem, previewOf } from '../../src/studio/content/items.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import { textOf } from '../helpers/studio-auth.ts';
import { DEPARTMENT, itemOf, pageHtml, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

type Member = { id: number; name: string; live: boolean };

/** Previews of a head's drafts: the department's pages answer with the draft in place. */
describe('previews of a department’s drafts', () => {
  const t = useStudio();

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
    expect(preview.target.url('PHY')).toBe('/department/PHY/faculty');
    // The page lists them in the draft's order.
    const page = await t.preview(preview.target);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    const places = members.map((m) => text.indexOf(m.name));
    expect(places.every((at) => at >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    // A live profile's page is linked (the address's & written as &amp; in the HTML).
    const link = (m: Member) =>
      facultyPagePath('PHY', 'quarterlyreport', m).replaceAll('&', '&amp;');
    expect(page.html).toContain(link(members[0]!));
    expect(page.html).not.toContain(link(members[1]!));
    const published = textOf(await pageHtml(t.site, '/department/PHY/faculty'));
    const publishedPlaces = members.map((m) => published.indexOf(m.name));
    expect(publishedPlaces).not.toEqual([...publishedPlaces].sort((a, b) => a - b));
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('shows a recaptioned album in the gallery and an unsaved notice in its list; another department’s lists stay as they are', async () => {
    // An album of the department's with photographs (the gallery shows an album by them).
    const [published] = await t.db
      .selectFrom('gallery_albums')
      .selectAll()
      .where('dept_code', '=', 'PHY')
      .where('upload_info', 'like', '%image%')
      .limit(1)
      .execute();
    if (!published) return expect.fail('the demo has no album of PHY with photographs');
    const opened = itemOf(
      await getItem(t.db, 'department_album', `p${published.id}`, DEPARTMENT, TEST_TODAY),
    );
    const album = await previewOf(t.db, 'department_album', opened.key, DEPARTMENT, {
      ...opened.values,
      caption: 'Preview album',
    });
    if (!album.ok) return expect.fail(JSON.stringify(album));
    expect(album.target.url('1')).toBe('/department/PHY/gallery');
    const gallery = await t.preview(album.target);
    expect(textOf(gallery.html)).toContain('Preview album');
    const che = await t.preview({ ...album.target, url: () => '/department/CHE/gallery' });
    expect(che.status).toBe(200);
    expect(textOf(che.html)).not.toContain('Preview album');

    const notice = await previewOf(t.db, 'department_notice', null, DEPARTMENT, {
      dept_code: 'PHY',
      type: 'DEPTEVENT',
      title: 'Preview talk',
      date: TEST_TODAY,
    });
    if (!notice.ok) return expect.fail(JSON.stringify(notice));
    expect(notice.target.url('7')).toBe(`/department/PHY/events/${TEST_TODAY.slice(0, 4)}/7`);
    const events = await t.preview(notice.target);
    expect(events.status).toBe(200);
    expect(textOf(events.html)).toContain('Preview talk');
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
