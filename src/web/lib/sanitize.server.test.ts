import { describe, expect, it } from 'vitest';
import { clean, hasContent } from './sanitize.server.ts';

describe('clean', () => {
  it('keeps text structure, tables and links', () => {
    const html =
      '<p>Read <strong>this</strong> <a href="https://example.org/x">link</a></p><table><tr><td>1</td></tr></table>';
    expect(clean(html).sanitizedHtml).toBe(
      '<p>Read <strong>this</strong> <a href="https://example.org/x" target="_blank" rel="external noopener noreferrer">link</a></p><table><tr><td>1</td></tr></table>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" loading="lazy" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="position:fixed" onclick="x()">t</p>', '<p>t</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
  ])('removes what could run or take over the page: %s', (input, output) => {
    expect(clean(input).sanitizedHtml).toBe(output);
  });

  it('keeps links within the site as they are', () => {
    expect(clean('<a href="/rti/home" target="_top">RTI</a>').sanitizedHtml).toBe(
      '<a href="/rti/home">RTI</a>',
    );
  });

  it('treats missing and empty HTML as empty', () => {
    expect(hasContent(clean(undefined))).toBe(false);
    expect(hasContent(clean('<p> </p>'))).toBe(false);
    expect(hasContent(clean('<p>x</p>'))).toBe(true);
  });
});
