import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanStoredImages } from '../../src/db/migrations/012-studio-file-access.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { eventually, pageHtml } from '../helpers/studio-content.ts';
import { expectNoMetadata, expectUpright, phonePhoto } from '../helpers/photos.ts';

/** Every address under /uploads/ a page's images and links name: src, srcset and href. */
function uploadAddresses(html: string): string[] {
  const document = parsePage(html);
  const found = new Set<string>();
  for (const element of document.querySelectorAll('img, source, a')) {
    for (const attribute of ['src', 'href']) {
      const value = element.getAttribute(attribute);
      if (value?.startsWith('/uploads/')) found.add(value);
    }
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
      const address = candidate.trim().split(/\s+/)[0];
      if (address?.startsWith('/uploads/')) found.add(address);
    }
  }
  return [...found];
}

/**
 * Decision 075: a photograph taken on a phone, uploaded in the studio by a department head
 * without JavaScript and published in a gallery album: every image the public gallery links
 * (the original in its href and srcset, each phone-sized version) carries no EXIF, GPS or XMP,
 * and shows upright; the stored name is the hash of the stored bytes.
 */
describe('a photograph published through the studio keeps no location', () => {
  const t = useStudio();
  let cookie = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'head.photos', role: 'department', deptCode: 'PHY' });
    cookie = (await signIn(t, 'head.photos')).cookie;
  });

  it('stores it upright without its metadata, and the gallery links no image that has any', async () => {
    const photo = await phonePhoto();
    const blank = parsePage((await send(t, cookie, 'GET', '/items/department_album/new')).body);
    const fields = { dept_code: 'PHY', caption: 'Field trip to Majuli', intent: 'publish' };
    const first = new FormData();
    for (const [name, value] of Object.entries({ ...hiddenValues(blank), ...fields }))
      first.append(name, value);
    first.append(
      'upload--photos',
      new File([new Uint8Array(photo)], 'IMG_0042.jpg', { type: 'image/jpeg' }),
    );
    const asked = await send(t, cookie, 'POST', '/items/department_album/new', first);
    // The album wants the photo's words: the upload is kept in the form, stored already.
    expect(asked.statusCode).toBe(400);
    const form = parsePage(asked.body);
    const spec = form.querySelector<HTMLInputElement>('input[name="photos[0].file"]')?.value ?? '';
    expect(spec).toMatch(/^studio\/[0-9a-f]{64}\.jpg$/);

    const complete = new URLSearchParams({ ...hiddenValues(form), ...fields });
    complete.append('photos[0].alt', 'Students on the ferry to Majuli');
    const published = await send(t, cookie, 'POST', '/items/department_album/new', complete);
    expect(published.statusCode, published.body.slice(0, 300)).toBe(302);

    let addresses: string[] = [];
    await eventually(async () => {
      const html = await pageHtml(t.site, '/department/PHY/gallery');
      addresses = uploadAddresses(html).filter((address) => address.includes(spec.slice(7, 71)));
      expect(addresses).toContain(`/uploads/${spec}`);
    });
    // The original and its versions up to 1280 px (it is 1600 px wide, upright).
    expect(addresses.filter((address) => address.endsWith('.webp')).length).toBeGreaterThan(4);
    for (const address of addresses) {
      const answer = await t.site.inject({ url: address });
      expect(answer.statusCode, address).toBe(200);
      await expectNoMetadata(answer.rawPayload, address);
      await expectUpright(answer.rawPayload, address);
      if (address === `/uploads/${spec}`)
        expect(`studio/${createHash('sha256').update(answer.rawPayload).digest('hex')}.jpg`).toBe(
          spec,
        );
    }
  });

  it('cleans, at the migration, the photographs stored before, under their old names', async () => {
    const photo = await phonePhoto(300, 200, 7);
    const name = `studio/${createHash('sha256').update(photo).digest('hex')}.jpg`;
    await t.db
      .insertInto('studio_files')
      .values({
        name,
        mime: 'image/jpeg',
        size: photo.length,
        data: photo,
        original_name: 'IMG_0001.jpg',
        created_by: 'office',
        created_at: new Date().toISOString(),
      })
      .execute();
    await cleanStoredImages(t.db as never);
    const row = await t.db
      .selectFrom('studio_files')
      .select(['data', 'size'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(row.data.length);
    await expectNoMetadata(row.data, name);
    await expectUpright(row.data, name);
  });
});
