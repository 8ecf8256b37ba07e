import { describe, expect, it, vi } from 'vitest';
import type { Rendered } from '../cache/stored-answer.ts';
import { createPageCache, withKeptNotice } from './page-cache.ts';
import type { RenderedPage } from './page-render.ts';

const NOTICE = '<section class="stale-notice"';
const page = (text: string, extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(`<!DOCTYPE html><html><body><main>${text}</main></body></html>`),
  ...extra,
});
const savedAt = Date.parse('2026-03-01T04:30:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyOf = (answer: Rendered | { identity: Buffer }) =>
  ('identity' in answer ? answer.identity : answer.body).toString();

describe('a page built from answers kept through an outage', () => {
  it('says it may be out of date, dated by its oldest kept answer, and is degraded', () => {
    const marked = withKeptNotice(page('texts', { keptSince: savedAt }), 'Asia/Kolkata');
    expect(marked.degraded).toBe(true);
    expect(marked.body.toString()).toMatch(
      /<body><section class="stale-notice"[^]*saved on 1 March 2026 at 10:00 am[^]*<main>texts/,
    );
    expect('keptSince' in marked).toBe(false);
  });

  it('is left alone when nothing kept was used, or when it is a 5xx page', () => {
    expect(withKeptNotice(page('current'), 'Asia/Kolkata')).toEqual(page('current'));
    const unavailable = withKeptNotice(
      page('Temporarily unavailable', { status: 503, degraded: true, keptSince: savedAt }),
      'Asia/Kolkata',
    );
    expect(unavailable.body.toString()).not.toContain(NOTICE);
  });

  it('with no copy of the page, is served with the notice and not kept as current', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, timeZone: 'Asia/Kolkata' });
    const render = async () =>
      withKeptNotice(page('texts', { keptSince: savedAt }), cache.timeZone);
    const answer = await cache.answer('/aboutus/vision', render);
    expect(bodyOf(answer)).toContain(NOTICE);
    expect(cache.peek('/aboutus/vision')).toBeUndefined();
  });

  it('with a copy of the page, gives way to that copy, marked, its dates kept', async () => {
    const cache = createPageCache({ ttlMs: 10, maxBytes: 1 << 20, timeZone: 'Asia/Kolkata' });
    await cache.answer('/aboutus/vision', async () => page('good'));
    const good = cache.peek('/aboutus/vision')!;
    await sleep(30);
    const kept = async () => withKeptNotice(page('kept', { keptSince: savedAt }), cache.timeZone);
    await cache.answer('/aboutus/vision', kept); // stale while the refresh runs
    await vi.waitFor(() => expect(cache.peek('/aboutus/vision')?.stale).toBe(true));
    const answer = await cache.answer('/aboutus/vision', kept);
    expect('identity' in answer && answer.stale).toBe(true);
    expect(bodyOf(answer)).toContain(NOTICE);
    expect(bodyOf(answer)).toContain('<main>good</main>');
    expect(cache.peek('/aboutus/vision')).toMatchObject({
      stale: true,
      modifiedAt: good.modifiedAt,
      verifiedAt: good.verifiedAt,
    });
  });
});
