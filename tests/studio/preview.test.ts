import { describe, expect, it } from 'vitest';
import { previewOf } from '../../src/studio/content/items.repository.ts';
import type { PreviewTarget } from '../../src/studio/content/items.ts';
import { previewResponse } from '../../src/studio/server/public-preview.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** The home page with nothing written: the published content as it is. */
const home: PreviewTarget = { write: async () => '', url: () => '/' };

describe('previews rendered by the public site itself', () => {
  const t = useStudio();

  it('renders a public page with the draft in place, with the page’s own styles', async () => {
    const plain = await t.preview(home);
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain('Preview-only notice');
    // An academic notice never saved, on the home page's academic panel.
    const draft = await previewOf(t.db, 'notice', null, OFFICE, {
      type: 'COLLEGE_ACADEMIC_NOTICE',
      title: 'Preview-only notice: internal assessment schedule',
      date: TEST_TODAY,
      attachments: [],
    });
    if (!draft.ok) return expect.fail(JSON.stringify(draft));
    const drafted = await t.preview({ ...draft.target, url: () => '/' });
    expect(drafted.status).toBe(200);
    expect(drafted.html).toContain('Preview-only notice: internal assessment schedule');
    // Marked as a preview, in its title and at the start of its main content (issue 36).
    expect(drafted.html).toMatch(/<title>Preview: /);
    expect(drafted.html).toMatch(/<main\b[^>]*><p class="preview-mark"><mark>Preview: this is how/);
    // The site's stylesheet is written into the page, and its policy allows it by hash.
    expect(drafted.html).toMatch(/<style>[^<]{200,}/);
    expect(drafted.policy).toMatch(/style-src[^;]*'sha256-/);
  });

  it('answers a preview framed by the studio only, with no script allowed to run', async () => {
    const answer = previewResponse(await t.preview(home));
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('sandbox allow-same-origin');
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the site’s files on the studio’s origin, so a preview’s pictures load', async () => {
    const html = (await t.preview(home)).html;
    const upload = /src="(\/uploads\/[^"]+)"/.exec(html)?.[1];
    expect(upload).toBeDefined();
    const answer = await t.studio.inject({ url: upload! });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
  });
});
