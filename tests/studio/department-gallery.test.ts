import { getAllByRole } from '@testing-library/dom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { expectWellFormedScreen, parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { eventually, pageHtml, siteAnswer } from '../helpers/studio-content.ts';

/** Twelve small photographs, each its own colour (so each is its own file). */
const photos = () =>
  Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      sharp({
        create: {
          width: 120,
          height: 90,
          channels: 3,
          background: { r: i * 20, g: 90, b: 200 - i * 10 },
        },
      })
        .jpeg()
        .toBuffer(),
    ),
  );

/** The gallery's counts, and the studio's items: what a refusal must leave as it was. */
async function counts(t: ReturnType<typeof useStudio>) {
  const count = async (table: 'gallery_albums' | 'studio_items' | 'studio_revisions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const publishes = await t.db
    .selectFrom('studio_audit')
    .select('id')
    .where('entity', '=', 'department_album')
    .execute();
  return {
    albums: await count('gallery_albums'),
    items: await count('studio_items'),
    revisions: await count('studio_revisions'),
    audit: publishes.length,
  };
}

/**
 * A head adds a gallery album of twelve photos in one form, without JavaScript: the photos go
 * with the form (one file input, `multiple`); the form comes back with each photo listed and
 * its alt-text box asking for words, nothing saved; with the words typed it publishes, and the
 * public gallery shows every photo with its words (decision 055).
 */
describe('a gallery album of many photos, each with its alt text', () => {
  const t = useStudio();
  let cookie = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'head.gallery', role: 'department', deptCode: 'PHY' });
    cookie = (await signIn(t, 'head.gallery')).cookie;
  });

  /** What the head's browser sends without JavaScript: a GET, or the form posted. */
  const fromHead = (url: string, body?: FormData | URLSearchParams) =>
    send(t, cookie, body ? 'POST' : 'GET', url, body);

  it('asks for each photo’s words, saves nothing without them, then publishes all twelve', async () => {
    const blank = parsePage((await fromHead('/items/department_album/new')).body);
    const input = blank.querySelector<HTMLInputElement>('input[type=file][name="upload--photos"]');
    expect(input?.multiple).toBe(true);

    const before = await counts(t);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      ...hiddenValues(blank),
      dept_code: 'PHY',
      caption: 'Optics lab open day',
      intent: 'publish',
    }))
      body.append(name, value);
    for (const [i, bytes] of (await photos()).entries())
      body.append('upload--photos', new File([bytes], `lab-${i + 1}.jpg`, { type: 'image/jpeg' }));
    const asked = await fromHead('/items/department_album/new', body);
    expect(asked.statusCode).toBe(400);
    const form = parsePage(asked.body);
    expectWellFormedScreen(form);
    const alts = [...form.querySelectorAll<HTMLInputElement>('input[name$="].alt"]')];
    expect(alts).toHaveLength(12);
    for (const alt of alts) {
      expect(alt.getAttribute('aria-invalid')).toBe('true');
      const message = form.getElementById(alt.getAttribute('aria-describedby')!.split(' ').at(-1)!);
      expect(message?.textContent).toMatch(/Say what this photo shows/);
    }
    expect(form.querySelector<HTMLInputElement>('input[name=caption]')?.value).toBe(
      'Optics lab open day',
    );
    expect(await counts(t)).toEqual(before);

    // One left empty: refused at that box only, every word typed kept.
    const words = alts.map((_, i) => `Students at optical bench ${i + 1}`);
    const almost = new URLSearchParams({
      ...hiddenValues(form),
      dept_code: 'PHY',
      caption: 'Optics lab open day',
      intent: 'publish',
    });
    words.forEach((text, i) => almost.append(`photos[${i}].alt`, i === 4 ? ' ' : text));
    const again = await fromHead('/items/department_album/new', almost);
    expect(again.statusCode).toBe(400);
    const kept = parsePage(again.body);
    const boxes = [...kept.querySelectorAll<HTMLInputElement>('input[name$="].alt"]')];
    expect(boxes.map((box) => box.getAttribute('aria-invalid'))).toEqual(
      boxes.map((_, i) => (i === 4 ? 'true' : null)),
    );
    expect(boxes[3]!.value).toBe(words[3]);
    expect(await counts(t)).toEqual(before);

    const complete = new URLSearchParams({
      ...hiddenValues(kept),
      dept_code: 'PHY',
      caption: 'Optics lab open day',
      intent: 'publish',
    });
    words.forEach((text, i) => complete.append(`photos[${i}].alt`, text));
    const published = await fromHead('/items/department_album/new', complete);
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);

    const albums = await siteAnswer(t.site, 'getGallery', { dept: 'PHY', type: 'DEPARTMENT' });
    const album = albums.find((a) => a.caption === 'Optics lab open day');
    expect(album?.upload_info.map((image) => image.alt)).toEqual(words);
    expect(album?.upload_info.every((image) => image.fileType === 'image')).toBe(true);
    await eventually(async () => {
      const html = await pageHtml(t.site, '/department/PHY/gallery');
      for (const text of words) expect(html).toContain(text);
    });
    const list = parsePage((await fromHead('/items/department_album')).body);
    expect(getAllByRole(list.body, 'link', { name: 'Optics lab open day' })).toHaveLength(1);
  });
});
