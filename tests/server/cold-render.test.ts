import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';

const PAGE = '/notifications/academic';

/** Pages rendered afresh on every request (the benchmarks' "rendered afresh"; decision 040). */
describe('a page rendered afresh', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp({ pages: true, env: { PAGE_CACHE_TTL_MS: '0' } }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  const get = (encoding: string) =>
    app.inject({ method: 'GET', url: PAGE, headers: { 'accept-encoding': encoding } });

  it('is compressed at brotli quality 4, not the 11 of zlib, nor the 9 of kept pages', async () => {
    const [plain, br] = [await get('identity'), await get('br')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const atQuality = (quality: number) =>
      brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality },
      });
    expect(br.rawPayload.equals(atQuality(4))).toBe(true);
    expect(atQuality(11).length).toBeLessThan(br.rawPayload.length);
  });

  it('is compressed at gzip level 6', async () => {
    const [plain, gz] = [await get('identity'), await get('gzip')];
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(
      gz.rawPayload.subarray(10).equals(gzipSync(plain.rawPayload, { level: 6 }).subarray(10)),
    ).toBe(true);
  });
});
