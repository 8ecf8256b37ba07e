import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_TEXT_NAMES } from '../../src/contract/schemas/site.ts';
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
