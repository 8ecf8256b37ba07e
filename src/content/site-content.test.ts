import { describe, expect, it } from 'vitest';
import { createSiteContent } from './site-content.ts';

const site = createSiteContent('content/demo', () => '2026-06-15');

describe('site content', () => {
  it('measures the images of the content folder', async () => {
    const college = await site.college();
    expect(await site.imageSize(college.emblem_image)).toEqual({ width: 600, height: 600 });
    expect(await site.imageSize(college.organogram_image)).toEqual({ width: 1400, height: 860 });
  });

  it('knows no size for addresses, missing files and paths out of files/', async () => {
    const link = { type: 'link', path: 'https://example.org/a.png', mime: 'link' };
    expect(await site.imageSize(link)).toBeUndefined();
    expect(await site.imageSize({ type: 'college', path: 'missing.png' })).toBeUndefined();
    expect(await site.imageSize({ type: 'college', path: '../../college.yaml' })).toBeUndefined();
    expect(await site.imageSize({ type: '..', path: 'package.json' })).toBeUndefined();
  });

  it('reads a text with its title and its body as HTML', async () => {
    const text = await site.text('emblem');
    expect(text.title).toBe('The Emblem');
    expect(text.body).toContain('<strong>kopou phul</strong>');
  });
});
