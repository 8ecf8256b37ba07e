import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';
import { useApi } from '../helpers/api.ts';

const api = useApi();

describe('POST /site/images', () => {
  it("gives each content image's size and the WebP versions made at import", async () => {
    const answer = await api.answer('getSiteImages', {
      files: [
        { type: 'gallery', path: 'phy-1-1.jpg' },
        { type: 'college', path: 'logo.png' },
        { type: 'notices', path: 'not-an-image.pdf' },
        { type: 'gallery', path: 'no-such-picture.jpg' },
      ],
    });
    expect(answer.map((image) => `${image.type}/${image.path}`)).toEqual([
      'college/logo.png',
      'gallery/phy-1-1.jpg',
    ]);
    const picture = answer.find((image) => image.type === 'gallery')!;
    expect(picture).toMatchObject({ width: 1600, height: 1067 });
    expect(picture.variants.map((v) => v.width)).toEqual([
      64, 80, 100, 128, 160, 200, 256, 320, 400, 512, 640, 800, 1024, 1280,
    ]);
    for (const variant of [picture.variants[0]!, picture.variants.at(-1)!]) {
      expect(variant).toMatchObject({
        type: '_variants',
        path: `gallery/phy-1-1.jpg/${variant.width}.webp`,
        mime: 'image/webp',
        url: `/uploads/_variants/gallery/phy-1-1.jpg/${variant.width}.webp`,
        height: Math.round((1067 * variant.width) / 1600),
      });
      const served = await api.app.inject({ method: 'GET', url: variant.url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
    // A 256 px logo has versions only narrower than itself.
    const logo = answer.find((image) => image.type === 'college')!;
    expect(logo.variants.map((v) => v.width)).toEqual([64, 80, 100, 128, 160, 200]);
  });

  it('refuses more files than a page shows', async () => {
    const files = Array.from({ length: 101 }, (_, i) => ({ type: 'gallery', path: `${i}.jpg` }));
    const response = await api.call('getSiteImages', { files });
    expect(response.statusCode).toBe(400);
  });
});

describe('attachments carry their size', () => {
  it('in bytes, as the file of the content folder has it', async () => {
    const notices = await api.answer('getNoticesByTypeDept', {
      dept_code: 'TNC',
      type: 'COLLEGE_ACADEMIC_NOTICE',
      year: '',
    });
    const files = notices.flatMap((n) => n.upload_info).filter((a) => a.mime !== 'link');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files.slice(0, 5)) {
      const { size } = await stat(join(DEMO_CONTENT_DIR, 'files', file.type, file.path));
      expect(file.size).toBe(size);
      const served = await api.app.inject({ method: 'GET', url: file.url! });
      expect(
        served.rawPayload.equals(
          await readFile(join(DEMO_CONTENT_DIR, 'files', file.type, file.path)),
        ),
      ).toBe(true);
    }
    // An address of another site has no size: the page shows its type alone.
    const important = await api.answer('getImportantFiles', {});
    const link = important.flatMap((f) => f.upload_info).find((a) => a.mime === 'link');
    expect(link).toBeDefined();
    expect(link!.size).toBeUndefined();
  });
});
