import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, etagOf, matchesIfNoneMatch } from './send-answer.ts';
import { bestForms, gzipFormOf, storeAnswer, type Rendered } from './stored-answer.ts';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Notice</p>'.repeat(200)}</body></html>`);
const rendered = (body = html): Rendered => ({
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', "script-src 'sha256-abc'"],
    ['content-length', String(body.length)],
  ],
  body,
});

describe('a stored answer', () => {
  it('keeps a brotli form on its first request, and makes gzip for a client that asks (decision 116)', async () => {
    const entry = await storeAnswer(rendered());
    expect(brotliDecompressSync(entry.br!).equals(html)).toBe(true);
    expect(entry.br!.length).toBeLessThan(html.length / 5);
    // No gzip made up front: most bodies stored on a first request are never asked for again.
    expect(entry.gzip).toBeUndefined();
    const gzip = await gzipFormOf(entry);
    expect(gunzipSync(gzip!).equals(html)).toBe(true);
    // The same bytes each time, so the form's ETag names one body.
    expect((await gzipFormOf(entry))!.equals(gzip!)).toBe(true);
  });

  it('keeps both best forms once the body is asked for again, and sends the kept gzip', async () => {
    const best = await bestForms(await storeAnswer(rendered()));
    expect(best.gzip).toBeDefined();
    expect(await gzipFormOf(best)).toBe(best.gzip);
  });

  it('replays every header of the render but those it sets itself', async () => {
    const entry = await storeAnswer(rendered());
    expect(entry.headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', "script-src 'sha256-abc'"],
    ]);
  });

  it('reuses the compressed forms when a refresh renders the same bytes', async () => {
    const first = await storeAnswer(rendered(), undefined, 1000);
    const again = await storeAnswer(rendered(Buffer.from(html)), first, 5000);
    expect(again.br).toBe(first.br);
    expect(again).toMatchObject({ modifiedAt: 1000, verifiedAt: 5000, hash: first.hash });
    const changed = await storeAnswer(rendered(Buffer.from(`${html}<!-- new -->`)), first, 9000);
    expect(changed.hash).not.toBe(first.hash);
    expect(changed.modifiedAt).toBe(9000);
  });

  it('does not compress what does not shrink or is not text', async () => {
    const tiny = await storeAnswer({ ...rendered(Buffer.from('[]')) });
    expect(tiny.br).toBeUndefined();
    const pdf = await storeAnswer({
      status: 200,
      headers: [['content-type', 'application/pdf']],
      body: html,
    });
    expect(pdf.gzip).toBeUndefined();
    expect(await gzipFormOf(pdf)).toBeUndefined();
    expect(chooseEncoding(pdf, 'br, gzip')).toBe('identity');
  });

  it('chooses the encoding the client prefers among br, gzip and identity', async () => {
    const entry = await storeAnswer(rendered());
    expect(chooseEncoding(entry, 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding(entry, 'gzip')).toBe('gzip');
    expect(chooseEncoding(entry, 'br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding(entry, 'deflate')).toBe('identity');
    expect(chooseEncoding(entry, undefined)).toBe('identity');
  });

  it('has a strong ETag per form, and If-None-Match matches any form of the same body', async () => {
    const entry = await storeAnswer(rendered());
    expect(etagOf(entry, 'br')).toMatch(/^"[\w-]+-brf"$/);
    expect(etagOf(entry, 'gzip')).not.toBe(etagOf(entry, 'identity'));
    expect(matchesIfNoneMatch(entry, etagOf(entry, 'gzip'))).toBe(true);
    expect(matchesIfNoneMatch(entry, `"other", W/${etagOf(entry, 'identity')}`)).toBe(true);
    expect(matchesIfNoneMatch(entry, '"other"')).toBe(false);
    expect(matchesIfNoneMatch(entry, undefined)).toBe(false);
  });

  it('is stored with fast forms; its smallest forms decode to the same bytes, under their own tags', async () => {
    const fast = await storeAnswer(rendered());
    expect(fast.compression).toBe('fast');
    const best = await bestForms(fast);
    expect(best.compression).toBe('best');
    expect(brotliDecompressSync(best.br!).equals(html)).toBe(true);
    expect(gunzipSync(best.gzip!).equals(html)).toBe(true);
    expect(best.br!.length).toBeLessThanOrEqual(fast.br!.length);
    expect(etagOf(best, 'br')).not.toBe(etagOf(fast, 'br'));
    expect(etagOf(best, 'identity')).toBe(etagOf(fast, 'identity'));
    expect(matchesIfNoneMatch(best, etagOf(fast, 'gzip'))).toBe(true);
    expect(await bestForms(best)).toBe(best);
    const tiny = await storeAnswer(rendered(Buffer.from('[]')));
    expect(await bestForms(tiny)).toBe(tiny);
  });
});
