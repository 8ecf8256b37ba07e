import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRendered } from './send-answer.ts';
import { PER_REQUEST_COMPRESSION } from './stored-answer.ts';

const PAGE = Buffer.from(`<!DOCTYPE html><p>${'A notice of the college. '.repeat(200)}</p>`);
const SMALL = Buffer.from('<p>Small</p>');

describe('an answer that is not kept (decision 111)', () => {
  const app = Fastify();
  beforeAll(async () => {
    // As the site registers it: what sendRendered leaves uncompressed, the plugin may compress.
    await app.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      ...PER_REQUEST_COMPRESSION,
    });
    const send = (body: Buffer) => ({
      status: 200,
      headers: [['content-type', 'text/html']] as [string, string][],
      body,
    });
    app.get('/page', (request, reply) =>
      sendRendered(request, reply, send(PAGE), { vary: 'Cookie' }),
    );
    app.get('/small', (request, reply) => sendRendered(request, reply, send(SMALL)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });

  it('is compressed in the encoding the client prefers, and says it varies by it', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // Compressed whole, in one call: @fastify/compress would have streamed it, with no length.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(PAGE)).toBe(true);
    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(PAGE)).toBe(true);
  });

  it('is sent as it is to a client that accepts no compression, or asks for none', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'x-no-compression': '1' },
    ];
    for (const headers of asked) {
      const answer = await get('/page', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.rawPayload.equals(PAGE)).toBe(true);
    }
  });

  it('leaves a body below the threshold as it is', async () => {
    const answer = await get('/small', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('<p>Small</p>');
  });
});
