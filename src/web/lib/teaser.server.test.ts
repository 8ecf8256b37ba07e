import { describe, expect, it } from 'vitest';
import { teaser } from './teaser.server.ts';

describe('teaser', () => {
  it('keeps only the first paragraph', () => {
    const html = '<p>One <strong>bold</strong>.</p>\n<p>Two.</p>';
    expect(teaser(html, '/uploads').sanitizedHtml).toBe('<p>One <strong>bold</strong>.</p>');
  });

  it('keeps a text without paragraphs whole', () => {
    expect(teaser('Plain words', '/uploads').sanitizedHtml).toBe('Plain words');
  });

  it('cleans what it keeps', () => {
    const html = '<p class="x">Hi<script>alert(1)</script><img src="x" onerror="y"></p>';
    expect(teaser(html, '/uploads').sanitizedHtml).not.toMatch(/script|onerror|class=/);
  });

  it('opens the Assamese too, or says there is none (null), for the Assamese pages', () => {
    const html = '<p>One.</p><p>Two.</p>';
    expect(teaser(html, '/uploads', '<p>এক।</p><p>দুই।</p>').assamese?.sanitizedHtml).toBe(
      '<p><span lang="as">এক।</span></p>',
    );
    expect(teaser(html, '/uploads').assamese).toBeNull();
  });
});
