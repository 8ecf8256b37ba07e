import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_TEXT_NAMES, SiteCollege } from '../../src/contract/schemas/site.ts';
import { useApi } from '../helpers/api.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

const api = useApi();

describe('our own calls beside SPEC §7: the college identity and texts', () => {
  it('GET /site/college answers the college.yaml that was imported, files with their type', async () => {
    const demo = parse(await readFile(join(DEMO_CONTENT_DIR, 'college.yaml'), 'utf8')) as {
      name: string;
      postal_address: string;
    };
    const college = await api.answer('getSiteCollege');
    expect(college.name).toBe(demo.name);
    expect(college.postal_address).toBe(demo.postal_address);
    expect(college.logo).toMatchObject({ type: 'college', fileType: 'image' });
  });

  it('GET /site/college names the Assamese font cut to the content at import, served for a year', async () => {
    const { assamese_font: font } = await api.answer('getSiteCollege');
    expect(font?.src).toMatch(/^\/uploads\/_fonts\/noto-sans-bengali-[\w-]+\.woff2$/);
    expect(font?.unicode_range).toMatch(/^U\+/);
    const file = await api.app.inject({ method: 'GET', url: font!.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('a backend whose font is not a path of the site, or could end the style, is left without one', async () => {
    const college = await api.answer('getSiteCollege');
    for (const src of [
      'https://elsewhere.example/f.woff2',
      '/uploads/x.woff2)}</style><script>alert(1)</script>',
      '//elsewhere.example/f.woff2',
    ]) {
      const parsed = SiteCollege.parse({
        ...college,
        assamese_font: { src, unicode_range: 'U+985' },
      });
      expect(parsed.assamese_font, src).toBeUndefined();
    }
  });

  it('POST /site/text answers every text of the demo as HTML, with its title when it has one', async () => {
    for (const name of SITE_TEXT_NAMES) {
      const text = await api.answer('getSiteText', { name });
      expect(text.body, name).toMatch(/^<(p|h\d|ul|ol|table|blockquote)/);
    }
  });

  it('refuses an unknown or malformed name with 400, naming the field', async () => {
    for (const payload of [{ name: 'passwd' }, { name: '../about' }, { name: 7 }, {}]) {
      const response = await api.call('getSiteText', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain('name');
    }
  });
});
