import { describe, expect, it } from 'vitest';
import { clean, cleanOrNull, hasContent } from './sanitize.server.ts';

const page = (html: string | undefined) => clean(html, '/uploads').sanitizedHtml;

describe('clean', () => {
  it('keeps text structure, tables and links', () => {
    const html =
      '<p>Read <strong>this</strong> <a href="https://example.org/x">link</a></p><table><tr><td>1</td></tr></table>';
    expect(page(html)).toBe(
      '<p>Read <strong>this</strong> <a href="https://example.org/x" target="_blank" rel="external noopener noreferrer">link</a></p><div class="table-scroll" role="region" aria-label="Table: 1" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://x.org" target="_blank" rel="opener">x</a>',
      '<a href="https://x.org" target="_blank" rel="external noopener noreferrer">x</a>',
    ],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="position:fixed" onclick="x()" class="a" id="b">t</p>', '<p>t</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
  ])('removes what could run or take over the page: %s', (input, output) => {
    expect(page(input)).toBe(output);
  });

  it('keeps what follows an unclosed <math><style> or <style>, as a browser shows it', () => {
    expect(page('<p>before</p><math><style><p>after</p>')).toBe('<p>before</p><p>after</p>');
    expect(page('one <math><style>two</style></math> three')).toBe('one two three');
    expect(page('<p>a</p><style>p{color:red}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('reads markup as a browser does, so nothing hides in SVG, MathML or noscript', () => {
    expect(page('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).not.toMatch(
      /<img|onerror/,
    );
    expect(page('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(
      /<img|onerror/,
    );
  });

  it('keeps the text of elements it does not allow, as a browser shows it, markup as text', () => {
    expect(page('<textarea><img src=x onerror=alert(1)></textarea><p>after</p>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<p>after</p>',
    );
    expect(page('<textarea><p>unclosed')).toBe('&lt;p&gt;unclosed');
    expect(page('<xmp><b>x</b></xmp>')).toBe('&lt;b&gt;x&lt;/b&gt;');
    expect(page('<select><option>One</option><option>Two</option></select>')).toBe('OneTwo');
    expect(page('<object data="x.swf">fallback <b>text</b></object>')).toBe('fallback <b>text</b>');
    expect(page('<noscript><p>n</p></noscript>ok')).toBe('ok');
  });

  it('keeps images of the site, with lazy loading, and drops images from elsewhere', () => {
    expect(page('<img src="/uploads/photos/a.jpg" alt="A">')).toBe(
      '<img src="/uploads/photos/a.jpg" alt="A" loading="lazy" decoding="async" />',
    );
    for (const src of [
      'https://evil.example/t.gif',
      '//evil.example/t.gif',
      '/\\evil.example/t.gif',
      '\\\\evil.example/t.gif',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'photos/a.jpg',
    ]) {
      expect(page(`<p>x<img src="${src}"></p>`), src).toBe('<p>x</p>');
    }
  });

  it('keeps links within the site as they are', () => {
    expect(page('<a href="/rti/home" target="_top">RTI</a>')).toBe('<a href="/rti/home">RTI</a>');
  });

  it('marks Assamese text as Assamese, and takes no other language from content', () => {
    expect(page('<p>Motto: সত্যমেৱ জয়তে। Then <b>অসমীয়া বিভাগ</b>, ₹10</p>')).toBe(
      '<p>Motto: <span lang="as">সত্যমেৱ জয়তে।</span> Then <b><span lang="as">অসমীয়া বিভাগ</span></b>, ₹10</p>',
    );
    // A joiner belongs to Assamese words only: emoji sequences stay whole.
    expect(page('<p>👩\u200d💻 and <span lang="fr" class="x">y</span></p>')).toBe(
      '<p>👩\u200d💻 and <span>y</span></p>',
    );
    // Marked once: cleaning clean HTML again changes nothing (the importer and the pages both clean).
    const once = page('<p>অসমীয়া</p>');
    expect(page(once)).toBe(once);
  });

  it('treats missing and empty HTML as empty', () => {
    expect(hasContent(clean(undefined, '/uploads'))).toBe(false);
    expect(cleanOrNull('<p> </p>', '/uploads')).toBeNull();
    expect(cleanOrNull('<p>x</p>', '/uploads')).not.toBeNull();
  });
});
