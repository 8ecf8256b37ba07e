import { describe, expect, it } from 'vitest';
import { markdownWriter } from './exported-html.ts';
import { contentSchemas } from './schema.ts';

const hasFile = (path: string) => path === 'photos/campus.jpg';
/** The importer's own Markdown field: what an exported text becomes again. */
const imported = contentSchemas({ today: '2026-06-15', hasFile }).Text.shape.body;

function writer() {
  const warnings: string[] = [];
  const write = markdownWriter({
    hasFile,
    uploadsUrl: '/uploads',
    warn: (where, message) => warnings.push(`${where}: ${message}`),
  });
  return { write, warnings };
}

describe('content HTML written back as Markdown', () => {
  it.each([
    [
      'text with an image of the folder, a link and Assamese',
      'Our *campus* <img src="photos/campus.jpg" alt="The campus"> and [a map](https://example.org/map), অসমীয়া ভাষা।',
    ],
    [
      'a list whose item holds a blank line of code',
      '- one\n\n- two\n\n  ```\n  a\n\n  b\n  ```\n',
    ],
    ['headings, a table and a quote', '# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted\n'],
  ])('imports back as the same HTML: %s', (_, markdown) => {
    const html = imported.parse(markdown);
    const { write, warnings } = writer();
    const written = write(html, 'texts/about.md');
    expect(imported.parse(written)).toBe(html);
    expect(warnings).toEqual([]);
  });

  it('names images by their path under files/, not by the uploads address', () => {
    const html = imported.parse('![The campus](photos/campus.jpg)');
    expect(html).toContain('src="/uploads/photos/campus.jpg"');
    const { write } = writer();
    expect(write(html, 'texts/about.md')).toContain('src="photos/campus.jpg"');
  });

  it('keeps HTML with text outside any element, as the studio may store it', () => {
    const html = 'Plain words &amp; <strong>strong</strong> ones';
    const { write, warnings } = writer();
    expect(imported.parse(write(html, 'notices/X.yaml'))).toBe(html);
    expect(warnings).toEqual([]);
  });

  it('says so when a text would not come back the same', () => {
    // Not what the allow-list writes (a bare &, leading spaces): an import would change it.
    const { write, warnings } = writer();
    expect(write('  a & b', 'notices/X.yaml')).toBe('  a & b');
    expect(warnings).toEqual([
      'notices/X.yaml: this text will not come back exactly the same from an import',
    ]);
  });
});
