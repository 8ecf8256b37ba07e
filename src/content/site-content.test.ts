import { describe, expect, it } from 'vitest';
import { createSiteContent } from './site-content.ts';

const site = createSiteContent('content/demo', () => '2026-06-15');

describe('site content', () => {
  it('reads a text with its title and its body as HTML', async () => {
    const text = await site.text('emblem');
    expect(text.title).toBe('The Emblem');
    expect(text.body).toContain('<strong>kopou phul</strong>');
  });
});
