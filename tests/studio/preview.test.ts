import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/contract/client.ts';
import { previewResponse } from '../../src/studio/server/public-preview.ts';
import { useStudio } from '../helpers/studio.ts';

/** What a draft notice adds to the home page's academic panel, as the store's overlay would. */
const withDraft = (api: ApiClient): ApiClient => ({
  ...api,
  async getNoticesByTypeDeptV1(payload) {
    const answer = await api.getNoticesByTypeDeptV1(payload);
    if (payload.type !== 'COLLEGE_ACADEMIC_NOTICE') return answer;
    const draft = {
      id: 999_999,
      title: 'Preview-only notice: internal assessment schedule',
      description: '',
      date: '2026-06-15',
      date_no: 15,
      month: 'Jun',
      year: 2026,
      diff: true,
      upload_info: [],
    };
    return [draft, ...answer];
  },
});

describe('previews rendered by the public site itself', () => {
  const t = useStudio();

  it('renders a public page with the draft in place, with the page’s own styles', async () => {
    const render = t.preview;
    const plain = await render({ url: '/', overlay: (api) => api });
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain('Preview-only notice');
    const drafted = await render({ url: '/', overlay: withDraft });
    expect(drafted.status).toBe(200);
    expect(drafted.html).toContain('Preview-only notice: internal assessment schedule');
    // The site's stylesheet is written into the page, and its policy allows it by hash.
    expect(drafted.html).toMatch(/<style>[^<]{200,}/);
    expect(drafted.policy).toMatch(/style-src[^;]*'sha256-/);
  });

  it('answers a preview framed by the studio only, with no script allowed to run', async () => {
    const answer = previewResponse(await t.preview({ url: '/', overlay: (api) => api }));
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('sandbox allow-same-origin');
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the site’s files on the studio’s origin, so a preview’s pictures load', async () => {
    const html = (await t.preview({ url: '/', overlay: (api) => api })).html;
    const upload = /src="(\/uploads\/[^"]+)"/.exec(html)?.[1];
    expect(upload).toBeDefined();
    const answer = await t.studio.inject({ url: upload! });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
  });
});
