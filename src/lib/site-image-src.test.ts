import { describe, expect, it } from 'vitest';
import { siteImageSrc } from './site-image-src.ts';

describe('siteImageSrc', () => {
  it('keeps images of an uploads location on another host', () => {
    const rule = siteImageSrc('https://files.college.example/uploads');
    expect(rule('https://files.college.example/uploads/photos/a.jpg')).toBe(
      'https://files.college.example/uploads/photos/a.jpg',
    );
    expect(rule('https://files.college.example/other/a.jpg')).toBeNull();
    expect(rule('/uploads/photos/a.jpg')).toBe('/uploads/photos/a.jpg');
  });
});
