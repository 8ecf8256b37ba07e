import { describe, expect, it, vi } from 'vitest';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { clean, cleanOrNull } from './sanitize.server.ts';

vi.mock('../../lib/content-html.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/content-html.ts')>();
  return { ...actual, sanitizeContentHtml: vi.fn(actual.sanitizeContentHtml) };
});

describe('content HTML cleaned for pages (decision 040)', () => {
  it('is cleaned once per text and uploads location, whatever the number of renders', () => {
    const html = '<p onclick="x()">Result <script>alert(1)</script><b>day</b></p>';
    const first = clean(html, '/uploads');
    for (let i = 0; i < 5; i++) expect(clean(html, '/uploads')).toEqual(first);
    expect(cleanOrNull(html, '/uploads')).toEqual(first);
    expect(sanitizeContentHtml).toHaveBeenCalledTimes(1);
    expect(first.sanitizedHtml).toBe('<p>Result <b>day</b></p>');

    clean(html, 'https://files.example/uploads');
    clean('<p>Another</p>', '/uploads');
    expect(sanitizeContentHtml).toHaveBeenCalledTimes(3);
  });
});
