import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { expectWellFormedScreen, parsePage } from '../helpers/studio-dom.ts';
import { formBody, multipart, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { eventually, pageHtml, rowCounts, siteAnswer } from '../helpers/studio-content.ts';

/** Three photographs 120 × 90, each its own colour, so each is its own file. */
const photos = () =>
  Promise.all(
    [0, 1, 2].map((i) =>
      sharp({
        create: { width: 120, height: 90, channels: 3, background: { r: 60 * i, g: 90, b: 200 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );

/**
 * An album's photos in order, turned, cropped and with a cover (issue 36), without JavaScript:
 * each tool is a submit button of the editor's form that brings the form back changed, nothing
 * saved; a turn or a crop is a new upload (with its phone-sized versions), the original kept.
 */
describe('an album’s photos moved, turned, cropped, and its cover', () => {
  const t = useStudio();
  let cookie = '';
  let editor = '';

  const post = (body: URLSearchParams | FormData) => send(t, cookie, 'POST', editor, body);
  const formOf = (html: string) => {
    const page = parsePage(html);
    expectWellFormedScreen(page);
    return { page, form: page.querySelector('form.item-form')! };
  };
  const rows = (page: Document) =>
    [...page.querySelectorAll<HTMLInputElement>('input[name$="].file"]')].map((file, i) => ({
      file: file.value,
      alt: page.querySelector<HTMLInputElement>(`input[name="photos[${i}].alt"]`)!.value,
    }));
  const press = (form: Element, value: string, extra: Record<string, string> = {}) => {
    const body = formBody(form, { name: 'edit--photos', value });
    for (const [name, text] of Object.entries(extra)) body.set(name, text);
    return post(body);
  };
  const sizeOf = async (spec: string) => {
    const row = await t.db
      .selectFrom('studio_files')
      .select('data')
      .where('name', '=', spec)
      .executeTakeFirstOrThrow();
    const { width, height } = await sharp(Buffer.from(row.data)).metadata();
    return { width, height };
  };

  beforeAll(async () => {
    await makeAccount(t, { username: 'head.album', role: 'department', deptCode: 'PHY' });
    cookie = (await signIn(t, 'head.album')).cookie;
    const blank = formOf((await send(t, cookie, 'GET', '/items/department_album/new')).body);
    const [a, b, c] = await photos();
    const body = multipart(
      {
        ...Object.fromEntries(formBody(blank.form)),
        dept_code: 'PHY',
        caption: 'Physics fair',
        intent: 'save',
      },
      {},
    );
    for (const [i, bytes] of [a!, b!, c!].entries())
      body.append('upload--photos', new File([bytes], `fair-${i + 1}.jpg`, { type: 'image/jpeg' }));
    const asked = formOf((await send(t, cookie, 'POST', '/items/department_album/new', body)).body);
    const words = new URLSearchParams(formBody(asked.form));
    ['Telescope', 'Prism', 'Pendulum'].forEach((alt, i) => words.set(`photos[${i}].alt`, alt));
    words.set('intent', 'save');
    const saved = await send(t, cookie, 'POST', '/items/department_album/new', words);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    editor = saved.headers.location!.split('?')[0]!;
  });

  it('moves a photo up with its words, keeps the focus on its button, saves nothing', async () => {
    const { form, page } = formOf((await send(t, cookie, 'GET', editor)).body);
    const before = rows(page);
    const counts = await rowCounts(t.db);
    const answer = await press(form, 'up:2');
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const after = formOf(answer.body).page;
    expect(rows(after)).toEqual([before[0], before[2], before[1]]);
    // The moved photo, now second, keeps the focus on its own Move up.
    const focused = after.querySelector('[autofocus]');
    expect(focused?.id).toBe('field-photos-1-up');
    expect(focused?.textContent).toBe('Move up photo 2');
    // At the top, its Move up is gone: its Move down has the focus.
    const top = formOf((await press(formOf(answer.body).form, 'up:1')).body).page;
    expect(rows(top)[0]?.alt).toBe('Pendulum');
    expect(top.querySelector('[autofocus]')?.id).toBe('field-photos-0-down');
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('turns a photo: a new upload of swapped size, its versions made, the original kept', async () => {
    const { form, page } = formOf((await send(t, cookie, 'GET', editor)).body);
    const original = rows(page)[0]!;
    const answer = await press(form, 'rotate:0:90');
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const after = formOf(answer.body).page;
    const turned = rows(after)[0]!;
    expect(turned.file).toMatch(/^studio\/[0-9a-f]{64}\.jpg$/);
    expect(turned.file).not.toBe(original.file);
    expect(turned.alt).toBe(original.alt);
    expect(await sizeOf(turned.file)).toEqual({ width: 90, height: 120 });
    expect(await sizeOf(original.file)).toEqual({ width: 120, height: 90 });
    expect(after.querySelector('[autofocus]')?.id).toBe('field-photos-0-rotate-90');
    const image = await t.db
      .selectFrom('images')
      .selectAll()
      .where('file', '=', turned.file)
      .executeTakeFirstOrThrow();
    expect([image.width, image.height]).toEqual([90, 120]);
    expect(JSON.parse(image.variants).length).toBeGreaterThan(0);
  });

  it('crops a photo to the part typed, in per cent', async () => {
    const { form, page } = formOf((await send(t, cookie, 'GET', editor)).body);
    const answer = await press(form, 'crop:1', {
      'photos[1].crop.left': '10',
      'photos[1].crop.top': '20',
      'photos[1].crop.width': '50',
      'photos[1].crop.height': '50',
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const cropped = rows(formOf(answer.body).page)[1]!;
    expect(cropped.file).not.toBe(rows(page)[1]!.file);
    expect(cropped.alt).toBe(rows(page)[1]!.alt);
    expect(await sizeOf(cropped.file)).toEqual({ width: 60, height: 45 });
  });

  it.each([
    [
      'crop:1',
      { 'photos[1].crop.left': '60', 'photos[1].crop.width': '50' },
      'field-photos-1-crop-error',
      /goes outside the picture/,
    ],
    [
      'crop:1',
      { 'photos[1].crop.width': '0' },
      'field-photos-1-crop-error',
      /width and a height above 0/,
    ],
    [
      'crop:1',
      { 'photos[1].crop.top': 'ten' },
      'field-photos-1-crop-error',
      /as numbers of per cent/,
    ],
    ['rotate:0:45', {}, 'field-photos-0-edit', /90, 180 or 270 degrees/],
    ['up:9', {}, 'field-photos-error', /no photo 10 in this album/],
    ['spin:0', {}, 'field-photos-error', /not one the studio makes/],
  ])(
    'refuses %s %j at its field, the form kept, nothing changed',
    async (value, extra, id, words) => {
      const { form, page } = formOf((await send(t, cookie, 'GET', editor)).body);
      const counts = await rowCounts(t.db);
      const files = await t.db.selectFrom('studio_files').select('name').execute();
      const answer = await press(form, value, {
        ...extra,
        'photos[0].alt': 'Typed but not saved',
      });
      expect(answer.statusCode).toBe(400);
      const again = formOf(answer.body).page;
      expect(again.getElementById(id)?.textContent).toMatch(words);
      expect(rows(again).map((row) => row.file)).toEqual(rows(page).map((row) => row.file));
      expect(rows(again)[0]?.alt).toBe('Typed but not saved');
      for (const [name, text] of Object.entries(extra))
        expect(again.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value).toBe(text);
      expect(await rowCounts(t.db)).toEqual(counts);
      expect(await t.db.selectFrom('studio_files').select('name').execute()).toHaveLength(
        files.length,
      );
    },
  );

  it('turns an imported photo, read from the uploads folder and from nowhere else', async () => {
    const albums = await t.db.selectFrom('gallery_albums').selectAll().execute();
    const imported = albums.find(
      (album) => album.dept_code === 'PHY' && album.upload_info.includes('"image/'),
    )!;
    const [first] = JSON.parse(imported.upload_info) as { type: string; path: string }[];
    const spec = `${first!.type}/${first!.path}`;
    const size = await t.db
      .selectFrom('images')
      .select(['width', 'height'])
      .where('file', '=', spec)
      .executeTakeFirstOrThrow();
    const url = `/items/department_album/p${imported.id}`;
    const { form } = formOf((await send(t, cookie, 'GET', url)).body);
    const body = formBody(form, { name: 'edit--photos', value: 'rotate:0:90' });
    const answer = await send(t, cookie, 'POST', url, body);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const turned = rows(formOf(answer.body).page)[0]!.file;
    expect(turned).toMatch(/^studio\//);
    expect(await sizeOf(turned)).toEqual({ width: size.height, height: size.width });

    // A path out of the uploads folder, or a studio file that is not there: refused, at the photo.
    for (const forged of ['gallery/../../../../etc/hostname.jpg', `studio/${'0'.repeat(64)}.jpg`]) {
      const counts = await rowCounts(t.db);
      body.set('photos[0].file', forged);
      const refused = await send(t, cookie, 'POST', url, body);
      expect(refused.statusCode).toBe(400);
      expect(formOf(refused.body).page.getElementById('field-photos-0-edit')?.textContent).toMatch(
        /cannot be found/,
      );
      expect(await rowCounts(t.db)).toEqual(counts);
    }
  });

  it('publishes the chosen cover first on the public gallery, an edited photo with its versions', async () => {
    const opened = formOf((await send(t, cookie, 'GET', editor)).body);
    const { form, page } = formOf((await press(opened.form, 'rotate:0:270')).body);
    const list = rows(page);
    const cover = list[2]!;
    const body = formBody(form, { name: 'intent', value: 'publish' });
    body.set('cover--photos', cover.file);
    const published = await post(body);
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);

    const albums = await siteAnswer(t.site, 'getGallery', { dept: 'PHY', type: 'DEPARTMENT' });
    const album = albums.find((a) => a.caption === 'Physics fair')!;
    expect(album.upload_info.map((image) => image.alt)).toEqual([
      cover.alt,
      list[0]!.alt,
      list[1]!.alt,
    ]);
    await eventually(async () => {
      const html = parsePage(await pageHtml(t.site, '/department/PHY/gallery'));
      const section = html.querySelector('section[data-album="Physics fair"]')!;
      const images = [...section.querySelectorAll('img')];
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(
        [cover, list[0]!, list[1]!].map((row) => row.alt),
      );
      // The turned photo (first of the album's own order) has its phone-sized versions.
      const turned = list[0]!.file.slice('studio/'.length);
      expect(images[1]?.getAttribute('srcset')).toContain(`_variants/studio/${turned}/`);
    });
    // The studio keeps the album's own order, with its cover marked.
    const reopened = formOf((await send(t, cookie, 'GET', editor)).body).page;
    expect(rows(reopened)).toEqual(list);
    expect(
      reopened.querySelector<HTMLInputElement>('input[name="cover--photos"]:checked')?.value,
    ).toBe(cover.file);
  });
});
